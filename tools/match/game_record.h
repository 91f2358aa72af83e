// Everything known about one finished game: who played which side, from
// where, the moves (coordinate text, ranks 0-9), the result and why.
#pragma once

#include <string>
#include <vector>

#include "pili/rules/judge.h"

namespace pili::match {

struct GameRecord {
  int index = 0;          // game number in the whole match, from 0
  int round = 0;          // from 1
  int opening = 0;        // index into the opening list
  bool firstIsRed = true; // the first -engine plays Red (White in PGN)
  std::string event = "pili-match";
  std::string site = "?";
  std::string variant = "xiangqi";
  std::string red, black;
  std::string fen;        // start position
  bool standardStart = true;
  std::string timeControl;
  int bookPlies = 0;      // leading moves that came from the opening line
  std::vector<std::string> moves;
  Outcome outcome = Outcome::Ongoing;
  std::string reason;     // short key: "checkmate", "illegal move", "time forfeit", ...
  std::string termination = "unterminated";  // PGN Termination tag value
  std::string detail;     // human text, the final PGN comment

  // "1-0", "0-1", "1/2-1/2" or "*".
  std::string result() const;
  // Points of the first -engine: 1, 0.5, 0 (0.5 for an unfinished game).
  double first_points() const;
};

const char* result_text(Outcome o);
Outcome parse_result(const std::string& text);

}  // namespace pili::match
