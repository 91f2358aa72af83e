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
  struct V2 {
    alignas(64) float acc[2 * v2::L1];  // first layer: side to move, then other
    alignas(64) float x0[2 * v2::L1];   // acc clipped to [0, 1]
    float z1[v2::L2], z2[v2::L3];       // the hidden layers' sums
    int n[2] = {};                      // the v2 indices of both perspectives
    uint32_t idx[2][MAX_K];
  } v2;
};

// The output (units of SCALE cp) of `r`; fills `a`.
float forward(const FloatNet& net, const PositionRecord& r, Activations& a);

// grad += g * d output / d parameters, for the `a` that forward() left.
void backward(const FloatNet& net, const PositionRecord& r, const Activations& a, float g,
              float* grad);

// The same for a v2 net (position_pass_v2.cpp); forward() and backward()
// hand a v2 net to them. The records hold v1 indices: each perspective's
// king key is read from its own king's index and the indices are moved
// into that key's block (king_buckets.h).
float forward_v2(const FloatNet& net, const PositionRecord& r, Activations::V2& a);
void backward_v2(const FloatNet& net, const PositionRecord& r, const Activations::V2& a, float g,
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
