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
    /* PAWN_PRESENT */ 39,
    /* KNIGHT_PRESENT */ -47,
    /* BISHOP_PRESENT */ -6,
    /* ROOK_PRESENT */ -56,
    /* QUEEN_PRESENT */ -181,
    /* PAWN_ADVANCE */ 33,
    /* CENTRE */ -12,
    /* KING_HOME */ 16,
    /* KNIGHT_MOBILITY */ 13,
    /* BISHOP_MOBILITY */ 11,
    /* ROOK_MOBILITY */ 15,
    /* QUEEN_MOBILITY */ 8,
    /* PAWN_SHIELD */ -45,
    /* KING_FUSE */ -13,
    /* LIT_ONE */ -93,
    /* LIT_MANY */ -750,
    /* LIT_WAITING */ -125,
    /* ZONE_ATTACK */ -162,
    /* CONNECTED_BEHIND */ 50,
    /* TEMPO */ 58,
    /* ENEMY_TOUCHING */ -17,
    /* ENEMY_PAWN_TOUCHING */ 13,
    /* ZONE_ATTACKERS2 */ -5,
    /* ZONE_ATTACK_ALL */ 48,
    /* BISHOP_PAIR */ 53,
    /* HANGING */ -42,
    /* QUEEN_NEAR_KING */ 2,
    /* KNIGHT_NEAR_KING */ 11,
    /* KINGS_CLOSE_BEHIND */ 11,
    /* SLIDER_ON_KING_LINE */ -36,
    /* ZONE2_ATTACK */ -13,
};

// Piece-square corrections, king included: AC_PSQ[piece type][rank from the
// owner's side * 4 + file folded at the d/e line] (rows 0 and 7 name no
// piece and stay zero). Rewritten by `pili-tune fit-chess`.
inline constexpr int16_t AC_PSQ[8][32] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 30, 27, 31, 45, 13, -3, 18, 7, -25, -36, -20, -2, -66, -33, -49, -13, -79, -25, -5, 28, 46, -5, 76, 74, 0, 0, 0, 0},
    {0, -74, -3, 0, -10, -13, -14, 11, -27, -12, -28, -15, -19, -20, 34, 28, -6, 65, 5, -11, -7, 1, -4, 22, 0, -4, 8, 8, 0, -1, 2, 33},
    {-13, -8, -26, -12, -15, -49, 6, -9, -1, 2, -6, -9, 17, -9, 13, -5, 8, -7, 19, 7, 29, -7, -5, -2, -13, -12, 22, 16, -5, -6, 49, 26},
    {-29, -46, 23, 10, -50, -20, -40, 0, -61, 1, -8, -18, -11, -9, 3, -6, 9, -3, 4, -20, 3, 0, 6, 8, 21, 39, 12, 39, 32, 19, 9, 25},
    {-19, -30, -28, -8, -2, -9, -21, -21, -29, -2, -16, -25, -51, 2, -8, 8, 25, -18, 3, 18, 26, 12, 1, 2, -4, 4, 5, 3, 7, 1, 0, -6},
    {-39, 13, -17, -33, -18, -1, 25, 6, -16, 7, -4, 12, 1, -5, 12, 0, -3, 6, 13, 16, 0, 3, 6, 11, -24, 7, 12, 27, 0, -8, 3, -10},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
};

}  // namespace pili::eval
