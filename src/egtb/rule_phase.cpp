// Phase 2 of the generator: the positions phase 1 left open, closed under
// the rule that perpetual check loses (docs/egtb.md, "What the tables assume").
// These results have no distance to mate: DTM_UNKNOWN.
#include <atomic>

#include "generator.h"

namespace pili::egtb::detail {

// One sweep over the open positions of side c to move: won when a move
// reaches a lost position, lost when every move reaches a won one (the
// results of phase 2 and captures into rule results of smaller tables).
bool Generator::forward_pass(Color c) {
  std::atomic<uint64_t> decided{0};
  parallel(L.size(), [&](uint64_t begin, uint64_t end) {
    Squares sq;
    Board b;
    uint64_t n = 0;
    for (uint64_t i = begin; i < end; ++i) {
      if (state[c][i] != S_OPEN) continue;
      setup(i, sq, b);
      bool win = false, allLose = true;
      for_each_legal(b, sq, c, [&](int k, Square to, Piece cap) {
        ChildValue v = child(b, sq, k, to, cap, c);
        win = v.state == S_LOSS;
        allLose &= v.state == S_WIN;
        return !win;
      });
      if (win || allLose) {
        state[c][i] = win ? S_WIN : S_LOSS;
        dtm[c][i] = DTM_UNKNOWN;
        ++n;
      }
    }
    decided += n;
  });
  byRule[c] += decided;
  return decided > 0;
}

// The open positions where `checker`, to move, can keep out of defeat only
// by checks after which the other side has a quiet (non-checking) move back
// into such a position: `checker` checks forever, the other side never does,
// so `checker` loses by perpetual check. Computed as the greatest set X
// (checker to move) and Y (the other side to move) with:
//   P in X: every move of P that does not lose outright is a check into Y;
//   Q in Y: some move of Q that does not check reaches X.
bool Generator::perpetual(Color checker) {
  const Color other = ~checker;
  bool canCheck = false;  // generals, advisors and elephants never give check
  for (int s = 0; s < L.slots(); ++s)
    canCheck |= color_of(L.piece(s)) == checker && type_of(L.piece(s)) > ELEPHANT;
  if (!canCheck) return false;
  std::vector<uint8_t> X(L.size()), Y(L.size());
  for (uint64_t i = 0; i < L.size(); ++i) X[i] = state[checker][i] == S_OPEN;
  for (;;) {
    // Y from X, backwards: the open positions with a quiet move into X.
    std::fill(Y.begin(), Y.end(), uint8_t(0));
    Squares sq;
    Board b;
    for (uint64_t i = 0; i < L.size(); ++i) {
      if (!X[i]) continue;
      setup(i, sq, b);
      if (b.in_check(checker)) continue;  // the moves into it gave check
      for_each_predecessor(i, checker, [&](uint64_t j, const Board&) {
        if (state[other][j] == S_OPEN) Y[j] = 1;
      });
    }
    std::atomic<bool> removed{false};
    parallel(L.size(), [&](uint64_t begin, uint64_t end) {
      Squares psq;
      Board pb;
      for (uint64_t i = begin; i < end; ++i) {
        if (!X[i]) continue;
        setup(i, psq, pb);
        bool keep = true;
        for_each_legal(pb, psq, checker, [&](int k, Square to, Piece cap) {
          ChildValue v = child(pb, psq, k, to, cap, checker);
          if (v.state == S_WIN) return true;  // loses outright: not a way out
          keep = pb.in_check(other) && v.inTable && Y[v.index];
          return keep;
        });
        if (!keep) X[i] = 0, removed = true;
      }
    });
    if (!removed) break;
  }
  uint64_t n[2] = {0, 0};
  for (uint64_t i = 0; i < L.size(); ++i) {
    if (X[i]) state[checker][i] = S_LOSS, dtm[checker][i] = DTM_UNKNOWN, ++n[checker];
    if (Y[i]) state[other][i] = S_WIN, dtm[other][i] = DTM_UNKNOWN, ++n[other];
  }
  byRule[RED] += n[RED];
  byRule[BLACK] += n[BLACK];
  return n[RED] + n[BLACK] > 0;
}

}  // namespace pili::egtb::detail
