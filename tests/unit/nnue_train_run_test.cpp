// pili-train's runs: training lowers the loss on data a net can fit; the
// net files load with the engine's reader and evaluate positions as the
// float model does, to within the quantisation; a resumed run ends with the
// same bytes as an uninterrupted one; --init-from starts from a net's
// weights.
#include <sstream>

#include "nnue-train/batch_step.h"
#include "nnue-train/checkpoint.h"
#include "nnue-train/quantise.h"
#include "nnue-train/trainer.h"
#include "nnue_train_util.h"
#include "pili/eval/nnue/evaluator.h"
#include "pili/eval/nnue/net_file.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

using namespace pili;
using namespace pili::train;
using namespace pili::traintest;

namespace {

TrainOptions options(const std::string& dir, const std::string& data, int epochs) {
  TrainOptions o;
  o.data = data;
  o.outDir = dir + "/out";
  o.epochs = epochs;
  o.batch = 256;
  o.lr = 3e-3;
  o.threads = 2;
  o.valFraction = 0.1;
  return o;
}

std::string make_data(const std::string& dir, int n, bool learnable) {
  const std::string path = dir + "/data.feat";
  write_feat(path, random_records(n, 11, learnable));
  return path;
}

// A run on xiangqi `data` from the net file `initFrom` with a learning rate of
// zero writes `net` back (the description aside).
void expect_zero_rate_run_writes_back(const std::string& dir, const std::string& data,
                                      const std::string& initFrom, const eval::nnue::Network& net) {
  TrainOptions from = options(dir, data, 1);
  from.initFrom = initFrom;
  from.lr = 0;
  from.description = net.description;
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(from, log, err)) << err;
  eval::nnue::Network back;
  ASSERT_TRUE(eval::nnue::load_network(from.outDir + "/net-epoch-1.nnue", Variant::Xiangqi, back, err)) << err;
  back.description = net.description;
  EXPECT_EQ(eval::nnue::write_network(back), eval::nnue::write_network(net));
}

}  // namespace

TEST(NnueTrainRun, EpochsLowerTheLossOnLearnableData) {
  const std::string dir = scratch_dir("learn");
  TrainOptions o = options(dir, make_data(dir, 4000, true), 4);
  PositionFile file;
  std::string err;
  ASSERT_TRUE(file.open(o.data, err)) << err;
  FloatNet start(XQ_INPUTS);
  start.init_random(o.seed);
  start.clip();
  const double before = BatchStep(1, start.p.size()).mean_loss(start, file, 3600, 4000, {0.75f, 400.0f});

  std::ostringstream log;
  std::vector<EpochReport> reps;
  ASSERT_TRUE(run_training(o, log, err, &reps)) << err;
  ASSERT_EQ(reps.size(), 4u);
  for (size_t i = 1; i < reps.size(); ++i) EXPECT_LT(reps[i].valLoss, reps[i - 1].valLoss) << log.str();
  EXPECT_LT(reps.back().valLoss, 0.3 * before) << log.str();
  EXPECT_EQ(reps[0].positions, 3600u);
  EXPECT_EQ(reps[0].steps, 15u);  // 3600 / 256, the last batch short
  EXPECT_NEAR(reps[1].lr, 3e-3 * 0.9, 1e-12);
  EXPECT_NE(log.str().find("epoch 4: train loss"), std::string::npos);
}

TEST(NnueTrainRun, NetFilesLoadAndEvaluateAsTheFloatModel) {
  const std::string dir = scratch_dir("netfile");
  TrainOptions o = options(dir, make_data(dir, 3000, true), 2);
  o.description = "unit test";
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err)) << err;
  Checkpoint c;
  ASSERT_TRUE(load_checkpoint(o.outDir + "/checkpoint.bin", c, err)) << err;
  EXPECT_EQ(c.epoch, 2u);

  const auto bytes = file_bytes(o.outDir + "/net-epoch-2.nnue");
  eval::nnue::Network net;
  ASSERT_TRUE(eval::nnue::read_network(bytes, Variant::Xiangqi, net, err)) << err;
  EXPECT_EQ(net.description, "unit test; epoch 2");
  // Every quantised weight is the float weight rounded.
  for (int j = 0; j < L1; ++j) EXPECT_NEAR(net.ftBias.v[j], c.net.ft_bias()[j] * 255.0, 0.5 + 1e-3);
  for (int i = 0; i < 2 * L1; ++i) EXPECT_NEAR(net.outWeights[3].v[i], c.net.out()[3 * 2 * L1 + i] * 64.0, 0.5 + 1e-3);

  const FloatNet rounded = dequantise(net);
  const char* fens[] = {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
                        "3k5/4a4/4b4/9/2p6/6P2/9/4B4/4A4/3AK4 w - - 0 1",
                        "r2akab2/9/1cn1b1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R b - - 0 1"};
  int differ = 0;
  for (const char* fen : fens) {
    Position pos;
    ASSERT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen << ": " << err;
    eval::nnue::FeatureList lists[2];
    const Color stm = pos.side_to_move();
    eval::nnue::active_features(net.featureSet, pos, stm, lists[0]);
    eval::nnue::active_features(net.featureSet, pos, ~stm, lists[1]);
    const int bucket = eval::nnue::material_bucket(eval::nnue::non_king_pieces(pos));
    eval::nnue::Evaluator<eval::nnue::Xiangqi90> ev(&net);
    ev.reset(pos);
    const int engine = ev.evaluate(pos);
    // The float model on the net's own (rounded) weights: the engine's
    // integers differ from it by the two truncations only.
    const double onRounded =
        400.0 * rounded.output(lists[0].index, lists[0].count, lists[1].index, lists[1].count, bucket);
    EXPECT_NEAR(engine, onRounded, 2.0) << fen;
    // The trained float model: its weights are within half a step of the
    // net's, which moves each accumulator by at most (features + 1) / 2 / 255.
    const double trained =
        400.0 * c.net.output(lists[0].index, lists[0].count, lists[1].index, lists[1].count, bucket);
    double sumW = 0;
    for (int i = 0; i < 2 * L1; ++i) sumW += std::abs(c.net.out()[bucket * 2 * L1 + i]);
    const double dAcc = (std::max(lists[0].count, lists[1].count) + 1) * 0.5 / 255;
    const double bound = 400.0 * (sumW * (2 * dAcc + dAcc * dAcc) + 2 * L1 * 0.5 / 64 + 0.5 / (255 * 64)) + 2;
    EXPECT_NEAR(engine, trained, bound) << fen;
    differ += engine != 0;
  }
  EXPECT_GT(differ, 0);  // not a zero net
}

TEST(NnueTrainRun, ResumeContinuesIdentically) {
  const std::string dir = scratch_dir("resume");
  const std::string data = make_data(dir, 2000, true);
  TrainOptions whole = options(dir + "/a", data, 3);
  TrainOptions part = options(dir + "/b", data, 1);
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(whole, log, err)) << err;
  ASSERT_TRUE(run_training(part, log, err)) << err;
  EXPECT_NE(file_bytes(whole.outDir + "/net-epoch-1.nnue").size(), 0u);
  EXPECT_EQ(file_bytes(whole.outDir + "/net-epoch-1.nnue"), file_bytes(part.outDir + "/net-epoch-1.nnue"));
  part.epochs = 3;
  part.resume = part.outDir + "/checkpoint.bin";
  std::vector<EpochReport> reps;
  ASSERT_TRUE(run_training(part, log, err, &reps)) << err;
  ASSERT_EQ(reps.size(), 2u);
  EXPECT_EQ(reps[0].epoch, 2);
  EXPECT_EQ(file_bytes(whole.outDir + "/net-epoch-3.nnue"), file_bytes(part.outDir + "/net-epoch-3.nnue"));
  EXPECT_EQ(file_bytes(whole.outDir + "/checkpoint.bin"), file_bytes(part.outDir + "/checkpoint.bin"));
  // A damaged checkpoint is refused.
  auto bytes = file_bytes(part.resume);
  bytes[100] ^= 1;
  std::ofstream(part.resume, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                     std::streamsize(bytes.size()));
  Checkpoint c;
  EXPECT_FALSE(load_checkpoint(part.resume, c, err));
  EXPECT_NE(err.find("checksum"), std::string::npos) << err;
}

TEST(NnueTrainRun, InitFromStartsAtTheNetsWeights) {
  const std::string dir = scratch_dir("init");
  TrainOptions o = options(dir, make_data(dir, 1000, true), 1);
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err)) << err;
  eval::nnue::Network net;
  ASSERT_TRUE(eval::nnue::load_network(o.outDir + "/net-epoch-1.nnue", Variant::Xiangqi, net, err)) << err;
  // Dequantised and quantised again: the same integers.
  eval::nnue::Network again;
  std::vector<std::string> notes;
  ASSERT_TRUE(quantise(dequantise(net), Variant::Xiangqi, net.description, again, notes, err)) << err;
  EXPECT_EQ(eval::nnue::write_network(again), eval::nnue::write_network(net));
  EXPECT_TRUE(notes.empty());

  // A run from the net with a learning rate of zero writes the same net back.
  expect_zero_rate_run_writes_back(dir + "/from", o.data, o.outDir + "/net-epoch-1.nnue", net);
}

TEST(NnueTrainRun, InitFromASiblingVariantsNetWithTheSameFeatures) {
  const std::string dir = scratch_dir("sibling");
  TrainOptions o = options(dir, make_data(dir, 1000, true), 1);  // xiangqi data
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err)) << err;
  eval::nnue::Network net;
  ASSERT_TRUE(eval::nnue::load_network(o.outDir + "/net-epoch-1.nnue", Variant::Xiangqi, net, err)) << err;
  auto save = [](const eval::nnue::Network& n, const std::string& path) {
    auto bytes = eval::nnue::write_network(n);
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  };

  // The same weights as an Atomic Xiangqi net (the same 90-point features):
  // a start for xiangqi data, and a zero-rate run writes them back.
  eval::nnue::Network sibling = net;
  sibling.variant = Variant::Atomic;
  save(sibling, dir + "/atomic.nnue");
  expect_zero_rate_run_writes_back(dir + "/from", o.data, dir + "/atomic.nnue", net);

  // A Meng net has other features: refused, with the reader's reason.
  save(eval::nnue::Network::zero(Variant::Meng), dir + "/meng.nnue");
  TrainOptions wrong = options(dir + "/wrong", o.data, 1);
  wrong.initFrom = dir + "/meng.nnue";
  err.clear();
  EXPECT_FALSE(run_training(wrong, log, err));
  EXPECT_NE(err.find("meng.nnue"), std::string::npos) << err;
}

TEST(NnueTrainRun, InitFromAXiangqiNetForMengData) {
  // Meng's features begin with xiangqi's 1260: a xiangqi net starts a Meng
  // run with those rows, and the Tris and counter rows at zero.
  const std::string dir = scratch_dir("widen");
  TrainOptions o = options(dir, make_data(dir, 1000, true), 1);
  std::ostringstream log;
  std::string err;
  ASSERT_TRUE(run_training(o, log, err)) << err;
  eval::nnue::Network xq;
  ASSERT_TRUE(eval::nnue::load_network(o.outDir + "/net-epoch-1.nnue", Variant::Xiangqi, xq, err)) << err;

  auto recs = random_records(1000, 12, true);
  for (size_t i = 0; i < recs.size(); i += 3) recs[i].us.push_back(uint16_t(1300));  // a Tris now and then
  write_feat(dir + "/meng.feat", recs, 3, 2, MENG_INPUTS);
  TrainOptions meng = options(dir + "/meng", dir + "/meng.feat", 1);
  meng.initFrom = o.outDir + "/net-epoch-1.nnue";
  meng.lr = 0;
  ASSERT_TRUE(run_training(meng, log, err)) << err;
  eval::nnue::Network wide;
  ASSERT_TRUE(eval::nnue::load_network(meng.outDir + "/net-epoch-1.nnue", Variant::Meng, wide, err)) << err;
  ASSERT_EQ(wide.inputs(), MENG_INPUTS);
  for (uint32_t i = 0; i < MENG_INPUTS; ++i)
    for (int j = 0; j < eval::nnue::L1; ++j)
      ASSERT_EQ(wide.ftWeights[i].v[j], i < XQ_INPUTS ? xq.ftWeights[i].v[j] : 0) << "input " << i;
  for (int j = 0; j < eval::nnue::L1; ++j) EXPECT_EQ(wide.ftBias.v[j], xq.ftBias.v[j]);
  for (int b = 0; b < eval::nnue::BUCKETS; ++b) {
    EXPECT_EQ(wide.outBias[b], xq.outBias[b]);
    for (int j = 0; j < 2 * eval::nnue::L1; ++j) EXPECT_EQ(wide.outWeights[b].v[j], xq.outWeights[b].v[j]);
  }

  // Not the other way round: a Meng net is no start for xiangqi (the test
  // above), nor an 8x8 net for Meng.
  TrainOptions chess = options(dir + "/chess", dir + "/meng.feat", 1);
  {
    auto bytes = eval::nnue::write_network(eval::nnue::Network::zero(Variant::AtomicChess));
    std::ofstream(dir + "/chess.nnue", std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  chess.initFrom = dir + "/chess.nnue";
  EXPECT_FALSE(run_training(chess, log, err));
}
