// How a signature's positions are numbered.
//
// One slot per piece: Red's general, Black's general, then Red's (the
// stronger side's) pieces and Black's, in signature order. Each slot ranges
// over the points its piece can stand on: a general over its palace (Red's
// over files d and e only: the left-right mirror of a position whose Red
// general is on file f is the same position), an advisor over its five
// points, an elephant over its seven, a soldier over the 55 it can reach,
// the others over all 90. The index is the mixed-radix number of the
// slots' positions in their ranges. Two identical pieces are written in
// ascending order; the other order is a hole in the table, as are two
// pieces on one point.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "pili/core/bitboard.h"
#include "pili/egtb/material.h"

namespace pili::egtb {

inline constexpr int MAX_SLOTS = 10;

// The points a piece of one type and colour can stand on.
struct Domain {
  int size = 0;
  Square square[SQUARE_NB] = {};
  int8_t index[SQUARE_NB] = {};  // -1 off the domain
};
const Domain& domain(PieceType pt, Color c);

constexpr Square mirror(Square s) { return Square(s - 2 * file_of(s) + 8); }     // file f <-> 8-f
constexpr Square flip(Square s) { return Square((9 - rank_of(s)) * 9 + file_of(s)); }  // rank r <-> 9-r

using Squares = std::array<Square, MAX_SLOTS>;

class Layout {
 public:
  explicit Layout(const Material& m);

  const Material& material() const { return mat; }
  int slots() const { return n; }
  Piece piece(int slot) const { return pc[slot]; }
  uint64_t size() const { return total; }  // positions per side to move

  // The squares of index i; false for a hole (shared point, identical
  // pieces out of order).
  bool decode(uint64_t i, Squares& sq) const;
  // Mirrors when Red's general stands on file f, sorts identical pieces;
  // false when a piece is off its domain (a soldier behind its start).
  bool canonicalize(Squares& sq) const;
  // The index of canonical squares.
  uint64_t encode(const Squares& sq) const {
    uint64_t i = 0;
    for (int s = 0; s < n; ++s) i += uint64_t(dom[s]->index[sq[s]]) * stride[s];
    return i;
  }

 private:
  Material mat;
  int n = 0;
  Piece pc[MAX_SLOTS] = {};
  const Domain* dom[MAX_SLOTS] = {};
  uint64_t stride[MAX_SLOTS] = {};
  bool sameAsPrev[MAX_SLOTS] = {};
  uint64_t total = 1;
};

// A position of any orientation, as pieces and points, with the side to move.
struct PieceList {
  int n = 0;
  Piece pc[MAX_SLOTS] = {};
  Square sq[MAX_SLOTS] = {};
  Color stm = RED;
};

// Turns a position so that its stronger side is Red (colours swapped, ranks
// flipped, the side to move swapped with them) and names its material;
// false without both generals or with more pieces than a table holds.
bool orient(const PieceList& pl, Material& m, PieceList& oriented);

// The index of an oriented position in this layout's table; false when its
// pieces are not this layout's or one is off its points.
bool index_of(const Layout& layout, const PieceList& oriented, uint64_t& index);

}  // namespace pili::egtb
