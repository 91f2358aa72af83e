// Chess FEN in and out for the 8x8 board, keys and consistency checks.
#include "pili/chess/position.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "pili/chess/attacks.h"
#include "pili/chess/notation.h"

namespace pili::chess {

const char* Position::START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

namespace {
constexpr const char* PIECE_CHARS = " PNBRQK  pnbrqk";
}

char piece_to_char(Piece pc) { return pc < PIECE_NB ? PIECE_CHARS[pc] : '?'; }

Piece char_to_piece(char c) {
  // PIECE_CHARS[15] is its terminating NUL: a NUL byte is no piece either.
  for (int i = 1; i < PIECE_NB; ++i)
    if (PIECE_CHARS[i] == c && c != ' ' && c != '\0') return Piece(i);
  return NO_PIECE;
}

Position::Position() {
  std::string err;
  states.emplace_back();
  set_fen(START_FEN, false, err);
}

// Castling letters: K/Q (outermost rook on that side of the king, X-FEN) or
// a rook's file A-H / a-h (Shredder-FEN). Fills the rook squares, paths and
// the mask of rights each square's piece carries.
bool Position::set_castling(const std::string& field, std::string& err) {
  StateInfo& s = st();
  s.castling = 0;
  for (int i = 0; i < CASTLING_NB; ++i) castleRook[i] = SQ_NONE, castlePath[i] = 0, castleStandard[i] = false;
  for (auto& m : castleMask) m = 0;
  if (field == "-") return true;
  for (char ch : field) {
    Color c = std::isupper(static_cast<unsigned char>(ch)) ? WHITE : BLACK;
    char up = char(std::toupper(static_cast<unsigned char>(ch)));
    int backRank = c == WHITE ? 0 : 7;
    Bitboard kings = pieces(c, KING) & rank_bb(backRank);
    if (!kings) return err = std::string("castling right '") + ch + "' without a king on its first rank", false;
    Square ksq = lsb(kings);
    Bitboard rooks = pieces(c, ROOK) & rank_bb(backRank);
    Square rsq = SQ_NONE;
    if (up == 'K') {
      for (int f = 7; f > file_of(ksq) && rsq == SQ_NONE; --f)
        if (test(rooks, make_square(f, backRank))) rsq = make_square(f, backRank);
    } else if (up == 'Q') {
      for (int f = 0; f < file_of(ksq) && rsq == SQ_NONE; ++f)
        if (test(rooks, make_square(f, backRank))) rsq = make_square(f, backRank);
    } else if (up >= 'A' && up <= 'H') {
      Square cand = make_square(up - 'A', backRank);
      if (test(rooks, cand)) rsq = cand;
    } else {
      return err = std::string("bad castling letter '") + ch + "'", false;
    }
    if (rsq == SQ_NONE) return err = std::string("castling right '") + ch + "' without its rook", false;
    int index = (c == WHITE ? 0 : 2) + (rsq < ksq ? 1 : 0);
    if (s.castling & castling_bit(index)) return err = std::string("castling right '") + ch + "' given twice", false;
    s.castling |= castling_bit(index);
    castleRook[index] = rsq;
    Square kto = castling_king_to(index), rto = castling_rook_to(index);
    castlePath[index] = (attacks::between(ksq, kto) | square_bb(kto) | attacks::between(rsq, rto) |
                         square_bb(rto)) & ~(square_bb(ksq) | square_bb(rsq));
    castleStandard[index] = file_of(ksq) == 4 && (file_of(rsq) == 0 || file_of(rsq) == 7);
    castleMask[ksq] |= castling_bit(index);
    castleMask[rsq] |= castling_bit(index);
  }
  return true;
}

bool Position::set_fen(const std::string& fen, bool, std::string& err) {
  Position p = *this;
  p.states.assign(1, StateInfo{});
  for (auto& pc : p.board) pc = NO_PIECE;
  for (auto& b : p.byColor) b = 0;
  for (auto& b : p.byType) b = 0;
  p.occupied = 0;

  std::istringstream in(fen);
  std::string placement, side, castling = "-", ep = "-";
  if (!(in >> placement)) return err = "empty FEN", false;
  int rank = 7, file = 0;
  for (char ch : placement) {
    if (ch == '/') {
      if (file != 8) return err = "rank " + std::to_string(rank + 1) + " does not have 8 squares", false;
      if (--rank < 0) return err = "more than 8 ranks", false;
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      file += ch - '0';
      if (file > 8) return err = "rank " + std::to_string(rank + 1) + " has more than 8 squares", false;
    } else {
      Piece pc = char_to_piece(ch);
      if (!pc) return err = std::string("bad piece letter '") + ch + "'", false;
      if (file >= 8) return err = "rank " + std::to_string(rank + 1) + " has more than 8 squares", false;
      p.put_piece(pc, make_square(file++, rank));
    }
  }
  if (rank != 0 || file != 8) return err = "the board needs 8 ranks of 8 squares", false;
  if (!(in >> side)) side = "w";
  if (side != "w" && side != "b") return err = "side to move must be 'w' or 'b', not '" + side + "'", false;
  p.sideToMove = side == "w" ? WHITE : BLACK;
  in >> castling >> ep;
  for (Color c : {WHITE, BLACK})
    if (popcount(p.pieces(c, KING)) > 1) return err = "more than one king of a colour", false;
  if (p.pieces(PAWN) & (rank_bb(0) | rank_bb(7))) return err = "a pawn on the first or last rank", false;
  if (!p.set_castling(castling, err)) return false;

  StateInfo& s = p.st();
  if (ep != "-") {
    auto sq = parse_square(ep);
    Color us = p.sideToMove, them = ~us;
    if (!sq || relative_rank(us, *sq) != 5) return err = "bad en-passant square '" + ep + "'", false;
    // Kept only when a pawn just passed it and one of ours can take there.
    Square pushed = Square(*sq - pawn_push(us));
    if (p.piece_on(*sq) == NO_PIECE && p.piece_on(pushed) == make_piece(them, PAWN) &&
        (attacks::pawn(them, *sq) & p.pieces(us, PAWN)))
      s.epSquare = *sq;
  }
  int rule50 = 0, fullmove = 1;
  std::string word;
  if (in >> word) {
    try {
      rule50 = std::stoi(word);
      if (in >> word) fullmove = std::stoi(word);
    } catch (...) {
      return err = "bad move counter '" + word + "'", false;
    }
  }
  if (rule50 < 0 || fullmove < 1) return err = "move counters out of range", false;
  s.rule50 = uint32_t(std::min(rule50, FEN_COUNTER_MAX));
  p.startPly = 2 * (std::min(fullmove, FEN_COUNTER_MAX) - 1) + (p.sideToMove == BLACK);
  s.key = p.compute_key();
  *this = std::move(p);
  return true;
}

std::string Position::fen(bool) const {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      Piece pc = board[make_square(f, r)];
      if (!pc) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty), empty = 0;
      out += piece_to_char(pc);
    }
    if (empty) out += char('0' + empty);
    if (r) out += '/';
  }
  out += sideToMove == WHITE ? " w " : " b ";
  std::string rights;
  for (int i = 0; i < CASTLING_NB; ++i) {
    if (!(st().castling & castling_bit(i))) continue;
    Color c = i >= BLACK_OO ? BLACK : WHITE;
    Square rsq = castleRook[i];
    // K/Q when the rook is the outermost one on its side, else its file.
    bool outer = true;
    for (Square s = rsq;;) {
      int f = file_of(s) + (i % 2 == 0 ? 1 : -1);
      if (f < 0 || f > 7) break;
      s = make_square(f, rank_of(s));
      if (piece_on(s) == make_piece(c, ROOK)) outer = false;
    }
    char ch = outer ? (i % 2 == 0 ? 'K' : 'Q') : char('A' + file_of(rsq));
    rights += c == WHITE ? ch : char(std::tolower(static_cast<unsigned char>(ch)));
  }
  out += rights.empty() ? "-" : rights;
  out += ' ';
  out += st().epSquare == SQ_NONE ? "-" : square_to_string(st().epSquare);
  out += ' ' + std::to_string(std::min(int(st().rule50), FEN_COUNTER_MAX)) + ' ' +
         std::to_string(std::min(1 + game_ply() / 2, FEN_COUNTER_MAX));
  return out;
}

uint64_t Position::compute_key() const {
  uint64_t k = 0;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (board[s]) k ^= zobrist::KEYS.psq[board[s]][s];
  k ^= zobrist::KEYS.castling[st().castling];
  if (st().epSquare != SQ_NONE) k ^= zobrist::KEYS.epFile[file_of(st().epSquare)];
  if (sideToMove == BLACK) k ^= zobrist::KEYS.side;
  return k;
}

bool Position::is_consistent(std::string* why) const {
  auto fail = [&](const char* m) {
    if (why) *why = m;
    return false;
  };
  Bitboard all = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    Piece pc = board[s];
    if (!pc) continue;
    all |= square_bb(Square(s));
    if (!test(byColor[color_of(pc)], Square(s)) || !test(byType[type_of(pc)], Square(s)))
      return fail("mailbox and bitboards disagree");
  }
  if (all != occupied || (byColor[WHITE] | byColor[BLACK]) != occupied || (byColor[WHITE] & byColor[BLACK]))
    return fail("occupancy mismatch");
  if (compute_key() != st().key) return fail("key mismatch");
  return true;
}

}  // namespace pili::chess
