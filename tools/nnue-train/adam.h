// Adam as torch.optim.Adam computes it (default betas 0.9 / 0.999, eps
// 1e-8, no weight decay): with t the step count,
//   m = b1 m + (1 - b1) g,  v = b2 v + (1 - b2) g^2,
//   p -= lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps).
// Every parameter takes a step each batch, as torch's dense Adam does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pili::train {

struct AdamStep {
  float stepSize = 0;    // lr / (1 - b1^t)
  float bc2Sqrt = 1;     // sqrt(1 - b2^t)
  float b1 = 0.9f, b2 = 0.999f, eps = 1e-8f;
  float a1 = 0.1f, a2 = 0.001f;  // 1 - b1, 1 - b2 rounded once from double, as torch does
};

class Adam {
 public:
  static constexpr double BETA1 = 0.9, BETA2 = 0.999, EPS = 1e-8;

  explicit Adam(size_t n = 0) : m(n, 0.0f), v(n, 0.0f) {}

  // Counts the step and returns its constants for the learning rate `lr`.
  AdamStep begin_step(double lr);

  std::vector<float> m, v;
  uint64_t steps = 0;
};

// The step on p[begin, end) with gradient g (same indices); ranges of one
// step may run on different threads.
void adam_update(const AdamStep& s, float* p, const float* g, float* m, float* v, size_t begin,
                 size_t end);

}  // namespace pili::train
