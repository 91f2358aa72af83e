// Zobrist keys of the 8x8 geometry: pieces, castling rights, en-passant file
// and the side to move (chess repetition compares all four).
#pragma once

#include <array>
#include <cstdint>

#include "pili/chess/types.h"
#include "pili/core/zobrist.h"

namespace pili::chess::zobrist {

struct Keys {
  std::array<std::array<uint64_t, SQUARE_NB>, PIECE_NB> psq;
  std::array<uint64_t, 16> castling;  // by the 4-bit rights mask
  std::array<uint64_t, 8> epFile;
  uint64_t side;                      // Black to move
};

constexpr Keys make_keys() {
  Keys k{};
  uint64_t s = 0x4154'4F4D'4943ULL;  // "ATOMIC"
  for (auto& row : k.psq)
    for (auto& v : row) v = pili::zobrist::splitmix(s);
  for (auto& v : k.castling) v = pili::zobrist::splitmix(s);
  for (auto& v : k.epFile) v = pili::zobrist::splitmix(s);
  k.side = pili::zobrist::splitmix(s);
  k.castling[0] = 0;
  return k;
}

inline constexpr Keys KEYS = make_keys();

}  // namespace pili::chess::zobrist
