// The v2 kernels (simd.h) of every form built into this binary against the
// scalar one and against sums computed here in 64 bits: the update over
// v2::L1 neurons, the clip of accumulators to bytes, the byte products of
// the hidden layers at their extremes (inputs 0..127, weights -128..127),
// and the sparse first layer against the dense one.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "pili/eval/nnue/simd.h"

using namespace pili::eval::nnue;

namespace {

template <class T>
std::vector<T> random_vec(std::mt19937& rng, size_t n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<T> v(n);
  for (auto& x : v) x = T(d(rng));
  return v;
}

}  // namespace

TEST(NnueV2Simd, UpdateMatchesScalarAndWraps) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    auto src = random_vec<int16_t>(rng, v2::L1, -32768, 32767);
    std::vector<std::vector<int16_t>> cols;
    for (int k = 0; k < 12; ++k) cols.push_back(random_vec<int16_t>(rng, v2::L1, -32768, 32767));
    const int nAdd = int(rng() % 7), nSub = int(rng() % 6);
    std::vector<const int16_t*> add, sub;
    for (int k = 0; k < nAdd; ++k) add.push_back(cols[size_t(k)].data());
    for (int k = 0; k < nSub; ++k) sub.push_back(cols[size_t(6 + k)].data());
    std::vector<int16_t> want(v2::L1);
    for (int i = 0; i < v2::L1; ++i) {
      int64_t v = src[size_t(i)];
      for (auto* a : add) v += a[i];
      for (auto* s : sub) v -= s[i];
      want[size_t(i)] = int16_t(uint16_t(uint64_t(v) & 0xFFFF));  // modulo 2^16
    }
    for (const auto& k : simd::all_kernels()) {
      std::vector<int16_t> dst(v2::L1);
      k.updateV2(dst.data(), src.data(), add.data(), nAdd, sub.data(), nSub);
      ASSERT_EQ(dst, want) << k.name << " trial " << trial;
    }
  }
}

TEST(NnueV2Simd, PackClipsToBytes) {
  std::mt19937 rng(8);
  for (int trial = 0; trial < 300; ++trial) {
    const bool wide = trial % 2;
    auto acc = random_vec<int16_t>(rng, v2::L1, wide ? -32768 : -30, wide ? 32767 : 160);
    acc[0] = -32768, acc[1] = 32767, acc[2] = 127, acc[3] = 128, acc[4] = 255, acc[5] = 256, acc[6] = 0;
    std::vector<uint8_t> want(v2::L1);
    for (int i = 0; i < v2::L1; ++i) want[size_t(i)] = uint8_t(std::clamp<int>(acc[size_t(i)], 0, 127));
    for (const auto& k : simd::all_kernels()) {
      std::vector<uint8_t> out(v2::L1, 0xEE);
      k.pack(acc.data(), out.data());
      ASSERT_EQ(out, want) << k.name << " trial " << trial;
    }
  }
}

// The sparse first layer against affine() on the same weights by rows, at
// every sparsity from dense to all zero, with lone non-zero bytes in each
// position of a group, and at the extremes.
TEST(NnueV2Simd, SparseFirstLayerMatchesDense) {
  constexpr int N_IN = 2 * v2::L1, G = v2::L1_GROUP;
  std::mt19937 rng(10);
  for (int trial = 0; trial < 400; ++trial) {
    auto rows = random_vec<int8_t>(rng, size_t(N_IN) * v2::L2, -128, 127);
    auto bias = random_vec<int32_t>(rng, v2::L2, -1000000, 1000000);
    auto in = random_vec<uint8_t>(rng, N_IN, 0, 127);
    const int zeroPercent = trial % 101;
    for (auto& x : in)
      if (int(rng() % 100) < zeroPercent) x = 0;
    if (trial % 7 == 3)  // zero groups but one non-zero byte here and there
      for (int i = 0; i < N_IN; ++i) in[size_t(i)] = rng() % 16 == 0 ? uint8_t(1 + rng() % 127) : 0;
    if (trial == 0) {
      std::fill(in.begin(), in.end(), uint8_t(127));
      for (size_t i = 0; i < rows.size(); ++i) rows[i] = int8_t(i % 3 == 0 ? 127 : -128);
    }
    std::vector<int8_t> groups(rows.size());
    for (int o = 0; o < v2::L2; ++o)
      for (int i = 0; i < N_IN; ++i)
        groups[size_t((i / G) * v2::L2 * G + o * G + i % G)] = rows[size_t(o * N_IN + i)];
    std::vector<int32_t> want(v2::L2);
    simd::scalar::affine(in.data(), N_IN, rows.data(), bias.data(), want.data(), v2::L2);
    for (const auto& k : simd::all_kernels()) {
      std::vector<int32_t> out(v2::L2, 0x5A5A5A5A);
      k.affineL1(in.data(), groups.data(), bias.data(), out.data());
      ASSERT_EQ(out, want) << k.name << " trial " << trial << " (" << zeroPercent << "% zero)";
    }
  }
}

TEST(NnueV2Simd, AffineMatchesWideSums) {
  std::mt19937 rng(9);
  for (int nIn : {32, 64, 2 * v2::L1}) {
    for (int trial = 0; trial < 100; ++trial) {
      const int nOut = 1 + int(rng() % 32);
      auto in = random_vec<uint8_t>(rng, size_t(nIn), 0, 127);
      auto w = random_vec<int8_t>(rng, size_t(nIn) * size_t(nOut), -128, 127);
      auto bias = random_vec<int32_t>(rng, size_t(nOut), -1000000, 1000000);
      if (trial == 0) {  // the extremes: every pair of products at its largest magnitude
        std::fill(in.begin(), in.end(), uint8_t(127));
        for (size_t i = 0; i < w.size(); ++i) w[i] = int8_t(i % 3 == 0 ? 127 : -128);
      }
      std::vector<int32_t> want(static_cast<size_t>(nOut));
      for (int j = 0; j < nOut; ++j) {
        int64_t s = bias[size_t(j)];
        for (int i = 0; i < nIn; ++i) s += int64_t(in[size_t(i)]) * w[size_t(j * nIn + i)];
        want[size_t(j)] = int32_t(s);
      }
      for (const auto& k : simd::all_kernels()) {
        std::vector<int32_t> out(static_cast<size_t>(nOut));
        k.affine(in.data(), nIn, w.data(), bias.data(), out.data(), nOut);
        ASSERT_EQ(out, want) << k.name << " nIn " << nIn << " trial " << trial;
      }
    }
  }
}
