// UCI move text for the 8x8 board.
#include "pili/chess/notation.h"

namespace pili::chess {

std::string square_to_string(Square s) {
  if (s >= SQUARE_NB) return "-";
  return {char('a' + file_of(s)), char('1' + rank_of(s))};
}

std::optional<Square> parse_square(std::string_view t) {
  if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8') return std::nullopt;
  return make_square(t[0] - 'a', t[1] - '1');
}

std::string move_to_string(Move m) {
  if (!m.is_ok()) return "0000";
  Square from = from_sq(m), to = to_sq(m);
  if (m.kind() == MK_CASTLING) {
    Square rook = extra_sq(m);
    bool standard = file_of(from) == 4 && (file_of(rook) == 0 || file_of(rook) == 7);
    if (!standard) to = rook;
  }
  std::string s = square_to_string(from) + square_to_string(to);
  if (m.kind() == MK_PROMOTION) s += " pnbrqk"[promotion_type(m)];
  return s;
}

std::optional<Move> parse_move(std::string_view t) {
  if (t.size() != 4 && t.size() != 5) return std::nullopt;
  auto from = parse_square(t.substr(0, 2)), to = parse_square(t.substr(2, 2));
  if (!from || !to || *from == *to) return std::nullopt;
  if (t.size() == 4) return make_move(*from, *to);
  PieceType pt;
  switch (t[4]) {
    case 'n': case 'N': pt = KNIGHT; break;
    case 'b': case 'B': pt = BISHOP; break;
    case 'r': case 'R': pt = ROOK; break;
    case 'q': case 'Q': pt = QUEEN; break;
    default: return std::nullopt;
  }
  return make_move(*from, *to, MK_PROMOTION, pt);
}

bool move_matches(Move legal, Move parsed) {
  if (legal.from() != parsed.from()) return false;
  switch (int(legal.kind())) {
    case MK_CASTLING:
      if (parsed.kind() != MK_NORMAL) return false;
      if (parsed.to() == legal.extra()) return true;  // king takes rook
      return move_to_string(legal) == move_to_string(parsed);  // standard king step
    case MK_PROMOTION:
      return parsed.kind() == MK_PROMOTION && legal.to() == parsed.to() && legal.extra() == parsed.extra();
    default:
      return parsed.kind() == MK_NORMAL && legal.to() == parsed.to();
  }
}

}  // namespace pili::chess
