// pili-train on architecture v2 (docs/nnue.md, "Architecture v2"): the
// gradient equals finite differences of a loss computed here in double from
// the weights; training lowers the loss; a resumed run ends with the same
// bytes; the quantised net evaluates positions as the float model does, to
// within a bound computed from its own weights. The same for the
// factorised first layer (factorizer.h): its gradient, the folded export,
// resume and --init-from.
#include <cmath>
#include <sstream>

#include "nnue-train/batch_step.h"
#include "nnue-train/checkpoint.h"
#include "nnue-train/factorizer.h"
#include "nnue-train/quantise.h"
#include "nnue-train/trainer.h"
#include "nnue_train_util.h"
#include "pili/eval/nnue/evaluator.h"
#include "pili/eval/nnue/king_buckets.h"
#include "pili/eval/nnue/net_file.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::train;
using namespace pili::traintest;

namespace {

constexpr int N1 = v2::L1, N2 = v2::L2, N3 = v2::L3;
constexpr size_t STACK = Layout::STACK_SIZE;

double clip01(double x) { return std::min(1.0, std::max(0.0, x)); }

// The v2 output of one record in double, every layer spelled out.
double direct_output_v2(const FloatNet& net, const Rec& r) {
  std::vector<double> x0;
  for (const auto* list : {&r.us, &r.them}) {
    const int key = v2::key_from_v1(eval::nnue::FeatureSet::Xiangqi90, list->data(), int(list->size()));
    for (int j = 0; j < N1; ++j) {
      double a = net.ft_bias()[j];
      for (uint16_t f : *list) {
        const size_t row = size_t(v2::from_v1_index(eval::nnue::FeatureSet::Xiangqi90, key, f));
        a += net.ft_weight()[row * N1 + size_t(j)];
        // The shared row: the v1 index inside the bucket's block.
        if (net.layout.factor) a += net.p[net.layout.factorRows() + (row % XQ_INPUTS) * N1 + size_t(j)];
      }
      x0.push_back(clip01(a));
    }
  }
  const float* s = net.stack(r.bucket);
  const float *w1 = s, *b1 = w1 + N2 * 2 * N1, *w2 = b1 + N2, *b2 = w2 + N3 * N2, *w3 = b2 + N3, *b3 = w3 + N3;
  double x1[N2], x2[N3];
  for (int o = 0; o < N2; ++o) {
    double z = b1[o];
    for (int i = 0; i < 2 * N1; ++i) z += double(w1[o * 2 * N1 + i]) * x0[size_t(i)];
    x1[o] = clip01(z);
  }
  for (int o = 0; o < N3; ++o) {
    double z = b2[o];
    for (int i = 0; i < N2; ++i) z += double(w2[o * N2 + i]) * x1[i];
    x2[o] = clip01(z);
  }
  double out = b3[0];
  for (int i = 0; i < N3; ++i) out += double(w3[i]) * x2[i];
  return out;
}

double direct_loss_v2(const FloatNet& net, const std::vector<Rec>& recs) {
  auto sig = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
  double total = 0;
  for (const Rec& r : recs) {
    const double p = sig(direct_output_v2(net, r));
    const double t = 0.75 * sig(r.score / 400.0) + 0.25 * r.result / 2.0;
    total += (p - t) * (p - t);
  }
  return total / double(recs.size());
}

TrainOptions options_v2(const std::string& dir, const std::string& data, int epochs) {
  TrainOptions o;
  o.data = data;
  o.outDir = dir + "/out";
  o.epochs = epochs;
  o.batch = 256;
  o.lr = 2e-3;
  o.threads = 2;
  o.valFraction = 0.1;
  o.arch = 2;
  return o;
}

// Evaluates five positions in the engine with `net` (quantised from `f`)
// and expects the float model's output to within the quantisation's
// bound; returns how many evaluations are not zero.
// Trains two epochs of `o` into DIR/split and sets `rest` to the options
// that resume them to a third (the resume tests compare its net with `o`'s).
bool train_two_epochs(const TrainOptions& o, const std::string& dir, std::ostream& log, std::string& err,
                      TrainOptions& rest) {
  rest = o;
  rest.outDir = dir + "/split";
  rest.epochs = 2;
  if (!run_training(rest, log, err)) return false;
  rest.epochs = 3;
  rest.resume = rest.outDir + "/checkpoint.bin";
  return true;
}

int engine_matches_float(const FloatNet& f, const eval::nnue::Network& net) {
  std::string err;
  const FloatNet rounded = dequantise(net);
  const char* fens[] = {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
                        "3k5/4a4/4b4/9/2p6/6P2/9/4B4/4A4/3AK4 w - - 0 1",
                        "3k5/4a4/4b4/9/2p6/6P2/9/4B4/4AK3/3A5 b - - 0 1",
                        "r2akab2/9/1cn1b1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R b - - 0 1"};
  int differ = 0;
  for (const char* fen : fens) {
    Position pos;
    if (!set_position<Xiangqi>(pos, fen, err)) {
      ADD_FAILURE() << fen << ": " << err;
      continue;
    }
    eval::nnue::FeatureList lists[2];
    const Color stm = pos.side_to_move();
    eval::nnue::active_features(net.featureSet, pos, stm, lists[0]);
    eval::nnue::active_features(net.featureSet, pos, ~stm, lists[1]);
    const int bucket = eval::nnue::material_bucket(eval::nnue::non_king_pieces(pos));
    eval::nnue::Evaluator<eval::nnue::Xiangqi90> ev(&net);
    ev.reset(pos);
    const int engine = ev.evaluate(pos);
    // On the net's own weights the integers differ from the float model by
    // the floor of each hidden activation (< 1/127 each, carried through
    // the next layer's |weights|: clips do not enlarge a difference) and
    // the final truncation (< 1 cp).
    const float* s = rounded.stack(bucket);
    const float* w2 = s + N2 * (2 * N1 + 1);
    const float* w3 = w2 + N3 * N2 + N3;
    double maxRow = 0, sumW3 = 0;
    for (int o = 0; o < N3; ++o) {
      double row = 0;
      for (int i = 0; i < N2; ++i) row += std::abs(w2[o * N2 + i]);
      maxRow = std::max(maxRow, row);
    }
    for (int i = 0; i < N3; ++i) sumW3 += std::abs(w3[i]);
    const double d2 = 1.0 / 127 + maxRow / 127;
    const double bound = 400.0 * sumW3 * d2 + 1.0;
    const double onRounded =
        400.0 * rounded.output(lists[0].index, lists[0].count, lists[1].index, lists[1].count, bucket);
    EXPECT_NEAR(engine, onRounded, bound) << fen;
    // And close to the float net before rounding (a loose sanity bound:
    // 3 % of the scale).
    const double exact = 400.0 * f.output(lists[0].index, lists[0].count, lists[1].index, lists[1].count, bucket);
    EXPECT_NEAR(engine, exact, bound + 12.0) << fen;
    differ += engine != 0;
  }
  return differ;
}

}  // namespace

TEST(NnueTrainV2, GradientMatchesFiniteDifferences) {
  const std::vector<Rec> recs = random_records(24, 5, false);
  const std::string path = scratch_dir("v2grad") + "/data.feat";
  write_feat(path, recs);
  PositionFile file;
  std::string err;
  ASSERT_TRUE(file.open(path, err)) << err;
  FloatNet net = FloatNet::v2_for(eval::nnue::FeatureSet::Xiangqi90);
  net.init_random(3);
  for (int j = 0; j < N1; ++j) net.ft_bias()[j] = 0.5f + 0.4f * std::sin(float(j));
  std::vector<uint32_t> idx(recs.size());
  for (uint32_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::vector<float> grad(net.p.size(), 0.0f);
  add_gradient(net, file, idx.data(), idx.size(), 1.0f / float(idx.size()), {0.75f, 400.0f}, grad.data());

  const Rec& r0 = recs[0];
  const int key = v2::key_from_v1(eval::nnue::FeatureSet::Xiangqi90, r0.us.data(), int(r0.us.size()));
  const size_t row = size_t(v2::from_v1_index(eval::nnue::FeatureSet::Xiangqi90, key, r0.us[0]));
  const Layout& lay = net.layout;
  const size_t st = lay.stack(r0.bucket);
  std::vector<size_t> probe = {lay.ftWeight() + row * N1 + 5, lay.ftBias() + 3, lay.ftBias() + 300,
                               st + 7,                                 // w1[0][7]
                               st + 3 * 2 * N1 + N1 + 9,               // w1[3][the other side's 9]
                               st + N2 * 2 * N1 + 2,                   // b1[2]
                               st + N2 * (2 * N1 + 1) + 5,             // w2[0][5]
                               st + N2 * (2 * N1 + 1) + N3 * N2 + 1,   // b2[1]
                               st + STACK - N3 - 1 + 4,                // w3[4]
                               st + STACK - 1};                        // b3
  int checked = 0;
  for (size_t i : probe) {
    FloatNet plus = net, minus = net;
    const float h = 1e-3f;
    plus.p[i] += h;
    minus.p[i] -= h;
    const double fd = (direct_loss_v2(plus, recs) - direct_loss_v2(minus, recs)) / (double(plus.p[i]) - double(minus.p[i]));
    EXPECT_NEAR(grad[i], fd, 5e-3 * std::abs(fd) + 1e-7) << "parameter " << i;
    checked += std::abs(fd) > 1e-6;
  }
  EXPECT_GE(checked, 7);
  // The loss the trainer reports is the direct one.
  EXPECT_NEAR(BatchStep(1, net.p.size()).mean_loss(net, file, 0, recs.size(), {0.75f, 400.0f}),
              direct_loss_v2(net, recs), 1e-5);
}

TEST(NnueTrainV2, EpochsLowerTheLossAndResumeIsExact) {
  const std::string dir = scratch_dir("v2learn");
  const std::string data = dir + "/data.feat";
  // Under the sanitizers (about ten times slower) a few batches check the
  // memory and the resume; the loss is judged in the optimised build.
  write_feat(data, random_records(testutil::SANITIZED ? 300 : 2000, 11, true));
  TrainOptions o = options_v2(dir, data, 3);
  std::ostringstream log;
  std::vector<EpochReport> reps;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err, &reps)) << err;
  ASSERT_EQ(reps.size(), 3u);
  if (!testutil::SANITIZED) {
    for (size_t i = 1; i < reps.size(); ++i) EXPECT_LT(reps[i].valLoss, reps[i - 1].valLoss) << log.str();
    EXPECT_LT(reps.back().trainLoss, 0.9 * reps.front().trainLoss) << log.str();
  }
  EXPECT_NE(log.str().find("architecture v2"), std::string::npos) << log.str();
  eval::nnue::Network net;
  ASSERT_TRUE(eval::nnue::load_network(o.outDir + "/net-epoch-3.nnue", Variant::Xiangqi, net, err)) << err;
  EXPECT_EQ(net.format(), 2u);

  // Two epochs, then the third from the checkpoint: the same net file.
  TrainOptions rest;
  ASSERT_TRUE(train_two_epochs(o, dir, log, err, rest)) << err;
  ASSERT_TRUE(run_training(rest, log, err)) << err;
  EXPECT_EQ(file_bytes(rest.outDir + "/net-epoch-3.nnue"), file_bytes(o.outDir + "/net-epoch-3.nnue"));
  // A v1 run refuses the v2 checkpoint.
  TrainOptions wrong = rest;
  wrong.arch = 1;
  EXPECT_FALSE(run_training(wrong, log, err));
  EXPECT_NE(err.find("architecture"), std::string::npos) << err;
}

TEST(NnueTrainV2, QuantisedNetEvaluatesAsTheFloatModel) {
  FloatNet f = FloatNet::v2_for(eval::nnue::FeatureSet::Xiangqi90);
  f.init_random(17);
  for (int j = 0; j < N1; ++j) f.ft_bias()[j] = 0.3f + 0.3f * std::sin(float(j));
  for (int b = 0; b < v2::STACKS; ++b) {  // hidden biases that keep the clipped ReLUs busy
    float* s = f.stack(b);
    for (int o = 0; o < N2; ++o) s[N2 * 2 * N1 + o] = 0.4f;
    for (int o = 0; o < N3; ++o) s[N2 * (2 * N1 + 1) + N3 * N2 + o] = 0.3f;
  }
  eval::nnue::Network net;
  std::vector<std::string> notes;
  std::string err;
  ASSERT_TRUE(quantise(f, Variant::Xiangqi, "float test", net, notes, err)) << err;
  ASSERT_TRUE(net.v2);
  // Quantising the dequantised net gives the same integers.
  eval::nnue::Network again;
  ASSERT_TRUE(quantise(dequantise(net), Variant::Xiangqi, net.description, again, notes, err)) << err;
  EXPECT_EQ(eval::nnue::write_network(again), eval::nnue::write_network(net));

  EXPECT_GT(engine_matches_float(f, net), 2);
}

TEST(NnueTrainV2, FactorisedGradientMatchesFiniteDifferences) {
  constexpr auto XQ = eval::nnue::FeatureSet::Xiangqi90;
  // A fresh factorised net is one without buckets: zero bucket rows, every
  // bucket's folded row its shared row.
  FloatNet net = FloatNet::v2_for(XQ, true);
  net.init_random(5);
  ASSERT_EQ(net.p.size(), FloatNet::v2_for(XQ).p.size() + size_t(XQ_INPUTS) * N1);
  const FloatNet start = folded(net);
  for (size_t i : {size_t(0), size_t(7) * N1 + 3, size_t(5 * XQ_INPUTS + 7) * N1 + 3}) {
    EXPECT_EQ(net.ft_weight()[i], 0.0f);
    EXPECT_EQ(start.ft_weight()[i], net.p[net.layout.factorRows() + (i / N1 % XQ_INPUTS) * N1 + i % N1]);
  }
  EXPECT_NE(start.ft_weight()[3], 0.0f);

  const std::vector<Rec> recs = random_records(24, 7, false);
  const std::string path = scratch_dir("v2factorgrad") + "/data.feat";
  write_feat(path, recs);
  PositionFile file;
  std::string err;
  ASSERT_TRUE(file.open(path, err)) << err;
  // Bucket rows of their own, so that the sums are tested.
  for (size_t i = 0; i < size_t(net.inputs()) * N1; ++i) net.ft_weight()[i] = 0.03f * std::sin(0.37f * float(i));
  for (int j = 0; j < N1; ++j) net.ft_bias()[j] = 0.5f + 0.4f * std::sin(float(j));
  std::vector<uint32_t> idx(recs.size());
  for (uint32_t i = 0; i < idx.size(); ++i) idx[i] = i;
  const LossSettings ls{0.75f, 400.0f};
  std::vector<float> grad(net.p.size(), 0.0f);
  add_gradient(net, file, idx.data(), idx.size(), 1.0f / float(idx.size()), ls, grad.data());

  const Layout& lay = net.layout;
  const Rec& r0 = recs[0];
  const int keyUs = v2::key_from_v1(XQ, r0.us.data(), int(r0.us.size()));
  const int keyThem = v2::key_from_v1(XQ, r0.them.data(), int(r0.them.size()));
  const size_t rowUs = size_t(v2::from_v1_index(XQ, keyUs, r0.us[0]));
  const size_t rowThem = size_t(v2::from_v1_index(XQ, keyThem, r0.them[1]));
  const size_t st = lay.stack(r0.bucket);
  const std::vector<size_t> probe = {rowUs * N1 + 5, lay.factorRows() + (rowUs % XQ_INPUTS) * N1 + 5,
                                     rowThem * N1 + 40, lay.factorRows() + (rowThem % XQ_INPUTS) * N1 + 40,
                                     lay.factorRows() + (rowThem % XQ_INPUTS) * N1 + 41, lay.ftBias() + 3,
                                     st + 7, st + N2 * 2 * N1 + 2};
  int checked = 0;
  for (size_t i : probe) {
    FloatNet plus = net, minus = net;
    plus.p[i] += 1e-3f;
    minus.p[i] -= 1e-3f;
    const double fd = (direct_loss_v2(plus, recs) - direct_loss_v2(minus, recs)) / (double(plus.p[i]) - double(minus.p[i]));
    EXPECT_NEAR(grad[i], fd, 5e-3 * std::abs(fd) + 1e-7) << "parameter " << i;
    checked += std::abs(fd) > 1e-6;
  }
  EXPECT_GE(checked, 6);

  // The batches' path: the folded net's gradient, then the shared rows'
  // sums, is the same gradient; the folded net gives the same outputs.
  const FloatNet fl = folded(net);
  std::vector<float> viaFold(net.p.size(), 0.0f);
  add_gradient(fl, file, idx.data(), idx.size(), 1.0f / float(idx.size()), ls, viaFold.data());
  add_factor_gradient(lay, viaFold.data(), 0, XQ_INPUTS);
  size_t differ = 0, nonzero = 0;
  for (size_t i = 0; i < grad.size(); ++i) {
    differ += std::abs(viaFold[i] - grad[i]) > 1e-6 + 1e-4 * std::abs(grad[i]);
    nonzero += grad[i] != 0.0f;
  }
  EXPECT_EQ(differ, 0u);
  EXPECT_GT(nonzero, size_t(100 * N1));
  for (const Rec& r : recs) EXPECT_NEAR(direct_output_v2(fl, r), direct_output_v2(net, r), 1e-5);
  EXPECT_NEAR(BatchStep(2, net.p.size()).mean_loss(net, file, 0, recs.size(), ls), direct_loss_v2(net, recs), 1e-5);

  // --row-decay: after the same Adam step the bucket rows are x (1 - lr x
  // decay), the shared rows untouched.
  BatchStep plain(2, net.p.size()), decayed(2, net.p.size());
  decayed.set_row_decay(50.0);
  FloatNet a = net, b = net;
  Adam adamA(net.p.size()), adamB(net.p.size());
  plain.step(a, adamA, 1e-3, file, idx.data(), idx.size(), ls);
  decayed.step(b, adamB, 1e-3, file, idx.data(), idx.size(), ls);
  for (size_t i : {rowUs * N1 + 5, rowThem * N1 + 40, size_t(77)})
    EXPECT_NEAR(b.p[i], a.p[i] * (1.0 - 1e-3 * 50.0), 1e-7) << i;
  EXPECT_NE(b.p[rowUs * N1 + 5], a.p[rowUs * N1 + 5]);
  EXPECT_EQ(std::vector<float>(b.p.begin() + std::ptrdiff_t(lay.factorRows()), b.p.end()),
            std::vector<float>(a.p.begin() + std::ptrdiff_t(lay.factorRows()), a.p.end()));
}

TEST(NnueTrainV2, FactorisedRunResumesAndExportsTheSums) {
  const std::string dir = scratch_dir("v2factorrun");
  const std::string data = dir + "/data.feat";
  write_feat(data, random_records(testutil::SANITIZED ? 300 : 2000, 13, true));
  TrainOptions o = options_v2(dir, data, 3);  // the factorizer is the default
  std::ostringstream log;
  std::vector<EpochReport> reps;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err, &reps)) << err;
  EXPECT_NE(log.str().find("factorised"), std::string::npos) << log.str();
  if (!testutil::SANITIZED) {
    for (size_t i = 1; i < reps.size(); ++i) EXPECT_LT(reps[i].valLoss, reps[i - 1].valLoss) << log.str();
  }

  // Resume: two epochs, then the third from the checkpoint, same bytes.
  TrainOptions rest;
  ASSERT_TRUE(train_two_epochs(o, dir, log, err, rest)) << err;
  TrainOptions plain = rest;
  plain.factorizer = false;
  EXPECT_FALSE(run_training(plain, log, err));
  EXPECT_NE(err.find("--no-factorizer"), std::string::npos) << err;
  ASSERT_TRUE(run_training(rest, log, err)) << err;
  EXPECT_EQ(file_bytes(rest.outDir + "/net-epoch-3.nnue"), file_bytes(o.outDir + "/net-epoch-3.nnue"));
  // A checkpoint without the shared rows refuses a factorised resume.
  plain = options_v2(dir, data, 1);
  plain.outDir = dir + "/plain";
  plain.factorizer = false;
  ASSERT_TRUE(run_training(plain, log, err)) << err;
  plain.epochs = 2;
  plain.factorizer = true;
  plain.resume = plain.outDir + "/checkpoint.bin";
  EXPECT_FALSE(run_training(plain, log, err));
  EXPECT_NE(err.find("factorizer"), std::string::npos) << err;

  // The net file holds the folded sums, and the engine evaluates it as
  // the factorised float model predicts.
  Checkpoint c;
  ASSERT_TRUE(load_checkpoint(o.outDir + "/checkpoint.bin", c, err)) << err;
  ASSERT_TRUE(c.net.layout.factor);
  eval::nnue::Network fromFile, fromSum;
  std::vector<std::string> notes;
  ASSERT_TRUE(eval::nnue::load_network(o.outDir + "/net-epoch-3.nnue", Variant::Xiangqi, fromFile, err)) << err;
  ASSERT_TRUE(quantise(folded(c.net), Variant::Xiangqi, fromFile.description, fromSum, notes, err)) << err;
  EXPECT_EQ(eval::nnue::write_network(fromSum), eval::nnue::write_network(fromFile));
  EXPECT_GT(engine_matches_float(c.net, fromFile), 2);

  // --init-from: the file's rows become the bucket rows, the shared rows
  // start at zero, so the start is the file's net.
  const FloatNet d = dequantise(fromFile);
  EXPECT_EQ(folded(with_factor(d)).p, d.p);
  TrainOptions init = o;
  init.outDir = dir + "/init";
  init.initFrom = o.outDir + "/net-epoch-3.nnue";
  init.epochs = 1;
  ASSERT_TRUE(run_training(init, log, err)) << err;
}
