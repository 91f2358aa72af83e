// The atomic chess evaluation's weights, one number per named feature, and
// its piece-square corrections (atomic_chess_eval.h computes the features).
//
// Each feature is a count for one side; the evaluation adds weight * (count
// for White - count for Black). Features marked MG are scaled by the game
// phase (256 with all pieces, 0 without). `pili-tune fit-chess` rewrites the
// "/* NAME */ value," lines and the AC_PSQ table in place, so keep that form.
#pragma once

#include <cstdint>

namespace pili::eval {

enum AcFeature : int {
  AC_PAWN_PRESENT,        // per pawn, on top of atomic_eval::VALUE
  AC_KNIGHT_PRESENT,
  AC_BISHOP_PRESENT,
  AC_ROOK_PRESENT,
  AC_QUEEN_PRESENT,
  AC_PAWN_ADVANCE,        // ranks advanced, summed over pawns
  AC_CENTRE,              // steps towards the centre, minors and queen
  AC_KING_HOME,           // MG: king on its first rank
  AC_KNIGHT_MOBILITY,     // squares reached that hold no own piece
  AC_BISHOP_MOBILITY,
  AC_ROOK_MOBILITY,
  AC_QUEEN_MOBILITY,
  AC_PAWN_SHIELD,         // own pawn next to own king (pawns survive blasts)
  AC_KING_FUSE,           // own piece (not a pawn) next to own king
  AC_LIT_ONE,             // side to move: exactly one fuse the enemy can light
  AC_LIT_MANY,            // side to move: two or more (rarely parried)
  AC_LIT_WAITING,         // side not to move: fuses the enemy can light
  AC_ZONE_ATTACK,         // MG: squares next to own king the enemy attacks
  AC_CONNECTED_BEHIND,    // kings touching, for the side behind in material
  AC_TEMPO,               // side to move
  AC_ENEMY_TOUCHING,      // enemy piece (not a pawn) next to own king: immune, it cannot be taken
  AC_ENEMY_PAWN_TOUCHING, // enemy pawn next to own king
  AC_ZONE_ATTACKERS2,     // (enemy pieces attacking squares next to own king, at most 5)^2
  AC_ZONE_ATTACK_ALL,     // squares next to own king the enemy attacks, any phase
  AC_BISHOP_PAIR,
  AC_HANGING,             // own piece (not a pawn) the enemy can capture
  AC_QUEEN_NEAR_KING,     // 7 - distance from own queen to the enemy king
  AC_KNIGHT_NEAR_KING,    // 7 - distance from own knight to the enemy king
  AC_KINGS_CLOSE_BEHIND,  // 7 - distance between the kings, for the side behind in material
  AC_SLIDER_ON_KING_LINE, // enemy slider on a line with own king, whatever stands between
  AC_ZONE2_ATTACK,        // squares two steps from own king the enemy attacks
  AC_FEATURE_NB
};

inline constexpr bool AC_MG_SCALED[AC_FEATURE_NB] = {
    false, false, false, false, false, false, false, true,  false, false, false, false, false,
    false, false, false, false, true,  false, false, false, false, false, false, false, false,
    false, false, false, false, false};

inline constexpr const char* AC_FEATURE_NAMES[AC_FEATURE_NB] = {
    "PAWN_PRESENT",   "KNIGHT_PRESENT",  "BISHOP_PRESENT",   "ROOK_PRESENT",      "QUEEN_PRESENT",
    "PAWN_ADVANCE",   "CENTRE",          "KING_HOME",        "KNIGHT_MOBILITY",   "BISHOP_MOBILITY",
    "ROOK_MOBILITY",  "QUEEN_MOBILITY",  "PAWN_SHIELD",      "KING_FUSE",         "LIT_ONE",
    "LIT_MANY",       "LIT_WAITING",     "ZONE_ATTACK",      "CONNECTED_BEHIND",  "TEMPO",
    "ENEMY_TOUCHING", "ENEMY_PAWN_TOUCHING", "ZONE_ATTACKERS2", "ZONE_ATTACK_ALL", "BISHOP_PAIR",
    "HANGING",        "QUEEN_NEAR_KING", "KNIGHT_NEAR_KING", "KINGS_CLOSE_BEHIND", "SLIDER_ON_KING_LINE",
    "ZONE2_ATTACK"};

inline constexpr int AC_WEIGHTS[AC_FEATURE_NB] = {
    /* PAWN_PRESENT */ 26,
    /* KNIGHT_PRESENT */ -52,
    /* BISHOP_PRESENT */ -31,
    /* ROOK_PRESENT */ -52,
    /* QUEEN_PRESENT */ -217,
    /* PAWN_ADVANCE */ 35,
    /* CENTRE */ -8,
    /* KING_HOME */ 11,
    /* KNIGHT_MOBILITY */ 11,
    /* BISHOP_MOBILITY */ 11,
    /* ROOK_MOBILITY */ 10,
    /* QUEEN_MOBILITY */ 6,
    /* PAWN_SHIELD */ -36,
    /* KING_FUSE */ -16,
    /* LIT_ONE */ -53,
    /* LIT_MANY */ -750,
    /* LIT_WAITING */ -125,
    /* ZONE_ATTACK */ -171,
    /* CONNECTED_BEHIND */ 39,
    /* TEMPO */ 47,
    /* ENEMY_TOUCHING */ -16,
    /* ENEMY_PAWN_TOUCHING */ 5,
    /* ZONE_ATTACKERS2 */ -5,
    /* ZONE_ATTACK_ALL */ 47,
    /* BISHOP_PAIR */ 47,
    /* HANGING */ -35,
    /* QUEEN_NEAR_KING */ 2,
    /* KNIGHT_NEAR_KING */ 6,
    /* KINGS_CLOSE_BEHIND */ -3,
    /* SLIDER_ON_KING_LINE */ -26,
    /* ZONE2_ATTACK */ -6,
};

// Piece-square corrections, king included: AC_PSQ[piece type][rank from the
// owner's side * 4 + file folded at the d/e line] (rows 0 and 7 name no
// piece and stay zero). Rewritten by `pili-tune fit-chess`.
inline constexpr int16_t AC_PSQ[8][32] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 16, 38, 35, 53, -15, 4, 13, 18, -41, -35, -20, 2, -54, -39, -44, -20, -71, -30, -21, 13, 52, 20, 68, 79, 0, 0, 0, 0},
    {-1, -76, -3, 0, -19, -19, -14, -1, -39, -10, -32, -17, -24, -16, 46, 33, -11, 65, 10, -2, -12, 3, -10, 32, -6, -7, 11, 14, 0, 0, 4, 46},
    {-21, -9, -24, -11, -19, -42, -3, -9, -5, 1, -12, -7, 14, -13, 18, -5, 9, -8, 22, 5, 21, -4, 0, 5, -8, -19, 21, 18, -9, -8, 45, 26},
    {-30, -41, 17, 16, -56, -21, -45, -18, -65, 0, -12, -27, -5, -14, -4, -10, 3, -1, 4, -25, 3, -1, 9, 13, 25, 49, 17, 52, 45, 18, 15, 34},
    {-21, -35, -33, -4, 0, 12, -26, -19, -36, -15, -25, -30, -57, -4, -9, 7, 25, -26, 11, 21, 34, 13, 0, 0, -5, 5, 4, 5, 6, 1, -2, -12},
    {-33, -6, -17, -26, -14, 2, 22, 8, -19, 6, -9, 15, 2, -6, 18, 3, -5, 9, 15, 25, 0, 3, 7, 16, -29, 7, 21, 28, -16, -15, 4, -13},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
};

}  // namespace pili::eval
