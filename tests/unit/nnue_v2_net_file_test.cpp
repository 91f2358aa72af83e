// v2 net files (docs/nnue.md, "v2 net files"): the header as documented,
// the round trip through the writer and the reader in every variant, and
// every way the reader refuses a file while keeping the net it held (a v1
// net here, so that a broken v2 file cannot replace it).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "nnue_v2_test_util.h"
#include "pili/eval/nnue/king_buckets.h"
#include "pili/eval/nnue/net_file.h"
#include "test_util.h"

using namespace pili;
using namespace pili::nnuetest;

namespace {

uint32_t u32_at(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 | uint32_t(b[at + 3]) << 24;
}
void set_u32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int k = 0; k < 4; ++k) b[at + size_t(k)] = uint8_t(v >> (8 * k));
}
void reseal(std::vector<uint8_t>& b) {
  b.erase(b.end() - 4, b.end());
  uint32_t c = crc32(b);
  for (int k = 0; k < 4; ++k) b.push_back(uint8_t(c >> (8 * k)));
}

void expect_refused(const std::vector<uint8_t>& bytes, Variant v, const std::string& why) {
  const Network before = random_network(v, 99);
  Network held = before;
  std::string err;
  EXPECT_FALSE(read_network(bytes, v, held, err)) << why;
  EXPECT_NE(err.find(why), std::string::npos) << "message: " << err << "; wanted: " << why;
  EXPECT_FALSE(held.v2) << why;
  EXPECT_EQ(write_network(held), write_network(before)) << why;
}

// Stacks' bytes: w1, b1, w2 (16 of each 32-byte row), b2, w3, b3.
constexpr size_t STACK_BYTES = 16 * 1024 + 16 * 4 + 32 * 16 + 32 * 4 + 32 + 4;

}  // namespace

TEST(NnueV2NetFile, HeaderBytesAreAsDocumented) {
  Network net = random_network_v2(Variant::Xiangqi, 3);
  net.description = "v2, héllo";
  auto b = write_network(net);
  ASSERT_EQ(b.size(), size_t(52 + 10 + 1024 + 6 * 1260 * 1024 + 8 * STACK_BYTES + 4));
  EXPECT_EQ(std::string(b.begin(), b.begin() + 8), "PILINNUE");
  EXPECT_EQ(u32_at(b, 8), 2u);                                  // format version
  EXPECT_EQ(u32_at(b, 12), v2::arch_hash(FeatureSet::Xiangqi90));
  EXPECT_EQ(u32_at(b, 16), 0u);                                 // Variant::Xiangqi
  EXPECT_EQ(u32_at(b, 20), 1u);                                 // xiangqi-90
  EXPECT_EQ(u32_at(b, 24), 6u);                                 // king buckets
  EXPECT_EQ(u32_at(b, 28), 6u * 1260u);                         // inputs
  EXPECT_EQ(u32_at(b, 32), 512u);
  EXPECT_EQ(u32_at(b, 36), 16u);
  EXPECT_EQ(u32_at(b, 40), 32u);
  EXPECT_EQ(u32_at(b, 44), 8u);                                 // stacks
  EXPECT_EQ(u32_at(b, 48), 10u);                                // description bytes
  EXPECT_EQ(int16_t(b[62] | b[63] << 8), net.v2->ftBias.v[0]);
  EXPECT_EQ(int16_t(b[62 + 1024] | b[63 + 1024] << 8), net.v2->ftWeights[0].v[0]);
  const size_t stacks = 62 + 1024 + size_t(6 * 1260) * 1024;
  EXPECT_EQ(int8_t(b[stacks]), net.v2->stacks[0].l1(0, 0));
  // The first layer is stored row by row: output 1's input 5, output 15's last input.
  EXPECT_EQ(int8_t(b[stacks + 1024 + 5]), net.v2->stacks[0].l1(1, 5));
  EXPECT_EQ(int8_t(b[stacks + 15 * 1024 + 1023]), net.v2->stacks[0].l1(15, 1023));
  EXPECT_EQ(int32_t(u32_at(b, b.size() - 8)), net.v2->stacks[7].b3);
  EXPECT_EQ(u32_at(b, b.size() - 4), crc32({b.data(), b.size() - 4}));
  // The hash is FNV-1a of the architecture text, " kings=" and the scheme.
  EXPECT_EQ(v2::arch_hash(FeatureSet::Chess64),
            fnv1a32(std::string(v2::ARCH_TEXT) + " kings=king64-mirror-files2x4ranks"));
  EXPECT_EQ(v2::arch_hash(FeatureSet::Meng90), fnv1a32(std::string(v2::ARCH_TEXT) + " kings=palace9-mirror6"));
}

TEST(NnueV2NetFile, RoundTripEveryVariant) {
  for (Variant v : ALL_VARIANTS) {
    if (profile(v).nnue == FeatureSet::None) continue;
    if (testutil::SANITIZED && v != Variant::Xiangqi) continue;  // 8 MB a file
    const Network net = random_network_v2(v, 11 + unsigned(v));
    const auto bytes = write_network(net);
    Network back;
    std::string err;
    ASSERT_TRUE(read_network(bytes, v, back, err)) << variant_name(v) << ": " << err;
    ASSERT_TRUE(back.v2);
    EXPECT_EQ(back.format(), 2u);
    EXPECT_EQ(back.checksum, u32_at(bytes, bytes.size() - 4));
    EXPECT_EQ(write_network(back), bytes) << variant_name(v);
  }
}

TEST(NnueV2NetFile, RoundTripThroughAFileAndRefusedForAnotherVariant) {
  const Network net = random_network_v2(Variant::AtomicChess, 5);
  auto path = (std::filesystem::temp_directory_path() / "pili_nnue_v2_roundtrip.nnue").string();
  std::string err;
  ASSERT_TRUE(save_network(net, path, err)) << err;
  Network back;
  ASSERT_TRUE(load_network(path, Variant::AtomicChess, back, err)) << err;
  EXPECT_EQ(write_network(back), write_network(net));
  Network other = random_network(Variant::Xiangqi, 1);
  EXPECT_FALSE(load_network(path, Variant::Xiangqi, other, err));
  EXPECT_NE(err.find("variant"), std::string::npos) << err;
  EXPECT_FALSE(other.v2);
  std::remove(path.c_str());
}

TEST(NnueV2NetFile, RefusesMismatchedHeaders) {
  const Variant v = Variant::Atomic;
  const auto good = write_network(random_network_v2(v, 21));
  auto edit = [&](size_t at, uint32_t value) {
    auto b = good;
    set_u32(b, at, value);
    reseal(b);
    return b;
  };
  expect_refused(edit(12, v2::arch_hash(FeatureSet::Xiangqi90) ^ 1), v, "v2 architecture");
  expect_refused(edit(24, 9), v, "king buckets");  // another bucket scheme
  expect_refused(edit(32, 256), v, "v2 architecture");  // another L1
  expect_refused(edit(36, 32), v, "v2 architecture");
  expect_refused(edit(40, 16), v, "v2 architecture");
  expect_refused(edit(44, 4), v, "v2 architecture");
  expect_refused(edit(28, 1260), v, "inputs");
  expect_refused(edit(16, uint32_t(Variant::Xiangqi)), v, "variant");
  expect_refused(edit(20, uint32_t(FeatureSet::Chess64)), v, "feature set");
  expect_refused(edit(48, 5000), v, "description");
  // The chess scheme's hash on a 90-point net.
  expect_refused(edit(12, v2::arch_hash(FeatureSet::Chess64)), v, "v2 architecture");
}

TEST(NnueV2NetFile, RefusesCorruptionAndOverflow) {
  const Variant v = Variant::Xiangqi;
  Network net = random_network_v2(v, 31);
  const auto good = write_network(net);
  for (size_t cut : {size_t(12), size_t(51), size_t(52), size_t(600), good.size() / 2, good.size() - 1})
    expect_refused(std::vector<uint8_t>(good.begin(), good.begin() + std::ptrdiff_t(cut)), v, "truncated");
  auto longer = good;
  longer.push_back(0);
  expect_refused(longer, v, "trailing");
  for (size_t at : {size_t(60), good.size() / 3, good.size() - 6}) {
    auto b = good;
    b[at] ^= 0x04;
    expect_refused(b, v, "checksum");
  }
  // A neuron of one king bucket whose bias and 32 largest weights leave int16.
  Network big = random_network_v2(v, 32);
  big.v2 = std::make_shared<v2::Weights>(*big.v2);
  big.v2->ftBias.v[5] = 0;
  for (int i = 0; i < 32; ++i) big.v2->ftWeights[size_t(3 * 1260 + i * 30)].v[5] = int16_t(i % 2 ? 1030 : -1030);
  expect_refused(write_network(big), v, "overflow");
  // A hidden bias past 2^30.
  Network bias = random_network_v2(v, 33);
  bias.v2->stacks[2].b2[4] = 1 << 30;
  expect_refused(write_network(bias), v, "overflow");
}
