// The board every variant shares: piece placement in bitboards and a mailbox,
// Meng's Tris layer, and a stack of per-move state for incremental undo.
//
// The rules live elsewhere (src/rules/*): a rule module changes a Position
// only through the primitives at the bottom of this class, and pushes one
// StateInfo per move so that undo restores everything without copying the
// board.
#pragma once

#include <string>
#include <vector>

#include "pili/core/bitboard.h"
#include "pili/core/dirty_pieces.h"
#include "pili/core/types.h"
#include "pili/core/zobrist.h"

namespace pili {

// What one move changed, beyond the piece placement the move itself encodes.
struct StateInfo {
  uint64_t key = 0;
  Bitboard checkers = 0;      // pieces giving direct check to the side to move
  uint32_t rule50 = 0;        // plies since the last capture (32 bits: never wraps in a game)
  Piece captured = NO_PIECE;  // regular piece taken on `to` (xiangqi)
  uint8_t check = 0;          // side to move is in check in the variant's sense
  Move move;                  // the move that led here (none: root or null move)
  // Meng fields (zero in the other variants).
  uint8_t reserve = 0;        // Tris in the shared reserve
  uint8_t capturedCount = 0;  // regular pieces captured so far
  uint8_t debts = 0;          // bit c: colour c owes a forced drop
  Square recapture = SQ_NONE; // rule-5b recapture point
  uint8_t tris = 0;           // Meng: what the move did to Tris (module-defined)
  // Covered pieces (core/covered.h): the identities not yet seen, 4 bits per
  // (colour, type) as the observer sees them, and what the move uncovered
  // (module-defined). Zero on boards without covered pieces.
  uint64_t pool = 0;
  uint8_t hidden = 0;
  // What the move changed (core/dirty_pieces.h); an Atomic capture's
  // entries are the pieces its blast removed, which undo puts back.
  DirtyPieces dirty;
};

class Position {
 public:
  Position();

  // Parses a FEN. Plain xiangqi FEN (w/r/b, e/h letters accepted) always; with
  // `meng` also Tris (T/t), stacks (+X), the [reserve] and Meng's counters.
  // On error returns false, sets `err`, and leaves *this unchanged.
  bool set_fen(const std::string& fen, bool meng, std::string& err);
  std::string fen(bool meng = false) const;
  static const char* START_FEN;
  // The FEN of a board with covered pieces (src/core/covered_fen.cpp): X/x
  // on start squares, or pychess's home-role letter plus `~`, and the pool
  // field. A position read this way writes its FEN this way (fen()).
  bool set_covered_fen(const std::string& fen, std::string& err);
  std::string covered_fen() const;
  bool has_covered_dialect() const { return coveredFen; }

  // --- Queries -----------------------------------------------------------
  Color side_to_move() const { return sideToMove; }
  Piece piece_on(Square s) const { return board[s]; }
  Bitboard pieces() const { return occupied; }  // includes Tris
  Bitboard pieces(Color c) const { return byColor[c]; }
  Bitboard pieces(PieceType pt) const { return byType[pt]; }
  Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }
  Bitboard pieces(Color c, PieceType a, PieceType b) const {
    return byColor[c] & (byType[a] | byType[b]);
  }
  Bitboard tris(Color c) const { return trisBB[c]; }   // bare or stacked
  Bitboard tris() const { return trisBB[RED] | trisBB[BLACK]; }
  Square king_square(Color c) const { return lsb(pieces(c, KING)); }
  // Covered pieces stand in the mailbox as their home role (core/covered.h).
  Bitboard covered() const { return coveredBB; }
  Bitboard covered(Color c) const { return coveredBB & byColor[c]; }
  int pool_count(Color c, PieceType pt) const { return int(st().pool >> pool_shift(c, pt)) & 15; }
  int pool_size(Color c) const {
    int n = 0;
    for (int pt = ADVISOR; pt <= PAWN; ++pt) n += pool_count(c, PieceType(pt));
    return n;
  }
  static constexpr int pool_shift(Color c, PieceType pt) { return 4 * (c * 8 + pt); }
  bool has_king(Color c) const { return pieces(c, KING) != 0; }

  const StateInfo& st() const { return states.back(); }
  StateInfo& st() { return states.back(); }
  uint64_t key() const { return st().key; }
  Bitboard checkers() const { return st().checkers; }
  int rule50() const { return st().rule50; }
  int game_ply() const { return startPly + int(states.size()) - 1; }
  // Number of moves made since set_fen (the state history beyond the root).
  int history_size() const { return int(states.size()) - 1; }
  const StateInfo& state_at(int back) const { return states[states.size() - 1 - back]; }

  // Full recomputation of the key from the placement; used by tests and
  // debug checks against the incremental key.
  uint64_t compute_key() const;
  // Debug consistency check of bitboards, mailbox and key.
  bool is_consistent(std::string* why = nullptr) const;

  // --- Primitives for rule modules (no legality checks) -------------------
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
    occupied = byColor[RED] | byColor[BLACK] | trisBB[RED] | trisBB[BLACK];
  }
  // Moves a piece to an empty point (the Tris layer is not touched).
  void move_piece(Square from, Square to) {
    Bitboard fromTo = square_bb(from) | square_bb(to);
    Piece pc = board[from];
    board[to] = pc;
    board[from] = NO_PIECE;
    byColor[color_of(pc)] ^= fromTo;
    byType[type_of(pc)] ^= fromTo;
    occupied = byColor[RED] | byColor[BLACK] | trisBB[RED] | trisBB[BLACK];
  }
  void cover(Square s) { coveredBB |= square_bb(s); }
  void uncover(Square s) { coveredBB &= ~square_bb(s); }
  void put_tris(Color c, Square s) {
    trisBB[c] |= square_bb(s);
    occupied |= square_bb(s);
  }
  void remove_tris(Color c, Square s) {
    trisBB[c] &= ~square_bb(s);
    occupied = byColor[RED] | byColor[BLACK] | trisBB[RED] | trisBB[BLACK];
  }
  // Pushes a copy of the current state; the caller then edits st().
  StateInfo& push_state() {
    states.push_back(states.back());
    return states.back();
  }
  void pop_state() { states.pop_back(); }
  void flip_side() { sideToMove = ~sideToMove; }
  // What every variant's null move does: the turn passes, nothing moves or
  // is captured. The caller adds its own fields and check information.
  StateInfo& push_null_state() {
    StateInfo& st = push_state();
    st.key ^= zobrist::KEYS.side;
    ++st.rule50;
    st.captured = NO_PIECE;
    st.dirty.clear();
    st.move = Move::none();
    flip_side();
    return st;
  }
  void pop_null_state() {
    flip_side();
    pop_state();
  }

 private:
  struct Blank {};
  explicit Position(Blank) {}
  bool parse_fen(const std::string& fen, bool meng, bool anyZone, std::string& err);

  Piece board[SQUARE_NB];
  Bitboard byColor[COLOR_NB];
  Bitboard byType[PIECE_TYPE_NB];
  Bitboard trisBB[COLOR_NB];
  Bitboard occupied;
  Bitboard coveredBB;
  bool coveredFen;  // read as a FEN with covered pieces: written so too
  Color sideToMove;
  int startPly;
  std::vector<StateInfo> states;
};

// Piece letters: uppercase Red, lowercase Black; FEN order k a b n r c p.
char piece_to_char(Piece pc);
Piece char_to_piece(char c);  // accepts e/h for elephant/horse; NO_PIECE if unknown

}  // namespace pili
