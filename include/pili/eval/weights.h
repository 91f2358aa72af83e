// The evaluation weights `pili tune` fits, one number per named feature.
//
// Each feature is a count for one side (features.h computes them); the
// evaluation adds weight * (count for Red - count for Black). `pili tune`
// rewrites the numbers of WEIGHTS in place, so keep one "/* NAME */ value,"
// per line.
#pragma once

namespace pili::eval {

enum Feature : int {
  F_ROOK_MOBILITY,      // chariot: reachable points
  F_HORSE_MOBILITY,     // horse: reachable points (legs not blocked)
  F_HORSE_TRAPPED,      // horse without a single move
  F_MISSING_DEFENDER,   // missing advisors/elephants x min(enemy attackers, 4)
  F_HOLLOW_CANNON,      // 空头炮: cannon facing the enemy general, nothing between
  F_CANNON_BATTERY,     // cannon on the general's file/rank with two pieces between
  F_BOTTOM_CANNON,      // 沉底炮: cannon on the enemy's back rank
  F_ROOK_OPEN_FILE,     // chariot on a file without soldiers
  F_ROOK_SEMI_OPEN,     // chariot on a file with enemy soldiers only
  F_ADVISOR_PAIR,       // both advisors
  F_ELEPHANT_PAIR,      // both elephants
  F_SOLDIER_CHAIN,      // crossed soldier with a crossed soldier beside it
  F_KNIGHT_CANNON_PAIR, // horse and cannon together
  F_PALACE_ATTACK,      // (piece, point) pairs: own chariots/horses/cannons attacking the enemy palace
  F_PALACE_ATTACKERS2,  // (number of own chariots/horses/cannons attacking the enemy palace, at most 4)^2
  F_ATTACKER_CROSSED,   // own chariot/horse/cannon standing across the river
  F_ROOK_PRESENT,       // per chariot, on top of material (values.h)
  F_HORSE_PRESENT,      // per horse, on top of material (values.h)
  F_CANNON_PRESENT,     // per cannon, on top of material
  F_ADVISOR_PRESENT,    // per advisor, on top of material
  F_ELEPHANT_PRESENT,   // per elephant, on top of material
  F_PAWN_PRESENT,       // per soldier, on top of material
  FEATURE_NB
};

inline constexpr const char* FEATURE_NAMES[FEATURE_NB] = {
    "ROOK_MOBILITY", "HORSE_MOBILITY", "HORSE_TRAPPED", "MISSING_DEFENDER",
    "HOLLOW_CANNON", "CANNON_BATTERY", "BOTTOM_CANNON", "ROOK_OPEN_FILE",
    "ROOK_SEMI_OPEN", "ADVISOR_PAIR", "ELEPHANT_PAIR", "SOLDIER_CHAIN",
    "KNIGHT_CANNON_PAIR", "PALACE_ATTACK", "PALACE_ATTACKERS2", "ATTACKER_CROSSED",
    "ROOK_PRESENT", "HORSE_PRESENT", "CANNON_PRESENT", "ADVISOR_PRESENT",
    "ELEPHANT_PRESENT", "PAWN_PRESENT"};

// Fitted by `pili-tune` (docs/search.md: the tuning run and its match).
// The *_PRESENT weights correct values.h's material (evaluate.h adds them to
// the material term); the others are structure, mobility and safety.
// One line per feature, in the order of the enum.
inline constexpr int WEIGHTS[FEATURE_NB] = {
    /* ROOK_MOBILITY */ 14,
    /* HORSE_MOBILITY */ 9,
    /* HORSE_TRAPPED */ -32,
    /* MISSING_DEFENDER */ -17,
    /* HOLLOW_CANNON */ 39,
    /* CANNON_BATTERY */ 18,
    /* BOTTOM_CANNON */ -10,
    /* ROOK_OPEN_FILE */ 17,
    /* ROOK_SEMI_OPEN */ 3,
    /* ADVISOR_PAIR */ -27,
    /* ELEPHANT_PAIR */ -36,
    /* SOLDIER_CHAIN */ 4,
    /* KNIGHT_CANNON_PAIR */ 51,
    /* PALACE_ATTACK */ -4,
    /* PALACE_ATTACKERS2 */ 24,
    /* ATTACKER_CROSSED */ 5,
    /* ROOK_PRESENT */ 25,
    /* HORSE_PRESENT */ -29,
    /* CANNON_PRESENT */ 48,
    /* ADVISOR_PRESENT */ -81,
    /* ELEPHANT_PRESENT */ -74,
    /* PAWN_PRESENT */ 14,
};

}  // namespace pili::eval
