// 64-bit bitboards for the 8x8 geometry: bit (rank * 8 + file). A separate
// type from the 90-point board's 128-bit Bitboard, so neither geometry's hot
// code pays for the other.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "pili/chess/types.h"

namespace pili::chess {

using Bitboard = uint64_t;

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard DARK_SQUARES_BB = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard file_bb(int f) { return FILE_A_BB << f; }
constexpr Bitboard rank_bb(int r) { return RANK_1_BB << (8 * r); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }
constexpr bool test(Bitboard b, Square s) { return (b >> s) & 1; }

// Pawns of colour c shifted one rank forward.
template <Color C>
constexpr Bitboard shift_up(Bitboard b) { return C == WHITE ? b << 8 : b >> 8; }

// An ASCII picture of a bitboard, rank 8 on top (tests and debugging).
std::string pretty(Bitboard b);

}  // namespace pili::chess
