// The portable kernels: the definition the SIMD forms must match bit for bit.
#include <algorithm>

#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue::simd {

namespace scalar {

namespace {
template <int N>
void update_n(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
              const int16_t* const* sub, int nSub) {
  for (int i = 0; i < N; ++i) {
    // Unsigned arithmetic wraps by definition; the final conversion to int16
    // is modulo 2^16 (C++20), as the SIMD adds are.
    uint16_t v = uint16_t(src[i]);
    for (int k = 0; k < nAdd; ++k) v = uint16_t(v + uint16_t(add[k][i]));
    for (int k = 0; k < nSub; ++k) v = uint16_t(v - uint16_t(sub[k][i]));
    dst[i] = int16_t(v);
  }
}
}  // namespace

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub) {
  update_n<L1>(dst, src, add, nAdd, sub, nSub);
}

void update_v2(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
               const int16_t* const* sub, int nSub) {
  update_n<v2::L1>(dst, src, add, nAdd, sub, nSub);
}

void pack(const int16_t* acc, uint8_t* out) {
  for (int i = 0; i < v2::L1; ++i) out[i] = uint8_t(std::clamp<int>(acc[i], 0, v2::QA));
}

void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,
            int nOut) {
  for (int j = 0; j < nOut; ++j) {
    int32_t sum = bias[j];
    for (int i = 0; i < nIn; ++i) sum += int32_t(in[i]) * w[j * nIn + i];
    out[j] = sum;
  }
}

void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out) {
  constexpr int G = v2::L1_GROUP;
  for (int j = 0; j < v2::L2; ++j) out[j] = bias[j];
  for (int g = 0; g < 2 * v2::L1 / G; ++g) {
    const uint8_t* x = in + g * G;
    if (std::all_of(x, x + G, [](uint8_t b) { return b == 0; })) continue;
    const int8_t* block = wGroups + g * v2::L2 * G;
    for (int j = 0; j < v2::L2; ++j)
      for (int k = 0; k < G; ++k) out[j] += int32_t(x[k]) * block[j * G + k];
  }
}

int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w) {
  int32_t sum = 0;
  for (int i = 0; i < L1; ++i) {
    int32_t c = std::clamp<int32_t>(us[i], 0, QA);
    sum += c * c * w[i];
  }
  for (int i = 0; i < L1; ++i) {
    int32_t c = std::clamp<int32_t>(them[i], 0, QA);
    sum += c * c * w[L1 + i];
  }
  return sum;
}

}  // namespace scalar

std::span<const Kernels> all_kernels() {
  static const Kernels list[] = {
      {"scalar", scalar::update, scalar::screlu_dot, scalar::update_v2, scalar::pack, scalar::affine,
       scalar::affine_l1},
#ifdef __SSE4_1__
      {"sse4.1", sse41::update, sse41::screlu_dot, sse41::update_v2, sse41::pack, sse41::affine,
       sse41::affine_l1},
#endif
#ifdef __AVX2__
      {"avx2", avx2::update, avx2::screlu_dot, avx2::update_v2, avx2::pack, avx2::affine,
       avx2::affine_l1},
#endif
#ifdef __EMSCRIPTEN__
      {wasm::NAME, wasm::update, wasm::screlu_dot, wasm::update_v2, wasm::pack, wasm::affine,
       wasm::affine_l1},
#endif
  };
  return list;
}

}  // namespace pili::eval::nnue::simd
