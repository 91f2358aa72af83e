// SSE4.1 and AVX2 forms of v2's sparse first hidden layer (simd.h,
// affine_l1). After the clip most of the 2 L1 input bytes are zero, so the
// kernel first lists the groups of four inputs that hold a non-zero byte
// (a compare and a movemask per register, a table turning each 8-bit mask
// into its indices), then adds, for each listed group, its four bytes times
// the group's L2 x 4 weight block (network_v2.h, Stack::w1g) to L2 int32
// sums held in registers. maddubs multiplies the four bytes (<= QA = 127)
// by each output's four signed weights and adds neighbouring pairs into
// int16 (at most 2 x 127 x 128 = 32512: no saturation), madd with ones
// adds the two pairs into int32: every sum equals the scalar one exactly.
#include "pili/eval/nnue/simd.h"

#if defined(__SSE4_1__) || defined(__AVX2__)
#include <immintrin.h>

#include <array>
#include <bit>
#include <cstring>
#endif

namespace pili::eval::nnue::simd {

#if defined(__SSE4_1__) || defined(__AVX2__)
namespace {

constexpr int GROUPS = 2 * v2::L1 / v2::L1_GROUP;
static_assert(v2::L1_GROUP == 4 && v2::L2 == 16 && GROUPS % 8 == 0);

// For each 8-bit mask, the positions of its set bits, lowest first.
struct alignas(16) Indices {
  uint16_t at[8];
};
constexpr std::array<Indices, 256> make_index_table() {
  std::array<Indices, 256> t{};
  for (int m = 0; m < 256; ++m)
    for (int b = 0, n = 0; b < 8; ++b)
      if (m >> b & 1) t[size_t(m)].at[n++] = uint16_t(b);
  return t;
}
constexpr std::array<Indices, 256> INDEX_TABLE = make_index_table();

// Appends the indices of eight groups whose non-zero mask is `mask`, the
// first being `base`; returns how many. Writes eight slots whatever the count.
inline int append(uint16_t* out, unsigned mask, int base) {
  const __m128i at = _mm_load_si128(reinterpret_cast<const __m128i*>(&INDEX_TABLE[mask]));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_add_epi16(at, _mm_set1_epi16(int16_t(base))));
  return std::popcount(mask);
}

inline int32_t group_bytes(const uint8_t* in, int g) {
  int32_t v;
  std::memcpy(&v, in + g * v2::L1_GROUP, sizeof v);
  return v;
}

}  // namespace
#endif

#ifdef __SSE4_1__
namespace sse41 {

void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out) {
  alignas(16) uint16_t nz[GROUPS + 8];
  int n = 0;
  const __m128i zero = _mm_setzero_si128();
  for (int g = 0; g < GROUPS; g += 8) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + g * 4));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + g * 4 + 16));
    const unsigned zeroA = unsigned(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, zero))));
    const unsigned zeroB = unsigned(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(b, zero))));
    n += append(nz + n, ~(zeroA | zeroB << 4) & 0xFF, g);
  }
  const __m128i ones = _mm_set1_epi16(1);
  __m128i sum[4];
  for (int r = 0; r < 4; ++r) sum[r] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bias + 4 * r));
  for (int t = 0; t < n; ++t) {
    const __m128i x = _mm_set1_epi32(group_bytes(in, nz[t]));
    const auto* block = reinterpret_cast<const __m128i*>(wGroups + nz[t] * v2::L2 * 4);
    for (int r = 0; r < 4; ++r)
      sum[r] = _mm_add_epi32(sum[r], _mm_madd_epi16(_mm_maddubs_epi16(x, _mm_loadu_si128(block + r)), ones));
  }
  for (int r = 0; r < 4; ++r) _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 4 * r), sum[r]);
}

}  // namespace sse41
#endif

#ifdef __AVX2__
namespace avx2 {

void affine_l1(const uint8_t* in, const int8_t* wGroups, const int32_t* bias, int32_t* out) {
  alignas(16) uint16_t nz[GROUPS + 8];
  int n = 0;
  const __m256i zero = _mm256_setzero_si256();
  for (int g = 0; g < GROUPS; g += 8) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + g * 4));
    const unsigned zeros = unsigned(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(a, zero))));
    n += append(nz + n, ~zeros & 0xFF, g);
  }
  const __m256i ones = _mm256_set1_epi16(1);
  __m256i sum0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias));
  __m256i sum1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias + 8));
  for (int t = 0; t < n; ++t) {
    const __m256i x = _mm256_set1_epi32(group_bytes(in, nz[t]));
    const auto* block = reinterpret_cast<const __m256i*>(wGroups + nz[t] * v2::L2 * 4);
    const __m256i p0 = _mm256_maddubs_epi16(x, _mm256_loadu_si256(block));
    const __m256i p1 = _mm256_maddubs_epi16(x, _mm256_loadu_si256(block + 1));
    sum0 = _mm256_add_epi32(sum0, _mm256_madd_epi16(p0, ones));
    sum1 = _mm256_add_epi32(sum1, _mm256_madd_epi16(p1, ones));
  }
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), sum0);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 8), sum1);
}

}  // namespace avx2
#endif

}  // namespace pili::eval::nnue::simd
