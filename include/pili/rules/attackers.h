// Direct attacks on a point by ordinary xiangqi movement, shared by the
// xiangqi and atomic rule modules. `occ` may differ from the position's own
// occupancy so that a move can be tested before it is made; `alive` masks out
// enemy pieces the move would remove.
#pragma once

#include "pili/core/attacks.h"
#include "pili/core/position.h"

namespace pili {

// Pieces of colour `them` that attack the general of `~them` standing on
// `ksq`, the enemy general included when the two face each other.
inline Bitboard king_attackers(const Position& pos, Square ksq, Color them, Bitboard occ,
                               Bitboard alive = ALL_BB) {
  using namespace attacks;
  return ((PawnAttackers[them][ksq] & pos.pieces(them, PAWN)) |
          (horse_attackers(ksq, occ) & pos.pieces(them, HORSE)) |
          (rook(ksq, occ) & pos.pieces(them, ROOK, KING)) |
          (cannon(ksq, occ) & pos.pieces(them, CANNON))) &
         alive;
}

inline bool king_attacked(const Position& pos, Square ksq, Color them, Bitboard occ,
                          Bitboard alive = ALL_BB) {
  using namespace attacks;
  return (PawnAttackers[them][ksq] & pos.pieces(them, PAWN) & alive) ||
         (rook(ksq, occ) & pos.pieces(them, ROOK, KING) & alive) ||
         (horse_attackers(ksq, occ) & pos.pieces(them, HORSE) & alive) ||
         (cannon(ksq, occ) & pos.pieces(them, CANNON) & alive);
}

// Pieces of colour `by` that could capture on `s` by ordinary movement (the
// general only by a step inside its palace). Used for the broad check of
// Atomic and for exchange evaluation.
inline Bitboard attackers_to(const Position& pos, Square s, Color by, Bitboard occ) {
  using namespace attacks;
  Bitboard elephants = pos.pieces(by, ELEPHANT), advisors = pos.pieces(by, ADVISOR);
  Bitboard a = (PawnAttackers[by][s] & pos.pieces(by, PAWN)) |
               (horse_attackers(s, occ) & pos.pieces(by, HORSE)) |
               (rook(s, occ) & pos.pieces(by, ROOK)) |
               (cannon(s, occ) & pos.pieces(by, CANNON)) |
               (King[s] & pos.pieces(by, KING));
  // Advisors and elephants stay in their own area, where steps are symmetric.
  if ((advisors & Diagonal[s]) && test(palace_bb(by), s)) a |= Advisor[by][s] & advisors;
  if (elephants) a |= elephant(s, occ) & elephants;
  return a;
}

// Where a move of some piece other than the general can change whether the
// general on `ksq` is attacked (the side to move not being in check):
// `from` - the first two pieces on a line from ksq that holds an enemy
// chariot, cannon or general (moving one away can open the line or leave a
// cannon a single screen), and the diagonal neighbours when an enemy horse
// is within reach (its legs); `to` - points on such a line up to the first
// piece (landing there can make a cannon's only screen). Moves touching
// neither are legal without a test.
struct SensitivePoints {
  Bitboard from = 0, to = 0;
};

inline SensitivePoints sensitive_points(const Position& pos, Square ksq, Color them, Bitboard occ) {
  using namespace attacks;
  SensitivePoints sp;
  Bitboard sliders = pos.pieces(them, ROOK, CANNON) | pos.pieces(them, KING);
  Bitboard hot = 0;
  for (int d = 0; d < 4; ++d)
    if (Ray[ksq][d] & sliders) hot |= Ray[ksq][d];
  if (hot) {
    sp.to = rook(ksq, occ) & hot;
    sp.from = sp.to | (cannon(ksq, occ) & hot);
  }
  if (HorseAttackers[ksq][0] & pos.pieces(them, HORSE)) sp.from |= Diagonal[ksq];
  return sp;
}

}  // namespace pili
