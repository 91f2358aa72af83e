// The start position of each rule module as a FEN, for readers of records
// that leave it out.
#pragma once

#include <string>

#include "pili/core/position.h"

namespace pili::record {

template <class R>
std::string start_fen() {
  if constexpr (requires { R::START_FEN; }) return R::START_FEN;  // the 8x8 board
  else if constexpr (R::MENG_FEN)  // Meng FENs carry the reserve of two Tris
    return "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
  else return Position::START_FEN;
}

}  // namespace pili::record
