// FENs with covered pieces (Jieqi, docs/rules/jieqi.md R5.1-R5.2): Pikafish's
// five fields `<board> <side> <pool> <halfmove> <fullmove>` with X/x for a
// covered piece, and pychess's form, where a covered piece is its home-role
// letter plus `~` and there is no pool field. The placement is read by the
// plain FEN parser with each covered piece as its home role; this file adds
// the covered points and the pool, and refuses what cannot be.
#include <algorithm>
#include <cctype>
#include <sstream>
#include <vector>

#include "pili/core/covered.h"
#include "pili/core/notation.h"
#include "pili/core/piece_kinds.h"
#include "pili/core/position.h"

namespace pili {
namespace {

const char* side_name(Color c) { return c == RED ? "Red" : "Black"; }

// The pool's type for a letter of the pool field (upper case Red); false if none.
bool pool_letter(char ch, Color& c, PieceType& pt) {
  Piece pc = char_to_piece(ch);
  if (pc == NO_PIECE || type_of(pc) == KING || type_of(pc) > PAWN) return false;
  c = color_of(pc), pt = type_of(pc);
  return true;
}

bool parse_pool(const std::string& field, uint64_t& pool, std::string& err) {
  pool = 0;
  if (field == "-") return true;
  uint32_t seen = 0;
  for (size_t i = 0; i < field.size(); i += 2) {
    Color c;
    PieceType pt;
    if (!pool_letter(field[i], c, pt))
      return err = std::string("bad pool letter '") + field[i] + "' in '" + field + "' (expected R A C P N B, r a c p n b)", false;
    if (i + 1 >= field.size() || !std::isdigit(static_cast<unsigned char>(field[i + 1])))
      return err = std::string("pool letter '") + field[i] + "' needs a count digit in '" + field + "'", false;
    int n = field[i + 1] - '0', bit = Position::pool_shift(c, pt) / 4;
    if (seen >> bit & 1) return err = std::string("pool letter '") + field[i] + "' given twice", false;
    seen |= 1u << bit;
    if (n > covered::ARMY[pt])
      return err = std::string("pool count ") + field[i] + field[i + 1] + " is more than the army's " +
                   std::to_string(covered::ARMY[pt]), false;
    pool |= uint64_t(n) << Position::pool_shift(c, pt);
  }
  return true;
}

}  // namespace

bool Position::set_covered_fen(const std::string& fenStr, std::string& err) {
  std::istringstream in(fenStr);
  std::vector<std::string> tok;
  for (std::string t; in >> t;) tok.push_back(t);
  if (tok.empty()) return err = "empty FEN", false;

  // The placement with every covered piece as its home role, and their points.
  std::string board;
  Bitboard cov = 0;
  bool tilde = false;
  int rank = 9, file = 0;
  const std::string& b = tok[0];
  for (size_t i = 0; i < b.size(); ++i) {
    char c = b[i];
    if (c == '/') --rank, file = 0;
    else if (c >= '1' && c <= '9') file += c - '0';
    bool isX = c == 'X' || c == 'x', isTilde = i + 1 < b.size() && b[i + 1] == '~';
    if (c == '~') return err = "'~' without a piece letter in FEN", false;
    if (!isX && !isTilde) {
      board += c;
      if (c != '/' && !(c >= '1' && c <= '9')) ++file;
      continue;
    }
    if (!on_board(file, rank)) return err = "FEN board must have 10 ranks of 9 points", false;
    Square s = make_square(file, rank);
    Piece home = covered::HOME[s];
    if (home == NO_PIECE)
      return err = "a covered piece on " + square_to_string(s) + ", which is no start square", false;
    if (isTilde) {
      if (char_to_piece(c) != home)
        return err = std::string("'") + c + "~' on " + square_to_string(s) + ": the covered piece there is '" +
                     piece_to_char(home) + "~'", false;
      tilde = true, ++i;
    }
    cov |= square_bb(s);
    board += piece_to_char(home);
    ++file;
  }

  // Pikafish's pool field, or none (pychess's `~` form, which has "-" there).
  bool hasPool = tok.size() > 2 && !(tilde && tok[2] == "-");
  uint64_t pool = 0;
  if (hasPool && !parse_pool(tok[2], pool, err)) return false;
  std::string plain = board;
  for (size_t i = 1; i < tok.size(); ++i)
    if (i != 2 || !hasPool) plain += ' ' + tok[i];

  Position p;
  if (!p.parse_fen(plain, false, true, err)) return false;
  p.coveredBB = cov;
  p.coveredFen = true;
  for (Color c : {RED, BLACK}) {
    int coveredCount = popcount(cov & p.pieces(c)), poolSize = 0;
    for (int pt = ADVISOR; pt <= PAWN; ++pt) {
      int revealed = popcount(p.pieces(c, PieceType(pt)) & ~cov);
      int shift = pool_shift(c, PieceType(pt));
      if (!hasPool) pool |= uint64_t(covered::ARMY[pt] - revealed) << shift;  // maxCount holds it >= 0
      int n = int(pool >> shift) & 15;
      if (revealed + n > covered::ARMY[pt])
        return err = std::string(side_name(c)) + " has " + std::to_string(revealed) + " " +
                     piece_kind(PieceType(pt)).name + " face up and " + std::to_string(n) +
                     " in its pool: more than the army's " + std::to_string(covered::ARMY[pt]), false;
      poolSize += n;
    }
    if (poolSize < coveredCount)
      return err = std::string(side_name(c)) + " has " + std::to_string(coveredCount) +
                   " covered pieces but a pool of " + std::to_string(poolSize) + ": the pool does not add up", false;
  }
  p.st().pool = pool;
  p.st().key = p.compute_key();
  *this = std::move(p);
  return true;
}

std::string Position::covered_fen() const {
  std::ostringstream out;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Square s = make_square(f, r);
      Piece pc = board[s];
      if (pc == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) out << empty;
      empty = 0;
      out << (test(coveredBB, s) ? (color_of(pc) == RED ? 'X' : 'x') : piece_to_char(pc));
    }
    if (empty) out << empty;
    if (r) out << '/';
  }
  out << (sideToMove == RED ? " w " : " b ");
  for (Color c : {RED, BLACK})
    for (PieceType pt : covered::POOL_ORDER) out << piece_to_char(make_piece(c, pt)) << pool_count(c, pt);
  out << ' ' << std::min(int(st().rule50), FEN_COUNTER_MAX) << ' ' << std::min(1 + game_ply() / 2, FEN_COUNTER_MAX);
  return out.str();
}

}  // namespace pili
