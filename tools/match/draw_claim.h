// Draw claims a referee accepts instead of calling them false: an engine that
// answers "nobestmove" (UCCI) or "bestmove (none)" while it still has moves
// claims the game is over. UCCI GUIs (the ones ElephantEye was written for)
// end a game as drawn when neither side has a piece that can attack (rook,
// horse, cannon, soldier): only generals, advisors and elephants are left,
// and none of those can ever cross the river. We accept that claim.
#pragma once

#include <string>

#include "pili/core/position.h"
#include "pili/rules/profile.h"

namespace pili::match {

// True when no side has a rook, horse, cannon or soldier (xiangqi pieces).
inline bool no_attacking_pieces(const Position& pos) {
  for (PieceType pt : {HORSE, ROOK, CANNON, PAWN})
    if (pos.pieces(pt)) return false;
  return true;
}

// The reason text of a valid draw claim in `pos` under rule module R, or ""
// when the claim is false. Only for the xiangqi-board variants whose
// generals, advisors and elephants cannot reach the enemy (not Meng's drops).
template <class R>
std::string valid_draw_claim(const typename R::Position& pos) {
  if constexpr (R::PROFILE.board == Board::Xiangqi9x10 && !R::PROFILE.tris) {
    if (no_attacking_pieces(pos)) return "insufficient material";
  }
  return "";  // atomic chess: its own insufficient-material rule ends such games first
}

}  // namespace pili::match
