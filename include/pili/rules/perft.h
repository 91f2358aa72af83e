// Perft: counts the legal move sequences of a given length. A move that ends
// the game by removing a general counts as a leaf and has no children: it
// adds 1 when it is the last ply and nothing when plies remain (the reference
// Atomic counts, tests/data/atomic-*.perft, count it this way).
//
// With covered pieces (Jieqi, docs/rules/jieqi.md section 7) a covered move
// branches over the distinct types in the mover's pool, each revealed in
// turn; a capture of a covered piece does not branch. PM (R7.1, the default)
// counts a covered move once when it is the last ply; PI (R7.2, `reveals`)
// counts it once per identity there too.
#pragma once

#include <bit>
#include <cstdint>

#include "pili/core/movelist.h"
#include "pili/core/position.h"

namespace pili {

template <class R>
uint64_t perft(typename R::Position& pos, int depth, bool reveals = false);

// The count of the sequences of `depth` plies that start with the legal move m.
template <class R>
uint64_t perft_move(typename R::Position& pos, Move m, int depth, bool reveals = false) {
  if constexpr (R::PROFILE.coveredPieces) {
    if (R::is_covered_move(pos, m)) {
      if (depth <= 1 && !reveals) return 1;
      uint64_t nodes = 0;
      for (uint32_t types = R::reveal_choices(pos); types; types &= types - 1) {
        Move shown = R::with_identities(m, PieceType(std::countr_zero(types)));
        R::do_move(pos, shown);
        nodes += perft<R>(pos, depth - 1, reveals);
        R::undo_move(pos, shown);
      }
      return nodes;
    }
  }
  if (depth <= 1) return 1;
  R::do_move(pos, m);
  uint64_t nodes = perft<R>(pos, depth - 1, reveals);  // a blasted general: 0
  R::undo_move(pos, m);
  return nodes;
}

template <class R>
uint64_t perft(typename R::Position& pos, int depth, bool reveals) {
  if (depth <= 0) return 1;
  if (R::king_lost(pos)) return 0;
  if (depth == 1 && !(R::PROFILE.coveredPieces && reveals)) return R::count_legal(pos);
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  uint64_t nodes = 0;
  for (Move m : list) nodes += perft_move<R>(pos, m, depth, reveals);
  return nodes;
}

}  // namespace pili
