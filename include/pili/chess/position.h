// The 8x8 board (atomic chess): placement in 64-bit bitboards and a mailbox,
// castling rights with their rooks (standard and Chess960/X-FEN placements),
// the en-passant square, and a stack of per-move state for incremental undo.
//
// Its interface mirrors pili::Position (side_to_move, pieces, st, key,
// rule50, state_at, fen ...) so that the engine's templates over a rule
// module work on either board through `typename R::Position`. The rules
// live in src/rules/atomic_chess; this class only offers primitives.
#pragma once

#include <string>
#include <vector>

#include "pili/chess/bitboard.h"
#include "pili/chess/zobrist.h"
#include "pili/core/dirty_pieces.h"

namespace pili::chess {

// Castling right indices and their bits in the rights mask.
enum CastlingIndex { WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO, CASTLING_NB };
constexpr int castling_bit(int index) { return 1 << index; }

struct StateInfo {
  uint64_t key = 0;
  Bitboard checkers = 0;    // enemy pieces attacking our king (0 while the kings touch)
  uint32_t rule50 = 0;      // plies since the last capture or pawn move (never wraps)
  uint8_t castling = 0;     // rights mask, bit = castling_bit(index)
  Square epSquare = SQ_NONE;
  uint8_t check = 0;        // side to move is in check (atomic sense)
  // What the move changed (core/dirty_pieces.h). After a capture its
  // entries are the removedCount pieces the blast removed (capturer, captured
  // piece, neighbours), which undo puts back; removedCount is 0 otherwise.
  uint8_t removedCount = 0;
  DirtyPieces dirty;
};

class Position {
 public:
  Position();

  // Standard chess FEN (or EPD without counters); castling as KQkq, X-FEN or
  // Shredder letters. `meng` is ignored (the 90-point FEN's flag). On error
  // returns false, sets `err`, and leaves *this unchanged.
  bool set_fen(const std::string& fen, bool meng, std::string& err);
  std::string fen(bool meng = false) const;
  static const char* START_FEN;

  // --- Queries -----------------------------------------------------------
  Color side_to_move() const { return sideToMove; }
  Piece piece_on(Square s) const { return board[s]; }
  // The shared Move type carries squares as pili::Square (same index).
  Piece piece_on(pili::Square s) const { return board[uint8_t(s) & 63]; }
  Bitboard pieces() const { return occupied; }
  Bitboard pieces(Color c) const { return byColor[c]; }
  Bitboard pieces(PieceType pt) const { return byType[pt]; }
  Bitboard pieces(PieceType a, PieceType b) const { return byType[a] | byType[b]; }
  Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }
  Bitboard pieces(Color c, PieceType a, PieceType b) const { return byColor[c] & (byType[a] | byType[b]); }
  Square king_square(Color c) const { return lsb(pieces(c, KING)); }
  bool has_king(Color c) const { return pieces(c, KING) != 0; }

  const StateInfo& st() const { return states.back(); }
  StateInfo& st() { return states.back(); }
  uint64_t key() const { return st().key; }
  Bitboard checkers() const { return st().checkers; }
  int rule50() const { return st().rule50; }
  Square ep_square() const { return st().epSquare; }
  int castling_rights() const { return st().castling; }
  int game_ply() const { return startPly + int(states.size()) - 1; }
  int history_size() const { return int(states.size()) - 1; }
  const StateInfo& state_at(int back) const { return states[states.size() - 1 - back]; }

  // Castling geometry, fixed when the FEN is read.
  Square castling_rook(int index) const { return castleRook[index]; }
  // Squares that must be empty (besides the king and rook themselves).
  Bitboard castling_path(int index) const { return castlePath[index]; }
  // Rights lost when a piece leaves or is blasted from `s`.
  int castling_mask(Square s) const { return castleMask[s]; }
  // Whether the rights are those of standard chess (king e1/e8, rooks in the
  // corners), where castling is written as the king's two-square step.
  bool standard_castling(int index) const { return castleStandard[index]; }

  uint64_t compute_key() const;
  bool is_consistent(std::string* why = nullptr) const;

  // --- Primitives for the rule module (no legality checks) ----------------
  void put_piece(Piece pc, Square s) {
    Bitboard b = square_bb(s);
    board[s] = pc;
    byColor[color_of(pc)] |= b;
    byType[type_of(pc)] |= b;
    occupied |= b;
  }
  void remove_piece(Square s) {
    Bitboard b = square_bb(s);
    Piece pc = board[s];
    board[s] = NO_PIECE;
    byColor[color_of(pc)] ^= b;
    byType[type_of(pc)] ^= b;
    occupied ^= b;
  }
  void move_piece(Square from, Square to) {
    Bitboard fromTo = square_bb(from) | square_bb(to);
    Piece pc = board[from];
    board[to] = pc;
    board[from] = NO_PIECE;
    byColor[color_of(pc)] ^= fromTo;
    byType[type_of(pc)] ^= fromTo;
    occupied ^= fromTo;
  }
  StateInfo& push_state() {
    states.push_back(states.back());
    return states.back();
  }
  void pop_state() { states.pop_back(); }
  void flip_side() { sideToMove = ~sideToMove; }

 private:
  Piece board[SQUARE_NB];
  Bitboard byColor[COLOR_NB];
  Bitboard byType[PIECE_TYPE_NB];
  Bitboard occupied;
  Color sideToMove;
  int startPly;
  Square castleRook[CASTLING_NB];
  Bitboard castlePath[CASTLING_NB];
  bool castleStandard[CASTLING_NB];
  uint8_t castleMask[SQUARE_NB];
  std::vector<StateInfo> states;

  bool set_castling(const std::string& field, std::string& err);
};

// Piece letters PNBRQK (White) / pnbrqk (Black).
char piece_to_char(Piece pc);
Piece char_to_piece(char c);  // NO_PIECE if unknown

// Where the king and rook of castling right `index` end up.
constexpr Square castling_king_to(int index) {
  return Square((index >= BLACK_OO ? 56 : 0) + (index % 2 == 0 ? 6 : 2));
}
constexpr Square castling_rook_to(int index) {
  return Square((index >= BLACK_OO ? 56 : 0) + (index % 2 == 0 ? 5 : 3));
}

}  // namespace pili::chess
