// One optimiser step on a batch, split across threads: each thread runs
// its slice of the positions into a gradient buffer of its own; then each
// thread sums the buffers over one range of the parameters and takes
// Adam's step there. The order of every sum is fixed by the thread count,
// so a run with the same options gives the same weights every time.
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

 private:
  int threads_;
  std::vector<std::vector<float>> grads_;
};

}  // namespace pili::train
