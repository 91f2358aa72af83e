// Coordinate notation for squares and moves.
#include "pili/core/notation.h"

#include "pili/core/position.h"

namespace pili {

std::string square_to_string(Square s, int rankBase) {
  return char('a' + file_of(s)) + std::to_string(rank_of(s) + rankBase);
}

std::optional<Square> parse_square(std::string_view t, int rankBase, size_t& used) {
  if (t.size() < 2 || t[0] < 'a' || t[0] > 'i' || t[1] < '0' || t[1] > '9') return std::nullopt;
  int rank = t[1] - '0';
  used = 2;
  // With ranks 1-10, "10" is two digits.
  if (rankBase == 1 && rank == 1 && t.size() >= 3 && t[2] == '0') rank = 10, used = 3;
  rank -= rankBase;
  if (rank < 0 || rank > 9) return std::nullopt;
  return make_square(t[0] - 'a', rank);
}

std::string move_to_string(Move m, int rankBase) {
  if (!m.is_ok()) return "0000";
  switch (m.kind()) {
    case MK_DROP:
      return "T@" + square_to_string(m.to(), rankBase);
    case MK_AIRDROP:
      return square_to_string(m.from(), rankBase) + square_to_string(m.to(), rankBase) + "@" +
             square_to_string(m.extra(), rankBase);
    case MK_SPLIT_TRIS:
      return square_to_string(m.from(), rankBase) + square_to_string(m.to(), rankBase) + "t";
    case MK_SPLIT_PIECE: {
      // The leaving piece's type is kept in the extra field.
      char letter = piece_to_char(make_piece(BLACK, PieceType(m.extra())));
      return square_to_string(m.from(), rankBase) + square_to_string(m.to(), rankBase) + letter;
    }
    default:
      return square_to_string(m.from(), rankBase) + square_to_string(m.to(), rankBase);
  }
}

std::optional<Move> parse_move(std::string_view t, int rankBase) {
  size_t used = 0;
  if (t.size() >= 2 && (t[0] == 'T' || t[0] == 't') && t[1] == '@') {
    auto to = parse_square(t.substr(2), rankBase, used);
    if (!to || 2 + used != t.size()) return std::nullopt;
    return Move(SQ_NONE, *to, MK_DROP);
  }
  auto from = parse_square(t, rankBase, used);
  if (!from) return std::nullopt;
  t.remove_prefix(used);
  auto to = parse_square(t, rankBase, used);
  if (!to || *from == *to) return std::nullopt;
  t.remove_prefix(used);
  if (t.empty()) return Move(*from, *to);
  if (t[0] == '@') {
    auto extra = parse_square(t.substr(1), rankBase, used);
    if (!extra || 1 + used != t.size()) return std::nullopt;
    return Move(*from, *to, MK_AIRDROP, *extra);
  }
  if (t.size() != 1) return std::nullopt;
  if (t[0] == 't') return Move(*from, *to, MK_SPLIT_TRIS);
  Piece pc = char_to_piece(t[0]);
  if (pc == NO_PIECE || color_of(pc) != BLACK) return std::nullopt;
  return Move(*from, *to, MK_SPLIT_PIECE, Square(type_of(pc)));
}

}  // namespace pili
