// The 8x8 chess geometry's value types (atomic chess): squares a1..h8,
// chess piece types, and how chess moves fit the shared 32-bit Move.
//
// Squares are index rank * 8 + file, rank 0 = White's first rank (chess
// "1"), so SQ_A1 = 0 and SQ_H8 = 63. Colours are pili::Color: RED plays
// White, BLACK plays Black. Moves reuse pili::Move (from/to/extra are 7
// bits, 0..63 fit), so the move lists, the transposition table and the
// history tables of the engine serve both geometries unchanged.
#pragma once

#include <cstdint>

#include "pili/core/types.h"

namespace pili::chess {

constexpr Color WHITE = RED;

enum PieceType : uint8_t {
  NO_PIECE_TYPE = 0, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_NB = 8
};

enum Piece : uint8_t {
  NO_PIECE = 0,
  W_PAWN = 1, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_KING,
  B_PAWN = 9, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_KING,
  PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

constexpr int FILE_NB = 8;
constexpr int RANK_NB = 8;
constexpr int SQUARE_NB = 64;

enum Square : uint8_t {
  // clang-format off
  SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
  SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
  SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
  SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
  SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
  SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
  SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
  SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
  // clang-format on
  SQ_NONE = 64
};

constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
// Rank seen from colour c (0 = own first rank).
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }
// One step forward for colour c.
constexpr int pawn_push(Color c) { return c == WHITE ? 8 : -8; }

// Chess move kinds beside MK_NORMAL. Castling is encoded as the king's move
// (to = the king's destination) with the rook's square in `extra`; en
// passant keeps the captured pawn's square in `extra`; a promotion keeps
// the new piece type in `extra`.
constexpr MoveKind MK_CASTLING = MoveKind(5);
constexpr MoveKind MK_EN_PASSANT = MoveKind(6);
constexpr MoveKind MK_PROMOTION = MoveKind(7);

constexpr Move make_move(Square from, Square to, MoveKind k = MK_NORMAL, int extra = 0) {
  return Move(pili::Square(from), pili::Square(to), k, pili::Square(extra));
}
constexpr Square from_sq(Move m) { return Square(m.from()); }
constexpr Square to_sq(Move m) { return Square(m.to()); }
constexpr Square extra_sq(Move m) { return Square(m.extra()); }
constexpr PieceType promotion_type(Move m) { return PieceType(m.extra()); }

}  // namespace pili::chess
