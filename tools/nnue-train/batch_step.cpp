#include "nnue-train/batch_step.h"

#include <algorithm>

#include "nnue-train/factorizer.h"
#include "nnue-train/parallel.h"
#include "pili/eval/nnue/architecture.h"

namespace pili::train {

double add_gradient(const FloatNet& net, const PositionFile& data, const uint32_t* idx, size_t n,
                    float gradScale, const LossSettings& s, float* grad) {
  // d loss / d output: the squared error through sigmoid(output * SCALE / scale).
  const float outUnit = float(eval::nnue::SCALE) / s.scale;
  PositionRecord r;
  Activations a;
  double total = 0.0;
  for (size_t i = 0; i < n; ++i) {
    data.read(idx[i], r);
    const float p = sigmoid(forward(net, r, a) * outUnit);
    const float d = p - target_of(r, s);
    total += double(d) * d;
    backward(net, r, a, 2.0f * d * gradScale * p * (1.0f - p) * outUnit, grad);
  }
  return total;
}

BatchStep::BatchStep(int threads, size_t parameters)
    : threads_(std::max(1, threads)), grads_(size_t(threads_), std::vector<float>(parameters)) {}

double BatchStep::step(FloatNet& net, Adam& adam, double lr, const PositionFile& data,
                       const uint32_t* idx, size_t n, const LossSettings& s) {
  std::vector<double> loss(size_t(threads_), 0.0);
  const float gradScale = 1.0f / float(n);
  const bool factor = net.layout.factor;
  if (factor) fold_factor(net, folded_);
  const FloatNet& run = factor ? folded_ : net;
  parallel_for(threads_, [&](int t) {
    std::vector<float>& g = grads_[size_t(t)];
    std::fill(g.begin(), g.end(), 0.0f);
    const size_t b = piece_begin(n, threads_, t), e = piece_begin(n, threads_, t + 1);
    loss[size_t(t)] = add_gradient(run, data, idx + b, e - b, gradScale, s, g.data());
  });

  const AdamStep as = adam.begin_step(lr);
  const float decayFactor = float(1.0 - lr * rowDecay_);
  const size_t size = net.p.size(), ftEnd = net.layout.out();  // first-layer weights and bias
  float* g0 = grads_[0].data();
  auto sum_threads = [&](size_t b, size_t e) {
    for (int u = 1; u < threads_; ++u) {
      const float* gu = grads_[size_t(u)].data();
      for (size_t i = b; i < e; ++i) g0[i] += gu[i];
    }
  };
  if (factor) {  // the bucket rows' sums first: the shared rows' gradient reads them all
    parallel_for(threads_, [&](int t) { sum_threads(piece_begin(size, threads_, t), piece_begin(size, threads_, t + 1)); });
    const size_t v1 = net.layout.v1Inputs();
    parallel_for(threads_, [&](int t) {
      add_factor_gradient(net.layout, g0, piece_begin(v1, threads_, t), piece_begin(v1, threads_, t + 1));
    });
  }
  parallel_for(threads_, [&](int t) {
    const size_t b = piece_begin(size, threads_, t), e = piece_begin(size, threads_, t + 1);
    if (!factor) sum_threads(b, e);
    adam_update(as, net.p.data(), g0, adam.m.data(), adam.v.data(), b, e);
    float* p = net.p.data();
    if (rowDecay_ != 0.0)
      for (size_t i = b; i < std::min(e, net.layout.ftBias()); ++i) p[i] *= decayFactor;
    if (!factor)
      for (size_t i = b; i < std::min(e, ftEnd); ++i) p[i] = std::clamp(p[i], -FT_LIMIT, FT_LIMIT);
  });
  if (factor) net.clip();  // the bucket rows' bounds depend on the shared rows'
  else net.clip_output();

  double total = 0.0;
  for (double l : loss) total += l;
  return total / double(n);
}

double BatchStep::mean_loss(const FloatNet& net, const PositionFile& data, size_t begin, size_t end,
                            const LossSettings& s) const {
  if (end <= begin) return 0.0;
  if (net.layout.factor) return mean_loss(folded(net), data, begin, end, s);
  std::vector<double> loss(size_t(threads_), 0.0);
  const size_t n = end - begin;
  parallel_for(threads_, [&](int t) {
    PositionRecord r;
    Activations a;
    const float outUnit = float(eval::nnue::SCALE) / s.scale;
    double sum = 0.0;
    for (size_t i = begin + piece_begin(n, threads_, t); i < begin + piece_begin(n, threads_, t + 1); ++i) {
      data.read(i, r);
      const float d = sigmoid(forward(net, r, a) * outUnit) - target_of(r, s);
      sum += double(d) * d;
    }
    loss[size_t(t)] = sum;
  });
  double total = 0.0;
  for (double l : loss) total += l;
  return total / double(n);
}

}  // namespace pili::train
