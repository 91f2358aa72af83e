// Where a generator puts the legal moves it finds: into a list, or only into
// a count (perft leaves), so one generator body serves both.
#pragma once

#include "pili/core/bitboard.h"
#include "pili/core/movelist.h"

namespace pili {

struct ListSink {
  MoveList& list;
  void add(Square from, Square to) { list.add(Move(from, to)); }
  void add_all(Square from, Bitboard targets) {
    while (targets) list.add(Move(from, pop_lsb(targets)));
  }
};

struct CountSink {
  uint64_t n = 0;
  void add(Square, Square) { ++n; }
  void add_all(Square, Bitboard targets) { n += popcount(targets); }
};

}  // namespace pili
