#include "nnue-train/float_net.h"

#include <algorithm>
#include <cmath>

#include "nnue-train/factorizer.h"
#include "nnue-train/position_pass.h"
#include "nnue-train/random.h"
#include "pili/eval/nnue/king_buckets.h"

namespace pili::train {

FloatNet FloatNet::v2_for(eval::nnue::FeatureSet fs, bool factor) {
  FloatNet f;
  f.layout = Layout{v2::input_count(fs), 2, fs, factor};
  f.p.assign(f.layout.size(), 0.0f);
  return f;
}

void FloatNet::init_random(uint64_t seed) {
  std::fill(p.begin(), p.end(), 0.0f);
  SplitMix rng(seed);
  const float ftSigma = 0.5f / std::sqrt(32.0f);
  float* rows = layout.factor ? p.data() + layout.factorRows() : ft_weight();
  const size_t nRows = layout.factor ? size_t(layout.v1Inputs()) : size_t(inputs());
  for (size_t i = 0; i < nRows * layout.l1(); ++i) rows[i] = ftSigma * float(rng.normal());
  if (arch() == 2) {
    auto uniform = [&](float* w, size_t n, int fanIn) {
      const double r = 1.0 / std::sqrt(double(fanIn));
      for (size_t i = 0; i < n; ++i) w[i] = float((2.0 * rng.uniform() - 1.0) * r);
    };
    for (int b = 0; b < v2::STACKS; ++b) {
      float* s = stack(b);
      uniform(s, size_t(v2::L2) * (2 * v2::L1 + 1), 2 * v2::L1);  // w1 and b1
      s += size_t(v2::L2) * (2 * v2::L1 + 1);
      uniform(s, size_t(v2::L3) * (v2::L2 + 1), v2::L2);          // w2 and b2
      s += size_t(v2::L3) * (v2::L2 + 1);
      uniform(s, v2::L3 + 1, v2::L3);                             // w3 and b3
    }
    clip();
    return;
  }
  const double outRange = 1.0 / std::sqrt(2.0 * L1);
  for (int i = 0; i < BUCKETS * 2 * L1; ++i) out()[i] = float((2.0 * rng.uniform() - 1.0) * outRange);
}

void FloatNet::clip() {
  if (layout.factor) {
    clip_factorised(*this);
    clip_output();
    return;
  }
  float* ft = ft_weight();
  const size_t nFt = size_t(inputs()) * layout.l1() + layout.l1();  // the weights, then the bias right after
  for (size_t i = 0; i < nFt; ++i) ft[i] = std::clamp(ft[i], -FT_LIMIT, FT_LIMIT);
  clip_output();
}

void FloatNet::clip_output() {
  if (arch() == 2) {
    // Biases stay free (int32); the weights are the int8 ones.
    for (int b = 0; b < v2::STACKS; ++b) {
      float* s = stack(b);
      auto clamp = [](float* w, size_t n) {
        for (size_t i = 0; i < n; ++i) w[i] = std::clamp(w[i], -V2_WEIGHT_LIMIT, V2_WEIGHT_LIMIT);
      };
      clamp(s, size_t(v2::L2) * 2 * v2::L1);
      s += size_t(v2::L2) * (2 * v2::L1 + 1);
      clamp(s, size_t(v2::L3) * v2::L2);
      s += size_t(v2::L3) * (v2::L2 + 1);
      clamp(s, v2::L3);
    }
    return;
  }
  for (int b = 0; b < BUCKETS; ++b) {
    float* w = out() + b * 2 * L1;
    float l1 = 0.0f;
    for (int i = 0; i < 2 * L1; ++i) {
      w[i] = std::clamp(w[i], -OUT_LIMIT, OUT_LIMIT);
      l1 += std::abs(w[i]);
    }
    const float factor = std::min(OUT_L1_LIMIT / std::max(l1, 1e-12f), 1.0f);
    if (factor < 1.0f)
      for (int i = 0; i < 2 * L1; ++i) w[i] *= factor;
  }
}

float FloatNet::output(const uint16_t* us, int nUs, const uint16_t* them, int nThem, int bucket) const {
  PositionRecord r;
  r.nUs = uint8_t(std::min(nUs, MAX_K));
  r.nThem = uint8_t(std::min(nThem, MAX_K));
  std::copy(us, us + r.nUs, r.us);
  std::copy(them, them + r.nThem, r.them);
  r.bucket = uint8_t(bucket);
  Activations a;
  return forward(*this, r, a);
}

}  // namespace pili::train
