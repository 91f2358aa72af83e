// A move an opening book offers, with how much the book likes it.
#pragma once

#include <cstdint>

#include "pili/core/types.h"

namespace pili::book {

struct BookMove {
  Move move;            // a legal move of the probed position
  uint32_t weight = 0;  // relative chance of being chosen (0: never chosen)
  uint32_t games = 0;   // games the move was played in (0: the book does not say)
};

}  // namespace pili::book
