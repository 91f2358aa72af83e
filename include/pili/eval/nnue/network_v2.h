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

// One material bucket's hidden layers. The first layer is stored by groups
// of L1_GROUP inputs (the sparse kernel adds one group's L2 x L1_GROUP block
// per non-zero group: simd.h), read and written through l1(); the file
// stores it row by row. The other layers' rows are an output neuron's
// weights over the layer's inputs; the second layer's rows are padded with
// zeros to L2_PAD for the kernels (the file stores L2 of them).
struct alignas(64) Stack {
  // w1g[g][o * L1_GROUP + k] is output o's weight of input g * L1_GROUP + k,
  // inputs being [side to move's L1, the other's L1].
  int8_t w1g[2 * L1 / L1_GROUP][L2 * L1_GROUP];
  int32_t b1[L2];
  int8_t w2[L3][L2_PAD];
  int32_t b2[L3];
  int8_t w3[L3];
  int32_t b3;

  int8_t& l1(int o, int i) { return w1g[i / L1_GROUP][o * L1_GROUP + i % L1_GROUP]; }
  int8_t l1(int o, int i) const { return w1g[i / L1_GROUP][o * L1_GROUP + i % L1_GROUP]; }
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
