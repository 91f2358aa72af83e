// Net files: the byte layout of docs/nnue.md, the round trip through the
// writer and the reader, and every way the reader refuses a file while
// keeping the net it held before.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "nnue_test_util.h"
#include "pili/eval/nnue/net_file.h"

using namespace pili;
using namespace pili::nnuetest;

namespace {

uint32_t u32_at(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 |
         uint32_t(b[at + 3]) << 24;
}
void set_u32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int k = 0; k < 4; ++k) b[at + size_t(k)] = uint8_t(v >> (8 * k));
}
// Rewrites the trailing checksum so that only the field under test is wrong.
void reseal(std::vector<uint8_t>& b) {
  b.erase(b.end() - 4, b.end());
  uint32_t c = crc32(b);
  for (int k = 0; k < 4; ++k) b.push_back(uint8_t(c >> (8 * k)));
}

bool same(const Network& a, const Network& b) {
  if (a.variant != b.variant || a.featureSet != b.featureSet || a.description != b.description ||
      a.inputs() != b.inputs())
    return false;
  for (int n = 0; n < L1; ++n)
    if (a.ftBias.v[n] != b.ftBias.v[n]) return false;
  for (size_t i = 0; i < a.ftWeights.size(); ++i)
    for (int n = 0; n < L1; ++n)
      if (a.ftWeights[i].v[n] != b.ftWeights[i].v[n]) return false;
  for (int k = 0; k < BUCKETS; ++k) {
    if (a.outBias[k] != b.outBias[k]) return false;
    for (int n = 0; n < 2 * L1; ++n)
      if (a.outWeights[k].v[n] != b.outWeights[k].v[n]) return false;
  }
  return true;
}

// Expects `bytes` to be refused with a message containing `why`, and the
// net already held to be left as it was.
void expect_refused(const std::vector<uint8_t>& bytes, Variant v, const std::string& why) {
  const Network before = random_network(v, 99);
  Network held = before;
  std::string err;
  EXPECT_FALSE(read_network(bytes, v, held, err)) << why;
  EXPECT_NE(err.find(why), std::string::npos) << "message: " << err << "; wanted: " << why;
  EXPECT_TRUE(same(held, before)) << why;
}

}  // namespace

TEST(NnueNetFile, CrcIsZlibCrc32) {
  const std::string s = "123456789";  // the standard check value
  EXPECT_EQ(crc32({reinterpret_cast<const uint8_t*>(s.data()), s.size()}), 0xCBF43926u);
}

TEST(NnueNetFile, HeaderBytesAreAsDocumented) {
  Network net = random_network(Variant::Meng, 3);
  net.description = "seed 3, héllo";
  auto b = write_network(net);
  ASSERT_EQ(b.size(), size_t(40 + 14 + 512 + 1445 * 512 + 8 * 1024 + 32 + 4));
  EXPECT_EQ(std::string(b.begin(), b.begin() + 8), "PILINNUE");
  EXPECT_EQ(u32_at(b, 8), 1u);                   // format version
  EXPECT_EQ(u32_at(b, 12), 0xCC962766u);         // architecture hash, as docs/nnue.md says
  EXPECT_EQ(u32_at(b, 16), 3u);                  // Variant::Meng
  EXPECT_EQ(u32_at(b, 20), 2u);                  // meng-90
  EXPECT_EQ(u32_at(b, 24), 1445u);
  EXPECT_EQ(u32_at(b, 28), 256u);
  EXPECT_EQ(u32_at(b, 32), 8u);
  EXPECT_EQ(u32_at(b, 36), 14u);  // UTF-8 bytes, é is two
  // First bias, then input 0's first weight, little-endian int16.
  EXPECT_EQ(int16_t(b[54] | b[55] << 8), net.ftBias.v[0]);
  EXPECT_EQ(int16_t(b[54 + 512] | b[55 + 512] << 8), net.ftWeights[0].v[0]);
  // The last output bias sits just before the checksum.
  EXPECT_EQ(int32_t(u32_at(b, b.size() - 8)), net.outBias[7]);
  EXPECT_EQ(u32_at(b, b.size() - 4), crc32({b.data(), b.size() - 4}));
  EXPECT_EQ(fnv1a32(ARCH_TEXT), 0xCC962766u);
  // FNV-1a of the empty string and of "a", the published check values.
  EXPECT_EQ(fnv1a32(""), 0x811C9DC5u);
  EXPECT_EQ(fnv1a32("a"), 0xE40C292Cu);
}

TEST(NnueNetFile, RoundTripEveryVariant) {
  for (Variant v : ALL_VARIANTS) {
    const Network net = random_network(v, 11 + unsigned(v));
    Network back;
    std::string err;
    if (profile(v).nnue == FeatureSet::None) {  // Manchu: no net is read for it
      EXPECT_FALSE(read_network(write_network(net), v, back, err)) << variant_name(v);
      EXPECT_NE(err.find("plays without a net"), std::string::npos) << err;
      continue;
    }
    ASSERT_TRUE(read_network(write_network(net), v, back, err)) << variant_name(v) << ": " << err;
    EXPECT_TRUE(same(net, back)) << variant_name(v);
    EXPECT_EQ(write_network(back), write_network(net));
  }
}

TEST(NnueNetFile, RoundTripThroughAFile) {
  const Network net = random_network(Variant::AtomicChess, 5);
  auto path = (std::filesystem::temp_directory_path() / "pili_nnue_roundtrip.nnue").string();
  std::string err;
  ASSERT_TRUE(save_network(net, path, err)) << err;
  Network back;
  EXPECT_TRUE(load_network(path, Variant::AtomicChess, back, err)) << err;
  EXPECT_TRUE(same(net, back));
  // The same file for another variant is refused.
  Network other = random_network(Variant::Xiangqi, 1), keep = other;
  EXPECT_FALSE(load_network(path, Variant::Xiangqi, other, err));
  EXPECT_NE(err.find("variant"), std::string::npos) << err;
  EXPECT_TRUE(same(other, keep));
  std::remove(path.c_str());
  EXPECT_FALSE(load_network(path, Variant::AtomicChess, back, err));
  EXPECT_NE(err.find("cannot open"), std::string::npos) << err;
}

TEST(NnueNetFile, RefusesWrongHeaderFields) {
  const Variant v = Variant::Xiangqi;
  const auto good = write_network(random_network(v, 21));
  auto edit = [&](size_t at, uint32_t value) {
    auto b = good;
    set_u32(b, at, value);
    reseal(b);
    return b;
  };
  auto magic = good;
  magic[3] = 'X';
  reseal(magic);
  expect_refused(magic, v, "magic");
  expect_refused(edit(8, 3), v, "version");
  expect_refused(edit(8, 2), v, "v2 architecture");  // read as a v2 file: the header does not match
  expect_refused(edit(12, ARCH_HASH ^ 1), v, "architecture");
  expect_refused(edit(28, 512), v, "architecture");  // L1
  expect_refused(edit(32, 4), v, "architecture");    // buckets
  expect_refused(edit(16, uint32_t(Variant::Atomic)), v, "variant");
  expect_refused(edit(16, 77), v, "variant");
  expect_refused(edit(20, uint32_t(FeatureSet::Meng90)), v, "feature set");
  expect_refused(edit(24, 1259), v, "inputs");
  expect_refused(edit(36, 5000), v, "description");
  // A net of another variant sharing the feature set is still refused.
  expect_refused(write_network(random_network(Variant::Atomic, 2)), v, "variant");
  // A net claiming the right variant with another feature set's inputs.
  Network wrongSet = random_network(Variant::AtomicChess, 2);
  wrongSet.variant = v;
  expect_refused(write_network(wrongSet), v, "feature set");
}

TEST(NnueNetFile, RefusesTruncationTrailingBytesAndBadChecksum) {
  const Variant v = Variant::DoubleTris;
  Network net = random_network(v, 31);
  net.description = "twelve bytes";
  const auto good = write_network(net);
  for (size_t cut :
       {size_t(0), size_t(7), size_t(39), size_t(40), size_t(45), size_t(52), size_t(600),
        good.size() / 2, good.size() - 40, good.size() - 5, good.size() - 1}) {
    std::vector<uint8_t> b(good.begin(), good.begin() + std::ptrdiff_t(cut));
    expect_refused(b, v, "truncated");
  }
  for (size_t extra : {1, 4, 1000}) {
    auto b = good;
    b.insert(b.end(), extra, 0);
    expect_refused(b, v, "trailing");
  }
  for (size_t at : {size_t(45), size_t(100), good.size() / 2, good.size() - 6, good.size() - 1}) {
    auto b = good;
    b[at] ^= 0x10;
    expect_refused(b, v, "checksum");
  }
}

TEST(NnueNetFile, RefusesBadDescription) {
  Network net = random_network(Variant::Xiangqi, 41);
  // A lead byte without its continuation, an overlong '/', a surrogate,
  // a code point past U+10FFFF, a sequence cut by the end.
  for (const char* bad :
       {"bad \xC3\x28 byte", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "ends \xE4\xB8"}) {
    net.description = bad;
    expect_refused(write_network(net), Variant::Xiangqi, "UTF-8");
  }
  net.description =
      "\xE5\xA4\xAA\xE7\x8E\x84 \xF0\x9F\x90\x89 \xED\x9F\xBF";  // 太玄, U+1F409, U+D7FF
  Network ok;
  std::string why;
  EXPECT_TRUE(read_network(write_network(net), Variant::Xiangqi, ok, why)) << why;
  net.description = std::string(4097, 'x');
  expect_refused(write_network(net), Variant::Xiangqi, "description");
  net.description = std::string(4096, 'x');
  Network back;
  std::string err;
  EXPECT_TRUE(read_network(write_network(net), Variant::Xiangqi, back, err)) << err;
}

TEST(NnueNetFile, RefusesNetsThatCouldOverflow) {
  const Variant v = Variant::Meng;
  const Network base = random_network(v, 51, 60, 0);  // output weights all zero
  // An output weight of 128: clamp * w would leave int16.
  Network a = base;
  a.outWeights[3].v[17] = 128;
  expect_refused(write_network(a), v, "overflow");
  a.outWeights[3].v[17] = -128;
  expect_refused(write_network(a), v, "overflow");
  // 255^2 * sum|w| one step past INT32_MAX in one bucket (33026 * 65025),
  // and exactly at the largest sum that fits (33025) accepted.
  Network b = base;
  for (int i = 0, left = 33026; left; ++i) {
    int x = std::min(left, 127);
    b.outWeights[5].v[i] = int16_t(i % 2 ? -x : x);
    left -= x;
  }
  expect_refused(write_network(b), v, "overflow");
  b.outWeights[5].v[0] = int16_t(b.outWeights[5].v[0] - 1);
  Network ok;
  std::string err;
  EXPECT_TRUE(read_network(write_network(b), v, ok, err)) << err;
  // One neuron whose bias and 39 largest weights exceed int16 (39 * 800 +
  // 1000 = 32200 fits; raising one weight past the margin does not).
  Network c = base;
  c.ftBias.v[9] = -1000;
  for (int i = 0; i < 39; ++i) c.ftWeights[size_t(i * 30)].v[9] = int16_t(i % 2 ? 800 : -800);
  EXPECT_TRUE(read_network(write_network(c), v, ok, err)) << err;
  c.ftWeights[1444].v[9] = 1400;  // a Meng counter input, larger than all others
  expect_refused(write_network(c), v, "overflow");
}
