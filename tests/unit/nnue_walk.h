// The seeded random walks the v1 and v2 accumulator tests take
// (nnue_accumulator_test.cpp, nnue_v2_accumulator_test.cpp): from every
// `stride`-th position of a perft suite, `steps` steps of a random move, a
// null move or an undo of one or several plies, the evaluator pushed and
// popped along. The evaluator is checked only some of the time, so that
// updates over several plies and the refresh-when-cheaper path are both
// taken.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "nnue_test_util.h"
#include "test_util.h"

namespace pili::nnuetest {

// `beforeMove(pos)` and `afterMove(pos)` see each move made (not the null
// moves); `check(pos, where)` is the check of one position. Returns how many
// positions were checked; stops at a fatal failure.
template <class R, class Ev, class BeforeMove, class AfterMove, class Check>
int walk_and_check(Ev& ev, const char* suite, size_t stride, int steps, unsigned seed, BeforeMove beforeMove,
                 AfterMove afterMove, Check check) {
  struct Step {
    Move move;
    bool null;
  };
  std::mt19937 rng(seed);
  int checks = 0;
  const auto lines = testutil::read_perft_file(suite);
  for (size_t li = 0; li < lines.size(); li += stride) {
    typename R::Position pos;
    std::string err;
    EXPECT_TRUE(set_position<R>(pos, lines[li].fen, err)) << lines[li].fen << ": " << err;
    ev.reset(pos);
    std::vector<Step> played;
    auto undo = [&] {
      Step s = played.back();
      played.pop_back();
      if (s.null)
        R::undo_null_move(pos);
      else
        R::undo_move(pos, s.move);
      ev.pop();
    };
    for (int step = 0; step < steps; ++step) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      const bool over = list.size() == 0 || R::king_lost(pos);
      const int roll = int(rng() % 100);
      if (over && played.empty()) break;
      if (!played.empty() && (over || roll < 25)) {
        undo();
      } else if (!played.empty() && roll < 30) {
        for (int k = 1 + int(rng() % played.size()); k > 0; --k) undo();
      } else if (roll < 34 && !R::in_check(pos)) {
        R::do_null_move(pos);
        played.push_back({Move::none(), true});
        ev.push(DirtyPieces{});
      } else {
        Snapshot before = snapshot(pos);
        Move m = list[int(rng() % list.size())];
        beforeMove(pos);
        R::do_move(pos, m);
        afterMove(pos);
        played.push_back({m, false});
        ev.push(diff(before, snapshot(pos)));
      }
      EXPECT_EQ(ev.ply(), int(played.size()));
      // Leave plies for a later walk-back: now and then, and in stretches
      // long enough that replaying them costs more than a refresh.
      if (rng() % 3 == 0 || step % 80 >= 55) continue;
      ++checks;
      check(pos, lines[li].fen + " step " + std::to_string(step));
      if (::testing::Test::HasFatalFailure()) return checks;
    }
  }
  return checks;
}

}  // namespace pili::nnuetest
