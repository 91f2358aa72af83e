// The positions `pili bench` searches and counts for the 90-point variants
// (xiangqi, both atomic variants, Meng, Double-Tris): its node total is the
// search's signature, checked by .ci/bench.sh, so a change here changes
// the signature.
#pragma once

#include <span>

#include "pili/rules/profile.h"

namespace pili {

// Search: openings, middlegames with tactics, and endgames where depth comes
// fast ("" = the variant's own start position).
inline constexpr const char* XIANGQI_SEARCH_BENCH[] = {
    "",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34",
    "R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36",
    "2bak4/4a4/4b4/p1p1p3p/9/2P3r2/P3P3P/4B4/4A4/2BAK1R2 w - - 0 30",
    "3k5/4a4/4ba3/4N4/2b6/9/9/4B4/4A4/3AK4 w - - 0 50",
    "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72",
};

// Perft (`pili bench --perft`): the start position plus middlegames and
// endgames from the xiangqi reference suite, about a second each.
inline constexpr PerftBenchPosition XIANGQI_PERFT_BENCH[] = {
    {"", 5},
    {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 4},
    {"r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34", 4},
    {"R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36", 4},
    {"9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72", 7},
};

inline constexpr BenchPositions XIANGQI_BENCH{XIANGQI_SEARCH_BENCH, XIANGQI_PERFT_BENCH};

}  // namespace pili
