// What one move changed on the board, as a short list of piece changes: the
// input an incrementally updated evaluation (piece-square sums, a neural
// network's first layer) reads instead of looking at the whole board.
//
// Every rule module's do_move fills StateInfo::dirty on either board. Applied
// in order to the board before the move, the list gives the board after it:
// the regular pieces and, on the 90-point board, Meng's Tris layer (a Tris of
// colour c on a point is the code DIRTY_TRIS_RED + c, beside any regular
// piece on that point). A null move leaves the list empty.
#pragma once

#include <algorithm>
#include <cstdint>

#include "pili/chess/types.h"
#include "pili/core/types.h"

namespace pili {

inline constexpr uint8_t DIRTY_NONE = 0xFF;  // "no square"
// Meng's Tris layer, locked to a colour (after the piece codes of both boards).
inline constexpr uint8_t DIRTY_TRIS_RED = uint8_t(std::max(int(PIECE_NB), int(chess::PIECE_NB))),
                         DIRTY_TRIS_BLACK = DIRTY_TRIS_RED + 1;

// One change: from == DIRTY_NONE: `piece` appears on `to`; to == DIRTY_NONE:
// it leaves `from`; both set: it moves. `piece` is the board's Piece code
// (pili::Piece or pili::chess::Piece) or a DIRTY_TRIS_* code.
struct DirtyPiece {
  uint8_t piece, from, to;
};

struct DirtyPieces {
  // The longest list any move makes: an atomic chess capture by a piece from
  // afar (knight, slider) removes the capturer, the captured piece and up to
  // eight non-pawns around the landing square, 1 + 1 + 8. The others stay
  // below: an Atomic Xiangqi blast 6 (capturer, target, four orthogonal
  // neighbours); a Meng stack taking a stack 5 (the victim, its Tris, the
  // mover, the mover's Tris, the taken Tris re-placed); castling 2 (4 when
  // Chess960 king and rook squares overlap); a promotion 2.
  static constexpr int MAX = 10;

  uint8_t count = 0;
  DirtyPiece list[MAX];

  void clear() { count = 0; }
  void add(uint8_t pc, uint8_t to) { list[count++] = {pc, DIRTY_NONE, to}; }
  void remove(uint8_t pc, uint8_t from) { list[count++] = {pc, from, DIRTY_NONE}; }
  void move(uint8_t pc, uint8_t from, uint8_t to) { list[count++] = {pc, from, to}; }
};

}  // namespace pili
