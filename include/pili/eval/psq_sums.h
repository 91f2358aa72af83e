// The piece-square sums of the 90-point board (values.h's PSQ, one sum per
// colour), kept by the evaluation itself: computed once from a board, then
// moved along with each move's DirtyPieces (StateInfo::dirty) and moved
// back on undo. A searcher keeps one per thread: refresh at the root,
// apply after do_move, revert before undo_move (the list lives in the state
// undo_move pops).
#pragma once

#include "pili/core/dirty_pieces.h"
#include "pili/core/position.h"
#include "pili/eval/values.h"

namespace pili::eval {

class PsqSums {
 public:
  // From scratch: every regular piece of the board (Tris have no table).
  void refresh(const Position& pos) {
    for (Color c : {RED, BLACK}) {
      sum[c] = 0;
      for (Bitboard b = pos.pieces(c); b;) {
        Square s = pop_lsb(b);
        sum[c] += PSQ[pos.piece_on(s)][s];
      }
    }
  }
  // The move whose changes `dirty` lists was made / is being taken back.
  void apply(const DirtyPieces& dirty) { update(dirty, 1); }
  void revert(const DirtyPieces& dirty) { update(dirty, -1); }

  // Colour c's sum.
  int operator[](Color c) const { return sum[c]; }

  // The sums of `pos` from scratch, for one evaluation outside a search.
  static PsqSums of(const Position& pos) {
    PsqSums s;
    s.refresh(pos);
    return s;
  }

 private:
  void update(const DirtyPieces& dirty, int sign) {
    for (int i = 0; i < dirty.count; ++i) {
      const DirtyPiece& d = dirty.list[i];
      if (d.piece >= PIECE_NB) continue;  // the Tris layer
      int delta = (d.to != DIRTY_NONE ? PSQ[d.piece][d.to] : 0) - (d.from != DIRTY_NONE ? PSQ[d.piece][d.from] : 0);
      sum[color_of(Piece(d.piece))] += sign * delta;
    }
  }

  int sum[COLOR_NB] = {0, 0};
};

}  // namespace pili::eval
