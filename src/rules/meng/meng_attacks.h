// Attacks in Meng and Double-Tris. A piece attacks a point when its capture
// pattern reaches it. Bare pieces follow location-based rules (rule 20: an
// advisor or elephant outside its usual area stays in the half it stands in);
// stacks capture with the palace and river limits lifted (rule 16), except the
// stacked general, whose captures stay in its palace. Tris are obstacles only.
#pragma once

#include "pili/core/attacks.h"
#include "pili/core/position.h"

namespace pili::meng {

// A stacked general captures only inside its palace (rule 16), so it cannot
// capture along the file: it does not "fly". A bare general still flies at a
// stacked one.
inline constexpr bool STACKED_GENERAL_FLIES = true;

inline Bitboard stacks_of(const Position& pos, Color c) { return pos.pieces(c) & pos.tris(c); }

// The capture pattern of a piece of type pt and colour c on s (the general's
// flying capture excluded).
inline Bitboard capture_pattern(PieceType pt, Color c, Square s, bool stacked, Bitboard occ) {
  using namespace attacks;
  switch (pt) {
    case KING: return King[s];
    case ADVISOR: return stacked ? AdvisorFree[s] : Advisor[c][s];
    case ELEPHANT: return stacked ? elephant_free(s, occ) : elephant(s, occ);
    case HORSE: return horse(s, occ);
    case ROOK: return rook(s, occ);
    case CANNON: return cannon(s, occ);
    case PAWN: return Pawn[c][s];
    default: return 0;
  }
}

// Ordinary non-capturing movement of a bare piece (also a piece leaving a
// stack, rule 19a), before removing occupied points.
inline Bitboard move_pattern(PieceType pt, Color c, Square s, Bitboard occ) {
  return pt == CANNON ? attacks::rook(s, occ) : capture_pattern(pt, c, s, false, occ);
}

// Pieces of colour `by` giving check to the general on ksq (a palace point).
// On palace points the location rules and the lifted limits agree for
// advisors and elephants, so one table serves bare pieces and stacks.
inline Bitboard king_attackers(const Position& pos, Square ksq, Color by, Bitboard occ,
                               Bitboard alive = ALL_BB) {
  using namespace attacks;
  Bitboard flyers = pos.pieces(by, KING);
  if (!STACKED_GENERAL_FLIES) flyers &= ~pos.tris(by);
  return ((PawnAttackers[by][ksq] & pos.pieces(by, PAWN)) |
          (horse_attackers(ksq, occ) & pos.pieces(by, HORSE)) |
          (rook(ksq, occ) & (pos.pieces(by, ROOK) | flyers)) |
          (cannon(ksq, occ) & pos.pieces(by, CANNON)) |
          (Diagonal[ksq] & pos.pieces(by, ADVISOR)) |
          (elephant_free(ksq, occ) & pos.pieces(by, ELEPHANT))) &
         alive;
}

inline bool king_attacked(const Position& pos, Square ksq, Color by, Bitboard occ,
                          Bitboard alive = ALL_BB) {
  using namespace attacks;
  Bitboard flyers = pos.pieces(by, KING);
  if (!STACKED_GENERAL_FLIES) flyers &= ~pos.tris(by);
  return (rook(ksq, occ) & (pos.pieces(by, ROOK) | flyers) & alive) ||
         (cannon(ksq, occ) & pos.pieces(by, CANNON) & alive) ||
         (horse_attackers(ksq, occ) & pos.pieces(by, HORSE) & alive) ||
         (PawnAttackers[by][ksq] & pos.pieces(by, PAWN) & alive) ||
         (Diagonal[ksq] & pos.pieces(by, ADVISOR) & alive) ||
         (elephant_free(ksq, occ) & pos.pieces(by, ELEPHANT) & alive);
}

// Number of attacks colour c has on point x for the double-attack condition
// (rules 11, 24): every regular piece whose capture pattern reaches x, by
// geometry only, plus one virtual attack per bare Tris of c that could step
// or jump onto x.
inline int attack_count(const Position& pos, Square x, Color c, Bitboard occ) {
  using namespace attacks;
  Bitboard stacks = stacks_of(pos, c);
  Bitboard adv = pos.pieces(c, ADVISOR), ele = pos.pieces(c, ELEPHANT);
  Bitboard a = (PawnAttackers[c][x] & pos.pieces(c, PAWN)) |
               (horse_attackers(x, occ) & pos.pieces(c, HORSE)) |
               (rook(x, occ) & pos.pieces(c, ROOK)) | (cannon(x, occ) & pos.pieces(c, CANNON)) |
               (King[x] & pos.pieces(c, KING)) | (AdvisorFree[x] & adv & stacks) |
               (elephant_free(x, occ) & ele & stacks) | (elephant(x, occ) & ele & ~stacks);
  for (Bitboard b = adv & ~stacks; b;) {
    Square s = pop_lsb(b);
    if (test(Advisor[c][s], x)) a |= square_bb(s);
  }
  Bitboard bareTris = pos.tris(c) & ~pos.pieces(c);
  return popcount(a) + popcount(Tris[x] & bareTris);
}

}  // namespace pili::meng
