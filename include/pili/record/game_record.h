// Everything known about one finished game: who played which side, from
// where, the moves (coordinate text, ranks 0-9) with their comments, the
// result and why.
#pragma once

#include <string>
#include <vector>

#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

namespace pili::record {

struct GameRecord {
  int index = 0;          // game number in the whole match, from 0
  int round = 0;          // from 1
  int opening = 0;        // index into the opening list
  bool firstIsRed = true; // the encounter's first engine plays Red (White in PGN)
  int redId = 0, blackId = 1;  // engine numbers (order of -engine)
  std::string event = "pili-match";
  std::string site = "?";
  std::string date, time; // UTC at the start of the game: "2026.12.01", "12:30:05"
  std::string variant = default_variant_name();
  std::string red, black;
  std::string redOptions, blackOptions;  // "Hash=16 nodes=400", as PGN tags
  std::string fen;        // start position
  // Covered pieces (Jieqi): the identity under each start point, as a board
  // field with every piece face up (pili/rules/jieqi_deal.h); "" = none.
  std::string deal;
  bool standardStart = true;
  std::string redTc = "-", blackTc = "-";  // PGN TimeControl values
  int bookPlies = 0;      // leading moves that came from the opening line
  std::vector<std::string> moves;
  std::vector<std::string> comments;  // per move ("" = none): "book", "+0.35/12 0.51s"
  Outcome outcome = Outcome::Ongoing;
  std::string reason;     // short key: "checkmate", "illegal move", "time forfeit", ...
  std::string termination = "unterminated";  // PGN Termination tag value
  std::string detail;     // human text, the final PGN comment

  // "1-0", "0-1", "1/2-1/2" or "*".
  std::string result() const;
  // Points of the encounter's first engine: 1, 0.5, 0 (0.5 for an unfinished game).
  double first_points() const;
  // Points of engine `id` in this game (0 when it did not play).
  double points_of(int id) const;
};

const char* result_text(Outcome o);
Outcome parse_result(const std::string& text);

}  // namespace pili::record
