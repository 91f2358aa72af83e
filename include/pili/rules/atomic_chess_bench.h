// The positions `pili bench` searches and counts for atomic chess: its node
// total is part of the search's signature (.ci/bench.sh).
#pragma once

#include <span>

#include "pili/rules/profile.h"

namespace pili {

// Search ("" = the start position).
inline constexpr const char* ATOMIC_CHESS_SEARCH_BENCH[] = {
    "",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4",
    "4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25",
    "6k1/6b1/1K3p2/7r/p2P4/1P6/1Q6/8 b - - 2 54",
};

// Perft: the start position and middlegames from tests/data/atomic-chess.perft.
inline constexpr PerftBenchPosition ATOMIC_CHESS_PERFT_BENCH[] = {
    {"", 6},
    {"4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25", 5},
    {"rn2kr2/2pq3p/Bpb5/p3p3/P2P3P/N1N2P2/1PPQ4/R3K2R b KQq - 2 17", 5},
    {"r3kbnr/p3p1pp/2ppb3/1p3p2/3PP2P/PQ4P1/1P3P2/RNB1K1NR w KQkq - 0 9", 5},
};

inline constexpr BenchPositions ATOMIC_CHESS_BENCH{ATOMIC_CHESS_SEARCH_BENCH, ATOMIC_CHESS_PERFT_BENCH};

}  // namespace pili
