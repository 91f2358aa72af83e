// Precomputed attack tables for every xiangqi piece.
//
// Sliders (chariot, cannon) split a line into its rank and its file. The rank's
// seven inner points are a plain shift away; the file's eight inner points sit
// nine bits apart and are gathered into one byte by a single multiply (no two
// partial products overlap, so no carries). The end points of a line never
// change a slider's attack set, so they are left out of the index.
//
// Leapers (horse, elephant) index by the four points that can block them
// (horse legs, elephant eyes), read out of a shifted occupancy word.
//
// Everything is constexpr: no init() call, no static-initialisation order.
#pragma once

#include <array>

#include "pili/core/bitboard.h"

namespace pili::attacks {

// Slider lookup tables: [file][7-bit rank occupancy] and [rank][8-bit file occupancy].
extern const std::array<std::array<uint16_t, 128>, 9> RookRank, CannonRank;
extern const std::array<std::array<Bitboard, 256>, 10> RookFile, CannonFile;

// Leaper tables indexed by the four blocking points.
extern const std::array<std::array<Bitboard, 16>, SQUARE_NB> Horse;          // by legs
extern const std::array<std::array<Bitboard, 16>, SQUARE_NB> HorseAttackers; // by diagonals
extern const std::array<std::array<Bitboard, 16>, SQUARE_NB> Elephant;       // own half only
extern const std::array<std::array<Bitboard, 16>, SQUARE_NB> ElephantFree;   // no river limit

// Step tables.
extern const std::array<Bitboard, SQUARE_NB> King;         // orthogonal steps inside its palace
extern const std::array<std::array<Bitboard, SQUARE_NB>, 2> Advisor;  // [colour]: own palace, else own half by location
extern const std::array<Bitboard, SQUARE_NB> AdvisorFree;  // diagonal steps anywhere
extern const std::array<Bitboard, SQUARE_NB> Orthogonal;   // the four orthogonal neighbours
extern const std::array<Bitboard, SQUARE_NB> Diagonal;     // the four diagonal neighbours
extern const std::array<Bitboard, SQUARE_NB> Tris;         // 8 one-steps + chess-knight jumps
extern const std::array<std::array<Bitboard, 4>, SQUARE_NB> Ray;  // S, W, E, N to the edge
extern const std::array<std::array<Bitboard, SQUARE_NB>, 2> Pawn;          // [colour][from]
extern const std::array<std::array<Bitboard, SQUARE_NB>, 2> PawnAttackers; // [colour][target]

inline unsigned rank_index(Square s, Bitboard occ) {
  return unsigned(occ >> (9 * rank_of(s) + 1)) & 0x7F;
}

inline unsigned file_index(Square s, Bitboard occ) {
  constexpr uint64_t INNER = 0x8040201008040201ULL;  // bits 0, 9, ..., 63
  uint64_t x = uint64_t(occ >> (file_of(s) + 9)) & INNER;
  return unsigned((x * 0x0101010101010101ULL) >> 56);
}

inline Bitboard rook(Square s, Bitboard occ) {
  int f = file_of(s), r = rank_of(s);
  return (Bitboard(RookRank[f][rank_index(s, occ)]) << (9 * r)) |
         (RookFile[r][file_index(s, occ)] << f);
}

// Points a cannon captures on: the first piece beyond exactly one screen.
// (Returned as every point after the screen up to and including the next piece.)
inline Bitboard cannon(Square s, Bitboard occ) {
  int f = file_of(s), r = rank_of(s);
  return (Bitboard(CannonRank[f][rank_index(s, occ)]) << (9 * r)) |
         (CannonFile[r][file_index(s, occ)] << f);
}

inline unsigned orth_index(Square s, Bitboard occ) {
  uint64_t w = uint64_t((occ << 9) >> s);  // bit 9+d holds point s+d
  return unsigned((w & 1) | ((w >> 7) & 2) | ((w >> 8) & 4) | ((w >> 15) & 8));
}

inline unsigned diag_index(Square s, Bitboard occ) {
  uint64_t w = uint64_t((occ << 10) >> s);  // bit 10+d holds point s+d
  return unsigned((w & 1) | ((w >> 1) & 2) | ((w >> 16) & 4) | ((w >> 17) & 8));
}

inline Bitboard horse(Square s, Bitboard occ) { return Horse[s][orth_index(s, occ)]; }
// Points from which a horse would attack s.
inline Bitboard horse_attackers(Square s, Bitboard occ) {
  return HorseAttackers[s][diag_index(s, occ)];
}
inline Bitboard elephant(Square s, Bitboard occ) { return Elephant[s][diag_index(s, occ)]; }
inline Bitboard elephant_free(Square s, Bitboard occ) {
  return ElephantFree[s][diag_index(s, occ)];
}

}  // namespace pili::attacks
