// The incrementally updated accumulator against a fresh one, on seeded
// random walks (moves, null moves, undos of one or several plies) from the
// perft suite positions of every variant. After a step the evaluator is
// asked only some of the time, so that updates over several plies and the
// refresh-when-cheaper path are both taken.
#include <random>

#include "nnue_test_util.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::nnuetest;
using pili::testutil::read_perft_file;

namespace {

template <class R>
void check_position(Evaluator<FeaturesOf<R>>& ev, const Network& net, const typename R::Position& pos,
                    const std::string& where) {
  const Accumulator& inc = ev.accumulator(pos);
  Evaluator<FeaturesOf<R>> fresh(&net);
  fresh.reset(pos);
  const Accumulator& ref = fresh.accumulator(pos);
  Snapshot s = snapshot(pos);
  for (Color c : {RED, BLACK}) {
    std::vector<int> plain = reference_accumulator(net, reference_inputs(s, net.featureSet, c));
    for (int n = 0; n < L1; ++n) {
      ASSERT_EQ(inc.v[c][n], ref.v[c][n]) << where << " colour " << int(c) << " neuron " << n;
      ASSERT_EQ(int(ref.v[c][n]), plain[n]) << where << " colour " << int(c) << " neuron " << n;
    }
  }
  ASSERT_EQ(ev.evaluate(pos), reference_eval(net, pos)) << where;
}

struct Step {
  Move move;
  bool null;
};

template <class R>
typename Evaluator<FeaturesOf<R>>::Stats random_walks(Variant v, const char* suite, size_t stride, int steps,
                              unsigned seed) {
  using Pos = typename R::Position;
  const Network net = random_network(v, seed);
  std::mt19937 rng(seed);
  Evaluator<FeaturesOf<R>> ev(&net);
  int checks = 0;
  auto lines = read_perft_file(suite);
  for (size_t li = 0; li < lines.size(); li += stride) {
    Pos pos;
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
        R::do_move(pos, m);
        played.push_back({m, false});
        ev.push(diff(before, snapshot(pos)));
      }
      EXPECT_EQ(ev.ply(), int(played.size()));
      // Leave plies for a later walk-back: now and then, and in stretches
      // long enough that replaying them costs more than a refresh.
      if (rng() % 3 == 0 || step % 80 >= 55) continue;
      ++checks;
      check_position<R>(ev, net, pos, lines[li].fen + " step " + std::to_string(step));
      if (::testing::Test::HasFatalFailure()) return ev.stats();
    }
  }
  EXPECT_GT(checks, 50);
  return ev.stats();
}

template <class R>
void run(Variant v, const char* suite, size_t stride, int steps) {
  // Under the sanitizers: walks from half as many positions.
  if (testutil::SANITIZED) stride *= 2;
  auto s = random_walks<R>(v, suite, stride, steps, 1234u + unsigned(v));
  // Both ways of computing a ply were taken (not only the root refreshes).
  EXPECT_GT(s.updates, 100u) << suite;
  EXPECT_GT(s.refreshes, 5u) << suite;
}

}  // namespace

TEST(NnueAccumulator, XiangqiRandomWalks) {
  run<Xiangqi>(Variant::Xiangqi, "xiangqi.perft", 3, 200);
}
TEST(NnueAccumulator, AtomicRandomWalks) { run<Atomic>(Variant::Atomic, "atomic.perft", 3, 200); }
TEST(NnueAccumulator, AtomicClassicRandomWalks) {
  run<AtomicClassic>(Variant::AtomicClassic, "atomic-classic.perft", 3, 200);
}
TEST(NnueAccumulator, MengRandomWalks) { run<Meng>(Variant::Meng, "meng.perft", 2, 200); }
TEST(NnueAccumulator, DoubleTrisRandomWalks) {
  run<DoubleTris>(Variant::DoubleTris, "doubletris.perft", 2, 200);
}
TEST(NnueAccumulator, AtomicChessRandomWalks) {
  run<AtomicChess>(Variant::AtomicChess, "atomic-chess.perft", 2, 200);
}

// A move's changes applied to an accumulator and then reverted (the undo of
// a lazy stack never subtracts; this checks apply() is exact both ways).
TEST(NnueAccumulator, ApplyThenRevertRestores) {
  const Network net = random_network(Variant::Meng, 7);
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Meng>(
      pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1", err));
  Accumulator a, b, c;
  refresh<Meng90>(net, pos, a);
  DirtyPieces dp;
  dp.list[dp.count++] = {R_ROOK, uint8_t(SQ_A0), uint8_t(SQ_A1)};
  dp.list[dp.count++] = {DIRTY_TRIS_BLACK, DIRTY_NONE, uint8_t(SQ_E4)};
  dp.list[dp.count++] = {B_PAWN, uint8_t(SQ_A6), DIRTY_NONE};
  apply<Meng90>(net, a, dp, b);
  DirtyPieces back;
  for (int i = 0; i < dp.count; ++i)
    back.list[back.count++] = {dp.list[i].piece, dp.list[i].to, dp.list[i].from};
  apply<Meng90>(net, b, back, c);
  for (Color col : {RED, BLACK})
    for (int n = 0; n < L1; ++n) ASSERT_EQ(a.v[col][n], c.v[col][n]);
  EXPECT_NE(std::vector<int16_t>(a.v[RED], a.v[RED] + L1),
            std::vector<int16_t>(b.v[RED], b.v[RED] + L1));
}
