// pili-train: trains Pili's learned evaluation on a position file of
// `pili datagen --export-features`, the same network, loss and optimiser
// as tools/nnue/train.py (docs/nnue-training.md, "The C++ trainer").
//
//   pili-train data.feat --out-dir run1 --epochs 20
//   pili-train more.feat --out-dir run2 --init-from run1/net-epoch-20.nnue
//   pili-train data.feat --out-dir run1 --epochs 20 --resume run1/checkpoint.bin
//   pili-train data.feat --out-dir v2run --arch 2 --epochs 20
//   pili-train data.feat --out-dir v2plain --arch 2 --no-factorizer
#include <CLI/CLI.hpp>

#include <iostream>

#include "nnue-train/trainer.h"

int main(int argc, char** argv) {
  using pili::train::TrainOptions;
  TrainOptions o;
  double lambdaEnd = 0;
  CLI::App app{"Trains a net for Pili's learned evaluation (docs/nnue-training.md)"};
  app.add_option("data", o.data, "position file (pili datagen --export-features)")->required();
  app.add_option("--out-dir", o.outDir, "checkpoint.bin and net-epoch-N.nnue go here")->required();
  app.add_option("--epochs", o.epochs, "epochs to train (a resumed run counts the done ones)")
      ->capture_default_str();
  app.add_option("--epoch-size", o.epochSize, "positions per epoch (0: the whole training part)")
      ->capture_default_str();
  app.add_option("--batch", o.batch, "positions per batch")->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--lr", o.lr, "Adam's learning rate")->capture_default_str();
  app.add_option("--gamma", o.gamma, "learning rate x this after every epoch")->capture_default_str();
  app.add_option("--lambda", o.lambda, "weight of the search score")->capture_default_str();
  auto* lend = app.add_option("--lambda-end", lambdaEnd, "weight at the last epoch (linear; default --lambda)");
  app.add_option("--scale", o.scale, "centipawns of the sigmoid's unit")->capture_default_str();
  app.add_option("--val-fraction", o.valFraction, "the file's tail kept for validation")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--threads", o.threads, "threads sharing each batch")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  app.add_option("--seed", o.seed, "seed of the initial weights and the batch order")->capture_default_str();
  app.add_option("--max-steps", o.maxSteps, "stop each epoch after this many batches (0: no limit)")
      ->capture_default_str();
  app.add_option("--row-decay", o.rowDecay,
                 "decoupled weight decay of the first-layer rows (v2: the bucket rows, pulled toward the "
                 "shared ones): each step x (1 - lr x this)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1e4));
  app.add_option("--resume", o.resume, "continue this checkpoint (same data and options)");
  app.add_option("--init-from", o.initFrom, "start from this net file's weights");
  app.add_option("--description", o.description, "text stored in the net files");
  app.add_option("--arch", o.arch, "net architecture: 1 (256 per side) or 2 (king buckets, 512 per side, "
                 "hidden layers; docs/nnue.md)")
      ->capture_default_str()
      ->check(CLI::IsMember({1, 2}));
  bool noFactorizer = false;
  app.add_flag("--no-factorizer", noFactorizer,
               "v2: train the king-bucketed rows alone, without the shared rows every bucket adds "
               "(docs/nnue-training.md, \"Factorised king buckets\")");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  if (lend->count()) o.lambdaEnd = lambdaEnd;
  o.factorizer = !noFactorizer;
  std::string err;
  if (!pili::train::run_training(o, std::cerr, err)) {
    std::cerr << "error: " << err << "\n";
    return 1;
  }
  return 0;
}
