// The quantised weights of a v2 net (architecture_v2.h, king_buckets.h).
// A Network (network.h) whose file is of version 2 holds one of these.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/eval/nnue/architecture_v2.h"
#include "pili/eval/nnue/features.h"

namespace pili::eval::nnue::v2 {

struct alignas(64) Column {
  int16_t v[L1];
};

// One material bucket's hidden layers. Rows are an output neuron's weights
// over the layer's inputs; the second layer's rows are padded with zeros
// to L2_PAD for the kernels (the file stores L2 of them).
struct alignas(64) Stack {
  int8_t w1[L2][2 * L1];  // over [side to move's L1, the other's L1]
  int32_t b1[L2];
  int8_t w2[L3][L2_PAD];
  int32_t b2[L3];
  int8_t w3[L3];
  int32_t b3;
};

struct Weights {
  FeatureSet featureSet = FeatureSet::Xiangqi90;
  Column ftBias{};              // x QA
  std::vector<Column> ftWeights;  // king_buckets x v1 inputs columns, x QA
  std::vector<Stack> stacks;      // STACKS of them

  uint32_t inputs() const { return uint32_t(ftWeights.size()); }
  static Weights zero(FeatureSet fs);
};

// The accumulator bound (as v1's check_bounds): per neuron, |bias| plus the
// max_active() largest |weights| of any one king bucket fits int16; the
// padding of w2 is zero. False with `err` set otherwise. The hidden layers
// cannot overflow: 2 L1 x 127 x 128 + |bias| < 2^31 for any int32 bias
// below 2^30, which is checked too.
bool check_bounds(const Weights& w, std::string& err);

}  // namespace pili::eval::nnue::v2
