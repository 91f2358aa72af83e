#include "nnue-train/trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iterator>
#include <numeric>
#include <ostream>

#include "nnue-train/batch_step.h"
#include "nnue-train/checkpoint.h"
#include "nnue-train/factorizer.h"
#include "nnue-train/quantise.h"
#include "nnue-train/random.h"
#include "pili/eval/nnue/net_file.h"

namespace pili::train {

namespace {

// The first `count` entries of a random permutation of [0, n): a partial
// Fisher-Yates shuffle seeded by the run's seed and the epoch, so that a
// resumed run draws the same batches.
std::vector<uint32_t> epoch_order(size_t n, size_t count, uint64_t seed) {
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  SplitMix rng(seed);
  for (size_t i = 0; i < count && i + 1 < n; ++i) std::swap(order[i], order[i + rng.below(n - i)]);
  order.resize(count);
  return order;
}

bool start_state(const TrainOptions& o, const PositionFile& data, Checkpoint& c, std::string& err) {
  c.variant = data.variant();
  const eval::nnue::FeatureSet fs = eval::nnue::feature_set_of(data.variant());
  const bool factor = o.arch == 2 && o.factorizer;
  c.net = o.arch == 2 ? FloatNet::v2_for(fs, factor) : FloatNet(data.inputs());
  c.net.init_random(o.seed);
  if (!o.initFrom.empty()) {
    eval::nnue::Network net;
    bool loaded = eval::nnue::load_network(o.initFrom, data.variant(), net, err);
    // A net of a sibling variant with the same features (atomic for
    // atomic-classic) is a start too: the rules differ, the board does not.
    // So is one whose features begin this variant's (xiangqi for Meng): the
    // inputs it lacks (Tris, counters) start at zero.
    for (Variant v : ALL_VARIANTS) {
      if (loaded) break;
      std::string ignored;
      eval::nnue::Network other;
      if (v != data.variant() && eval::nnue::load_network(o.initFrom, v, other, ignored) && other.v2 &&
          other.featureSet == fs) {
        net = other;  // v2: a sibling of the same features only
        net.variant = data.variant();
        loaded = true;
      } else if (v != data.variant() && eval::nnue::load_network(o.initFrom, v, other, ignored) &&
                 !other.v2 && eval::nnue::is_prefix_of(other.featureSet, fs)) {
        net = eval::nnue::Network::zero(data.variant());
        net.description = other.description;
        net.ftBias = other.ftBias;
        std::copy(other.ftWeights.begin(), other.ftWeights.end(), net.ftWeights.begin());
        std::copy(std::begin(other.outWeights), std::end(other.outWeights), std::begin(net.outWeights));
        std::copy(std::begin(other.outBias), std::end(other.outBias), std::begin(net.outBias));
        loaded = true;
      }
    }
    if (!loaded) {
      err = o.initFrom + ": " + err;
      return false;
    }
    if (int(net.format()) != o.arch) {
      err = o.initFrom + ": a net of architecture v" + std::to_string(net.format()) + ", the run trains v" +
            std::to_string(o.arch);
      return false;
    }
    c.net = dequantise(net);
    if (factor) c.net = with_factor(c.net);  // the file's rows become the bucket rows
  }
  c.adam = Adam(c.net.p.size());
  if (!o.resume.empty()) {
    if (!load_checkpoint(o.resume, c, err)) return false;
    if (c.variant != data.variant() || int(c.net.arch()) != o.arch) {
      err = o.resume + ": the checkpoint is for another variant or architecture";
      return false;
    }
    if (c.net.layout.factor != factor) {
      err = o.resume + (c.net.layout.factor ? ": the checkpoint has the factorizer's shared rows; resume without "
                                              "--no-factorizer"
                                            : ": the checkpoint has no factorizer's shared rows; resume with "
                                              "--no-factorizer");
      return false;
    }
  }
  c.net.clip();
  return true;
}

bool export_net(const Checkpoint& c, const std::string& path, const std::string& description,
                std::ostream& log, std::string& err) {
  eval::nnue::Network net;
  std::vector<std::string> notes;
  if (!quantise(c.net, c.variant, description, net, notes, err)) return false;
  for (const auto& n : notes) log << "export: " << n << "\n";
  if (!eval::nnue::save_network(net, path, err)) return false;
  return true;
}

double cpu_seconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

bool run_training(const TrainOptions& o, std::ostream& log, std::string& err, std::vector<EpochReport>* reports) {
  PositionFile data;
  if (!data.open(o.data, err)) return false;
  const size_t nVal = size_t(double(data.size()) * o.valFraction);
  const size_t nTrain = data.size() - nVal;
  if (nTrain == 0) {
    err = o.data + " holds no training positions";
    return false;
  }
  if (o.arch != 1 && o.arch != 2) {
    err = "the architecture is 1 or 2";
    return false;
  }
  if (o.batch == 0 || o.threads < 1 || o.epochs < 0) {
    err = "the batch size and the thread count must be positive";
    return false;
  }
  std::error_code ec;
  std::filesystem::create_directories(o.outDir, ec);
  if (ec) {
    err = o.outDir + ": " + ec.message();
    return false;
  }
  Checkpoint c;
  if (!start_state(o, data, c, err)) return false;

  const size_t epochSize = std::min<size_t>(o.epochSize ? o.epochSize : nTrain, nTrain);
  const std::string description =
      !o.description.empty()
          ? o.description
          : "trained on " + std::filesystem::path(o.data).filename().string() + " (" +
                std::to_string(nTrain) + " positions)";
  if (description.size() + 32 > eval::nnue::MAX_DESCRIPTION) {
    err = "the description is too long for a net file";
    return false;
  }
  log << variant_name(data.variant()) << ": " << nTrain << " training and " << nVal
      << " validation positions, " << data.inputs() << " inputs, architecture v" << o.arch << " ("
      << c.net.inputs() << " first-layer inputs" << (c.net.layout.factor ? ", factorised" : "") << "), "
      << o.threads << " threads\n";

  BatchStep stepper(o.threads, c.net.p.size());
  stepper.set_row_decay(o.rowDecay);
  std::vector<uint32_t> batch;
  for (int epoch = int(c.epoch); epoch < o.epochs; ++epoch) {
    EpochReport rep;
    rep.epoch = epoch + 1;
    rep.lr = o.lr * std::pow(o.gamma, epoch);
    const double end = o.lambdaEnd.value_or(o.lambda);
    rep.lambda = o.lambda + (end - o.lambda) * (double(epoch) / std::max(1, o.epochs - 1));
    const LossSettings s{float(rep.lambda), float(o.scale)};
    const std::vector<uint32_t> order = epoch_order(nTrain, epochSize, o.seed * 1000003 + uint64_t(epoch));

    const auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = cpu_seconds();
    double total = 0.0;
    for (size_t i = 0; i < epochSize; i += o.batch) {
      batch.assign(order.begin() + i, order.begin() + std::min(epochSize, i + o.batch));
      std::sort(batch.begin(), batch.end());  // the memory map reads forward
      total += stepper.step(c.net, c.adam, rep.lr, data, batch.data(), batch.size(), s) * double(batch.size());
      rep.positions += batch.size();
      ++rep.steps;
      if (o.maxSteps && rep.steps >= o.maxSteps) break;
    }
    rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    rep.cpuSeconds = cpu_seconds() - cpu0;  // all threads together
    rep.trainLoss = total / double(std::max<uint64_t>(1, rep.positions));
    rep.valLoss = nVal ? stepper.mean_loss(c.net, data, nTrain, data.size(), s) : std::nan("");

    char line[320];
    std::snprintf(line, sizeof line,
                  "epoch %d: train loss %.6f, validation loss %.6f, lr %.2e, lambda %.2f, %.0f positions/s "
                  "(%.0f per CPU-second)\n",
                  rep.epoch, rep.trainLoss, rep.valLoss, rep.lr, rep.lambda,
                  double(rep.positions) / std::max(rep.seconds, 1e-9),
                  double(rep.positions) / std::max(rep.cpuSeconds, 1e-9));
    log << line << std::flush;

    c.epoch = uint32_t(epoch + 1);
    const std::filesystem::path dir(o.outDir);
    if (!save_checkpoint(c, (dir / "checkpoint.bin").string(), err)) return false;
    const std::string net = (dir / ("net-epoch-" + std::to_string(epoch + 1) + ".nnue")).string();
    if (!export_net(c, net, description + "; epoch " + std::to_string(epoch + 1), log, err)) {
      err = net + ": " + err;
      return false;
    }
    if (reports) reports->push_back(rep);
  }
  return true;
}

}  // namespace pili::train
