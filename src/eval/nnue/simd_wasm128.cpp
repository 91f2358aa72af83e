// The WebAssembly SIMD128 forms of the kernels in simd.h, the SSE4.1 ones'
// counterparts (simd_x86.cpp): eight int16 lanes a register, and the same
// exactness argument: with c = clamp(x, 0, QA) and |w| <= 127, c * w fits
// int16, and i32x4.dot_i16x8 adds pairs of c * (c * w) into int32 lanes
// without rounding, so the result equals the scalar sum.
#include <wasm_simd128.h>

#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue::simd::wasm {

const char NAME[] = "simd128";

namespace {
constexpr int LANES = 8;          // int16 per register
constexpr int BLOCK = 8 * LANES;  // elements per block of registers
static_assert(L1 % BLOCK == 0);

inline v128_t load(const int16_t* p) { return wasm_v128_load(p); }
inline void store(int16_t* p, v128_t v) { wasm_v128_store(p, v); }

inline void screlu_half(const int16_t* x, const int16_t* w, v128_t& sum) {
  const v128_t zero = wasm_i16x8_splat(0), qa = wasm_i16x8_splat(QA);
  for (int i = 0; i < L1; i += LANES) {
    v128_t c = wasm_i16x8_min(wasm_i16x8_max(load(x + i), zero), qa);
    sum = wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(c, wasm_i16x8_mul(c, load(w + i))));
  }
}

template <int N>
void update_n(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
              const int16_t* const* sub, int nSub) {
  static_assert(N % BLOCK == 0);
  for (int b = 0; b < N; b += BLOCK) {
    v128_t r[8];
    for (int j = 0; j < 8; ++j) r[j] = load(src + b + j * LANES);
    for (int k = 0; k < nAdd; ++k)
      for (int j = 0; j < 8; ++j) r[j] = wasm_i16x8_add(r[j], load(add[k] + b + j * LANES));
    for (int k = 0; k < nSub; ++k)
      for (int j = 0; j < 8; ++j) r[j] = wasm_i16x8_sub(r[j], load(sub[k] + b + j * LANES));
    for (int j = 0; j < 8; ++j) store(dst + b + j * LANES, r[j]);
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

// v2: narrow saturates int16 to [0, 255], min with QA clips the rest.
void pack(const int16_t* acc, uint8_t* out) {
  const v128_t qa = wasm_u8x16_splat(v2::QA);
  for (int i = 0; i < v2::L1; i += 16)
    wasm_v128_store(out + i, wasm_u8x16_min(wasm_u8x16_narrow_i16x8(load(acc + i), load(acc + i + 8)), qa));
}

// v2: bytes widened to int16 (inputs unsigned, weights signed), then
// dot_i16x8 adds pairs of products into int32 lanes: exact.
void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,
            int nOut) {
  for (int j = 0; j < nOut; ++j) {
    const int8_t* row = w + j * nIn;
    v128_t sum = wasm_i32x4_splat(0);
    for (int i = 0; i < nIn; i += 16) {
      const v128_t x = wasm_v128_load(in + i), y = wasm_v128_load(row + i);
      sum = wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(wasm_u16x8_extend_low_u8x16(x), wasm_i16x8_extend_low_i8x16(y)));
      sum = wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(wasm_u16x8_extend_high_u8x16(x), wasm_i16x8_extend_high_i8x16(y)));
    }
    out[j] = bias[j] + wasm_i32x4_extract_lane(sum, 0) + wasm_i32x4_extract_lane(sum, 1) +
             wasm_i32x4_extract_lane(sum, 2) + wasm_i32x4_extract_lane(sum, 3);
  }
}

// v2's sparse first layer: the groups of four inputs with a non-zero byte
// (ne and bitmask per register) each add their block. One register holds
// four outputs' four weights; widened to int16, dot_i16x8 gives each
// output's two pair sums, kept apart in int32 lanes and added at the end:
// exact, as every sum is.
void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out) {
  static_assert(v2::L1_GROUP == 4 && v2::L2 == 16);
  v128_t lo[4], hi[4];  // register r: outputs 4r..4r+3, halves split by the widening
  for (int r = 0; r < 4; ++r) lo[r] = hi[r] = wasm_i32x4_splat(0);
  for (int i = 0; i < 2 * v2::L1; i += 16) {
    uint32_t mask = wasm_i32x4_bitmask(wasm_i32x4_ne(wasm_v128_load(in + i), wasm_i32x4_splat(0)));
    for (; mask; mask &= mask - 1) {
      const int g = i / 4 + __builtin_ctz(mask);
      const v128_t x = wasm_v128_load32_splat(in + g * 4);
      const v128_t xl = wasm_u16x8_extend_low_u8x16(x), xh = wasm_u16x8_extend_high_u8x16(x);
      const int8_t* block = wGroups + g * v2::L2 * 4;
      for (int r = 0; r < 4; ++r) {
        const v128_t y = wasm_v128_load(block + 16 * r);
        lo[r] = wasm_i32x4_add(lo[r], wasm_i32x4_dot_i16x8(xl, wasm_i16x8_extend_low_i8x16(y)));
        hi[r] = wasm_i32x4_add(hi[r], wasm_i32x4_dot_i16x8(xh, wasm_i16x8_extend_high_i8x16(y)));
      }
    }
  }
  // lo[r] = [o0 a, o0 b, o1 a, o1 b] for outputs 4r, 4r + 1; hi[r] the same for 4r + 2, 4r + 3.
  for (int r = 0; r < 4; ++r) {
    int32_t* o = out + 4 * r;
    const int32_t* b = bias + 4 * r;
    o[0] = b[0] + wasm_i32x4_extract_lane(lo[r], 0) + wasm_i32x4_extract_lane(lo[r], 1);
    o[1] = b[1] + wasm_i32x4_extract_lane(lo[r], 2) + wasm_i32x4_extract_lane(lo[r], 3);
    o[2] = b[2] + wasm_i32x4_extract_lane(hi[r], 0) + wasm_i32x4_extract_lane(hi[r], 1);
    o[3] = b[3] + wasm_i32x4_extract_lane(hi[r], 2) + wasm_i32x4_extract_lane(hi[r], 3);
  }
}

int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w) {
  v128_t sum = wasm_i32x4_splat(0);
  screlu_half(us, w, sum);
  screlu_half(them, w + L1, sum);
  return wasm_i32x4_extract_lane(sum, 0) + wasm_i32x4_extract_lane(sum, 1) + wasm_i32x4_extract_lane(sum, 2) +
         wasm_i32x4_extract_lane(sum, 3);
}

}  // namespace pili::eval::nnue::simd::wasm
