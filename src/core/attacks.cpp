// Builds the attack tables of attacks.h at compile time.
#include "pili/core/attacks.h"

namespace pili::attacks {
namespace {

constexpr Bitboard sq_bb(int f, int r) { return on_board(f, r) ? square_bb(make_square(f, r)) : 0; }

constexpr bool in_palace(int f, int r) { return f >= 3 && f <= 5 && (r <= 2 || r >= 7); }
constexpr bool same_palace(int r1, int r2) { return (r1 <= 2) == (r2 <= 2); }
constexpr bool same_half(int r1, int r2) { return (r1 <= 4) == (r2 <= 4); }

// Walks a line of `len` points from `pos` in steps of `dir`; `occupied(i)` says
// whether point i holds a piece. Returns the bit pattern along the line.
template <bool Cannon, class Occ>
constexpr unsigned slide(int pos, int len, Occ occupied) {
  unsigned out = 0;
  for (int dir : {-1, 1}) {
    bool screened = false;
    for (int i = pos + dir; i >= 0 && i < len; i += dir) {
      if (!Cannon || screened) out |= 1u << i;
      if (occupied(i)) {
        if (!Cannon || screened) break;
        screened = true;
      }
    }
  }
  return out;
}

template <bool Cannon>
constexpr std::array<std::array<uint16_t, 128>, 9> make_rank() {
  std::array<std::array<uint16_t, 128>, 9> t{};
  for (int f = 0; f < 9; ++f)
    for (unsigned idx = 0; idx < 128; ++idx)
      t[f][idx] = uint16_t(slide<Cannon>(f, 9, [&](int i) {
        return i >= 1 && i <= 7 && ((idx >> (i - 1)) & 1);
      }));
  return t;
}

template <bool Cannon>
constexpr std::array<std::array<Bitboard, 256>, 10> make_file() {
  std::array<std::array<Bitboard, 256>, 10> t{};
  for (int r = 0; r < 10; ++r)
    for (unsigned idx = 0; idx < 256; ++idx) {
      unsigned line = slide<Cannon>(r, 10, [&](int i) {
        return i >= 1 && i <= 8 && ((idx >> (i - 1)) & 1);
      });
      Bitboard b = 0;
      for (int i = 0; i < 10; ++i)
        if ((line >> i) & 1) b |= Bitboard(1) << (9 * i);
      t[r][idx] = b;
    }
  return t;
}

// Index bit order for orthogonal blockers: S, W, E, N; for diagonal: SW, SE, NW, NE.
constexpr int ORTH[4][2] = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
constexpr int DIAG[4][2] = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};

using LeaperTable = std::array<std::array<Bitboard, 16>, SQUARE_NB>;

constexpr LeaperTable make_horse() {
  LeaperTable t{};
  for (int s = 0; s < SQUARE_NB; ++s) {
    int f = s % 9, r = s / 9;
    for (unsigned idx = 0; idx < 16; ++idx)
      for (int d = 0; d < 4; ++d) {
        int lf = f + ORTH[d][0], lr = r + ORTH[d][1];
        if (!on_board(lf, lr) || ((idx >> d) & 1)) continue;
        // Beyond the leg, the horse turns 45 degrees either way.
        int px = ORTH[d][1], py = ORTH[d][0];  // perpendicular
        t[s][idx] |= sq_bb(lf + ORTH[d][0] + px, lr + ORTH[d][1] + py);
        t[s][idx] |= sq_bb(lf + ORTH[d][0] - px, lr + ORTH[d][1] - py);
      }
  }
  return t;
}

constexpr LeaperTable make_horse_attackers() {
  LeaperTable t{};
  for (int s = 0; s < SQUARE_NB; ++s) {
    int f = s % 9, r = s / 9;
    for (unsigned idx = 0; idx < 16; ++idx)
      for (int d = 0; d < 4; ++d) {
        int dx = DIAG[d][0], dy = DIAG[d][1];
        if (!on_board(f + dx, r + dy) || ((idx >> d) & 1)) continue;
        t[s][idx] |= sq_bb(f + 2 * dx, r + dy) | sq_bb(f + dx, r + 2 * dy);
      }
  }
  return t;
}

template <bool Free>
constexpr LeaperTable make_elephant() {
  LeaperTable t{};
  for (int s = 0; s < SQUARE_NB; ++s) {
    int f = s % 9, r = s / 9;
    for (unsigned idx = 0; idx < 16; ++idx)
      for (int d = 0; d < 4; ++d) {
        int dx = DIAG[d][0], dy = DIAG[d][1];
        if (!on_board(f + dx, r + dy) || ((idx >> d) & 1)) continue;
        if (!on_board(f + 2 * dx, r + 2 * dy)) continue;
        if (!Free && !same_half(r, r + 2 * dy)) continue;
        t[s][idx] |= sq_bb(f + 2 * dx, r + 2 * dy);
      }
  }
  return t;
}

using StepTable = std::array<Bitboard, SQUARE_NB>;

template <class Keep>
constexpr StepTable make_steps(const int (&dirs)[4][2], Keep keep) {
  StepTable t{};
  for (int s = 0; s < SQUARE_NB; ++s) {
    int f = s % 9, r = s / 9;
    for (auto& d : dirs) {
      int tf = f + d[0], tr = r + d[1];
      if (on_board(tf, tr) && keep(f, r, tf, tr)) t[s] |= sq_bb(tf, tr);
    }
  }
  return t;
}

constexpr StepTable make_tris() {
  StepTable t{};
  for (int s = 0; s < SQUARE_NB; ++s) {
    int f = s % 9, r = s / 9;
    for (int dx = -2; dx <= 2; ++dx)
      for (int dy = -2; dy <= 2; ++dy) {
        int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
        bool step = ax <= 1 && ay <= 1 && (ax | ay);
        bool knight = (ax == 1 && ay == 2) || (ax == 2 && ay == 1);
        if (step || knight) t[s] |= sq_bb(f + dx, r + dy);
      }
  }
  return t;
}

constexpr std::array<std::array<Bitboard, 4>, SQUARE_NB> make_rays() {
  std::array<std::array<Bitboard, 4>, SQUARE_NB> t{};
  for (int s = 0; s < SQUARE_NB; ++s)
    for (int d = 0; d < 4; ++d)
      for (int f = s % 9 + ORTH[d][0], r = s / 9 + ORTH[d][1]; on_board(f, r);
           f += ORTH[d][0], r += ORTH[d][1])
        t[s][d] |= sq_bb(f, r);
  return t;
}

constexpr std::array<StepTable, 2> make_pawn() {
  std::array<StepTable, 2> t{};
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < SQUARE_NB; ++s) {
      int f = s % 9, r = s / 9;
      int fwd = c == RED ? 1 : -1;
      t[c][s] |= sq_bb(f, r + fwd);
      bool crossed = c == RED ? r >= 5 : r <= 4;
      if (crossed) t[c][s] |= sq_bb(f - 1, r) | sq_bb(f + 1, r);
    }
  return t;
}

constexpr std::array<StepTable, 2> make_pawn_attackers() {
  auto fwd = make_pawn();
  std::array<StepTable, 2> t{};
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < SQUARE_NB; ++s)
      for (int to = 0; to < SQUARE_NB; ++to)
        if (test(fwd[c][s], Square(to))) t[c][to] |= square_bb(Square(s));
  return t;
}

}  // namespace

constexpr auto ALWAYS = [](int, int, int, int) { return true; };

const std::array<std::array<uint16_t, 128>, 9> RookRank = make_rank<false>();
const std::array<std::array<uint16_t, 128>, 9> CannonRank = make_rank<true>();
const std::array<std::array<Bitboard, 256>, 10> RookFile = make_file<false>();
const std::array<std::array<Bitboard, 256>, 10> CannonFile = make_file<true>();

const LeaperTable Horse = make_horse();
const LeaperTable HorseAttackers = make_horse_attackers();
const LeaperTable Elephant = make_elephant<false>();
const LeaperTable ElephantFree = make_elephant<true>();

const StepTable King = make_steps(ORTH, [](int f, int r, int tf, int tr) {
  return in_palace(f, r) && in_palace(tf, tr) && same_palace(r, tr);
});
template <int C>
constexpr StepTable make_advisor() {
  // In its own palace an advisor stays in it. Elsewhere (only Meng stacks
  // bring it there) it steps diagonally anywhere within the half it stands in.
  return make_steps(DIAG, [](int f, int r, int tf, int tr) {
    bool own_palace = in_palace(f, r) && (C == RED ? r <= 2 : r >= 7);
    if (own_palace) return in_palace(tf, tr) && same_palace(r, tr);
    return same_half(r, tr);
  });
}
const std::array<StepTable, 2> Advisor = {make_advisor<RED>(), make_advisor<BLACK>()};
const StepTable AdvisorFree = make_steps(DIAG, ALWAYS);
const StepTable Orthogonal = make_steps(ORTH, ALWAYS);
const StepTable Diagonal = make_steps(DIAG, ALWAYS);
const StepTable Tris = make_tris();
const std::array<std::array<Bitboard, 4>, SQUARE_NB> Ray = make_rays();
const std::array<StepTable, 2> Pawn = make_pawn();
const std::array<StepTable, 2> PawnAttackers = make_pawn_attackers();

}  // namespace pili::attacks
