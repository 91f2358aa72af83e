// Positions the move-text and protocol fuzz targets start from: the start
// position of every variant and a few with drops, stacks, separations and
// air-drops among the legal moves (from tests/data/*.perft).
#pragma once

#include "pili/rules/variant.h"

namespace pili::fuzz {

struct FuzzPosition {
  Variant variant;
  const char* fen;
};

inline constexpr FuzzPosition FUZZ_POSITIONS[] = {
    {Variant::Xiangqi, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
    {Variant::Xiangqi, "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72"},
    {Variant::Atomic, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
    {Variant::Atomic, "r1ba1abcr/4k4/n8/p5p1p/2p6/P5Pc1/R1P1P3P/4B1N1R/N3A4/2B1KA3 w - - 19 15"},
    {Variant::AtomicClassic, "3n1ab1r/4k4/4ba3/3n4p/2p6/C1P3p1C/6P1P/1R2K4/4R4/2B6 w - - 18 43"},
    {Variant::Meng, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1"},
    {Variant::Meng, "2b2kbnr/2r5T/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/4K2C1/RNBA1ABNR[T] b 4 b 1 6"},
    {Variant::Meng, "r2aka1n1/9/+bC2br3/2p1ptp1p/p5P2/2B3C2/P1P1P3P/7cR/5R3/1N1AKcB2[] w 3 - 2 19"},
    {Variant::Meng, "2b6/r2k5/3+ab4/2P3p1p/p2B5/6P2/P1P2T2P/N2A3cR/2r6/1R1K1A2C[] b 9 - 1 44"},
    {Variant::DoubleTris, "rCba1abnr/4k4/1c7/p1p3p1p/2P6/P3p4/4P1P1P/4BC3/4A1t2/RNB1KAt1R[] w 3 - 2 12"},
    {Variant::DoubleTris, "rCbakabnr/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/3t3C1/9/RNBAKABR1[T] w 3 w 1 3"},
    {Variant::DoubleTris, "rCbakabnr/4T4/1c7/p1p1p1p1p/9/9/P1P1PtP1P/7C1/9/RNBAKABR1[] b 3 - 4 4"},
};

}  // namespace pili::fuzz
