// Meng's dual-coordinate mode: chess-like coordinates, each side in its own
// frame. Red's files are 一..九 from Red's right and its ranks A..J from its
// back rank; Black's files 1..9 from Black's right and its ranks a..j from
// its back rank. `>` moves, `>>` drops (from the reserve point OA / 0a), `#>`
// re-places a taken Tris (air-drop), `%>` separates a stack; a separation
// names the part that leaves (车, or 玄 for the Tris), because both parts can
// often reach the same point.
//
//   炮二平五 = 二C>五C      drop = OA>>五E      capture and air-drop = 二C>二J#>五E
//   马８进７ = 8a>7c        separation = 车八C%>八F, 玄八C%>七E
#include "pili/rules/notation/glyphs.h"
#include "pili/rules/notation/movers.h"
#include "pili/rules/notation/styles.h"

namespace pili::notation {

namespace {

std::string square_text(Color c, Square s) {
  int file = own_file(c, s), rank = own_rank(c, s);
  if (c == RED) return own_numeral(RED, file) + std::string(1, char('A' + rank));
  return std::string{char('0' + file), char('a' + rank)};
}

class Scanner {
 public:
  explicit Scanner(const std::u32string& t) : cps(t) {}
  bool at_end() const { return i == cps.size(); }
  bool accept(const char32_t* s) {
    size_t n = std::char_traits<char32_t>::length(s);
    if (cps.compare(i, n, s) != 0) return false;
    i += n;
    return true;
  }
  // A point: a file numeral (any style) and a rank letter (either case), in
  // the mover's own frame.
  bool square(Color c, Square& s) {
    if (i + 1 >= cps.size()) return false;
    int file = numeral_of_glyph(cps[i]), rank = rank_letter_of_glyph(cps[i + 1]);
    if (file < 1 || rank < 0) return false;
    i += 2;
    s = own_square(c, file, rank);
    return true;
  }
  // The reserve point OA / 0a.
  bool reserve() {
    if (i + 1 >= cps.size() || numeral_of_glyph(cps[i]) != 0 || rank_letter_of_glyph(cps[i + 1]) != 0)
      return false;
    i += 2;
    return true;
  }
  char32_t peek() const { return at_end() ? 0 : cps[i]; }
  void skip() { ++i; }

 private:
  const std::u32string& cps;
  size_t i = 0;
};

bool name_fits(Mover mv, bool tris, PieceType type) {
  if (!tris && type == NO_PIECE_TYPE) return true;
  if (mv.unit == Unit::TrisLeaves) return tris && (type == NO_PIECE_TYPE || type == mv.type);
  if (mv.unit == Unit::PieceLeaves) return type == mv.type;
  if (mv.unit == Unit::Tris) return tris && type == NO_PIECE_TYPE;
  if (mv.unit == Unit::Stack) return type == mv.type || (tris && type == NO_PIECE_TYPE);
  return !tris && type == mv.type;
}

}  // namespace

std::string write_coordinates(const Position& pos, Move m, Script s) {
  Color us = pos.side_to_move();
  switch (m.kind()) {
    case MK_DROP: return (us == RED ? "OA" : "0a") + std::string(">>") + square_text(us, m.to());
    case MK_SPLIT_TRIS:
      return TRIS_GLYPH + square_text(us, m.from()) + "%>" + square_text(us, m.to());
    case MK_SPLIT_PIECE:
      return piece_glyph(type_of(pos.piece_on(m.from())), us, s) + square_text(us, m.from()) +
             "%>" + square_text(us, m.to());
    case MK_AIRDROP:
      return square_text(us, m.from()) + ">" + square_text(us, m.to()) + "#>" +
             square_text(us, m.extra());
    default: return square_text(us, m.from()) + ">" + square_text(us, m.to());
  }
}

ReadResult read_coordinates(const Position& pos, std::span<const Move> legal,
                            std::string_view text) {
  Color us = pos.side_to_move();
  std::u32string cps;
  auto syntax = [&] {
    return failure(ReadError::Syntax, quoted(text) + " is not a dual-coordinate move");
  };
  if (!decode_utf8(text, cps)) return syntax();
  Scanner sc(cps);
  bool tris = sc.accept(U"玄");
  PieceType type = piece_of_glyph(sc.peek());
  if (type != NO_PIECE_TYPE) sc.skip();
  Square from = SQ_NONE, to = SQ_NONE, extra = SQ_NONE;
  bool split = false, drop = sc.accept(U">>");
  if (!drop && sc.reserve()) {
    if (!sc.accept(U">>")) return syntax();
    drop = true;
  }
  if (drop) {
    if (type != NO_PIECE_TYPE || !sc.square(us, to)) return syntax();
  } else {
    if (!sc.square(us, from)) return syntax();
    split = sc.accept(U"%>");
    if ((!split && !sc.accept(U">")) || !sc.square(us, to)) return syntax();
    if (!split && sc.accept(U"#>") && !sc.square(us, extra)) return syntax();
  }
  if (!sc.at_end()) return syntax();
  if (!drop && !test(pos.pieces(us) | pos.tris(us), from))
    return failure(ReadError::NoSuchPiece, quoted(text) + ": nothing of the side to move stands there");
  Move found;
  int matches = 0;
  for (Move m : legal) {
    if (drop) {
      if (m.kind() == MK_DROP && m.to() == to) found = m, ++matches;
      continue;
    }
    bool isSplit = m.kind() == MK_SPLIT_TRIS || m.kind() == MK_SPLIT_PIECE;
    if (m.kind() == MK_DROP || m.from() != from || m.to() != to || isSplit != split) continue;
    if ((m.kind() == MK_AIRDROP) != (extra != SQ_NONE) || (extra != SQ_NONE && m.extra() != extra))
      continue;
    if (!name_fits(mover_of(pos, m), tris, type)) continue;
    found = m;
    ++matches;
  }
  if (matches > 1)
    return failure(ReadError::Ambiguous, quoted(text) + ": " + std::to_string(matches) + " legal moves fit");
  if (!matches) return failure(ReadError::Illegal, quoted(text) + ": not a legal move");
  ReadResult r;
  r.move = found;
  return r;
}

}  // namespace pili::notation
