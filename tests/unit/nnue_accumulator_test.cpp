// The incrementally updated accumulator against a fresh one, on seeded
// random walks (moves, null moves, undos of one or several plies) from the
// perft suite positions of every variant. After a step the evaluator is
// asked only some of the time, so that updates over several plies and the
// refresh-when-cheaper path are both taken.
#include "nnue_test_util.h"
#include "nnue_walk.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::nnuetest;

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

template <class R>
typename Evaluator<FeaturesOf<R>>::Stats random_walks(Variant v, const char* suite, size_t stride, int steps,
                                                      unsigned seed) {
  using Pos = typename R::Position;
  const Network net = random_network(v, seed);
  Evaluator<FeaturesOf<R>> ev(&net);
  const int checks = nnuetest::walk_and_check<R>(
      ev, suite, stride, steps, seed, [](const Pos&) {}, [](const Pos&) {},
      [&](const Pos& pos, const std::string& where) { check_position<R>(ev, net, pos, where); });
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
