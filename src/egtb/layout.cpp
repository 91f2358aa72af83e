// Numbering a signature's positions (see layout.h).
#include "pili/egtb/layout.h"

#include <stdexcept>
#include <utility>

namespace pili::egtb {
namespace {

// Red's points for each piece type; Black's are their rank flips.
bool red_point(PieceType pt, int f, int r) {
  switch (pt) {
    case KING: return r <= 2 && (f == 3 || f == 4);  // file f is mirrored away
    case ADVISOR: return (r == 0 || r == 2) ? (f == 3 || f == 5) : (r == 1 && f == 4);
    case ELEPHANT:
      return (r == 0 && (f == 2 || f == 6)) || (r == 2 && f % 4 == 0) || (r == 4 && (f == 2 || f == 6));
    case PAWN: return r >= 5 || ((r == 3 || r == 4) && f % 2 == 0);
    default: return true;
  }
}

struct Domains {
  Domain d[PIECE_TYPE_NB][COLOR_NB];
  Domains() {
    for (int pt = KING; pt <= PAWN; ++pt)
      for (Color c : {RED, BLACK}) {
        Domain& dom = d[pt][c];
        for (int s = 0; s < SQUARE_NB; ++s) {
          Square red = c == RED ? Square(s) : flip(Square(s));
          bool in = red_point(PieceType(pt), file_of(red), rank_of(red));
          // Black's general has its whole palace: only Red's is mirrored.
          if (pt == KING && c == BLACK) in = rank_of(red) <= 2 && file_of(red) >= 3 && file_of(red) <= 5;
          dom.index[s] = int8_t(in ? dom.size : -1);
          if (in) dom.square[dom.size++] = Square(s);
        }
      }
  }
};

}  // namespace

const Domain& domain(PieceType pt, Color c) {
  static const Domains all;
  return all.d[pt][c];
}

Layout::Layout(const Material& m) : mat(m) {
  pc[n++] = make_piece(RED, KING);
  pc[n++] = make_piece(BLACK, KING);
  for (int s = 0; s < 2; ++s)
    for (PieceType pt : m.side[s]) {
      if (n == MAX_SLOTS) throw std::invalid_argument("too many pieces for a table: " + m.name());
      pc[n++] = make_piece(Color(s), pt);
    }
  for (int s = n - 1; s >= 0; --s) {
    dom[s] = &domain(type_of(pc[s]), color_of(pc[s]));
    stride[s] = total;
    total *= uint64_t(dom[s]->size);
    sameAsPrev[s] = s > 0 && pc[s] == pc[s - 1];
  }
  if (total > (uint64_t(1) << 32)) throw std::invalid_argument("table too large: " + m.name());
}

bool Layout::decode(uint64_t i, Squares& sq) const {
  Bitboard seen = 0;
  for (int s = 0; s < n; ++s) {
    sq[s] = dom[s]->square[(i / stride[s]) % uint64_t(dom[s]->size)];
    if (test(seen, sq[s]) || (sameAsPrev[s] && sq[s] < sq[s - 1])) return false;
    seen |= square_bb(sq[s]);
  }
  return true;
}

bool Layout::canonicalize(Squares& sq) const {
  if (file_of(sq[0]) == 5)
    for (int s = 0; s < n; ++s) sq[s] = mirror(sq[s]);
  for (int s = 1; s < n; ++s)  // insertion sort inside each run of identical pieces
    for (int t = s; t > 0 && sameAsPrev[t] && sq[t] < sq[t - 1]; --t) std::swap(sq[t], sq[t - 1]);
  for (int s = 0; s < n; ++s)
    if (dom[s]->index[sq[s]] < 0) return false;
  return true;
}

bool orient(const PieceList& pl, Material& m, PieceList& oriented) {
  std::vector<PieceType> sides[2];
  int kings[2] = {0, 0};
  if (pl.n > MAX_SLOTS) return false;
  for (int i = 0; i < pl.n; ++i) {
    PieceType pt = type_of(pl.pc[i]);
    if (pt == KING) ++kings[color_of(pl.pc[i])];
    else sides[color_of(pl.pc[i])].push_back(pt);
  }
  if (kings[0] != 1 || kings[1] != 1) return false;
  bool flipped;
  m = canonical_material(sides[RED], sides[BLACK], flipped);
  oriented = pl;
  if (flipped) {
    for (int i = 0; i < pl.n; ++i) {
      oriented.pc[i] = make_piece(~color_of(pl.pc[i]), type_of(pl.pc[i]));
      oriented.sq[i] = flip(pl.sq[i]);
    }
    oriented.stm = ~pl.stm;
  }
  return true;
}

bool index_of(const Layout& layout, const PieceList& oriented, uint64_t& index) {
  if (oriented.n != layout.slots()) return false;
  Squares sq{};
  bool used[MAX_SLOTS] = {};
  for (int s = 0; s < layout.slots(); ++s) {
    int found = -1;
    for (int i = 0; i < oriented.n && found < 0; ++i)
      if (!used[i] && oriented.pc[i] == layout.piece(s)) found = i;
    if (found < 0) return false;
    used[found] = true;
    sq[s] = oriented.sq[found];
  }
  if (!layout.canonicalize(sq)) return false;
  index = layout.encode(sq);
  return true;
}

}  // namespace pili::egtb
