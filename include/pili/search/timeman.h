// Time management: how long one `go` may think.
//
// Two budgets: `optimum`, checked after each completed iteration (scaled by
// how unstable the best move is), and `maximum`, a hard limit checked every
// ~1k nodes. Both already leave plan_time's `overhead` aside (the time a
// move takes to reach the GUI), and `maximum` never exceeds what is left on
// the clock, so the engine cannot lose on time while the overhead covers
// the GUI's latency.
#pragma once

#include <chrono>
#include <cstdint>

#include "pili/core/types.h"
#include "pili/search/limits.h"

namespace pili::search {

using Clock = std::chrono::steady_clock;
using TimePoint = Clock::time_point;

inline int64_t ms_since(TimePoint t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

struct TimeBudget {
  bool limited = false;     // false: only depth/nodes/mate/stop end the search
  int64_t optimum = 0;      // ms
  int64_t maximum = 0;      // ms
};

// With `movestogo`, one move plans at most 1/8 of the clock and thinks at
// most 1/4 of it (docs/protocol.md, "Time").
inline constexpr int MTG_OPTIMUM_SHARE = 8, MTG_MAXIMUM_SHARE = 4;

// Budgets for `us` under `limits`, with `overhead` ms reserved per move.
TimeBudget plan_time(const SearchLimits& limits, Color us, int overhead);

}  // namespace pili::search
