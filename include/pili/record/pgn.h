// PGN output for finished games and a small reader for it (tests use the
// reader for the round trip; `merge` does not need it).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/game_record.h"

namespace pili::match {

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

}  // namespace pili::match
