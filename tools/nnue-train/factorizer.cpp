#include "nnue-train/factorizer.h"

#include <algorithm>

namespace pili::train {

void fold_factor(const FloatNet& net, FloatNet& out) {
  out.layout = net.layout;
  out.layout.factor = false;
  out.p.assign(net.p.begin(), net.p.begin() + std::ptrdiff_t(out.layout.size()));
  if (!net.layout.factor) return;
  const size_t n1 = net.layout.l1();
  float* w = out.ft_weight();
  for (uint32_t i = 0; i < net.inputs(); ++i) {
    const float* s = net.p.data() + net.layout.factorRow(i);
    float* row = w + size_t(i) * n1;
    for (size_t j = 0; j < n1; ++j) row[j] += s[j];
  }
}

FloatNet folded(const FloatNet& net) {
  FloatNet out;
  fold_factor(net, out);
  return out;
}

FloatNet with_factor(const FloatNet& net) {
  FloatNet out = net;
  out.layout.factor = net.arch() == 2;
  out.p.resize(out.layout.size(), 0.0f);
  return out;
}

void add_factor_gradient(const Layout& lay, float* grad, size_t begin, size_t end) {
  const size_t n1 = lay.l1(), v1 = lay.v1Inputs();
  for (size_t f = begin; f < end; ++f) {
    float* __restrict s = grad + lay.factorRows() + f * n1;
    for (size_t i = f; i < lay.inputs; i += v1) {
      const float* __restrict g = grad + lay.ftWeight() + i * n1;
      for (size_t j = 0; j < n1; ++j) s[j] += g[j];
    }
  }
}

void clip_factorised(FloatNet& net) {
  const Layout& lay = net.layout;
  const size_t n1 = lay.l1();
  float* shared = net.p.data() + lay.factorRows();
  for (size_t i = 0; i < size_t(lay.v1Inputs()) * n1; ++i) shared[i] = std::clamp(shared[i], -FT_LIMIT, FT_LIMIT);
  for (size_t j = 0; j < n1; ++j) net.ft_bias()[j] = std::clamp(net.ft_bias()[j], -FT_LIMIT, FT_LIMIT);
  for (uint32_t i = 0; i < lay.inputs; ++i) {
    const float* s = net.p.data() + lay.factorRow(i);
    float* row = net.ft_weight() + size_t(i) * n1;
    for (size_t j = 0; j < n1; ++j) row[j] = std::clamp(row[j], -FT_LIMIT - s[j], FT_LIMIT - s[j]);
  }
}

}  // namespace pili::train
