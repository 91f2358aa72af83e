// SSE4.1 and AVX2 forms of v2's pack and affine kernels (simd.h).
//
// pack: packus saturates int16 to [0, 255], min with QA clips the rest.
// affine: maddubs multiplies unsigned input bytes (<= QA = 127) by signed
// weight bytes and adds neighbouring pairs into int16 lanes; the pair is
// at most 2 x 127 x 128 = 32512 in magnitude, so it never saturates, and
// madd with ones widens pairs of those into int32: the result equals the
// scalar sum exactly.
#include "pili/eval/nnue/simd.h"

#if defined(__SSE4_1__) || defined(__AVX2__)
#include <immintrin.h>
#endif

namespace pili::eval::nnue::simd {

#ifdef __SSE4_1__
namespace sse41 {

void pack(const int16_t* acc, uint8_t* out) {
  const __m128i qa = _mm_set1_epi8(v2::QA);
  for (int i = 0; i < v2::L1; i += 16) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(acc + i));
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(acc + i + 8));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i), _mm_min_epu8(_mm_packus_epi16(a, b), qa));
  }
}

void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,
            int nOut) {
  const __m128i ones = _mm_set1_epi16(1);
  for (int j = 0; j < nOut; ++j) {
    const int8_t* row = w + j * nIn;
    __m128i sum = _mm_setzero_si128();
    for (int i = 0; i < nIn; i += 16) {
      __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i));
      __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + i));
      sum = _mm_add_epi32(sum, _mm_madd_epi16(_mm_maddubs_epi16(x, y), ones));
    }
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(1, 0, 3, 2)));
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(2, 3, 0, 1)));
    out[j] = bias[j] + _mm_cvtsi128_si32(sum);
  }
}

}  // namespace sse41
#endif

#ifdef __AVX2__
namespace avx2 {

void pack(const int16_t* acc, uint8_t* out) {
  const __m256i qa = _mm256_set1_epi8(v2::QA);
  for (int i = 0; i < v2::L1; i += 32) {
    __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(acc + i));
    __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(acc + i + 16));
    // packus works within 128-bit lanes: a0 b0 a1 b1 -> a0 a1 b0 b1.
    __m256i p = _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), _MM_SHUFFLE(3, 1, 2, 0));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm256_min_epu8(p, qa));
  }
}

void affine(const uint8_t* in, int nIn, const int8_t* w, const int32_t* bias, int32_t* out,
            int nOut) {
  const __m256i ones = _mm256_set1_epi16(1);
  for (int j = 0; j < nOut; ++j) {
    const int8_t* row = w + j * nIn;
    __m256i sum = _mm256_setzero_si256();
    for (int i = 0; i < nIn; i += 32) {
      __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i));
      __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + i));
      sum = _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_maddubs_epi16(x, y), ones));
    }
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
    out[j] = bias[j] + _mm_cvtsi128_si32(s);
  }
}

}  // namespace avx2
#endif

}  // namespace pili::eval::nnue::simd
