// Perft: counts the legal move sequences of a given length. A move that ends
// the game by removing a general counts as a leaf and has no children: it
// adds 1 when it is the last ply and nothing when plies remain (the reference
// Atomic counts, tests/data/atomic-*.perft, count it this way).
#pragma once

#include <cstdint>

#include "pili/core/movelist.h"
#include "pili/core/position.h"

namespace pili {

template <class R>
uint64_t perft(typename R::Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (R::king_lost(pos)) return 0;
  if (depth == 1) return R::count_legal(pos);
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  uint64_t nodes = 0;
  for (Move m : list) {
    R::do_move(pos, m);
    nodes += perft<R>(pos, depth - 1);  // a blasted general: 1 at depth 1, else 0
    R::undo_move(pos, m);
  }
  return nodes;
}

}  // namespace pili
