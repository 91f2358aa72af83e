// Every kernel form built into this binary against the scalar one, on
// random accumulators across the whole int16 range, and against sums
// computed here in 64 bits.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "pili/eval/nnue/simd.h"

using namespace pili::eval::nnue;

namespace {

std::vector<int16_t> random_vec(std::mt19937& rng, int n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<int16_t> v(static_cast<size_t>(n));
  for (auto& x : v) x = int16_t(d(rng));
  return v;
}

int64_t plain_dot(const std::vector<int16_t>& us, const std::vector<int16_t>& them,
                  const std::vector<int16_t>& w) {
  int64_t sum = 0;
  for (int i = 0; i < 2 * L1; ++i) {
    int64_t x = i < L1 ? us[size_t(i)] : them[size_t(i - L1)];
    x = x < 0 ? 0 : x > QA ? QA : x;
    sum += x * x * w[size_t(i)];
  }
  return sum;
}

}  // namespace

TEST(NnueSimd, BuildHasTheWidestTargetedForm) {
  auto k = simd::all_kernels();
  ASSERT_GE(k.size(), 1u);
  EXPECT_STREQ(k[0].name, "scalar");
#if defined(__AVX2__)
  EXPECT_STREQ(k.back().name, "avx2");
#elif defined(__SSE4_1__)  // the default build, x86-64-v2
  EXPECT_STREQ(k.back().name, "sse4.1");
#else
  EXPECT_EQ(k.size(), 1u);
#endif
  EXPECT_STREQ(simd::BEST_NAME, k.back().name);  // what `pili --version` names
}

TEST(NnueSimd, ScreluDotMatchesScalarAndWideSums) {
  std::mt19937 rng(42);
  for (int trial = 0; trial < 3000; ++trial) {
    // Accumulators anywhere in int16 (most clamp), or mostly inside [0, QA].
    bool wide = trial % 2;
    auto us = random_vec(rng, L1, wide ? -32768 : -40, wide ? 32767 : 300);
    auto them = random_vec(rng, L1, wide ? -32768 : -40, wide ? 32767 : 300);
    // |w| <= 64 over 512 weights keeps 255^2 * sum|w| under INT32_MAX.
    auto w = random_vec(rng, 2 * L1, -64, 64);
    int64_t want = plain_dot(us, them, w);
    for (const auto& k : simd::all_kernels())
      ASSERT_EQ(k.dot(us.data(), them.data(), w.data()), want) << k.name << " trial " << trial;
  }
}

TEST(NnueSimd, ScreluDotAtTheOverflowBound) {
  // All neurons saturated, weights of +-127 with 255^2 * sum|w| as close to
  // INT32_MAX as integers allow: 33025 * 65025 = 2147450625.
  std::vector<int16_t> us(L1, 1000), them(L1, 255), w(2 * L1, 0);
  int left = 33025;
  for (int i = 0; i < 2 * L1 && left; ++i) {
    int x = std::min(left, 127);
    w[size_t(i)] = int16_t(x);
    left -= x;
  }
  for (const auto& k : simd::all_kernels()) {
    EXPECT_EQ(k.dot(us.data(), them.data(), w.data()), 2147450625) << k.name;
    std::vector<int16_t> neg(w);
    for (auto& x : neg) x = int16_t(-x);
    EXPECT_EQ(k.dot(us.data(), them.data(), neg.data()), -2147450625) << k.name;
  }
}

TEST(NnueSimd, UpdateMatchesScalarAndWraps) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    auto src = random_vec(rng, L1, -32768, 32767);
    int nAdd = int(rng() % 33), nSub = int(rng() % 33);
    std::vector<std::vector<int16_t>> cols;
    for (int k = 0; k < nAdd + nSub; ++k) cols.push_back(random_vec(rng, L1, -32768, 32767));
    std::vector<const int16_t*> add, sub;
    for (int k = 0; k < nAdd; ++k) add.push_back(cols[size_t(k)].data());
    for (int k = 0; k < nSub; ++k) sub.push_back(cols[size_t(nAdd + k)].data());
    std::vector<int16_t> want(L1);
    for (int i = 0; i < L1; ++i) {
      int64_t v = src[size_t(i)];
      for (auto* a : add) v += a[i];
      for (auto* s : sub) v -= s[i];
      want[size_t(i)] = int16_t(uint16_t(uint64_t(v) & 0xFFFF));  // modulo 2^16
    }
    for (const auto& k : simd::all_kernels()) {
      std::vector<int16_t> dst(L1, 99);
      k.update(dst.data(), src.data(), add.data(), nAdd, sub.data(), nSub);
      ASSERT_EQ(dst, want) << k.name << " trial " << trial;
      std::vector<int16_t> inPlace(src);  // dst == src is allowed
      k.update(inPlace.data(), inPlace.data(), add.data(), nAdd, sub.data(), nSub);
      ASSERT_EQ(inPlace, want) << k.name << " trial " << trial;
    }
  }
}
