// Score conventions of the search: centipawns, with mate scores counted in
// plies from the root so that a shorter mate always scores higher.
#pragma once

namespace pili::search {

inline constexpr int MAX_PLY = 120;
inline constexpr int VALUE_DRAW = 0;
inline constexpr int VALUE_MATE = 30000;
inline constexpr int VALUE_INFINITE = 30001;
inline constexpr int VALUE_NONE = 30002;
inline constexpr int VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
inline constexpr int VALUE_MATED_IN_MAX_PLY = -VALUE_MATE_IN_MAX_PLY;
// A won repetition (the opponent checked perpetually): above any evaluation
// but not a mate, so no false "mate N" is ever printed for it.
inline constexpr int VALUE_PERPETUAL_WIN = 20000;
inline constexpr int VALUE_KNOWN_WIN_LIMIT = 19000;  // scores beyond are decided
// A position the endgame tablebases (docs/egtb.md) decide, less the plies to
// it: above the perpetual-check win, below every mate, so never a "mate N".
inline constexpr int VALUE_TB_WIN = 25000;

constexpr int mate_in(int ply) { return VALUE_MATE - ply; }
constexpr int mated_in(int ply) { return -VALUE_MATE + ply; }
constexpr bool is_mate_score(int v) { return v >= VALUE_MATE_IN_MAX_PLY || v <= VALUE_MATED_IN_MAX_PLY; }
constexpr bool is_decisive(int v) { return v >= VALUE_KNOWN_WIN_LIMIT || v <= -VALUE_KNOWN_WIN_LIMIT; }

// Mate scores are stored in the transposition table relative to the node,
// not the root, so that they stay true when reached by another path.
constexpr int value_to_tt(int v, int ply) {
  return v >= VALUE_KNOWN_WIN_LIMIT ? v + ply : v <= -VALUE_KNOWN_WIN_LIMIT ? v - ply : v;
}
constexpr int value_from_tt(int v, int ply) {
  if (v == VALUE_NONE) return v;
  return v >= VALUE_KNOWN_WIN_LIMIT ? v - ply : v <= -VALUE_KNOWN_WIN_LIMIT ? v + ply : v;
}

}  // namespace pili::search
