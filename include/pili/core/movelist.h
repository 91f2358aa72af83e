// A fixed-capacity list of moves, filled by a rule module's generator.
#pragma once

#include <algorithm>
#include <cassert>

#include "pili/core/types.h"

namespace pili {

template <int Capacity>
struct MoveListN {
  // A union leaves the slots uninitialised: zero-filling Meng's 4096 moves at
  // every search node would cost more than generating them.
  union {
    Move moves[Capacity];
  };
  int count = 0;

  MoveListN() {}

  void add(Move m) {
    assert(count < Capacity);
    moves[count++] = m;
  }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  void clear() { count = 0; }
  Move* begin() { return moves; }
  Move* end() { return moves + count; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
  Move operator[](int i) const { return moves[i]; }
  bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }
};

// Enough for any xiangqi or atomic position (the known maximum is far below).
using MoveList = MoveListN<256>;

// What a generator produces. LEGAL: every legal move. CAPTURES / QUIETS: the
// legal moves that do / do not capture a regular piece.
enum GenType { LEGAL, CAPTURES, QUIETS };

}  // namespace pili
