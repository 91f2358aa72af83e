// Move-ordering statistics learnt during a search, one set per thread:
//   History             butterfly table of quiet moves by colour and from/to;
//   CaptureHistory      captures by moving piece, target point, captured type;
//   ContinuationHistory quiet moves by (piece, to) after the (piece, to) of
//                       the move one or two plies earlier;
//   CounterMoves        the quiet reply that refuted a (piece, to).
// Every table is updated with "gravity" (h += bonus - h*|bonus|/MAX), so its
// entries stay within +-MAX and old knowledge fades.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <type_traits>

#include "pili/core/bitboard.h"
#include "pili/core/types.h"
#include "pili/search/tunables.h"

namespace pili::search {

template <class T>
inline void gravity_update(T& h, int bonus, int max) {
  bonus = std::clamp(bonus, -max, max);
  h = T(h + bonus - int(h) * std::abs(bonus) / max);
}

struct History {
  int table[COLOR_NB][1 << 14] = {};
  static int index(Move m) { return int(m.raw() & 0x3FFF); }
  int get(Color c, Move m) const { return table[c][index(m)]; }
  void update(Color c, Move m, int bonus) { gravity_update(table[c][index(m)], bonus, tune::HISTORY_MAX); }
  void clear() { std::fill(&table[0][0], &table[0][0] + COLOR_NB * (1 << 14), 0); }
};

// One (piece, to) row of continuation history: scores of the next move's
// (piece, to).
struct PieceToTable {
  int16_t v[PIECE_NB][SQUARE_NB];
  int get(Piece pc, Square to) const { return v[pc][to]; }
  void update(Piece pc, Square to, int bonus) { gravity_update(v[pc][to], bonus, tune::CONT_HISTORY_MAX); }
};

struct ContinuationHistory {
  PieceToTable t[PIECE_NB][SQUARE_NB] = {};
  PieceToTable* row(Piece pc, Square to) { return &t[pc][to]; }
};

struct CaptureHistory {
  int16_t v[PIECE_NB][SQUARE_NB][PIECE_TYPE_NB] = {};
  int get(Piece pc, Square to, PieceType captured) const { return v[pc][to][captured]; }
  void update(Piece pc, Square to, PieceType captured, int bonus) {
    gravity_update(v[pc][to][captured], bonus, tune::CAPTURE_HISTORY_MAX);
  }
};

struct CounterMoves {
  Move m[PIECE_NB][SQUARE_NB] = {};
};

// Correction history: how far the search result of positions with this
// soldier structure came out from their static evaluation, by side to move.
// The evaluation is shifted by it (in 1/8 centipawn units).
struct CorrectionHistory {
  static constexpr int SIZE = 1 << 14;
  int16_t v[COLOR_NB][SIZE] = {};
  static int index(Bitboard redPawns, Bitboard blackPawns) {
    uint64_t h = uint64_t(redPawns) * 0x9E3779B97F4A7C15ull ^ uint64_t(redPawns >> 64) * 0xC2B2AE3D27D4EB4Full ^
                 uint64_t(blackPawns) * 0x165667B19E3779F9ull ^ uint64_t(blackPawns >> 64) * 0xD6E8FEB86659FD93ull;
    return int(h >> 50);
  }
  int get(Color c, int idx) const { return v[c][idx] / 8; }
  void update(Color c, int idx, int bonus) { gravity_update(v[c][idx], bonus, tune::CORRECTION_MAX); }
};

// The statistics of one thread, kept on the heap (the continuation table is
// about 4 MB).
struct SearchStats {
  History main;
  CaptureHistory capture;
  ContinuationHistory cont;
  CounterMoves counter;
  CorrectionHistory correction;
  // Back to all zeros in place: a fresh allocation of this size costs a page
  // fault per 4 kB on every search (256 threads: 0.9 s before the first node).
  void clear() { std::memset(static_cast<void*>(this), 0, sizeof(*this)); }
};
static_assert(std::is_trivially_copyable_v<SearchStats>, "clear() zeroes the bytes");

// The piece a move moves and the point it lands on, as history keys. Drops
// and other moves without a board origin use the NO_PIECE row.
struct PieceTo {
  Piece pc = NO_PIECE;
  Square to = Square(0);
};

}  // namespace pili::search
