#include "nnue-train/adam.h"

#include <cmath>

namespace pili::train {

AdamStep Adam::begin_step(double lr) {
  ++steps;
  const double bc1 = 1.0 - std::pow(BETA1, double(steps));
  const double bc2 = 1.0 - std::pow(BETA2, double(steps));
  AdamStep s;
  s.stepSize = float(lr / bc1);
  s.bc2Sqrt = float(std::sqrt(bc2));
  s.b1 = float(BETA1);
  s.b2 = float(BETA2);
  s.eps = float(EPS);
  s.a1 = float(1.0 - BETA1);
  s.a2 = float(1.0 - BETA2);
  return s;
}

void adam_update(const AdamStep& s, float* __restrict p, const float* __restrict g, float* __restrict m,
                 float* __restrict v, size_t begin, size_t end) {
  const float a1 = s.a1, a2 = s.a2;
  for (size_t i = begin; i < end; ++i) {
    m[i] = m[i] * s.b1 + g[i] * a1;
    v[i] = v[i] * s.b2 + g[i] * g[i] * a2;
    p[i] -= s.stepSize * m[i] / (std::sqrt(v[i]) / s.bc2Sqrt + s.eps);
  }
}

}  // namespace pili::train
