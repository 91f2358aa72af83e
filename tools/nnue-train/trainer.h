// pili-train's run: the options of tools/nnue/train.py and the epoch loop
// (docs/nnue-training.md, "The C++ trainer").
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace pili::train {

struct TrainOptions {
  std::string data;            // position file (pili datagen --export-features)
  std::string outDir;          // checkpoint.bin and net-epoch-N.nnue
  int epochs = 10;
  uint64_t epochSize = 0;      // positions per epoch (0: the whole training part)
  uint32_t batch = 16384;
  double lr = 1e-3;
  double gamma = 0.9;          // learning rate x this after every epoch
  double lambda = 0.75;        // weight of the search score
  std::optional<double> lambdaEnd;  // weight at the last epoch (linear)
  double scale = 400.0;        // centipawns of the sigmoid's unit
  double valFraction = 0.05;   // the file's tail kept for validation
  int threads = 2;
  uint64_t seed = 1;
  uint64_t maxSteps = 0;       // stop each epoch after this many batches (0: no limit)
  std::string resume;          // a checkpoint to continue (same data and options)
  std::string initFrom;        // a net file to start from
  std::string description;     // text stored in the net files
  int arch = 1;                // net architecture: 1 (docs/nnue.md) or 2 ("Architecture v2")
  bool factorizer = true;      // v2: train the first layer factorised (factorizer.h)
  double rowDecay = 0.0;       // decoupled weight decay of the first-layer (bucket) rows
};

struct EpochReport {
  int epoch = 0;  // 1-based
  double trainLoss = 0, valLoss = 0, lr = 0, lambda = 0;
  uint64_t positions = 0, steps = 0;
  double seconds = 0, cpuSeconds = 0;
};

// Runs epochs until opts.epochs, writing a checkpoint and a net file after
// each; progress lines go to `log`. False with `err` on any failure.
bool run_training(const TrainOptions& opts, std::ostream& log, std::string& err,
           std::vector<EpochReport>* reports = nullptr);

}  // namespace pili::train
