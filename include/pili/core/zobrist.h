// Zobrist hashing keys. Every part of a position that changes the legal moves
// or the game's future has a key, including Meng's reserve, capture count,
// drop debts and recapture point, so positions differing in any of them differ
// in key.
#pragma once

#include <array>
#include <cstdint>

#include "pili/core/types.h"

namespace pili::zobrist {

struct Keys {
  std::array<std::array<uint64_t, SQUARE_NB>, PIECE_NB> psq;
  std::array<std::array<uint64_t, SQUARE_NB>, COLOR_NB> tris;  // Tris locked to a colour
  uint64_t side;                                               // Black to move
  std::array<uint64_t, 3> reserve;                             // Tris in reserve: 0..2
  std::array<uint64_t, 33> captured;                           // Meng capture count
  std::array<uint64_t, 4> debts;                               // bit 0: Red owes, bit 1: Black owes
  std::array<uint64_t, SQUARE_NB + 1> recapture;               // [SQUARE_NB] = none
  std::array<uint64_t, SQUARE_NB> covered;                     // a covered piece stands here
  // [colour][type][count]: identities in the pool of covered pieces (count 0: no key)
  std::array<std::array<std::array<uint64_t, 16>, PIECE_TYPE_NB>, COLOR_NB> pool;
};

// SplitMix64: small, fast and good enough for hashing keys.
constexpr uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr Keys make_keys() {
  Keys k{};
  uint64_t s = 0x5049'4C49'2026ULL;  // "PILI"
  // The first eight types draw their keys first, colour by colour, the order
  // of the piece code colour << 3 | type that the keys were first drawn in:
  // positions keep their keys (and searches their node counts) as types are
  // added; a later type draws its keys after all the others.
  constexpr int FIRST_TYPES = 8;
  for (int c = 0; c < COLOR_NB; ++c)
    for (int pt = 0; pt < FIRST_TYPES; ++pt)
      for (auto& v : k.psq[make_piece(Color(c), PieceType(pt))]) v = splitmix(s);
  for (auto& row : k.tris)
    for (auto& v : row) v = splitmix(s);
  k.side = splitmix(s);
  for (auto& v : k.reserve) v = splitmix(s);
  for (auto& v : k.captured) v = splitmix(s);
  for (auto& v : k.debts) v = splitmix(s);
  for (auto& v : k.recapture) v = splitmix(s);
  for (int c = 0; c < COLOR_NB; ++c)
    for (int pt = FIRST_TYPES; pt < PIECE_TYPE_NB; ++pt)
      for (auto& v : k.psq[make_piece(Color(c), PieceType(pt))]) v = splitmix(s);
  // Drawn last: the keys above stay as they were before covered pieces.
  for (auto& v : k.covered) v = splitmix(s);
  for (auto& byType : k.pool)
    for (auto& row : byType) {
      for (auto& v : row) v = splitmix(s);
      row[0] = 0;
    }
  k.reserve[0] = k.captured[0] = k.debts[0] = k.recapture[SQUARE_NB] = 0;  // neutral defaults
  return k;
}

inline constexpr Keys KEYS = make_keys();

}  // namespace pili::zobrist
