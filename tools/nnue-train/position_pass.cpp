// The inner loops run over L1 contiguous floats with no aliasing between
// source and destination, so the compiler vectorises them.
#include "nnue-train/position_pass.h"

#include "pili/eval/nnue/architecture.h"

namespace pili::train {

namespace {

inline void add_row(float* __restrict dst, const float* __restrict src) {
  for (int j = 0; j < L1; ++j) dst[j] += src[j];
}

inline void accumulate(const float* __restrict table, const float* __restrict bias, uint32_t inputs,
                       const uint16_t* f, int n, float* __restrict acc) {
  for (int j = 0; j < L1; ++j) acc[j] = bias[j];
  for (int k = 0; k < n; ++k)
    if (f[k] < inputs) add_row(acc, table + size_t(f[k]) * L1);
}

// sum a[i] b[i] over n (a multiple of 8), in eight lanes so that the
// reduction vectorises without reassociation flags.
inline float dot(const float* __restrict a, const float* __restrict b, int n) {
  float lane[8] = {};
  for (int i = 0; i < n; i += 8)
    for (int l = 0; l < 8; ++l) lane[l] += a[i + l] * b[i + l];
  return ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7]));
}

}  // namespace

float forward(const FloatNet& net, const PositionRecord& r, Activations& a) {
  if (net.arch() == 2) return forward_v2(net, r, a.v2);
  const uint32_t inputs = net.inputs();
  accumulate(net.ft_weight(), net.ft_bias(), inputs, r.us, r.nUs, a.acc);
  accumulate(net.ft_weight(), net.ft_bias(), inputs, r.them, r.nThem, a.acc + L1);
  const float* acc = a.acc;
  for (int j = 0; j < 2 * L1; ++j) {
    const float c = acc[j] < 0.0f ? 0.0f : acc[j] > 1.0f ? 1.0f : acc[j];
    a.hidden[j] = c * c;
  }
  return dot(net.out() + r.bucket * 2 * L1, a.hidden, 2 * L1) + net.out_bias()[r.bucket];
}

void backward(const FloatNet& net, const PositionRecord& r, const Activations& a, float g,
              float* grad) {
  if (net.arch() == 2) return backward_v2(net, r, a.v2, g, grad);
  const Layout& lay = net.layout;
  const float* w = net.out() + r.bucket * 2 * L1;
  float* gOut = grad + lay.out() + r.bucket * 2 * L1;
  for (int j = 0; j < 2 * L1; ++j) gOut[j] += g * a.hidden[j];
  grad[lay.outBias() + r.bucket] += g;

  // d hidden / d acc = 2 acc inside [0, 1] (the bounds included, as torch's
  // clamp passes its gradient there), 0 outside.
  alignas(64) float dAcc[2 * L1];
  const float* acc = a.acc;
  for (int j = 0; j < 2 * L1; ++j) {
    const bool inside = acc[j] >= 0.0f && acc[j] <= 1.0f;
    dAcc[j] = inside ? 2.0f * acc[j] * g * w[j] : 0.0f;
  }
  float* gBias = grad + lay.ftBias();
  add_row(gBias, dAcc);
  add_row(gBias, dAcc + L1);
  float* gTable = grad + lay.ftWeight();
  const uint32_t inputs = net.inputs();
  for (int k = 0; k < r.nUs; ++k)
    if (r.us[k] < inputs) add_row(gTable + size_t(r.us[k]) * L1, dAcc);
  for (int k = 0; k < r.nThem; ++k)
    if (r.them[k] < inputs) add_row(gTable + size_t(r.them[k]) * L1, dAcc + L1);
}

}  // namespace pili::train
