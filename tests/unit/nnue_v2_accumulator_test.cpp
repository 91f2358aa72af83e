// v2 nets (king-bucketed accumulators, layer stacks) through the engine's
// evaluator: on seeded random walks (moves, null moves, undos of one or
// several plies) from the perft-suite positions of every variant, the lazy
// incremental accumulators equal ones built from the board and the plain
// reference of nnue_v2_test_util.h, and the evaluation equals the
// reference's. The walks must cross king buckets and mirrors: the test
// counts the moves that changed a side's king key.
#include "nnue_v2_test_util.h"
#include "nnue_walk.h"
#include "pili/eval/nnue/king_buckets.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::nnuetest;

namespace {

template <class R>
void check_position(Evaluator<FeaturesOf<R>>& ev, const Network& net, const typename R::Position& pos,
                    const std::string& where) {
  const v2::Accumulator& inc = ev.accumulator_v2(pos);
  Evaluator<FeaturesOf<R>> fresh(&net);
  fresh.reset(pos);
  ASSERT_TRUE(ev.same_accumulators(fresh, pos)) << where;
  for (Color c : {RED, BLACK}) {
    std::vector<int> plain = reference_accumulator_v2(*net.v2, reference_inputs_v2(pos, net.featureSet, c));
    // Meng's counters are added at evaluation, not accumulated.
    std::vector<int> extras = reference_extras(pos, c);
    for (int e : extras) {
      const int i = e + int(input_count(net.featureSet)) * reference_key(snapshot(pos), c).bucket;
      for (int n = 0; n < v2::L1; ++n) plain[size_t(n)] -= net.v2->ftWeights[size_t(i)].v[n];
    }
    for (int n = 0; n < v2::L1; ++n)
      ASSERT_EQ(int(inc.v[c][n]), plain[size_t(n)]) << where << " colour " << int(c) << " neuron " << n;
  }
  ASSERT_EQ(ev.evaluate(pos), reference_eval_v2(net, pos)) << where;
}

struct WalkCounts {
  EvalStats stats;
  int keyChanges = 0, mirrorChanges = 0, checks = 0;
};

template <class R>
WalkCounts random_walks(Variant v, const char* suite, size_t stride, int steps, unsigned seed) {
  using Pos = typename R::Position;
  using FS = FeaturesOf<R>;
  const Network net = random_network_v2(v, seed);
  Evaluator<FS> ev(&net);
  WalkCounts wc;
  int keys[COLOR_NB] = {};
  auto beforeMove = [&](const Pos& pos) {
    for (Color c : {RED, BLACK}) keys[c] = v2::king_key_of<FS>(pos, c);
  };
  auto afterMove = [&](const Pos& pos) {  // the walks must cross king buckets and mirrors
    for (Color c : {RED, BLACK}) {
      const int k = v2::king_key_of<FS>(pos, c);
      wc.keyChanges += k != keys[c];
      wc.mirrorChanges += (k ^ keys[c]) & 1;
    }
  };
  wc.checks = nnuetest::walk_and_check<R>(ev, suite, stride, steps, seed, beforeMove, afterMove,
                                        [&](const Pos& pos, const std::string& where) {
                                          check_position<R>(ev, net, pos, where);
                                        });
  wc.stats = ev.stats();
  return wc;
}

template <class R>
void run(Variant v, const char* suite, size_t stride, int steps) {
  if (testutil::SANITIZED) stride *= 2;
  const WalkCounts wc = random_walks<R>(v, suite, stride, steps, 4321u + unsigned(v));
  EXPECT_GT(wc.checks, 50) << suite;
  EXPECT_GT(wc.stats.updates, 100u) << suite;
  EXPECT_GT(wc.stats.refreshes, 5u) << suite;
  EXPECT_GT(wc.keyChanges, 5) << suite;
  EXPECT_GT(wc.mirrorChanges, 2) << suite;
}

}  // namespace

TEST(NnueV2Accumulator, XiangqiRandomWalks) { run<Xiangqi>(Variant::Xiangqi, "xiangqi.perft", 3, 200); }
TEST(NnueV2Accumulator, AtomicRandomWalks) { run<Atomic>(Variant::Atomic, "atomic.perft", 3, 200); }
TEST(NnueV2Accumulator, AtomicClassicRandomWalks) {
  run<AtomicClassic>(Variant::AtomicClassic, "atomic-classic.perft", 3, 200);
}
TEST(NnueV2Accumulator, MengRandomWalks) { run<Meng>(Variant::Meng, "meng.perft", 2, 200); }
TEST(NnueV2Accumulator, DoubleTrisRandomWalks) {
  run<DoubleTris>(Variant::DoubleTris, "doubletris.perft", 2, 200);
}
TEST(NnueV2Accumulator, AtomicChessRandomWalks) {
  run<AtomicChess>(Variant::AtomicChess, "atomic-chess.perft", 2, 200);
}

// The bucket formulas at their edges (docs/nnue.md, "King buckets").
TEST(NnueV2Buckets, PalaceAndChessKeys) {
  using v2::king_key;
  // Red general on its palace points (file d..f = 3..5, rank 0..2).
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, 4), (0 * 2 + 1) << 1);      // e0: centre, unmirrored
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, 3), (0 * 2 + 0) << 1);      // d0
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, 5), (0 * 2 + 0) << 1 | 1);  // f0 mirrors to d0
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, 23), (2 * 2 + 0) << 1 | 1); // f2 mirrors to d2
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, 13), (1 * 2 + 1) << 1);     // e1
  EXPECT_EQ(king_key(FeatureSet::Xiangqi90, -1), 0);                    // no general
  // Atomic chess: e1 (4) mirrors to d1 -> file group c-d, rank group 0.
  EXPECT_EQ(king_key(FeatureSet::Chess64, 4), (0 * 2 + 1) << 1 | 1);
  EXPECT_EQ(king_key(FeatureSet::Chess64, 8), (1 * 2 + 0) << 1);       // a2
  EXPECT_EQ(king_key(FeatureSet::Chess64, 3 * 8 + 6), (2 * 2 + 0) << 1 | 1);  // g4 -> b4
  EXPECT_EQ(king_key(FeatureSet::Chess64, 63), (3 * 2 + 0) << 1 | 1);  // h8 -> a8
  for (int p = 0; p < 64; ++p) EXPECT_LT(king_key(FeatureSet::Chess64, p) >> 1, v2::king_buckets(FeatureSet::Chess64));
  for (int p = 0; p < 90; ++p) EXPECT_LT(king_key(FeatureSet::Xiangqi90, p) >> 1, v2::king_buckets(FeatureSet::Xiangqi90));
  // A v1 index moved into a key's block, mirrored: xiangqi kind 3 on a0 -> i0.
  EXPECT_EQ(v2::from_v1_index(FeatureSet::Xiangqi90, 3 << 1 | 1, 3 * 90 + 0), 3 * 1260 + 3 * 90 + 8);
  EXPECT_EQ(v2::from_v1_index(FeatureSet::Chess64, 1 << 1 | 1, 2 * 64 + 9), 1 * 768 + 2 * 64 + 14);
  EXPECT_EQ(v2::from_v1_index(FeatureSet::Meng90, 2 << 1 | 1, 1443), 2 * 1445 + 1443);  // a counter
}
