// The shape and the integer arithmetic of Pili's first learned evaluation
// (docs/nnue.md): inputs -> 256 neurons shared by both perspectives, SCReLU,
// one output neuron per material bucket. Everything a net file must agree
// with lives here, so the loader, the kernels and the docs name one source.
#pragma once

#include <cstdint>
#include <string_view>

namespace pili::eval::nnue {

inline constexpr int L1 = 256;        // first-layer neurons per perspective
inline constexpr int BUCKETS = 8;     // output buckets, chosen by material
inline constexpr int QA = 255;        // first layer: float x 255, SCReLU clamps to [0, QA]
inline constexpr int QB = 64;         // output weights: float x 64
inline constexpr int SCALE = 400;     // network output 1.0 = 400 centipawns
// |output weight| <= 127 keeps clamp(x) * w inside int16 (255 * 127 =
// 32385), which the SIMD kernels rely on; see docs/nnue.md, "Overflow".
inline constexpr int OUT_WEIGHT_LIMIT = 127;
// Evaluations are clamped to this, well inside the searcher's decisive range.
inline constexpr int EVAL_LIMIT = 12000;

inline constexpr uint32_t FORMAT_VERSION = 1;
inline constexpr char MAGIC[8] = {'P', 'I', 'L', 'I', 'N', 'N', 'U', 'E'};
inline constexpr uint32_t MAX_DESCRIPTION = 4096;  // bytes of UTF-8

// The architecture hash of a net file is FNV-1a (32 bits) of this text: a
// trainer computes the same number from the same bytes.
inline constexpr std::string_view ARCH_TEXT =
    "pili-nnue-v1 L1=256 perspectives=2 act=screlu QA=255 QB=64 buckets=8 "
    "bucket=min(7,nonking/4) scale=400";

constexpr uint32_t fnv1a32(std::string_view s) {
  uint32_t h = 2166136261u;
  for (char c : s) h = (h ^ uint8_t(c)) * 16777619u;
  return h;
}
inline constexpr uint32_t ARCH_HASH = fnv1a32(ARCH_TEXT);

// Output bucket from the number of regular pieces other than the generals
// (kings) on the board; Tris do not count.
constexpr int material_bucket(int nonKingPieces) {
  int b = nonKingPieces / 4;
  return b < BUCKETS - 1 ? b : BUCKETS - 1;
}

// Centipawns from the output sum (sum over both halves of clamp(x)^2 * w)
// and the bucket's bias (float bias x QA x QB). Both divisions truncate
// toward zero, as C++ integer division does; the trainer's exporter and any
// reference implementation must do the same (docs/nnue.md).
constexpr int to_centipawns(int32_t sum, int32_t bias) {
  int64_t v = int64_t(sum / QA) + bias;
  int64_t cp = v * SCALE / (int64_t(QA) * QB);
  return int(cp < -EVAL_LIMIT ? -EVAL_LIMIT : cp > EVAL_LIMIT ? EVAL_LIMIT : cp);
}

}  // namespace pili::eval::nnue
