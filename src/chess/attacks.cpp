// Fills the 8x8 attack tables (include/pili/chess/attacks.h) before main().
#include "pili/chess/attacks.h"

#include <vector>

namespace pili::chess {

std::string pretty(Bitboard b) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    for (int f = 0; f < 8; ++f) out += test(b, make_square(f, r)) ? " X" : " .";
    out += '\n';
  }
  return out;
}

namespace attacks {

Tables T;

namespace {

constexpr int ROOK_DIRS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BISHOP_DIRS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard leaper(Square s, const int (*steps)[2], int n) {
  Bitboard b = 0;
  for (int i = 0; i < n; ++i) {
    int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
    if (on_board(f, r)) b |= square_bb(make_square(f, r));
  }
  return b;
}

// The squares whose occupancy can change a slider's attacks: its lines
// without the board edge at their far end.
Bitboard relevant_mask(Square s, bool diagonal) {
  Bitboard b = 0;
  for (auto& d : diagonal ? BISHOP_DIRS : ROOK_DIRS) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    while (on_board(f + d[0], r + d[1])) {
      b |= square_bb(make_square(f, r));
      f += d[0], r += d[1];
    }
  }
  return b;
}

// Rook tables need 102400 entries, bishop tables 5248.
std::vector<Bitboard> ROOK_STORE(102400), BISHOP_STORE(5248);

void fill_sliders(Slider* sliders, Bitboard* store, bool diagonal) {
  Bitboard* next = store;
  for (int s = 0; s < SQUARE_NB; ++s) {
    Slider& sl = sliders[s];
    sl.mask = relevant_mask(Square(s), diagonal);
    sl.table = next;
    // Carry-Rippler: every subset of the mask.
    Bitboard sub = 0;
    do {
      sl.table[pext(sub, sl.mask)] = sliding_reference(Square(s), sub, diagonal);
      sub = (sub - sl.mask) & sl.mask;
    } while (sub);
    next += Bitboard(1) << popcount(sl.mask);
  }
}

struct Init {
  Init() {
    static constexpr int KNIGHT_STEPS[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2},
                                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int KING_STEPS[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1},
                                             {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr int WPAWN[2][2] = {{-1, 1}, {1, 1}};
    static constexpr int BPAWN[2][2] = {{-1, -1}, {1, -1}};
    for (int s = 0; s < SQUARE_NB; ++s) {
      T.knight[s] = leaper(Square(s), KNIGHT_STEPS, 8);
      T.king[s] = leaper(Square(s), KING_STEPS, 8);
      T.pawn[WHITE][s] = leaper(Square(s), WPAWN, 2);
      T.pawn[BLACK][s] = leaper(Square(s), BPAWN, 2);
    }
    fill_sliders(T.rook, ROOK_STORE.data(), false);
    fill_sliders(T.bishop, BISHOP_STORE.data(), true);
    for (int a = 0; a < SQUARE_NB; ++a)
      for (int b = 0; b < SQUARE_NB; ++b) {
        T.between[a][b] = T.line[a][b] = 0;
        if (a == b) continue;
        for (bool diag : {false, true}) {
          Bitboard fromA = sliding_reference(Square(a), 0, diag);
          if (!(fromA & square_bb(Square(b)))) continue;
          T.line[a][b] = (fromA & sliding_reference(Square(b), 0, diag)) | square_bb(Square(a)) |
                         square_bb(Square(b));
          T.between[a][b] = sliding_reference(Square(a), square_bb(Square(b)), diag) &
                            sliding_reference(Square(b), square_bb(Square(a)), diag);
        }
      }
  }
};
const Init INIT;

}  // namespace

Bitboard sliding_reference(Square s, Bitboard occ, bool diagonal) {
  Bitboard b = 0;
  for (auto& d : diagonal ? BISHOP_DIRS : ROOK_DIRS) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    while (on_board(f, r)) {
      Square t = make_square(f, r);
      b |= square_bb(t);
      if (occ & square_bb(t)) break;
      f += d[0], r += d[1];
    }
  }
  return b;
}

}  // namespace attacks
}  // namespace pili::chess
