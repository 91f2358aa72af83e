#include "nnue-train/quantise.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace pili::train {

using eval::nnue::OUT_WEIGHT_LIMIT;
using eval::nnue::QA;
using eval::nnue::QB;

namespace {

// Round half to even under the default rounding mode, as torch.round.
int64_t round_even(double x) { return int64_t(std::nearbyint(x)); }

bool to_int16(float w, int16_t& out, std::string& err) {
  const int64_t q = round_even(double(w * float(QA)));  // the product in float, as the trainer's tensors
  if (q < -32767 || q > 32767) {
    err = "feature-transformer weights beyond int16 after x" + std::to_string(QA);
    return false;
  }
  out = int16_t(q);
  return true;
}

}  // namespace

bool quantise(const FloatNet& net, Variant variant, const std::string& description,
              eval::nnue::Network& out, std::vector<std::string>& notes, std::string& err) {
  if (net.arch() == 2) return quantise_v2(net, variant, description, out, err);
  out = eval::nnue::Network::zero(variant);
  if (out.inputs() != net.inputs()) {
    err = "the float net has " + std::to_string(net.inputs()) + " inputs, the variant " +
          std::to_string(out.inputs());
    return false;
  }
  out.description = description;
  for (uint32_t i = 0; i < net.inputs(); ++i)
    for (int j = 0; j < L1; ++j)
      if (!to_int16(net.ft_weight()[size_t(i) * L1 + j], out.ftWeights[i].v[j], err)) return false;
  for (int j = 0; j < L1; ++j)
    if (!to_int16(net.ft_bias()[j], out.ftBias.v[j], err)) return false;

  const int64_t limit = INT32_MAX / (QA * QA);
  for (int b = 0; b < BUCKETS; ++b) {
    int64_t q[2 * L1];
    int clamped = 0, biggest = 0;
    int64_t total = 0;
    for (int i = 0; i < 2 * L1; ++i) {
      q[i] = round_even(double(net.out()[b * 2 * L1 + i] * float(QB)));
      const int mag = int(std::llabs(q[i]));
      biggest = std::max(biggest, mag);
      if (mag > OUT_WEIGHT_LIMIT) {
        ++clamped;
        q[i] = q[i] < 0 ? -OUT_WEIGHT_LIMIT : OUT_WEIGHT_LIMIT;
      }
      total += std::llabs(q[i]);
    }
    if (biggest > OUT_WEIGHT_LIMIT + 1) {
      err = "output weight " + std::to_string(biggest) + " beyond +-" + std::to_string(OUT_WEIGHT_LIMIT) +
            ": train with clipping";
      return false;
    }
    if (clamped)
      notes.push_back("bucket " + std::to_string(b) + ": " + std::to_string(clamped) +
                      " output weights clamped to +-" + std::to_string(OUT_WEIGHT_LIMIT));
    if (total > limit) {
      const double factor = double(limit) / double(total);
      if (factor < 0.99) {
        err = "bucket " + std::to_string(b) + ": sum|w| = " + std::to_string(total) + ", the limit is " +
              std::to_string(limit) + ": train with clipping";
        return false;
      }
      for (int64_t& w : q) w = int64_t(std::trunc(double(w) * factor));  // toward zero: stays under
      notes.push_back("bucket " + std::to_string(b) + " output weights scaled by " + std::to_string(factor));
    }
    for (int i = 0; i < 2 * L1; ++i) out.outWeights[b].v[i] = int16_t(q[i]);
    const int64_t bias = round_even(double(net.out_bias()[b]) * QA * QB);
    if (bias < INT32_MIN || bias > INT32_MAX) {
      err = "bucket " + std::to_string(b) + ": output bias beyond int32";
      return false;
    }
    out.outBias[b] = int32_t(bias);
  }
  return eval::nnue::check_bounds(out, err);
}

FloatNet dequantise(const eval::nnue::Network& net) {
  if (net.v2) return dequantise_v2(net);
  FloatNet f(net.inputs());
  for (uint32_t i = 0; i < net.inputs(); ++i)
    for (int j = 0; j < L1; ++j) f.ft_weight()[size_t(i) * L1 + j] = float(net.ftWeights[i].v[j]) / float(QA);
  for (int j = 0; j < L1; ++j) f.ft_bias()[j] = float(net.ftBias.v[j]) / float(QA);
  for (int b = 0; b < BUCKETS; ++b) {
    for (int i = 0; i < 2 * L1; ++i) f.out()[b * 2 * L1 + i] = float(net.outWeights[b].v[i]) / float(QB);
    f.out_bias()[b] = float(double(net.outBias[b]) / (double(QA) * QB));
  }
  return f;
}

}  // namespace pili::train
