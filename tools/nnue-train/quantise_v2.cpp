// A float v2 net <-> the engine's v2 weights (network_v2.h): round to
// nearest (ties to even) x QA for the first layer, x QW for the hidden and
// output weights (clipped to int8 by training), x QA x QW for their biases.
// A factorised net is folded first (factorizer.h): the file holds the sums.
#include <cmath>
#include <cstdint>

#include "nnue-train/factorizer.h"
#include "nnue-train/quantise.h"

namespace pili::train {

namespace {

using v2::QA;
using v2::QW;
constexpr int N1 = v2::L1, N2 = v2::L2, N3 = v2::L3;

int64_t round_even(double x) { return int64_t(std::nearbyint(x)); }

bool to_int(double x, int64_t lo, int64_t hi, int64_t& out, const char* what, std::string& err) {
  out = round_even(x);
  if (out >= lo && out <= hi) return true;
  err = std::string(what) + " " + std::to_string(x) + " out of range after quantisation: train with clipping";
  return false;
}

}  // namespace

bool quantise_v2(const FloatNet& net, Variant variant, const std::string& description,
                 eval::nnue::Network& out, std::string& err) {
  if (net.layout.factor) return quantise_v2(folded(net), variant, description, out, err);
  out = eval::nnue::Network::zero_v2(variant);
  v2::Weights& w = *out.v2;
  if (w.inputs() != net.inputs() || net.arch() != 2) {
    err = "the float net is not a v2 net of " + std::string(variant_name(variant));
    return false;
  }
  out.description = description;
  int64_t q;
  for (uint32_t i = 0; i < net.inputs(); ++i)
    for (int j = 0; j < N1; ++j) {
      if (!to_int(double(net.ft_weight()[size_t(i) * N1 + j] * float(QA)), -32767, 32767, q, "weight", err))
        return false;
      w.ftWeights[i].v[j] = int16_t(q);
    }
  for (int j = 0; j < N1; ++j) {
    if (!to_int(double(net.ft_bias()[j] * float(QA)), -32767, 32767, q, "bias", err)) return false;
    w.ftBias.v[j] = int16_t(q);
  }
  const double biasScale = double(QA) * QW;
  for (int b = 0; b < v2::STACKS; ++b) {
    const float* f = net.stack(b);
    v2::Stack& s = w.stacks[size_t(b)];
    auto weight = [&](float x, int8_t& dst) {
      if (!to_int(double(x * float(QW)), -127, 127, q, "hidden weight", err)) return false;
      dst = int8_t(q);
      return true;
    };
    auto bias = [&](float x, int32_t& dst) {
      if (!to_int(double(x) * biasScale, -(1 << 30) + 1, (1 << 30) - 1, q, "hidden bias", err)) return false;
      dst = int32_t(q);
      return true;
    };
    for (int o = 0; o < N2; ++o)
      for (int i = 0; i < 2 * N1; ++i)
        if (!weight(*f++, s.l1(o, i))) return false;
    for (int o = 0; o < N2; ++o)
      if (!bias(*f++, s.b1[o])) return false;
    for (int o = 0; o < N3; ++o)
      for (int i = 0; i < N2; ++i)
        if (!weight(*f++, s.w2[o][i])) return false;
    for (int o = 0; o < N3; ++o)
      if (!bias(*f++, s.b2[o])) return false;
    for (int i = 0; i < N3; ++i)
      if (!weight(*f++, s.w3[i])) return false;
    if (!bias(*f++, s.b3)) return false;
  }
  return eval::nnue::check_bounds(out, err);
}

FloatNet dequantise_v2(const eval::nnue::Network& net) {
  const v2::Weights& w = *net.v2;
  FloatNet f = FloatNet::v2_for(net.featureSet);
  for (uint32_t i = 0; i < w.inputs(); ++i)
    for (int j = 0; j < N1; ++j) f.ft_weight()[size_t(i) * N1 + j] = float(w.ftWeights[i].v[j]) / float(QA);
  for (int j = 0; j < N1; ++j) f.ft_bias()[j] = float(w.ftBias.v[j]) / float(QA);
  const double biasScale = double(QA) * QW;
  for (int b = 0; b < v2::STACKS; ++b) {
    float* p = f.stack(b);
    const v2::Stack& s = w.stacks[size_t(b)];
    for (int o = 0; o < N2; ++o)
      for (int i = 0; i < 2 * N1; ++i) *p++ = float(s.l1(o, i)) / float(QW);
    for (int o = 0; o < N2; ++o) *p++ = float(double(s.b1[o]) / biasScale);
    for (int o = 0; o < N3; ++o)
      for (int i = 0; i < N2; ++i) *p++ = float(s.w2[o][i]) / float(QW);
    for (int o = 0; o < N3; ++o) *p++ = float(double(s.b2[o]) / biasScale);
    for (int i = 0; i < N3; ++i) *p++ = float(s.w3[i]) / float(QW);
    *p++ = float(double(s.b3) / biasScale);
  }
  return f;
}

}  // namespace pili::train
