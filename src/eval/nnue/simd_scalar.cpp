// The portable kernels: the definition the SIMD forms must match bit for bit.
#include <algorithm>

#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue::simd {

namespace scalar {

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub) {
  for (int i = 0; i < L1; ++i) {
    // Unsigned arithmetic wraps by definition; the final conversion to int16
    // is modulo 2^16 (C++20), as the SIMD adds are.
    uint16_t v = uint16_t(src[i]);
    for (int k = 0; k < nAdd; ++k) v = uint16_t(v + uint16_t(add[k][i]));
    for (int k = 0; k < nSub; ++k) v = uint16_t(v - uint16_t(sub[k][i]));
    dst[i] = int16_t(v);
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
      {"scalar", scalar::update, scalar::screlu_dot},
#ifdef __SSE4_1__
      {"sse4.1", sse41::update, sse41::screlu_dot},
#endif
#ifdef __AVX2__
      {"avx2", avx2::update, avx2::screlu_dot},
#endif
#ifdef __EMSCRIPTEN__
      {wasm::NAME, wasm::update, wasm::screlu_dot},
#endif
  };
  return list;
}

}  // namespace pili::eval::nnue::simd
