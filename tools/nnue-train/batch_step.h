// One optimiser step on a batch, split across threads: each thread runs
// its slice of the positions into a gradient buffer of its own; then each
// thread sums the buffers over one range of the parameters and takes
// Adam's step there. The order of every sum is fixed by the thread count,
// so a run with the same options gives the same weights every time.
// A factorised v2 net (factorizer.h) is folded once per batch, the
// positions run through the folded net, and the shared rows' gradient is
// summed from the bucket rows' afterwards: the per-position work is that
// of the net without the factorizer.
#pragma once

#include <cstdint>
#include <vector>

#include "nnue-train/adam.h"
#include "nnue-train/float_net.h"
#include "nnue-train/position_file.h"
#include "nnue-train/position_pass.h"

namespace pili::train {

// Sum of squared errors over idx[0..n), adding to `grad` the gradient of
// that sum times `gradScale` (1 / batch size gives the mean's gradient).
double add_gradient(const FloatNet& net, const PositionFile& data, const uint32_t* idx, size_t n,
                    float gradScale, const LossSettings& s, float* grad);

class BatchStep {
 public:
  BatchStep(int threads, size_t parameters);

  // Adam step with learning rate `lr` on the mean loss of the positions
  // idx[0..n), then clip(); returns that mean loss (before the step).
  double step(FloatNet& net, Adam& adam, double lr, const PositionFile& data, const uint32_t* idx,
              size_t n, const LossSettings& s);

  // Mean loss over positions [begin, end) of `data`, the threads sharing them.
  double mean_loss(const FloatNet& net, const PositionFile& data, size_t begin, size_t end,
                   const LossSettings& s) const;

  int threads() const { return threads_; }

  // Decoupled weight decay (AdamW's form) on the first-layer rows: after
  // each Adam step every row weight is multiplied by 1 - lr x `decay`. On
  // a factorised net these are the bucket rows, so the decay pulls each
  // bucket toward the shared rows (0 by default: none).
  void set_row_decay(double decay) { rowDecay_ = decay; }

 private:
  int threads_;
  std::vector<std::vector<float>> grads_;
  double rowDecay_ = 0.0;
  FloatNet folded_;  // a factorised net's folded copy, reused by every step
};

}  // namespace pili::train
