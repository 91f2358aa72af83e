// The float network pili-train fits (the same as tools/nnue/model.py):
// inputs -> L1 (bias plus the sum of the active features' rows, one table
// shared by both perspectives) -> SCReLU clamp(x, 0, 1)^2 on [side to move,
// other] -> one output per material bucket, in units of SCALE centipawns.
//
// All parameters live in one float vector so that the optimiser, the
// gradient buffers and the checkpoint treat them alike.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "pili/eval/nnue/architecture.h"
#include "pili/eval/nnue/architecture_v2.h"
#include "pili/eval/nnue/features.h"

namespace pili::train {

using eval::nnue::BUCKETS;
using eval::nnue::L1;
namespace v2 = eval::nnue::v2;

// Bounds kept after every step so that quantisation cannot overflow
// (docs/nnue-training.md, "Clipping"): |first-layer weight or bias| <=
// FT_LIMIT, |output weight| <= 127 / QB, per bucket sum|w| <= OUT_L1_LIMIT.
inline constexpr float FT_LIMIT = 1.98f;
inline constexpr float OUT_LIMIT = float(eval::nnue::OUT_WEIGHT_LIMIT) / eval::nnue::QB;
inline constexpr float V2_WEIGHT_LIMIT = 127.0f / v2::QW;  // hidden and output weights of v2 (int8)
inline constexpr float OUT_L1_LIMIT =
    float((2147483647 / (eval::nnue::QA * eval::nnue::QA) - L1)) / eval::nnue::QB;

// Offsets of each parameter block inside FloatNet::p. A v2 net
// (architecture_v2.h) has the first layer at the same place (inputs are
// then king buckets x the v1 inputs of `fs`), then STACKS layer stacks of
// STACK_SIZE floats each: w1 [L2][2 L1], b1 [L2], w2 [L3][L2], b2 [L3],
// w3 [L3], b3; a factorised v2 net (factorizer.h) then has one shared row
// of L1 floats per v1 input.
struct Layout {
  uint32_t inputs = 0;
  uint32_t arch = 1;  // 1 or 2
  eval::nnue::FeatureSet fs = eval::nnue::FeatureSet::Xiangqi90;  // v2's index mapping
  bool factor = false;  // v2: the shared rows of the factorizer follow the stacks

  static constexpr size_t STACK_SIZE = size_t(v2::L2) * 2 * v2::L1 + v2::L2 + size_t(v2::L3) * v2::L2 +
                                       v2::L3 + v2::L3 + 1;
  size_t l1() const { return arch == 2 ? size_t(v2::L1) : size_t(L1); }
  size_t ftWeight() const { return 0; }                        // inputs x L1, row per input
  size_t ftBias() const { return size_t(inputs) * l1(); }      // L1
  size_t out() const { return ftBias() + l1(); }               // v1: BUCKETS x 2 L1; v2: the stacks
  size_t outBias() const { return out() + BUCKETS * 2 * L1; }  // v1: BUCKETS
  size_t stack(int b) const { return out() + size_t(b) * STACK_SIZE; }  // v2
  uint32_t v1Inputs() const { return eval::nnue::input_count(fs); }
  size_t factorRows() const { return stack(v2::STACKS); }  // v2 with factor
  // The shared row of v2 input `i`: its v1 index inside the bucket's block.
  size_t factorRow(uint32_t i) const { return factorRows() + size_t(i % v1Inputs()) * l1(); }
  size_t size() const {
    return arch != 2 ? outBias() + BUCKETS : factorRows() + (factor ? size_t(v1Inputs()) * l1() : 0);
  }
};

struct FloatNet {
  Layout layout;
  std::vector<float> p;

  explicit FloatNet(uint32_t inputs = 0) : layout{inputs}, p(layout.size(), 0.0f) {}
  // A v2 net for feature set `fs` (its inputs: v2::input_count(fs)),
  // with the factorizer's shared rows when `factor`.
  static FloatNet v2_for(eval::nnue::FeatureSet fs, bool factor = false);
  uint32_t inputs() const { return layout.inputs; }
  uint32_t arch() const { return layout.arch; }

  float* ft_weight() { return p.data() + layout.ftWeight(); }
  float* ft_bias() { return p.data() + layout.ftBias(); }
  float* out() { return p.data() + layout.out(); }
  float* out_bias() { return p.data() + layout.outBias(); }
  float* stack(int b) { return p.data() + layout.stack(b); }
  const float* stack(int b) const { return p.data() + layout.stack(b); }
  const float* ft_weight() const { return p.data() + layout.ftWeight(); }
  const float* ft_bias() const { return p.data() + layout.ftBias(); }
  const float* out() const { return p.data() + layout.out(); }
  const float* out_bias() const { return p.data() + layout.outBias(); }

  // model.py's start: first-layer weights N(0, 0.5 / sqrt(32)) (about 30
  // active features give accumulators a spread of ~0.5), output weights
  // uniform in +-1 / sqrt(2 L1), biases zero. Deterministic for a seed.
  // v2: the hidden and output weights and biases uniform in
  // +-1 / sqrt(fan-in), as torch's nn.Linear starts. A factorised net
  // draws the shared rows as v1's first layer and starts the bucket rows
  // at zero: it begins as a net without buckets.
  void init_random(uint64_t seed);

  // Clamps to the bounds above (model.py's clip(); a factorised net keeps
  // each bucket row plus its shared row inside them): clip_output() does
  // the output layer's part (v2: every weight after the first layer to
  // +-V2_WEIGHT_LIMIT).
  void clip();
  void clip_output();

  // The output (units of SCALE cp) for two feature lists and a bucket.
  float output(const uint16_t* us, int nUs, const uint16_t* them, int nThem, int bucket) const;
};

}  // namespace pili::train
