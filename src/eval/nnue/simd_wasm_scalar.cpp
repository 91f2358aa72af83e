// The WebAssembly build's kernels for engines without SIMD128: the portable
// ones (simd.h explains why the build links one of two files).
#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue::simd::wasm {

const char NAME[] = "scalar";

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub) {
  scalar::update(dst, src, add, nAdd, sub, nSub);
}

int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w) {
  return scalar::screlu_dot(us, them, w);
}

void update_v2(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
               const int16_t* const* sub, int nSub) {
  scalar::update_v2(dst, src, add, nAdd, sub, nSub);
}

void pack(const int16_t* acc, uint8_t* out) { scalar::pack(acc, out); }

void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,
            int nOut) {
  scalar::affine(in, nIn, w, bias, out, nOut);
}

void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out) {
  scalar::affine_l1(in, wGroups, bias, out);
}

}  // namespace pili::eval::nnue::simd::wasm
