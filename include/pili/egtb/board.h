// The small board the generator and the probe work on: a mailbox and
// bitboards, no history. Moves forward (legal moves) and backward (the
// points a piece could have come from without capturing), on the attack
// tables of core/attacks.h, so it moves exactly as the xiangqi rule module
// does (tests/unit/egtb_board_test.cpp compares the two).
#pragma once

#include "pili/core/attacks.h"
#include "pili/core/types.h"

namespace pili::egtb {

struct Board {
  Piece at[SQUARE_NB] = {};
  Bitboard occ = 0;
  Bitboard byColor[COLOR_NB] = {};
  Bitboard byType[PIECE_TYPE_NB] = {};
  Square king[COLOR_NB] = {SQ_NONE, SQ_NONE};

  Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }

  void put(Piece pc, Square s) {
    at[s] = pc;
    byColor[color_of(pc)] |= square_bb(s);
    byType[type_of(pc)] |= square_bb(s);
    occ |= square_bb(s);
    if (type_of(pc) == KING) king[color_of(pc)] = s;
  }
  void remove(Square s) {
    Piece pc = at[s];
    at[s] = NO_PIECE;
    byColor[color_of(pc)] &= ~square_bb(s);
    byType[type_of(pc)] &= ~square_bb(s);
    occ &= ~square_bb(s);
  }
  // Moves the piece on `from` to the empty point `to`.
  void move(Square from, Square to) {
    Piece pc = at[from];
    remove(from);
    put(pc, to);
  }

  // Whether colour `by` attacks point s (a general's point: the facing
  // generals count as an attack, along the file).
  bool attacked(Square s, Color by) const {
    using namespace attacks;
    return (rook(s, occ) & (pieces(by, ROOK) | pieces(by, KING))) ||
           (cannon(s, occ) & pieces(by, CANNON)) || (horse_attackers(s, occ) & pieces(by, HORSE)) ||
           (PawnAttackers[by][s] & pieces(by, PAWN));
  }
  bool in_check(Color c) const { return attacked(king[c], ~c); }

  // Where the piece on `from` may go (own pieces excluded; legality aside).
  Bitboard targets(Square from) const {
    using namespace attacks;
    Piece pc = at[from];
    Color c = color_of(pc);
    Bitboard own = byColor[c];
    switch (type_of(pc)) {
      case KING: return King[from] & ~own;
      case ADVISOR: return Advisor[c][from] & ~own;
      case ELEPHANT: return elephant(from, occ) & ~own;
      case HORSE: return horse(from, occ) & ~own;
      case ROOK: return rook(from, occ) & ~own;
      case CANNON: return (rook(from, occ) & ~occ) | (cannon(from, occ) & byColor[~c]);
      case PAWN: return Pawn[c][from] & ~own;
      default: return 0;
    }
  }

  // The empty points from which the piece on `to` could have come there
  // without capturing (a retro move; legality aside).
  Bitboard sources(Square to) const {
    using namespace attacks;
    Piece pc = at[to];
    Color c = color_of(pc);
    switch (type_of(pc)) {
      case KING: return King[to] & ~occ;
      case ADVISOR: return Advisor[c][to] & ~occ;
      case ELEPHANT: return elephant(to, occ) & ~occ;
      case HORSE: return horse_attackers(to, occ) & ~occ;
      case ROOK: case CANNON: return rook(to, occ) & ~occ;
      case PAWN: return PawnAttackers[c][to] & ~occ;
      default: return 0;
    }
  }

  // Plays from -> to (a capture when `to` is occupied) if it leaves the
  // mover's general safe; returns the captured piece through `captured`.
  // The board is unchanged when it returns false.
  bool try_move(Square from, Square to, Piece& captured) {
    Piece pc = at[from];
    captured = at[to];
    if (captured) remove(to);
    move(from, to);
    if (!in_check(color_of(pc))) return true;
    undo(from, to, captured);
    return false;
  }
  void undo(Square from, Square to, Piece captured) {
    move(to, from);
    if (captured) put(captured, to);
  }
};

}  // namespace pili::egtb
