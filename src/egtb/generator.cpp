// Phase 1 of the generator: mates and their distances, by retrograde
// analysis level by level (one thread per side to move at each level).
#include "generator.h"

#include <algorithm>
#include <stdexcept>

namespace pili::egtb::detail {
namespace {
constexpr int LEVELS = DTM_UNKNOWN;  // distances 0 .. 65534
constexpr uint32_t NO_WIN = 1u << 30;
}  // namespace

Generator::Generator(const Material& m, const Tablebases& tables, int nThreads)
    : L(m), subs(tables), threads(std::max(1, nThreads)) {
  for (int c = 0; c < 2; ++c) {
    state[c].assign(L.size(), S_OPEN);
    dtm[c].assign(L.size(), 0);
    count[c].assign(L.size(), 0);
    bucket[c].resize(LEVELS);
  }
  map_captures();
}

void Generator::map_captures() {
  for (int j = 2; j < L.slots(); ++j) {  // generals are never taken
    PieceList pl, o;
    for (int s = 0; s < L.slots(); ++s)
      if (s != j) pl.pc[pl.n] = L.piece(s), pl.sq[pl.n++] = SQ_A0;  // only the pieces matter
    Material m;
    orient(pl, m, o);
    CaptureMap& cm = captures[j];
    cm.table = subs.find(m);
    if (!cm.table) throw std::runtime_error("the table " + m.name() + " a capture leads to is missing");
    cm.flipped = o.stm != pl.stm;
    bool used[MAX_SLOTS] = {};
    for (int i = 0; i < o.n; ++i) {
      int s = i < j ? i : i + 1;  // orient keeps the order: entry i is our slot s
      for (int t = 0; t < cm.table->layout.slots(); ++t)
        if (!used[t] && cm.table->layout.piece(t) == o.pc[i]) {
          used[t] = true;
          cm.slot[s] = int8_t(t);
          break;
        }
    }
  }
}

bool Generator::setup(uint64_t i, Squares& sq, Board& b) const {
  if (!L.decode(i, sq)) return false;
  b = Board{};
  for (int s = 0; s < L.slots(); ++s) b.put(L.piece(s), sq[s]);
  return true;
}

ChildValue Generator::child(const Board& after, const Squares& sq, int k, Square to, Piece cap,
                            Color mover) const {
  ChildValue v;
  if (!cap) {
    Squares next = sq;
    next[k] = to;
    L.canonicalize(next);
    v.inTable = true;
    v.index = L.encode(next);
    v.state = state[~mover][v.index];
    v.dtm = dtm[~mover][v.index];
    return v;
  }
  (void)after;
  (void)cap;
  int j = 2;
  while (j < L.slots() && (sq[j] != to || color_of(L.piece(j)) == mover)) ++j;
  const CaptureMap& cm = captures[j];
  const Layout& CL = cm.table->layout;
  Squares next{};
  for (int s = 0; s < L.slots(); ++s) {
    if (s == j) continue;
    Square at = s == k ? to : sq[s];
    next[cm.slot[s]] = cm.flipped ? flip(at) : at;
  }
  if (!CL.canonicalize(next)) throw std::runtime_error("a capture leads off the smaller table's points");
  uint64_t i = CL.encode(next);
  Color stm = cm.flipped ? mover : ~mover;
  uint8_t w = cm.table->wdl_of(stm, i);
  v.state = w == WDL_WIN ? S_WIN : w == WDL_LOSS ? S_LOSS : w == WDL_DRAW ? S_DRAW : S_HOLE;
  v.dtm = cm.table->dtm_of(stm, i);
  return v;
}

void Generator::init(uint64_t begin, uint64_t end) {
  Squares sq;
  Board b;
  for (uint64_t i = begin; i < end; ++i) {
    if (!setup(i, sq, b)) {
      state[RED][i] = state[BLACK][i] = S_HOLE;
      continue;
    }
    for (Color c : {RED, BLACK}) {
      if (b.in_check(~c)) {  // the side that just moved left its general attacked
        state[c][i] = S_HOLE;
        continue;
      }
      int legal = 0, open = 0;
      uint32_t win = NO_WIN, lossBound = 0;
      for_each_legal(b, sq, c, [&](int k, Square to, Piece cap) {
        ++legal;
        if (!cap) return ++open, true;
        ChildValue v = child(b, sq, k, to, cap, c);
        if (v.state == S_LOSS && v.dtm != DTM_UNKNOWN) win = std::min(win, uint32_t(v.dtm) + 1);
        else if (v.state == S_WIN && v.dtm != DTM_UNKNOWN) lossBound = std::max(lossBound, uint32_t(v.dtm) + 1);
        else ++open;  // a draw, or a result of the rule: settled in phase 2
        return true;
      });
      if (!legal) state[c][i] = S_LOSS, dtm[c][i] = 0;  // mated or stalemated
      else if (win != NO_WIN) state[c][i] = S_WIN, dtm[c][i] = uint16_t(win);
      else if (!open) state[c][i] = S_LOSS, dtm[c][i] = uint16_t(lossBound);
      else count[c][i] = uint8_t(open), dtm[c][i] = uint16_t(lossBound);
    }
  }
}

void Generator::update(uint64_t j, Color o, uint8_t r, int d) {
  uint8_t& st = state[o][j];
  if (r == S_LOSS) {
    if (st == S_OPEN || (st == S_WIN && dtm[o][j] > d + 1)) {
      st = S_WIN;
      dtm[o][j] = uint16_t(d + 1);
      bucket[o][d + 1].push_back(uint32_t(j));
      lastLevel[o] = std::max(lastLevel[o], d + 1);
    }
  } else if (st == S_OPEN && --count[o][j] == 0) {
    int level = std::max<int>(dtm[o][j], d + 1);
    st = S_LOSS;
    dtm[o][j] = uint16_t(level);
    bucket[o][level].push_back(uint32_t(j));
    lastLevel[o] = std::max(lastLevel[o], level);
  }
}

// Every position whose side c to move was decided at distance d tells its
// predecessors (side ~c to move): the moves into it are won or lost ones.
void Generator::retro(Color c, int d) {
  for (uint32_t i : bucket[c][d]) {
    uint8_t r = state[c][i];
    if (dtm[c][i] != d || (r != S_WIN && r != S_LOSS)) continue;  // superseded by a shorter mate
    for_each_predecessor(i, c, [&](uint64_t j, const Board&) { update(j, ~c, r, d); });
  }
  std::vector<uint32_t>().swap(bucket[c][d]);
}

void Generator::run() {
  parallel(L.size(), [this](uint64_t b, uint64_t e) { init(b, e); });
  for (Color c : {RED, BLACK})
    for (uint64_t i = 0; i < L.size(); ++i)
      if (state[c][i] == S_WIN || state[c][i] == S_LOSS) {
        bucket[c][dtm[c][i]].push_back(uint32_t(i));
        lastLevel[c] = std::max<int>(lastLevel[c], dtm[c][i]);
      }
  for (int d = 0; d <= std::max(lastLevel[0], lastLevel[1]) && d + 1 < LEVELS; ++d) {
    if (threads > 1) {
      std::thread other([this, d] { retro(BLACK, d); });
      retro(RED, d);
      other.join();
    } else {
      retro(RED, d);
      retro(BLACK, d);
    }
  }
  // Phase 2: the perpetual-check rule (rule_phase.cpp).
  auto settle = [&] {  // both sides' passes every round, until neither changes anything
    for (bool changed = true; changed;) {
      const bool red = forward_pass(RED), black = forward_pass(BLACK);
      changed = red || black;
    }
  };
  for (;;) {
    settle();
    bool red = perpetual(RED);
    settle();
    bool black = perpetual(BLACK);
    if (!red && !black) break;
  }
}

}  // namespace pili::egtb::detail
