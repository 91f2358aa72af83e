// The quantised weights of one net, as read from a net file (net_file.h).
// A Network is immutable once loaded; every search thread's Evaluator
// points at the same one. A v1 net keeps its weights here; a v2 net
// (architecture_v2.h) keeps them in `v2`, and its v1 fields stay empty.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "pili/eval/nnue/architecture.h"
#include "pili/eval/nnue/features.h"
#include "pili/eval/nnue/network_v2.h"
#include "pili/rules/variant.h"

namespace pili::eval::nnue {

// One input's first-layer weights (or the biases): L1 int16 values, aligned
// for the SIMD kernels.
struct alignas(64) Column {
  int16_t v[L1];
};

// A bucket's output weights: the side to move's L1 neurons, then the other's.
struct alignas(64) OutputWeights {
  int16_t v[2 * L1];
};

struct Network {
  Variant variant = DEFAULT_VARIANT;
  FeatureSet featureSet = FeatureSet::Xiangqi90;
  std::string description;          // how it was trained (UTF-8)
  uint32_t checksum = 0;            // the file's CRC-32, its name in game files and reports
  Column ftBias{};                  // x QA
  std::vector<Column> ftWeights;    // one column per input, x QA
  OutputWeights outWeights[BUCKETS]{};  // x QB
  int32_t outBias[BUCKETS]{};       // x QA x QB
  // The v2 weights, or null for a v1 net. Copies of a Network share them.
  std::shared_ptr<v2::Weights> v2;

  uint32_t format() const { return v2 ? v2::FORMAT_VERSION : FORMAT_VERSION; }
  uint32_t inputs() const { return v2 ? v2->inputs() : uint32_t(ftWeights.size()); }
  // A zero net of the right shape for `v`, of architecture v1 or v2.
  static Network zero(Variant v);
  static Network zero_v2(Variant v);
};

// The bounds that make evaluation free of overflow (docs/nnue.md,
// "Overflow"): every |output weight| <= OUT_WEIGHT_LIMIT; per bucket,
// QA^2 * sum |w| <= INT32_MAX; per neuron, |bias| plus the max_active()
// largest |weights| <= INT16_MAX. False with `err` set when one fails.
// A v2 net: v2::check_bounds of its weights.
bool check_bounds(const Network& net, std::string& err);

}  // namespace pili::eval::nnue
