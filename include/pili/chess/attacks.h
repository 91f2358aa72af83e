// Attack tables of the 8x8 geometry. Leapers (knight, king, pawn captures)
// are plain tables; rook and bishop lines are looked up by PEXT: the
// relevant occupancy bits of the line are gathered into a dense index
// (BMI2's pext instruction, or a portable loop where the CPU lacks it).
// The tables are filled once before main() by src/chess/attacks.cpp.
#pragma once

#include "pili/chess/bitboard.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace pili::chess::attacks {

inline Bitboard pext(Bitboard b, Bitboard mask) {
#if defined(__BMI2__)
  return _pext_u64(b, mask);
#else
  Bitboard r = 0;
  for (Bitboard bit = 1; mask; bit <<= 1, mask &= mask - 1)
    if (b & mask & -mask) r |= bit;
  return r;
#endif
}

struct Slider {
  Bitboard mask;    // inner line squares whose occupancy matters
  Bitboard* table;  // indexed by pext(occupied, mask)
};

struct Tables {
  Bitboard knight[SQUARE_NB];
  Bitboard king[SQUARE_NB];
  Bitboard pawn[COLOR_NB][SQUARE_NB];  // squares a pawn of that colour captures
  Bitboard between[SQUARE_NB][SQUARE_NB];  // strictly between, on a common line
  Bitboard line[SQUARE_NB][SQUARE_NB];     // the whole line through both, or 0
  Slider rook[SQUARE_NB];
  Slider bishop[SQUARE_NB];
};
extern Tables T;

inline Bitboard knight(Square s) { return T.knight[s]; }
inline Bitboard king(Square s) { return T.king[s]; }
inline Bitboard pawn(Color c, Square s) { return T.pawn[c][s]; }
inline Bitboard between(Square a, Square b) { return T.between[a][b]; }
inline Bitboard line(Square a, Square b) { return T.line[a][b]; }
inline Bitboard rook(Square s, Bitboard occ) { return T.rook[s].table[pext(occ, T.rook[s].mask)]; }
inline Bitboard bishop(Square s, Bitboard occ) {
  return T.bishop[s].table[pext(occ, T.bishop[s].mask)];
}
inline Bitboard queen(Square s, Bitboard occ) { return rook(s, occ) | bishop(s, occ); }
inline bool aligned(Square a, Square b, Square c) { return T.line[a][b] & square_bb(c); }

// Slow ray walk, the reference the tables are built from and tested against.
Bitboard sliding_reference(Square s, Bitboard occ, bool diagonal);

}  // namespace pili::chess::attacks
