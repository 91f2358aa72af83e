// One position through the float network: the forward pass, and the
// backward pass that adds its gradient into a buffer laid out like
// FloatNet::p. Only the rows of the position's active features are
// touched: the first layer's gradient is sparse.
#pragma once

#include <cmath>

#include "nnue-train/float_net.h"
#include "nnue-train/position_file.h"

namespace pili::train {

// What the backward pass reuses from the forward pass.
struct Activations {
  alignas(64) float acc[2 * L1];     // first layer: side to move, then other
  alignas(64) float hidden[2 * L1];  // SCReLU of both
};

// The output (units of SCALE cp) of `r`; fills `a`.
float forward(const FloatNet& net, const PositionRecord& r, Activations& a);

// grad += g * d output / d parameters, for the `a` that forward() left.
void backward(const FloatNet& net, const PositionRecord& r, const Activations& a, float g,
              float* grad);

// The loss's pieces: sigmoid(cp / scale) against lambda * sigmoid(score /
// scale) + (1 - lambda) * result, result 1 / 0.5 / 0 for the side to move.
struct LossSettings {
  float lambda = 0.75f;
  float scale = 400.0f;
};

inline float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

inline float target_of(const PositionRecord& r, const LossSettings& s) {
  return s.lambda * sigmoid(float(r.score) / s.scale) + (1.0f - s.lambda) * (0.5f * float(r.result));
}

}  // namespace pili::train
