// Jieqi's move text (R5.3, R5.4). Out: the four characters of the
// coordinates. In: the four characters and, as Pikafish reads them, up to two
// letters: with one, the revealed identity if the mover is covered, else the
// identity of the covered piece it captures; with two, the reveal and then
// the captured identity. A letter names a type; its case is not checked
// (pychess writes the reveal in lower case, Pikafish in the mover's case).
#include "pili/core/notation.h"
#include "pili/rules/jieqi.h"

namespace pili {
namespace {

// The type a letter names among the pieces a pool holds; NO_PIECE_TYPE if none.
PieceType identity_letter(char c) {
  Piece pc = char_to_piece(c);
  PieceType pt = type_of(pc);
  return pc != NO_PIECE && pt >= ADVISOR && pt <= PAWN ? pt : NO_PIECE_TYPE;
}

size_t coordinates_length(std::string_view text, int rankBase) {
  size_t used = 0, total = 0;
  if (!parse_square(text, rankBase, used)) return 0;
  total = used;
  if (!parse_square(text.substr(total), rankBase, used)) return 0;
  return total + used;
}

}  // namespace

std::optional<Move> Jieqi::parse_move_text(std::string_view text, int rankBase) {
  size_t n = coordinates_length(text, rankBase);
  if (!n || text.size() > n + 2) return std::nullopt;
  auto m = parse_move(text.substr(0, n), rankBase);
  if (!m) return std::nullopt;
  PieceType first = NO_PIECE_TYPE, second = NO_PIECE_TYPE;
  if (text.size() > n && !(first = identity_letter(text[n]))) return std::nullopt;
  if (text.size() > n + 1 && !(second = identity_letter(text[n + 1]))) return std::nullopt;
  // Which letter is which depends on the position: resolve_move decides.
  return with_identities(*m, first, second);
}

Move Jieqi::resolve_move(const Position& pos, std::string_view text, int rankBase, std::string& err) {
  auto parsed = parse_move_text(text, rankBase);
  std::string quoted(1, '\'');  // built by appends: GCC 12 warns (falsely) on "'" + std::string(text)
  quoted.append(text.data(), text.size()).push_back('\'');
  if (!parsed) return err = "unparsable move " + quoted, Move::none();
  MoveList list;
  generate<LEGAL>(pos, list);
  Move legal = Move::none();
  for (Move m : list)
    if (same_move(m, *parsed)) legal = m;
  if (!legal.is_ok()) return err = "illegal move " + quoted, Move::none();

  Color us = pos.side_to_move();
  bool moverCovered = test(pos.covered(), legal.from());
  bool targetCovered = test(pos.covered(), legal.to()) && pos.piece_on(legal.to()) != NO_PIECE;
  PieceType first = revealed_type(*parsed), second = captured_type(*parsed);
  PieceType reveal = moverCovered ? first : NO_PIECE_TYPE;
  PieceType taken = moverCovered ? second : first;
  if (moverCovered && !reveal)
    return err = "move " + quoted + " turns a covered piece face up: it needs the revealed piece's letter (e.g. " +
                 std::string(text) + (us == RED ? "R" : "r") + ")", Move::none();
  if (!moverCovered && second)
    return err = "move " + quoted + " moves a piece that is face up: one letter at most, the captured identity",
           Move::none();
  if (taken && !targetCovered)
    return err = "move " + quoted + " names a captured identity, but it captures no covered piece", Move::none();
  auto letter = [](Color c, PieceType pt) { return std::string(1, piece_to_char(make_piece(c, pt))); };
  if (reveal && !pos.pool_count(us, reveal))
    return err = "move " + quoted + " reveals " + letter(us, reveal) + ", but the pool has none left", Move::none();
  if (taken && !pos.pool_count(~us, taken))
    return err = "move " + quoted + " captures " + letter(~us, taken) + ", but the pool has none left", Move::none();
  return with_identities(legal, reveal, taken);
}

}  // namespace pili
