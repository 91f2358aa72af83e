// A bitboard is one bit per point of the 9x10 board: bit (rank * 9 + file).
// It is a plain unsigned 128-bit integer so that shifts, masks and popcounts
// compile to a handful of instructions; only bits 0..89 are ever set.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "pili/core/types.h"

namespace pili {

using Bitboard = unsigned __int128;

constexpr Bitboard bb_lo(uint64_t lo) { return Bitboard(lo); }
constexpr Bitboard make_bb(uint64_t hi, uint64_t lo) { return (Bitboard(hi) << 64) | lo; }

constexpr Bitboard ALL_BB = make_bb((uint64_t(1) << 26) - 1, ~uint64_t(0));
constexpr Bitboard RANK0_BB = 0x1FF;
constexpr Bitboard FILEA_BB = [] {
  Bitboard b = 0;
  for (int r = 0; r < RANK_NB; ++r) b |= Bitboard(1) << (r * 9);
  return b;
}();

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard rank_bb(int r) { return RANK0_BB << (9 * r); }
constexpr Bitboard file_bb(int f) { return FILEA_BB << f; }

// Red's half holds ranks 0..4, Black's ranks 5..9.
constexpr Bitboard RED_HALF_BB = (Bitboard(1) << 45) - 1;
constexpr Bitboard BLACK_HALF_BB = ALL_BB ^ RED_HALF_BB;
constexpr Bitboard half_bb(Color c) { return c == RED ? RED_HALF_BB : BLACK_HALF_BB; }

constexpr Bitboard PALACE_BB[COLOR_NB] = {
    (Bitboard(0x38) | Bitboard(0x38) << 9 | Bitboard(0x38) << 18),
    (Bitboard(0x38) | Bitboard(0x38) << 9 | Bitboard(0x38) << 18) << 63};
constexpr Bitboard palace_bb(Color c) { return PALACE_BB[c]; }

inline int popcount(Bitboard b) {
  return std::popcount(uint64_t(b)) + std::popcount(uint64_t(b >> 64));
}

inline Square lsb(Bitboard b) {
  uint64_t lo = uint64_t(b);
  return lo ? Square(std::countr_zero(lo)) : Square(64 + std::countr_zero(uint64_t(b >> 64)));
}

inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}

constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }
constexpr bool test(Bitboard b, Square s) { return (b >> s) & 1; }

// Calls f(square) for every set bit, lowest first.
template <class F>
inline void for_each_square(Bitboard b, F&& f) {
  while (b) f(pop_lsb(b));
}

// An ASCII picture of a bitboard, rank 9 on top (for tests and debugging).
std::string pretty(Bitboard b);

}  // namespace pili
