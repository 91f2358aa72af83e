// The `d` command's board: ranks top to bottom, the FEN, the hash key and
// the checkers, on either board.
#include <cstdio>
#include <string>

#include "engine_impl.h"
#include "pili/chess/notation.h"
#include "pili/core/notation.h"

namespace pili {

namespace {

// The 8x8 board: rank 8 on top.
std::string chess_board_diagram(const chess::Position& pos, bool inCheck) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    out += char('1' + r);
    out += ' ';
    for (int f = 0; f < 8; ++f) {
      chess::Piece pc = pos.piece_on(chess::make_square(f, r));
      out += ' ';
      out += pc ? chess::piece_to_char(pc) : '.';
    }
    out += '\n';
  }
  // Appended piecewise: GCC 12 -O2 warns falsely (-Wrestrict) on "lit" + string&&.
  out.append("   a b c d e f g h\n\nFen: ").append(pos.fen()).append("\n");
  char key[40];
  std::snprintf(key, sizeof key, "%016llX", (unsigned long long)pos.key());
  out += std::string("Key: ") + key + "\nCheckers:";
  for (chess::Bitboard b = pos.checkers(); b;) out.append(" ").append(chess::square_to_string(chess::pop_lsb(b)));
  out += inCheck ? "  (in check)\n" : "\n";
  return out;
}

}  // namespace

std::string Engine::board_diagram() const {
  // In check in the variant's own sense (atomic: broad check).
  const bool check = impl->visit([&]<class R>() { return R::in_check(impl->position<R>()); });
  if (profile(impl->var).board == Board::Chess8x8) return chess_board_diagram(impl->pos8, check);
  const Position& pos = impl->pos;
  std::string out;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    char label[8];
    std::snprintf(label, sizeof label, "%2d ", r + impl->rank_base());
    out += label;
    for (int f = 0; f < FILE_NB; ++f) {
      Square s = make_square(f, r);
      Piece pc = pos.piece_on(s);
      char c = pc ? piece_to_char(pc) : test(pos.tris(), s) ? (test(pos.tris(RED), s) ? 'T' : 't') : '.';
      out += ' ';
      out += c;
      // A stack shows its Tris as a '+' after the piece.
      out += pc && test(pos.tris(), s) ? '+' : ' ';
    }
    out += '\n';
    if (r == 5) out += "   ~~~~~~~~~~~~~~~~~~~~~~~~~~~  river\n";
  }
  out += "    a  b  c  d  e  f  g  h  i\n\n";
  out += "Fen: " + Engine::fen() + "\n";
  char key[40];
  std::snprintf(key, sizeof key, "%016llX", (unsigned long long)pos.key());
  out += std::string("Key: ") + key + "\n";
  out += "Checkers:";
  // Appended piecewise: GCC 12 -O2 warns falsely (-Wrestrict) on "lit" + string&&.
  for (Bitboard b = pos.checkers(); b;) out.append(" ").append(square_to_string(pop_lsb(b), impl->rank_base()));
  out += check ? "  (in check)\n" : "\n";
  return out;
}

}  // namespace pili
