// The shape and the integer arithmetic of Pili's second net architecture
// (docs/nnue.md, "Architecture v2"): king-bucketed piece-square inputs ->
// L1 accumulators per perspective, clipped to [0, 1] -> a layer stack per
// material bucket, 2 L1 -> 16 -> 32 -> 1, clipped ReLU between layers.
// Everything a v2 net file must agree with lives here.
#pragma once

#include <cstdint>
#include <string_view>

#include "pili/eval/nnue/architecture.h"

namespace pili::eval::nnue::v2 {

// The first layer's width is a compile-time choice: every kernel, the
// loader and the trainer read it from here (a multiple of 128, the AVX2
// update block). The net file records it, so a net of another width is
// refused by name.
inline constexpr int L1 = 512;
inline constexpr int L2 = 16;       // first hidden layer
inline constexpr int L3 = 32;       // second hidden layer
inline constexpr int L2_PAD = 32;   // L2 rounded up to the 32-byte block of the affine kernels
inline constexpr int STACKS = 8;    // layer stacks, chosen by material_bucket() as v1's outputs
inline constexpr int L1_GROUP = 4;  // first-layer inputs the sparse kernel skips or takes together
static_assert(L1 % 128 == 0 && L3 % 32 == 0 && L2 <= L2_PAD);

// Quantisation: accumulators hold float x QA in int16 and are clipped to
// [0, QA] into uint8; hidden and output weights hold float x QW in int8,
// biases float x QA x QW in int32; a layer's int32 sum is shifted right by
// SHIFT (log2 QW) and clipped to [0, QA] again.
inline constexpr int QA = 127;
inline constexpr int QW = 64;
inline constexpr int SHIFT = 6;
static_assert(1 << SHIFT == QW);

inline constexpr uint32_t FORMAT_VERSION = 2;

// The architecture hash of a v2 file is fnv1a32 of this text (the bucket
// scheme is named apart: king_buckets.h).
inline constexpr std::string_view ARCH_TEXT =
    "pili-nnue-v2 L1=512 perspectives=2 ft=crelu QA=127 L2=16 L3=32 act=crelu QW=64 shift=6 "
    "stacks=8 stack=min(7,nonking/4) scale=400";
inline constexpr uint32_t ARCH_HASH = fnv1a32(ARCH_TEXT);

// Centipawns from the output neuron's int32 sum (float x QA x QW),
// truncated toward zero as v1's.
constexpr int to_centipawns(int32_t out) {
  int64_t cp = int64_t(out) * SCALE / (int64_t(QA) * QW);
  return int(cp < -EVAL_LIMIT ? -EVAL_LIMIT : cp > EVAL_LIMIT ? EVAL_LIMIT : cp);
}

// A hidden layer's activation from its int32 sum: arithmetic shift (toward
// minus infinity), then clip.
constexpr uint8_t crelu_shift(int32_t sum) {
  int32_t v = sum >> SHIFT;
  return uint8_t(v < 0 ? 0 : v > QA ? QA : v);
}

}  // namespace pili::eval::nnue::v2
