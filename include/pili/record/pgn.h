// PGN: the text of a finished game (pili-match's games, the browser board's
// export share its layout) and a reader for what pili-match writes (pili-tune,
// the round-trip tests).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pili/record/game_record.h"

namespace pili::record {

// One tag pair and its newline: [Name "value"], '"' and '\\' escaped.
std::string pgn_tag(const std::string& name, const std::string& value);

// The movetext section: move numbers counted from the side to move and move
// number of `fen` ("" = Red, 1), each move followed by its comment in braces
// (`comments[i]`, "" or missing = none), then `lastComment` (if any) and the
// result; lines of at most 79 characters, the last ending in one newline.
std::string pgn_movetext_section(const std::string& fen, const std::vector<std::string>& moves,
                                 const std::vector<std::string>& comments, const std::string& lastComment,
                                 const std::string& result);

// The game as PGN text, ending in a blank line.
std::string write_pgn(const GameRecord& rec);

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;
  std::vector<std::string> moves;
  std::vector<std::string> comments;  // in order of appearance
  // The first comment right after each move ("" = none), up to the last move
  // that has one.
  std::vector<std::string> moveComments;
  std::string result;                 // the game termination marker

  const std::string* tag(const std::string& name) const;
};

// Parses every game of a PGN text. On a syntax error returns false with
// `err` saying where.
bool read_pgn(const std::string& text, std::vector<PgnGame>& games, std::string& err);

}  // namespace pili::record
