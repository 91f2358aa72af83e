// The output layer and what the feature sets make true: hand-computed
// evaluations of tiny nets (scale, truncation, buckets, perspective order,
// Meng's counters), the colour-flip symmetry every net has, and the
// left-right symmetry that only file-symmetric nets have.
#include <random>

#include "nnue_test_util.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::nnuetest;
using pili::testutil::read_perft_file;

namespace {

template <class R>
typename R::Position pos_of(const std::string& fen) {
  typename R::Position pos;
  std::string err;
  EXPECT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

// The net's evaluation, by an Evaluator compiled for the net's inputs.
template <class FS>
int eval_as(const Network& net, const typename FS::Position& pos) {
  Evaluator<FS> ev(&net);
  ev.reset(pos);
  return ev.evaluate(pos);
}
int eval_of(const Network& net, const Position& pos) {
  return net.featureSet == FeatureSet::Meng90 ? eval_as<Meng90>(net, pos) : eval_as<Xiangqi90>(net, pos);
}
int eval_of(const Network& net, const chess::Position& pos) { return eval_as<Chess64>(net, pos); }

const std::string START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

}  // namespace

TEST(NnueEval, OneSaturatedNeuronIsFourHundredCentipawns) {
  // Neuron 0 is 255 for Red only: Red's own general on e0 (own kind 0, point
  // 4) is weighted, Black's general on d9 reads as point 3 for Black.
  Network net = Network::zero(Variant::Xiangqi);
  net.ftWeights[0 * 90 + 4].v[0] = 255;
  for (auto& w : net.outWeights) w.v[0] = 64, w.v[L1 + 0] = -32;
  // 255^2 * 64 / 255 = 16320; * 400 / (255 * 64) = 400.
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")), 400);
  // Black to move: its own half is 0, Red's half weighs -32: -200.
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1")), -200);
}

TEST(NnueEval, DivisionsTruncateTowardZero) {
  Network net = Network::zero(Variant::Xiangqi);
  net.ftBias.v[0] = 100;
  for (auto& w : net.outWeights) w.v[0] = -127;
  // sum = -127 * 100^2 = -1270000; / 255 = -4980 (not -4981);
  // * 400 / 16320 = -122 (floor would give -123).
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>(START)), -122);
  for (auto& w : net.outWeights) w.v[0] = 1;
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>(START)), 0);  // 39 * 400 / 16320 = 0.96
  net.outBias[7] = 16320 * 3 + 100;                    // (39 + 49060) * 400 / 16320
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>(START)), 1203);
  net.outBias[7] = 2000000000;
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>(START)), EVAL_LIMIT);
  net.outBias[7] = -2000000000;
  EXPECT_EQ(eval_of(net, pos_of<Xiangqi>(START)), -EVAL_LIMIT);
}

TEST(NnueEval, BucketIsNonKingPiecesOverFour) {
  Network net = Network::zero(Variant::Meng);
  for (int b = 0; b < BUCKETS; ++b) net.outBias[b] = b * 16320;  // bucket b: b * 400 cp
  EXPECT_EQ(eval_of(net, pos_of<Meng>(START)), 7 * 400);         // 30 pieces
  // 3 pieces and two Tris (a stack among them): Tris do not count.
  EXPECT_EQ(eval_of(net, pos_of<Meng>("3k5/9/9/9/4+P4/4p4/2T6/9/9/3AK4[] w 2 - 0 1")), 0);
  EXPECT_EQ(eval_of(net, pos_of<Meng>("3k5/9/9/9/4+P4/4p4/2T6/9/9/3AKA3[] w 2 - 0 1")), 400);
  Network chessNet = Network::zero(Variant::AtomicChess);
  for (int b = 0; b < BUCKETS; ++b) chessNet.outBias[b] = b * 16320;
  EXPECT_EQ(eval_of(chessNet, pos_of<AtomicChess>(AtomicChess::START_FEN)), 7 * 400);
  EXPECT_EQ(eval_of(chessNet, pos_of<AtomicChess>("4k3/8/8/8/8/8/PPPPPPP1/4K3 w - - 0 1")), 400);
  EXPECT_EQ(eval_of(chessNet, pos_of<AtomicChess>("4k3/ppppp3/8/8/8/8/PPPPPPP1/4K3 w - - 0 1")),
            1200);
}

TEST(NnueEval, MengCountersSeenFromEachSide) {
  // Red to move, one Tris in the reserve, three pieces captured, Red owes.
  const std::string owes = "rCbakabnr/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/3t3C1/9/RNBAKABR1[T] w 3 w 1 3";
  const std::string start = START.substr(0, START.find(' ')) + "[TT] w 0 - 0 1";
  // Expected activity for (side to move, other side), by counter.
  const bool wantOwes[MENG_EXTRAS][2] = {{1, 1}, {0, 0}, {1, 1}, {1, 0}, {0, 1}};
  const bool wantStart[MENG_EXTRAS][2] = {{0, 0}, {1, 1}, {0, 0}, {0, 0}, {0, 0}};
  for (int e = 0; e < MENG_EXTRAS; ++e)
    for (int half = 0; half < 2; ++half) {
      Network net = Network::zero(Variant::DoubleTris);
      net.ftWeights[size_t(MENG_EXTRA_BASE + e)].v[5] = 255;
      for (auto& w : net.outWeights) w.v[half * L1 + 5] = 64;
      EXPECT_EQ(eval_of(net, pos_of<DoubleTris>(owes)), wantOwes[e][half] ? 400 : 0) << e << half;
      EXPECT_EQ(eval_of(net, pos_of<DoubleTris>(start)), wantStart[e][half] ? 400 : 0) << e << half;
    }
}

TEST(NnueEval, TrisFeaturesByLock) {
  // A Red Tris on c4 is "own Tris" for Red (1260 + point 38) and "other
  // Tris" for Black (1260 + 90 + c5 = 1350 + 47).
  Network net = Network::zero(Variant::Meng);
  net.ftWeights[1260 + 38].v[0] = 255;
  net.ftWeights[1350 + 47].v[1] = 255;
  for (auto& w : net.outWeights) w.v[0] = 64, w.v[L1 + 1] = 32;
  // Black to move: Red is the other side (neuron 0, unweighted there) ...
  EXPECT_EQ(eval_of(net, pos_of<Meng>("3k5/9/9/9/9/2T6/9/9/9/4K4[T] b 2 - 0 1")), 0);
  // ... Red to move: own Tris neuron 0 (400) plus Black's view, neuron 1 (200).
  EXPECT_EQ(eval_of(net, pos_of<Meng>("3k5/9/9/9/9/2T6/9/9/9/4K4[T] w 2 - 0 1")), 600);
}

namespace {

// Positions reached by random playouts from the suite, as FENs.
template <class R>
std::vector<std::string> sample_fens(const char* suite, unsigned seed, int perLine) {
  std::mt19937 rng(seed);
  std::vector<std::string> out;
  for (const auto& line : read_perft_file(suite)) {
    auto pos = pos_of<R>(line.fen);
    for (int i = 0; i < perLine; ++i) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      if (list.size() == 0 || R::king_lost(pos)) break;
      R::do_move(pos, list[int(rng() % list.size())]);
      if (R::king_lost(pos)) break;  // not a position FEN can hold
      out.push_back(pos.fen(R::MENG_FEN));
    }
  }
  return out;
}

// Columns equal on points mirrored left-right, so the evaluation cannot see
// the difference.
Network file_symmetric(Network net, int width, int points, int blocks) {
  for (int k = 0; k < blocks; ++k)
    for (int p = 0; p < points; ++p) {
      int f = p % width, mirror = p - f + (width - 1 - f);
      if (f >= width - 1 - f) continue;  // the right half and the middle file
      net.ftWeights[size_t(k * points + mirror)] = net.ftWeights[size_t(k * points + p)];
    }
  return net;
}

template <class R>
void check_symmetries(Variant v, const char* suite) {
  const bool chess = v == Variant::AtomicChess;
  const Network net = random_network(v, 61);
  const int width = chess ? 8 : 9, points = chess ? 64 : 90;
  const int blocks = chess ? 12 : v == Variant::Meng || v == Variant::DoubleTris ? 16 : 14;
  const Network sym = file_symmetric(net, width, points, blocks);
  int n = 0;
  for (const std::string& fen : sample_fens<R>(suite, 71, 12)) {
    auto pos = pos_of<R>(fen);
    auto flipped = pos_of<R>(transform_fen(fen, chess, true));
    auto mirrored = pos_of<R>(transform_fen(fen, chess, false));
    if (::testing::Test::HasFailure()) return;
    // Colours exchanged, ranks mirrored: the same inputs in the other order.
    EXPECT_EQ(eval_of(net, pos), eval_of(net, flipped)) << fen;
    EXPECT_EQ(eval_of(sym, pos), eval_of(sym, mirrored)) << fen;
    ++n;
  }
  EXPECT_GT(n, 20);
}

}  // namespace

TEST(NnueEval, SymmetriesXiangqi) { check_symmetries<Xiangqi>(Variant::Xiangqi, "xiangqi.perft"); }
TEST(NnueEval, SymmetriesAtomic) { check_symmetries<Atomic>(Variant::Atomic, "atomic.perft"); }
TEST(NnueEval, SymmetriesAtomicClassic) {
  check_symmetries<AtomicClassic>(Variant::AtomicClassic, "atomic-classic.perft");
}
TEST(NnueEval, SymmetriesMeng) { check_symmetries<Meng>(Variant::Meng, "meng.perft"); }
TEST(NnueEval, SymmetriesDoubleTris) {
  check_symmetries<DoubleTris>(Variant::DoubleTris, "doubletris.perft");
}
TEST(NnueEval, SymmetriesAtomicChess) {
  check_symmetries<AtomicChess>(Variant::AtomicChess, "atomic-chess.perft");
}
