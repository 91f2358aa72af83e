// The loops the evaluation spends its time in, in a portable scalar
// form that is always compiled and in SSE4.1 / AVX2 / WebAssembly SIMD128
// forms when the build targets them: v1's update and output dot, and v2's
// (architecture_v2.h) update, clipping of the accumulators to bytes and
// hidden-layer products. All forms give the same bits: int16 sums wrap the same
// way, and the output sum never overflows for a net that passed
// check_bounds() (every partial sum is bounded by the bucket's bound).
#pragma once

#include <cstdint>
#include <span>

#include "pili/eval/nnue/architecture.h"
#include "pili/eval/nnue/architecture_v2.h"

namespace pili::eval::nnue::simd {

// dst[i] = src[i] + sum_k add[k][i] - sum_k sub[k][i] for i < L1, in int16
// arithmetic modulo 2^16. dst may equal src.
using UpdateFn = void (*)(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
                          const int16_t* const* sub, int nSub);
// sum_i c(us[i]) * w[i] + sum_i c(them[i]) * w[L1 + i], c(x) = clamp(x, 0, QA)^2.
using DotFn = int32_t (*)(const int16_t* us, const int16_t* them, const int16_t* w);

// v2: the same update over v2::L1 neurons.
using UpdateV2Fn = UpdateFn;
// out[i] = clamp(acc[i], 0, v2::QA) for i < v2::L1.
using PackFn = void (*)(const int16_t* acc, uint8_t* out);
// out[j] = bias[j] + sum_i in[i] * w[j * nIn + i] for j < nOut; nIn is a
// multiple of 32 and every in[i] <= v2::QA (exact: no int16 pair of
// products saturates, 2 x 127 x 128 < 2^15).
using AffineFn = void (*)(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias,
                          int32_t* out, int nOut);
// The first hidden layer, sparse: the same sums as affine() over nIn =
// 2 v2::L1 inputs and nOut = v2::L2 outputs, with the weights by input
// groups (network_v2.h, Stack::w1g). Only the groups of v2::L1_GROUP inputs
// with a non-zero byte are added: after the clip most inputs are zero
// (docs/nnue.md, "Architecture v2"). Exact, as affine().
using AffineL1Fn = void (*)(const uint8_t* in, const int8_t* wGroups, const int32_t* bias,
                            int32_t* out);

struct Kernels {
  const char* name;
  UpdateFn update;
  DotFn dot;
  UpdateV2Fn updateV2;
  PackFn pack;
  AffineFn affine;
  AffineL1Fn affineL1;
};

// The v2 kernels of one form, declared alike in each namespace below.
#define PILI_NNUE_V2_KERNELS                                                                     \
  void update_v2(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,          \
                 const int16_t* const* sub, int nSub);                                           \
  void pack(const int16_t* acc, uint8_t* out);                                                   \
  void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,    \
              int nOut);                                                                         \
  void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out);

namespace scalar {
void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub);
int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w);
PILI_NNUE_V2_KERNELS
}  // namespace scalar

#ifdef __SSE4_1__
namespace sse41 {
void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub);
int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w);
PILI_NNUE_V2_KERNELS
}  // namespace sse41
#endif

#ifdef __AVX2__
namespace avx2 {
void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub);
int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w);
PILI_NNUE_V2_KERNELS
}  // namespace avx2
#endif

#ifdef __EMSCRIPTEN__
// WebAssembly: one build of the engine linked twice, with the SIMD128 form
// (simd_wasm128.cpp, compiled with -msimd128) and with the scalar one
// (simd_wasm_scalar.cpp); a browser without SIMD128 cannot even load the
// first, so the page's loader chooses (docs/web.md).
namespace wasm {
void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
            const int16_t* const* sub, int nSub);
int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w);
PILI_NNUE_V2_KERNELS
extern const char NAME[];  // "simd128" or "scalar"
}  // namespace wasm
#endif

// Every form built into this binary, the scalar one first (for tests).
std::span<const Kernels> all_kernels();

// The widest form the build targets, and its name (`pili --version`).
#if defined(__EMSCRIPTEN__)
namespace best = wasm;
inline constexpr const char* BEST_NAME = wasm::NAME;
inline constexpr bool KERNEL_AT_LINK = true;  // the engine's name says which (protocol.cpp)
#elif defined(__AVX2__)
namespace best = avx2;
inline constexpr const char* BEST_NAME = "avx2";
#elif defined(__SSE4_1__)
namespace best = sse41;
inline constexpr const char* BEST_NAME = "sse4.1";
#else
namespace best = scalar;
inline constexpr const char* BEST_NAME = "scalar";
#endif
#ifndef __EMSCRIPTEN__
inline constexpr bool KERNEL_AT_LINK = false;
#endif
#undef PILI_NNUE_V2_KERNELS

}  // namespace pili::eval::nnue::simd
