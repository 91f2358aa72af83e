// Static exchange evaluation for ordinary xiangqi movement: the material
// balance of the capture sequence on one point when both sides recapture
// with their least valuable piece and may stop at any time.
//
// Xiangqi details come from `attackers_to` with the occupancy of each step:
// a cannon needs exactly one screen (removing a piece from a line can give a
// cannon its screen or take it away), a horse is stopped by a piece on its
// leg, an elephant by a piece on its eye, advisors and the general stay in
// the palace. The general recaptures only when nothing can take it back.
// Pins and the flying general are ignored (a cheap estimate, as in chess).
//
// Not for Atomic (a capture blasts its neighbours: the picker measures the
// whole blast instead) nor Meng (Tris on the board are obstacles that cannot
// be captured for material).
#pragma once

#include "pili/core/position.h"
#include "pili/eval/values.h"
#include "pili/rules/attackers.h"

namespace pili::search {

inline constexpr int SEE_KING_VALUE = 20000;

inline int see_value(PieceType pt) { return pt == KING ? SEE_KING_VALUE : eval::PIECE_VALUE[pt]; }

// The least valuable piece among `attackers` (non-empty), with its type.
inline Square least_valuable(const Position& pos, Bitboard attackers, PieceType& type) {
  static constexpr PieceType ORDER[] = {PAWN, ADVISOR, ELEPHANT, HORSE, CANNON, ROOK, KING};
  for (PieceType pt : ORDER)
    if (Bitboard b = attackers & pos.pieces(pt)) {
      type = pt;
      return lsb(b);
    }
  type = NO_PIECE_TYPE;
  return lsb(attackers);
}

// Material the side to move wins by the capture (or quiet move) `m` and the
// best exchange that follows on its target point.
inline int see(const Position& pos, Move m) {
  Square from = m.from(), to = m.to();
  if (from >= SQUARE_NB || to >= SQUARE_NB) return 0;
  Piece victim = pos.piece_on(to);
  int gain[40];
  int d = 0;
  gain[0] = victim ? see_value(type_of(victim)) : 0;
  Bitboard occ = pos.pieces() ^ square_bb(from);
  int onSquare = see_value(type_of(pos.piece_on(from)));  // what the next capture takes
  Color side = ~pos.side_to_move();
  while (d < 38) {
    Bitboard att = attackers_to(pos, to, side, occ) & occ;
    if (!att) break;
    PieceType pt;
    Square s = least_valuable(pos, att, pt);
    // The general may only take last: it cannot step onto a defended point.
    if (pt == KING && (attackers_to(pos, to, ~side, occ ^ square_bb(s)) & (occ ^ square_bb(s)))) break;
    ++d;
    gain[d] = onSquare - gain[d - 1];
    onSquare = see_value(pt);
    occ ^= square_bb(s);
    side = ~side;
  }
  while (d > 0) {
    gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    --d;
  }
  return gain[0];
}

}  // namespace pili::search
