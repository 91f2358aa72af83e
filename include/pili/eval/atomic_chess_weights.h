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
    /* PAWN_PRESENT */ 41,
    /* KNIGHT_PRESENT */ -34,
    /* BISHOP_PRESENT */ 9,
    /* ROOK_PRESENT */ -42,
    /* QUEEN_PRESENT */ -121,
    /* PAWN_ADVANCE */ 35,
    /* CENTRE */ -14,
    /* KING_HOME */ 41,
    /* KNIGHT_MOBILITY */ 9,
    /* BISHOP_MOBILITY */ 13,
    /* ROOK_MOBILITY */ 17,
    /* QUEEN_MOBILITY */ 4,
    /* PAWN_SHIELD */ -33,
    /* KING_FUSE */ -12,
    /* LIT_ONE */ -159,
    /* LIT_MANY */ -750,
    /* LIT_WAITING */ -125,
    /* ZONE_ATTACK */ -153,
    /* CONNECTED_BEHIND */ 59,
    /* TEMPO */ 64,
    /* ENEMY_TOUCHING */ -26,
    /* ENEMY_PAWN_TOUCHING */ 8,
    /* ZONE_ATTACKERS2 */ -6,
    /* ZONE_ATTACK_ALL */ 46,
    /* BISHOP_PAIR */ 35,
    /* HANGING */ -34,
    /* QUEEN_NEAR_KING */ 1,
    /* KNIGHT_NEAR_KING */ 15,
    /* KINGS_CLOSE_BEHIND */ 24,
    /* SLIDER_ON_KING_LINE */ -20,
    /* ZONE2_ATTACK */ -15,
};

// Piece-square corrections, king included: AC_PSQ[piece type][rank from the
// owner's side * 4 + file folded at the d/e line] (rows 0 and 7 name no
// piece and stay zero). Rewritten by `pili-tune fit-chess`.
inline constexpr int16_t AC_PSQ[8][32] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 40, 26, 27, 14, 30, -12, 28, -7, -17, -39, -19, -11, -58, -22, -34, 3, -63, 9, -14, 21, 34, -13, 64, 49, 0, 0, 0, 0},
    {0, -68, -5, -1, -6, -4, -14, 21, -5, -10, -20, -10, 0, -20, 11, 24, -2, 50, 2, -11, 1, -1, -3, 5, 3, -1, 8, 5, 0, -1, -1, 17},
    {-7, -5, -25, -7, -11, -34, 12, 1, -3, 2, 4, -11, 5, 0, 5, 1, 3, -10, 12, 4, 23, -3, -4, -3, -17, -2, 21, 0, -2, 5, 33, 23},
    {-29, -33, 37, 6, -24, -8, -22, 8, -49, 6, -5, -9, -9, -4, 1, -2, 7, 2, -3, -13, 1, -1, 3, 4, 8, 18, 2, 22, 16, 7, 4, 16},
    {-10, -20, -19, -21, -6, -6, -9, -22, -15, 12, -13, -13, -37, 10, -5, 4, 19, -8, 0, 12, 15, 3, 2, 0, -1, 0, 1, 0, 6, 1, 0, -3},
    {-18, 42, -6, -23, -20, -11, 12, 15, -10, 10, -1, 8, -3, -2, 7, 0, -1, 1, 10, 3, 0, 1, 1, -2, -17, 2, 4, 11, 0, -6, 2, -7},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
};

}  // namespace pili::eval
