// Playing a move other than the best one on purpose: weaker levels and varied
// play. The search runs MultiPV and keeps the lines of its last completed
// iteration; one of them is drawn here, with a seed the caller supplies, so
// the same seed gives the same move. Off (the default), the search plays its
// best move and nothing here runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "pili/core/types.h"

namespace pili::search {

struct RootChoice {
  int lines = 0;        // MultiPV lines searched to choose among; 0 or 1: off
  // Weaker levels: a line that loses `loss` centipawns against the best is
  // drawn with weight exp(-loss / temperatureCp); no line that loses more
  // than maxLossCp (nor a lost one when the best is not) is ever chosen.
  int temperatureCp = 0;  // 0: no level
  int maxLossCp = 0;
  // Varied play: every line within randomCp of the best is equally likely.
  int randomCp = 0;
  uint64_t seed = 0;

  bool active() const { return lines > 1 && (temperatureCp > 0 || randomCp > 0); }
};

// One MultiPV line of the last completed iteration, best first.
struct ChoiceLine {
  Move move;
  int score = 0;
};

// The index of the line to play among `lines` (sorted best first); 0 when
// the choice is off, there is only one line, or the best line is decided
// (a mate or a known win or loss is never played differently).
size_t choose_root_line(const std::vector<ChoiceLine>& lines, const RootChoice& choice);

}  // namespace pili::search
