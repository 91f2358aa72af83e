// SAN in and out for atomic chess (include/pili/rules/atomic_chess_san.h).
#include "pili/rules/atomic_chess_san.h"

#include <cctype>

#include "pili/rules/game.h"

namespace pili::chess {
namespace {

constexpr const char* PIECE_LETTERS = " PNBRQK";

bool is_castling_kingside(Move m) { return extra_sq(m) > from_sq(m); }

MoveList legal_moves(const Position& pos) {
  MoveList list;
  AtomicChess::generate<LEGAL>(pos, list);
  return list;
}

PieceType letter_type(char c) {
  switch (c) {
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'K': return KING;
    default: return NO_PIECE_TYPE;
  }
}

}  // namespace

std::string move_to_san(const Position& pos, Move m) {
  std::string s;
  PieceType pt = type_of(pos.piece_on(from_sq(m)));
  Square from = from_sq(m), to = to_sq(m);
  bool capture = AtomicChess::is_capture(pos, m);
  if (m.kind() == MK_CASTLING) {
    s = is_castling_kingside(m) ? "O-O" : "O-O-O";
  } else if (pt == PAWN) {
    if (capture) s += char('a' + file_of(from)), s += 'x';
    s += square_to_string(to);
    if (m.kind() == MK_PROMOTION) s += '=', s += PIECE_LETTERS[promotion_type(m)];
  } else {
    s += PIECE_LETTERS[pt];
    // Other pieces of the same type that can legally go to `to`.
    bool clash = false, sameFile = false, sameRank = false;
    for (Move o : legal_moves(pos)) {
      Square of = from_sq(o);
      if (of == from || to_sq(o) != to || o.kind() == MK_CASTLING || type_of(pos.piece_on(of)) != pt) continue;
      clash = true;
      sameFile |= file_of(of) == file_of(from);
      sameRank |= rank_of(of) == rank_of(from);
    }
    if (clash && (!sameFile || sameRank)) s += char('a' + file_of(from));
    if (clash && sameFile) s += char('1' + rank_of(from));
    if (capture) s += 'x';
    s += square_to_string(to);
  }
  Position after = pos;
  AtomicChess::do_move(after, m);
  if (AtomicChess::king_lost(after)) s += '#';  // the enemy king exploded
  else if (AtomicChess::in_check(after)) s += AtomicChess::count_legal(after) ? '+' : '#';
  return s;
}

Move parse_san(const Position& pos, std::string_view text, std::string& err) {
  std::string_view t = text;
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
    t.remove_suffix(1);
  auto fail = [&](const std::string& why) {
    err.assign(1, '\'').append(text).append("': ").append(why);  // (no operator+: GCC 12 -Wrestrict)
    return Move::none();
  };
  if (t.empty()) return fail("not a move");
  MoveList legal = legal_moves(pos);

  if (t == "O-O" || t == "0-0" || t == "O-O-O" || t == "0-0-0") {
    bool kingside = t.size() == 3;
    for (Move m : legal)
      if (m.kind() == MK_CASTLING && is_castling_kingside(m) == kingside) return m;
    return fail("castling is not legal here");
  }
  // UCI coordinates first: every legal UCI text names exactly one move.
  if (Move m = find_legal_move<AtomicChess>(pos, t); m.is_ok()) return m;

  // [NBRQK][file][rank][x]square[=promotion]
  size_t i = 0;
  PieceType pt = PAWN;
  if (letter_type(t[0]) != NO_PIECE_TYPE) pt = letter_type(t[i++]);
  else if (t[0] == 'P') ++i;
  PieceType promo = NO_PIECE_TYPE;
  if (t.size() >= 2 && letter_type(char(std::toupper(t.back()))) != NO_PIECE_TYPE && pt == PAWN) {
    promo = letter_type(char(std::toupper(t.back())));
    t.remove_suffix(1);
    if (!t.empty() && t.back() == '=') t.remove_suffix(1);
    if (promo == KING) return fail("a pawn cannot promote to a king");
  }
  if (t.size() < i + 2) return fail("not a move");
  auto to = parse_square(t.substr(t.size() - 2));
  if (!to) return fail("no target square");
  std::string_view mid = t.substr(i, t.size() - 2 - i);
  bool captureMark = !mid.empty() && (mid.back() == 'x' || mid.back() == ':');
  if (captureMark || (!mid.empty() && mid.back() == '-')) mid.remove_suffix(1);
  int fromFile = -1, fromRank = -1;
  for (char c : mid) {
    if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) fromFile = c - 'a';
    else if (c >= '1' && c <= '8' && fromRank < 0) fromRank = c - '1';
    else return fail("not a move");
  }

  Move found = Move::none();
  int matches = 0;
  for (Move m : legal) {
    Square from = from_sq(m);
    if (m.kind() == MK_CASTLING || to_sq(m) != *to || type_of(pos.piece_on(from)) != pt) continue;
    if ((fromFile >= 0 && file_of(from) != fromFile) || (fromRank >= 0 && rank_of(from) != fromRank)) continue;
    if ((m.kind() == MK_PROMOTION ? promotion_type(m) : NO_PIECE_TYPE) != promo) continue;
    // A pawn capture names its file; a pawn push does not.
    bool capture = AtomicChess::is_capture(pos, m);
    if (pt == PAWN && capture != (fromFile >= 0 && fromFile != file_of(*to))) continue;
    if (captureMark && !capture) continue;
    found = m;
    ++matches;
  }
  if (matches == 1) return found;
  return fail(matches ? "ambiguous move" : "not a legal move here");
}

namespace {

template <bool ToSan>
bool convert_line(const std::string& fen, const std::vector<std::string>& moves, std::vector<std::string>& out,
                  std::string& err) {
  out.clear();
  Position pos;
  if (!set_position<AtomicChess>(pos, fen, err)) return false;
  for (const auto& text : moves) {
    if (AtomicChess::king_lost(pos)) return err = "the game is over before move '" + text + "'", false;
    std::string why;
    Move m = parse_san(pos, text, why);
    if (!m.is_ok()) return err = "move " + std::to_string(out.size() + 1) + ": " + why, false;
    out.push_back(ToSan ? move_to_san(pos, m) : AtomicChess::move_text(m));
    AtomicChess::do_move(pos, m);
  }
  return true;
}

}  // namespace

bool line_to_san(const std::string& fen, const std::vector<std::string>& moves, std::vector<std::string>& out,
                 std::string& err) {
  return convert_line<true>(fen, moves, out, err);
}

bool line_to_uci(const std::string& fen, const std::vector<std::string>& moves, std::vector<std::string>& out,
                 std::string& err) {
  return convert_line<false>(fen, moves, out, err);
}

}  // namespace pili::chess
