#include "nnue-train/float_net.h"

#include <algorithm>
#include <cmath>

#include "nnue-train/position_pass.h"
#include "nnue-train/random.h"

namespace pili::train {

void FloatNet::init_random(uint64_t seed) {
  std::fill(p.begin(), p.end(), 0.0f);
  SplitMix rng(seed);
  const float ftSigma = 0.5f / std::sqrt(32.0f);
  for (size_t i = 0; i < size_t(inputs()) * L1; ++i) ft_weight()[i] = ftSigma * float(rng.normal());
  const double outRange = 1.0 / std::sqrt(2.0 * L1);
  for (int i = 0; i < BUCKETS * 2 * L1; ++i) out()[i] = float((2.0 * rng.uniform() - 1.0) * outRange);
}

void FloatNet::clip() {
  float* ft = ft_weight();
  const size_t nFt = size_t(inputs()) * L1 + L1;  // the weights, then the bias right after
  for (size_t i = 0; i < nFt; ++i) ft[i] = std::clamp(ft[i], -FT_LIMIT, FT_LIMIT);
  clip_output();
}

void FloatNet::clip_output() {
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
