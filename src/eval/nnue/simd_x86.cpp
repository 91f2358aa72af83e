// SSE4.1 and AVX2 forms of the kernels in simd.h (v2's pack and affine:
// simd_x86_v2.cpp).
//
// update: the accumulator is walked in blocks of eight registers; each block
// is loaded once, every added and removed column is applied to it, and it
// is stored once.
// screlu_dot: with c = clamp(x, 0, 255) and |w| <= 127, c * w fits int16
// (mullo_epi16 is exact), and madd_epi16(c, c * w) adds pairs of c * c * w
// into int32 lanes without rounding, so the result equals the scalar sum.
#include "pili/eval/nnue/simd.h"

#if defined(__SSE4_1__) || defined(__AVX2__)
#include <immintrin.h>
#endif

namespace pili::eval::nnue::simd {

#ifdef __SSE4_1__
namespace sse41 {

namespace {
constexpr int LANES = 8;          // int16 per register
constexpr int BLOCK = 8 * LANES;  // elements per block of registers
static_assert(L1 % BLOCK == 0);

inline __m128i load(const int16_t* p) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
inline void store(int16_t* p, __m128i v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }

inline void screlu_half(const int16_t* x, const int16_t* w, __m128i& sum) {
  const __m128i zero = _mm_setzero_si128(), qa = _mm_set1_epi16(QA);
  for (int i = 0; i < L1; i += LANES) {
    __m128i c = _mm_min_epi16(_mm_max_epi16(load(x + i), zero), qa);
    sum = _mm_add_epi32(sum, _mm_madd_epi16(c, _mm_mullo_epi16(c, load(w + i))));
  }
}

template <int N>
void update_n(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
              const int16_t* const* sub, int nSub) {
  static_assert(N % BLOCK == 0);
  for (int b = 0; b < N; b += BLOCK) {
    __m128i r[8];
    for (int j = 0; j < 8; ++j) r[j] = load(src + b + j * LANES);
    for (int k = 0; k < nAdd; ++k)
      for (int j = 0; j < 8; ++j) r[j] = _mm_add_epi16(r[j], load(add[k] + b + j * LANES));
    for (int k = 0; k < nSub; ++k)
      for (int j = 0; j < 8; ++j) r[j] = _mm_sub_epi16(r[j], load(sub[k] + b + j * LANES));
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

int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w) {
  __m128i sum = _mm_setzero_si128();
  screlu_half(us, w, sum);
  screlu_half(them, w + L1, sum);
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(1, 0, 3, 2)));
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(sum);
}

}  // namespace sse41
#endif

#ifdef __AVX2__
namespace avx2 {

namespace {
constexpr int LANES = 16;
constexpr int BLOCK = 8 * LANES;
static_assert(L1 % BLOCK == 0);

inline __m256i load(const int16_t* p) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}
inline void store(int16_t* p, __m256i v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }

inline void screlu_half(const int16_t* x, const int16_t* w, __m256i& sum) {
  const __m256i zero = _mm256_setzero_si256(), qa = _mm256_set1_epi16(QA);
  for (int i = 0; i < L1; i += LANES) {
    __m256i c = _mm256_min_epi16(_mm256_max_epi16(load(x + i), zero), qa);
    sum = _mm256_add_epi32(sum, _mm256_madd_epi16(c, _mm256_mullo_epi16(c, load(w + i))));
  }
}

template <int N>
void update_n(int16_t* dst, const int16_t* src, const int16_t* const* add, int nAdd,
              const int16_t* const* sub, int nSub) {
  static_assert(N % BLOCK == 0);
  for (int b = 0; b < N; b += BLOCK) {
    __m256i r[8];
    for (int j = 0; j < 8; ++j) r[j] = load(src + b + j * LANES);
    for (int k = 0; k < nAdd; ++k)
      for (int j = 0; j < 8; ++j) r[j] = _mm256_add_epi16(r[j], load(add[k] + b + j * LANES));
    for (int k = 0; k < nSub; ++k)
      for (int j = 0; j < 8; ++j) r[j] = _mm256_sub_epi16(r[j], load(sub[k] + b + j * LANES));
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

int32_t screlu_dot(const int16_t* us, const int16_t* them, const int16_t* w) {
  __m256i sum = _mm256_setzero_si256();
  screlu_half(us, w, sum);
  screlu_half(them, w + L1, sum);
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(s);
}

}  // namespace avx2
#endif

}  // namespace pili::eval::nnue::simd
