// Time allocation for sudden death, increments, moves-to-go and movetime.
#include "pili/search/timeman.h"

#include <algorithm>

namespace pili::search {

TimeBudget plan_time(const SearchLimits& limits, Color us, int overhead) {
  TimeBudget b;
  overhead = std::max(0, overhead);
  if (limits.moveTime >= 0) {
    b.limited = true;
    b.optimum = b.maximum = std::max<int64_t>(1, limits.moveTime - overhead);
    return b;
  }
  int64_t left = limits.time[us];
  if (left < 0) return b;  // no clock given: depth, nodes, mate or infinite
  b.limited = true;
  int64_t inc = std::max<int64_t>(0, limits.inc[us]);
  // Moves we plan the remaining time over: the given count, else a horizon
  // that shrinks our share when increments carry the game.
  int mtg = limits.movesToGo > 0 ? std::min(limits.movesToGo, 50) : 32;
  // Time we can count on for the next `mtg` moves, overhead paid each move.
  int64_t pool = std::max<int64_t>(1, left + inc * (mtg - 1) - int64_t(overhead) * (mtg + 2));
  // Never use more than what is on the clock minus the overhead, and keep a
  // reserve proportional to the clock for the moves after this one.
  int64_t hardCap = std::max<int64_t>(1, std::min<int64_t>(left - overhead, left * 7 / 10 - overhead));
  b.optimum = std::max<int64_t>(1, std::min(pool / mtg, hardCap));
  b.maximum = std::max<int64_t>(1, std::min<int64_t>(b.optimum * 5, hardCap));
  if (limits.movesToGo > 0) {
    // The time added at the control is unknown, and GUIs send small
    // movestogo values in repeating controls too: one move never plans more
    // than an eighth of the clock nor thinks longer than a quarter of it.
    b.optimum = std::min<int64_t>(b.optimum, left / MTG_OPTIMUM_SHARE);
    b.maximum = std::min<int64_t>(b.maximum, left / MTG_MAXIMUM_SHARE);
  }
  b.maximum = std::max<int64_t>(1, b.maximum);
  b.optimum = std::max<int64_t>(1, std::min(b.optimum, b.maximum));
  return b;
}

}  // namespace pili::search
