// FEN parsing and printing, key recomputation and consistency checks.
#include "pili/core/position.h"

#include "pili/core/piece_kinds.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace pili {

const char* Position::START_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

namespace {

bool parse_uint(const std::string& s, int& out) {
  if (s.empty() || s.size() > 9) return false;
  out = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    out = out * 10 + (c - '0');
  }
  return true;
}

std::string square_name(Square s) {
  return {char('a' + file_of(s)), char('0' + rank_of(s))};
}
}  // namespace

char piece_to_char(Piece pc) {
  if (pc >= PIECE_NB) return '?';
  char c = piece_kind(type_of(pc)).fen;
  return color_of(pc) == BLACK ? char(std::tolower(static_cast<unsigned char>(c))) : c;
}

Piece char_to_piece(char c) {
  if (c == 'e') c = 'b';
  if (c == 'E') c = 'B';
  if (c == 'h') c = 'n';
  if (c == 'H') c = 'N';
  for (int pt = KING; pt < PIECE_TYPE_NB; ++pt) {
    char red = piece_kind(PieceType(pt)).fen;
    if (red == c) return make_piece(RED, PieceType(pt));
    if (std::tolower(static_cast<unsigned char>(red)) == c) return make_piece(BLACK, PieceType(pt));
  }
  return NO_PIECE;
}

Position::Position() {
  std::string err;
  set_fen(START_FEN, false, err);
}

bool Position::set_fen(const std::string& fenStr, bool meng, std::string& err) {
  return parse_fen(fenStr, meng, false, err);
}

// `anyZone`: a board with covered pieces (covered_fen.cpp): advisors and
// elephants may stand anywhere and the counts per kind are checked there.
bool Position::parse_fen(const std::string& fenStr, bool meng, bool anyZone, std::string& err) {
  Position p{Blank{}};  // built aside so that *this stays intact on error
  for (auto& pc : p.board) pc = NO_PIECE;
  for (auto& b : p.byColor) b = 0;
  for (auto& b : p.byType) b = 0;
  for (auto& b : p.trisBB) b = 0;
  p.occupied = 0;
  p.coveredBB = 0;
  p.coveredFen = false;
  p.states.assign(1, StateInfo{});
  p.states.reserve(512);
  StateInfo& st = p.states.back();

  std::istringstream in(fenStr);
  std::string boardStr, side;
  if (!(in >> boardStr)) return err = "empty FEN", false;

  // Split off Meng's "[reserve]" suffix.
  bool hasReserve = false;
  int reserve = 0;
  if (auto lb = boardStr.find('['); lb != std::string::npos) {
    auto rb = boardStr.find(']', lb);
    if (!meng) return err = "reserve brackets are only valid in Meng/Double-Tris FENs", false;
    if (rb == std::string::npos || rb != boardStr.size() - 1)
      return err = "unterminated reserve '[...]' in FEN", false;
    for (size_t i = lb + 1; i < rb; ++i) {
      if (boardStr[i] != 'T' && boardStr[i] != 't')
        return err = std::string("bad reserve character '") + boardStr[i] + "'", false;
      ++reserve;
    }
    if (reserve > 2) return err = "at most two Tris in the reserve", false;
    hasReserve = true;
    boardStr.resize(lb);
  }

  int rank = 9, file = 0;
  for (size_t i = 0; i < boardStr.size(); ++i) {
    char c = boardStr[i];
    if (c == '/') {
      if (file != 9) return err = "FEN rank " + std::to_string(rank) + " does not have 9 points", false;
      if (--rank < 0) return err = "FEN has more than 10 ranks", false;
      file = 0;
    } else if (c >= '1' && c <= '9') {
      file += c - '0';
      if (file > 9) return err = "FEN rank " + std::to_string(rank) + " has more than 9 points", false;
    } else {
      bool stack = false;
      if (c == '+') {
        if (!meng) return err = "stacks ('+') are only valid in Meng FENs", false;
        if (++i >= boardStr.size()) return err = "'+' at the end of the FEN board", false;
        c = boardStr[i];
        stack = true;
      }
      if (file >= 9) return err = "FEN rank " + std::to_string(rank) + " has more than 9 points", false;
      Square s = make_square(file, rank);
      if (!stack && (c == 'T' || c == 't')) {
        if (!meng) return err = "Tris pieces ('T'/'t') are only valid in Meng FENs", false;
        p.put_tris(c == 'T' ? RED : BLACK, s);
      } else {
        Piece pc = char_to_piece(c);
        if (pc == NO_PIECE) return err = std::string("unknown piece letter '") + c + "' in FEN", false;
        p.put_piece(pc, s);
        if (stack) p.put_tris(color_of(pc), s);
      }
      ++file;
    }
  }
  if (rank != 0 || file != 9) return err = "FEN board must have 10 ranks of 9 points", false;

  if (!(in >> side)) return err = "FEN has no side to move", false;
  if (side == "w" || side == "r" || side == "W" || side == "R") p.sideToMove = RED;
  else if (side == "b" || side == "B") p.sideToMove = BLACK;
  else return err = "bad side to move '" + side + "' (expected w, r or b)", false;

  std::vector<std::string> rest;
  for (std::string tok; in >> tok;) rest.push_back(tok);

  int regular = popcount(p.byColor[RED] | p.byColor[BLACK]);
  int halfmove = 0, fullmove = 1;
  if (meng && hasReserve) {
    if (rest.size() < 2) return err = "Meng FEN needs <captured> and <debts> after the side", false;
    int captured;
    if (!parse_uint(rest[0], captured) || captured > 32)
      return err = "bad capture count '" + rest[0] + "'", false;
    st.capturedCount = uint8_t(captured);
    std::string debts = rest[1];
    if (auto colon = debts.find(':'); colon != std::string::npos) {
      std::string sq = debts.substr(colon + 1);
      if (sq.size() != 2 || sq[0] < 'a' || sq[0] > 'i' || sq[1] < '0' || sq[1] > '9')
        return err = "bad recapture point '" + sq + "'", false;
      st.recapture = make_square(sq[0] - 'a', sq[1] - '0');
      debts.resize(colon);
    }
    if (debts != "-")
      for (char c : debts) {
        if (c == 'w' || c == 'r') st.debts |= 1;
        else if (c == 'b') st.debts |= 2;
        else return err = "bad debts field '" + rest[1] + "'", false;
      }
    rest.erase(rest.begin(), rest.begin() + 2);
  } else if (meng) {
    // A plain xiangqi FEN for a Meng game: both Tris in reserve, no debts.
    reserve = 2;
    st.capturedCount = uint8_t(32 - regular);
    if (regular > 32) return err = "too many pieces", false;
  }
  // Remaining tokens: optional "-" placeholders, then halfmove and fullmove.
  size_t i = 0;
  while (i < rest.size() && rest[i] == "-") ++i;
  if (i < rest.size()) {
    if (!parse_uint(rest[i], halfmove)) return err = "bad halfmove clock '" + rest[i] + "'", false;
    ++i;
  }
  if (i < rest.size()) {
    if (!parse_uint(rest[i], fullmove)) return err = "bad fullmove number '" + rest[i] + "'", false;
    ++i;
  }
  if (i < rest.size()) return err = "unexpected text '" + rest[i] + "' after the FEN", false;
  if (fullmove < 1) fullmove = 1;

  // Sanity of the material.
  for (Color c : {RED, BLACK}) {
    const char* who = c == RED ? "Red" : "Black";
    if (popcount(p.pieces(c, KING)) != 1) return err = std::string(who) + " must have exactly one general", false;
    if (!(p.pieces(c, KING) & palace_bb(c)))
      return err = std::string(who) + "'s general is outside its palace", false;
    // With covered pieces (anyZone) these stand as their home roles, so a
    // type may exceed its count; covered_fen.cpp counts the revealed ones.
    for (int pt = ADVISOR; pt < PIECE_TYPE_NB && !anyZone; ++pt)
      if (popcount(p.pieces(c, PieceType(pt))) > piece_kind(PieceType(pt)).maxCount)
        return err = std::string(who) + " has too many pieces of one kind", false;
    // Advisors outside their palace, elephants across the river: the move
    // tables assume their own zone (found by the position fuzzer). Meng stacks carry
    // pieces anywhere, so only plain FENs are checked.
    if (!meng && !anyZone)
      for (Bitboard b = p.pieces(c, ADVISOR) | p.pieces(c, ELEPHANT); b;) {
        Square s = pop_lsb(b);
        bool ok = type_of(p.board[s]) == ADVISOR ? test(palace_bb(c), s) : relative_rank(c, s) <= 4;
        if (!ok) return err = std::string(who) + " has an advisor outside its palace or an elephant across the river", false;
      }
  }
  if (meng) {
    int trisOnBoard = popcount(p.tris());
    if (trisOnBoard + reserve != 2)
      return err = "a Meng position has exactly two Tris (board + reserve)", false;
    st.reserve = uint8_t(reserve);
  }

  st.rule50 = uint32_t(std::min(halfmove, FEN_COUNTER_MAX));
  p.startPly = 2 * (std::min(fullmove, FEN_COUNTER_MAX) - 1) + (p.sideToMove == BLACK);
  st.key = p.compute_key();
  *this = std::move(p);
  return true;
}

std::string Position::fen(bool meng) const {
  if (coveredFen) return covered_fen();
  std::ostringstream out;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Square s = make_square(f, r);
      Piece pc = board[s];
      bool hasTris = test(tris(), s);
      if (pc == NO_PIECE && !hasTris) {
        ++empty;
        continue;
      }
      if (empty) out << empty;
      empty = 0;
      if (pc == NO_PIECE) out << (test(trisBB[RED], s) ? 'T' : 't');
      else {
        if (hasTris) out << '+';
        out << piece_to_char(pc);
      }
    }
    if (empty) out << empty;
    if (r) out << '/';
  }
  const StateInfo& s = st();
  if (meng) {
    out << '[' << std::string(s.reserve, 'T') << ']';
    out << (sideToMove == RED ? " w " : " b ") << int(s.capturedCount) << ' ';
    if (!s.debts) out << '-';
    if (s.debts & 1) out << 'w';
    if (s.debts & 2) out << 'b';
    if (s.recapture != SQ_NONE) out << ':' << square_name(s.recapture);
  } else {
    out << (sideToMove == RED ? " w - -" : " b - -");
  }
  out << ' ' << std::min(int(s.rule50), FEN_COUNTER_MAX) << ' ' << std::min(1 + game_ply() / 2, FEN_COUNTER_MAX);
  return out.str();
}

uint64_t Position::compute_key() const {
  const auto& K = zobrist::KEYS;
  uint64_t k = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    if (board[s] != NO_PIECE) k ^= K.psq[board[s]][s];
    for (Color c : {RED, BLACK})
      if (test(trisBB[c], Square(s))) k ^= K.tris[c][s];
  }
  if (sideToMove == BLACK) k ^= K.side;
  const StateInfo& s = st();
  k ^= K.reserve[s.reserve] ^ K.captured[s.capturedCount] ^ K.debts[s.debts & 3];
  k ^= K.recapture[s.recapture == SQ_NONE ? SQUARE_NB : s.recapture];
  for (Bitboard b = coveredBB; b;) k ^= K.covered[pop_lsb(b)];
  for (Color c : {RED, BLACK})
    for (int pt = ADVISOR; pt <= PAWN; ++pt) k ^= K.pool[c][pt][pool_count(c, PieceType(pt))];
  return k;
}

bool Position::is_consistent(std::string* why) const {
  auto fail = [&](const char* msg) {
    if (why) *why = msg;
    return false;
  };
  Bitboard col[2] = {0, 0}, typ[PIECE_TYPE_NB] = {};
  for (int s = 0; s < SQUARE_NB; ++s)
    if (board[s] != NO_PIECE) {
      col[color_of(board[s])] |= square_bb(Square(s));
      typ[type_of(board[s])] |= square_bb(Square(s));
    }
  if (col[0] != byColor[0] || col[1] != byColor[1]) return fail("colour bitboards");
  for (int pt = 0; pt < PIECE_TYPE_NB; ++pt)
    if (typ[pt] != byType[pt]) return fail("type bitboards");
  if (occupied != (col[0] | col[1] | trisBB[0] | trisBB[1])) return fail("occupancy");
  if (trisBB[0] & trisBB[1]) return fail("two Tris on one point");
  if (coveredBB & ~(col[0] | col[1])) return fail("a covered point without a piece");
  if (key() != compute_key()) return fail("key");
  return true;
}

}  // namespace pili
