// What an evaluator's accumulator stack did, counted for tests and tools.
#pragma once

#include <cstdint>

namespace pili::eval::nnue {

struct EvalStats {
  uint64_t resets = 0;     // reset() calls
  uint64_t updates = 0;    // plies computed from the previous ply (v2: per perspective)
  uint64_t refreshes = 0;  // plies below the root computed from the board (v2: per perspective)
};

}  // namespace pili::eval::nnue
