// Basic value types shared by every layer: colours, pieces, squares, moves.
//
// Board legend (UCCI / Pikafish style):
//   files a..i from Red's left, ranks 0..9 from Red's side,
//   square index = rank * 9 + file, so SQ_A0 = 0, SQ_I0 = 8, SQ_I9 = 89.
#pragma once

#include <cstdint>

namespace pili {

// The largest move counters a FEN says, on every board: larger ones read and
// write as this, so a FEN written after any number of moves reads back to the
// same text (the fuzzer found 65535 + 1 written and then read as 65535).
inline constexpr int FEN_COUNTER_MAX = 1 << 28;

enum Color : uint8_t { RED = 0, BLACK = 1, COLOR_NB = 2 };

constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Regular xiangqi piece types. The neutral Tris of Meng is not a piece type:
// it lives in its own bitboards (see Position), so the hot xiangqi code never
// has to skip over it. A variant's new piece kind is one more enumerator
// before PIECE_TYPE_NB and its row in core/piece_kinds.h: the piece code
// below has no fixed-width type field.
enum PieceType : uint8_t {
  NO_PIECE_TYPE = 0,
  KING,      // general 帥/將
  ADVISOR,   // 仕/士
  ELEPHANT,  // 相/象
  HORSE,     // 馬
  ROOK,      // chariot 車
  CANNON,    // 炮/砲
  PAWN,      // soldier 兵/卒
  BANNER,    // Manchu's banner (its row in core/piece_kinds.h)
  PIECE_TYPE_NB
};

// A piece is its type and colour, type << 1 | colour: the colour in the low
// bit, so the codes stay dense (tables by piece are 2 * PIECE_TYPE_NB rows)
// whatever the number of types. Code 1 (no type, Black) is never used.
enum Piece : uint8_t {
  NO_PIECE = 0,
  R_KING = 2, B_KING, R_ADVISOR, B_ADVISOR, R_ELEPHANT, B_ELEPHANT, R_HORSE, B_HORSE,
  R_ROOK, B_ROOK, R_CANNON, B_CANNON, R_PAWN, B_PAWN, R_BANNER, B_BANNER,
  PIECE_NB = 2 * PIECE_TYPE_NB
};

constexpr Piece make_piece(Color c, PieceType pt) { return Piece(pt << 1 | c); }
constexpr PieceType type_of(Piece p) { return PieceType(p >> 1); }
constexpr Color color_of(Piece p) { return Color(p & 1); }
static_assert(make_piece(BLACK, PAWN) == B_PAWN && make_piece(RED, KING) == R_KING);

constexpr int FILE_NB = 9;
constexpr int RANK_NB = 10;
constexpr int SQUARE_NB = 90;

enum Square : int8_t {
  // clang-format off
  SQ_A0, SQ_B0, SQ_C0, SQ_D0, SQ_E0, SQ_F0, SQ_G0, SQ_H0, SQ_I0,
  SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1, SQ_I1,
  SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2, SQ_I2,
  SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3, SQ_I3,
  SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4, SQ_I4,
  SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5, SQ_I5,
  SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6, SQ_I6,
  SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7, SQ_I7,
  SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8, SQ_I8,
  SQ_A9, SQ_B9, SQ_C9, SQ_D9, SQ_E9, SQ_F9, SQ_G9, SQ_H9, SQ_I9,
  // clang-format on
  SQ_NONE = 127
};

constexpr Square make_square(int file, int rank) { return Square(rank * 9 + file); }

// File and rank by table: a division by 9 sits on the hottest paths.
struct SquareCoords {
  uint8_t file[128], rank[128];
  constexpr SquareCoords() : file(), rank() {
    for (int s = 0; s < 128; ++s) file[s] = uint8_t(s % 9), rank[s] = uint8_t(s / 9);
  }
};
inline constexpr SquareCoords SQUARE_COORDS{};
constexpr int file_of(Square s) { return SQUARE_COORDS.file[uint8_t(s) & 127]; }
constexpr int rank_of(Square s) { return SQUARE_COORDS.rank[uint8_t(s) & 127]; }
constexpr bool is_ok(Square s) { return s >= SQ_A0 && s <= SQ_I9; }
constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < FILE_NB && rank >= 0 && rank < RANK_NB;
}

// Rank as seen from colour c's own side (0 = own back rank).
constexpr int relative_rank(Color c, Square s) { return c == RED ? rank_of(s) : 9 - rank_of(s); }

// Moves are 32 bits: from (7) | to (7) | extra square (7) | kind (4).
// Xiangqi and Atomic only use NORMAL; the other kinds belong to Meng.
enum MoveKind : uint8_t {
  MK_NORMAL = 0,     // piece (or whole stack) from -> to
  MK_DROP = 1,       // Tris from the reserve onto `to`
  MK_AIRDROP = 2,    // capture of a Tris or stack, the Tris re-placed on `extra`
  MK_SPLIT_TRIS = 3, // stack separation: the Tris leaves
  MK_SPLIT_PIECE = 4 // stack separation: the regular piece leaves
};

class Move {
 public:
  constexpr Move() = default;
  constexpr explicit Move(uint32_t raw) : data(raw) {}
  constexpr Move(Square from, Square to, MoveKind k = MK_NORMAL, Square extra = SQ_A0)
      : data(uint32_t(from) | uint32_t(to) << 7 | uint32_t(extra) << 14 | uint32_t(k) << 21) {}

  constexpr Square from() const { return Square(data & 0x7F); }
  constexpr Square to() const { return Square((data >> 7) & 0x7F); }
  constexpr Square extra() const { return Square((data >> 14) & 0x7F); }
  constexpr MoveKind kind() const { return MoveKind(data >> 21); }
  constexpr uint32_t raw() const { return data; }
  constexpr bool is_ok() const { return data != 0; }

  static constexpr Move none() { return Move(); }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint32_t data = 0;  // 0 is never a move: from == to == a0
};

}  // namespace pili
