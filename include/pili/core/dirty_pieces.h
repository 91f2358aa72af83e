#pragma once
#include <cstdint>
namespace pili {
inline constexpr uint8_t DIRTY_NONE = 0xFF;
inline constexpr uint8_t DIRTY_TRIS_RED = 16, DIRTY_TRIS_BLACK = 17;  // Meng's Tris layer, locked to a colour
// from == DIRTY_NONE: piece appears on `to`; to == DIRTY_NONE: it leaves `from`; both: it moves.
// `piece` is the board's Piece code (pili::Piece or pili::chess::Piece) or a DIRTY_TRIS_* code.
struct DirtyPiece { uint8_t piece, from, to; };
struct DirtyPieces {
  static constexpr int MAX = 16;
  uint8_t count = 0;
  DirtyPiece list[MAX];
};
}
