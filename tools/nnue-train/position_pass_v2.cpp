// One position through a float v2 net (architecture_v2.h): the first layer
// over king-bucketed rows, clip to [0, 1], the record's layer stack
// 2 L1 -> L2 -> L3 -> 1 with clips between. The gradient of a clip is 1
// inside [0, 1] (the bounds included, as torch's clamp) and 0 outside.
// A factorised net (factorizer.h) adds each input's shared row too; the
// trainer's batches fold the net first, so this path serves single
// evaluations and the tests.
#include "nnue-train/position_pass.h"
#include "pili/eval/nnue/king_buckets.h"

namespace pili::train {

namespace {

constexpr int N1 = v2::L1, N2 = v2::L2, N3 = v2::L3;

inline float clip01(float x) { return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x; }
inline bool inside(float x) { return x >= 0.0f && x <= 1.0f; }

inline void add_row(float* __restrict dst, const float* __restrict src) {
  for (int j = 0; j < N1; ++j) dst[j] += src[j];
}

// sum a[i] b[i] over n (a multiple of 8) in eight lanes, so that the
// reduction vectorises without reassociation flags (as position_pass.cpp).
inline float dot(const float* __restrict a, const float* __restrict b, int n) {
  float lane[8] = {};
  for (int i = 0; i < n; i += 8)
    for (int l = 0; l < 8; ++l) lane[l] += a[i + l] * b[i + l];
  return ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7]));
}

// The stack's blocks inside FloatNet::p (Layout's order).
struct StackView {
  const float *w1, *b1, *w2, *b2, *w3, *b3;
  explicit StackView(const float* s)
      : w1(s), b1(w1 + N2 * 2 * N1), w2(b1 + N2), b2(w2 + N3 * N2), w3(b2 + N3), b3(w3 + N3) {}
};

}  // namespace

float forward_v2(const FloatNet& net, const PositionRecord& r, Activations::V2& a) {
  const eval::nnue::FeatureSet fs = net.layout.fs;
  const uint32_t v1Inputs = eval::nnue::input_count(fs);
  const uint16_t* lists[2] = {r.us, r.them};
  const int counts[2] = {r.nUs, r.nThem};
  for (int h = 0; h < 2; ++h) {
    // Padding slots (>= the v1 inputs) are zero inputs.
    const int key = v2::key_from_v1(fs, lists[h], counts[h]);
    float* acc = a.acc + h * N1;
    for (int j = 0; j < N1; ++j) acc[j] = net.ft_bias()[j];
    a.n[h] = 0;
    for (int k = 0; k < counts[h]; ++k) {
      if (lists[h][k] >= v1Inputs) continue;
      const uint32_t i = uint32_t(v2::from_v1_index(fs, key, lists[h][k]));
      a.idx[h][a.n[h]++] = i;
      add_row(acc, net.ft_weight() + size_t(i) * N1);
      if (net.layout.factor) add_row(acc, net.p.data() + net.layout.factorRow(i));
    }
  }
  const StackView s(net.stack(r.bucket));
  float x1[N2], x2[N3];
  for (int i = 0; i < 2 * N1; ++i) a.x0[i] = clip01(a.acc[i]);
  for (int o = 0; o < N2; ++o) {
    a.z1[o] = s.b1[o] + dot(s.w1 + o * 2 * N1, a.x0, 2 * N1);
    x1[o] = clip01(a.z1[o]);
  }
  for (int o = 0; o < N3; ++o) {
    float z = s.b2[o];
    for (int i = 0; i < N2; ++i) z += s.w2[o * N2 + i] * x1[i];
    a.z2[o] = z;
    x2[o] = clip01(z);
  }
  float out = s.b3[0];
  for (int i = 0; i < N3; ++i) out += s.w3[i] * x2[i];
  return out;
}

void backward_v2(const FloatNet& net, const PositionRecord& r, const Activations::V2& a, float g,
                 float* grad) {
  const size_t base = net.layout.stack(r.bucket);
  const StackView s(net.stack(r.bucket));
  float* gw1 = grad + base;
  float* gb1 = gw1 + N2 * 2 * N1;
  float* gw2 = gb1 + N2;
  float* gb2 = gw2 + N3 * N2;
  float* gw3 = gb2 + N3;
  float* gb3 = gw3 + N3;

  float dz2[N3], dz1[N2] = {};
  gb3[0] += g;
  for (int i = 0; i < N3; ++i) {
    gw3[i] += g * clip01(a.z2[i]);
    dz2[i] = inside(a.z2[i]) ? g * s.w3[i] : 0.0f;
  }
  for (int o = 0; o < N3; ++o) {
    gb2[o] += dz2[o];
    for (int i = 0; i < N2; ++i) {
      gw2[o * N2 + i] += dz2[o] * clip01(a.z1[i]);
      dz1[i] += dz2[o] * s.w2[o * N2 + i];
    }
  }
  for (int i = 0; i < N2; ++i) dz1[i] = inside(a.z1[i]) ? dz1[i] : 0.0f;

  alignas(64) float dAcc[2 * N1] = {};
  const float* x0 = a.x0;
  for (int o = 0; o < N2; ++o) {
    if (dz1[o] == 0.0f) continue;
    gb1[o] += dz1[o];
    float* gw = gw1 + o * 2 * N1;
    const float* w = s.w1 + o * 2 * N1;
    for (int i = 0; i < 2 * N1; ++i) {
      gw[i] += dz1[o] * x0[i];
      dAcc[i] += dz1[o] * w[i];
    }
  }
  for (int i = 0; i < 2 * N1; ++i) dAcc[i] = inside(a.acc[i]) ? dAcc[i] : 0.0f;

  float* gBias = grad + net.layout.ftBias();
  add_row(gBias, dAcc);
  add_row(gBias, dAcc + N1);
  float* gTable = grad + net.layout.ftWeight();
  for (int h = 0; h < 2; ++h)
    for (int k = 0; k < a.n[h]; ++k) {
      add_row(gTable + size_t(a.idx[h][k]) * N1, dAcc + h * N1);
      if (net.layout.factor) add_row(grad + net.layout.factorRow(a.idx[h][k]), dAcc + h * N1);
    }
}

}  // namespace pili::train
