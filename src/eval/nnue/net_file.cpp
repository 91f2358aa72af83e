// Reading and writing net files (layout: docs/nnue.md). All integers are
// little-endian and assembled byte by byte, so the code does not depend on
// the host's byte order or on alignment.
#include "pili/eval/nnue/net_file.h"

#include <algorithm>
#include <cstring>
#include <fstream>

#include "byte_io.h"
#include "net_file_v2.h"
#include "pili/eval/nnue/king_buckets.h"

namespace pili::eval::nnue {

using detail::put_i16s;
using detail::put_u32;
using detail::Reader;

namespace {

struct CrcTable {
  uint32_t v[256];
  constexpr CrcTable() : v() {
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      v[i] = c;
    }
  }
};
constexpr CrcTable CRC_TABLE{};

bool fail(std::string& err, const std::string& why) {
  err = "net file: " + why;
  return false;
}

constexpr size_t WEIGHT_BYTES_FIXED = size_t(L1) * 2 + size_t(BUCKETS) * 2 * L1 * 2 + BUCKETS * 4;

}  // namespace

// Well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, <= U+10FFFF).
bool detail::valid_utf8(const uint8_t* s, size_t n) {
  for (size_t i = 0; i < n;) {
    uint8_t c = s[i];
    int len = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
              : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (!len || n - i < size_t(len)) return false;
    for (int k = 1; k < len; ++k)
      if ((s[i + k] & 0xC0) != 0x80) return false;
    uint8_t d = len > 1 ? s[i + 1] : 0;
    if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) || (c == 0xF0 && d < 0x90) ||
        (c == 0xF4 && d > 0x8F))
      return false;
    i += size_t(len);
  }
  return true;
}

bool detail::check_variant(uint32_t variant, uint32_t fs, Variant expected, std::string& err) {
  if (variant != uint32_t(expected)) {
    std::string name = variant < std::size(ALL_VARIANTS) ? variant_name(Variant(variant))
                                                         : "id " + std::to_string(variant);
    return fail(err, std::string("the net is for variant ") + name + ", not " +
                         variant_name(expected));
  }
  const FeatureSet want = feature_set_of(expected);
  if (want == FeatureSet::None)
    return fail(err, std::string(variant_name(expected)) + " plays without a net (its profile names none)");
  if (fs != uint32_t(want))
    return fail(err, "feature set " + std::to_string(fs) + ", the variant uses " +
                         std::to_string(uint32_t(want)) + " (" + feature_set_name(want) + ")");
  return true;
}

uint32_t crc32(std::span<const uint8_t> bytes) {
  uint32_t c = 0xFFFFFFFFu;
  for (uint8_t b : bytes) c = CRC_TABLE.v[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

size_t net_file_size(uint32_t inputs, uint32_t descriptionBytes) {
  return HEADER_SIZE + descriptionBytes + WEIGHT_BYTES_FIXED + size_t(inputs) * L1 * 2 + 4;
}

bool read_network(std::span<const uint8_t> bytes, Variant expected, Network& out,
                  std::string& err) {
  Reader r(bytes);
  if (!r.has(HEADER_SIZE)) return fail(err, "truncated header");
  if (std::memcmp(r.take(8), MAGIC, 8) != 0) return fail(err, "wrong magic (not a Pili net)");
  const uint32_t version = r.u32();
  if (version == v2::FORMAT_VERSION) return detail::read_v2(bytes, expected, out, err);
  const uint32_t arch = r.u32(), variant = r.u32(), fs = r.u32();
  const uint32_t inputs = r.u32(), l1 = r.u32(), buckets = r.u32(), descLen = r.u32();
  if (version != FORMAT_VERSION)
    return fail(err, "format version " + std::to_string(version) + ", this build reads " +
                         std::to_string(FORMAT_VERSION) + " and " + std::to_string(v2::FORMAT_VERSION));
  if (arch != ARCH_HASH || l1 != uint32_t(L1) || buckets != uint32_t(BUCKETS))
    return fail(err, "architecture mismatch (hash " + std::to_string(arch) + ", L1 " +
                         std::to_string(l1) + ", buckets " + std::to_string(buckets) +
                         "; this build: hash " + std::to_string(ARCH_HASH) + ", L1 " +
                         std::to_string(L1) + ", buckets " + std::to_string(BUCKETS) + ")");
  if (!detail::check_variant(variant, fs, expected, err)) return false;
  const FeatureSet want = feature_set_of(expected);
  if (inputs != input_count(want))
    return fail(err, std::to_string(inputs) + " inputs, " + feature_set_name(want) + " has " +
                         std::to_string(input_count(want)));
  if (descLen > MAX_DESCRIPTION)
    return fail(err, "description of " + std::to_string(descLen) + " bytes (at most " +
                         std::to_string(MAX_DESCRIPTION) + ")");
  const size_t size = net_file_size(inputs, descLen);
  if (bytes.size() < size)
    return fail(err, "truncated (" + std::to_string(bytes.size()) + " of " +
                         std::to_string(size) + " bytes)");
  if (bytes.size() > size)
    return fail(err, std::to_string(bytes.size() - size) + " trailing bytes after the checksum");
  uint32_t stored = uint32_t(bytes[size - 4]) | uint32_t(bytes[size - 3]) << 8 |
                    uint32_t(bytes[size - 2]) << 16 | uint32_t(bytes[size - 1]) << 24;
  if (stored != crc32(bytes.first(size - 4))) return fail(err, "checksum mismatch");

  const uint8_t* desc = r.take(descLen);
  if (!detail::valid_utf8(desc, descLen)) return fail(err, "the description is not valid UTF-8");
  Network net;
  net.variant = expected;
  net.featureSet = want;
  net.description.assign(reinterpret_cast<const char*>(desc), descLen);
  net.checksum = stored;
  r.i16s(net.ftBias.v, L1);
  net.ftWeights.resize(inputs);
  for (Column& c : net.ftWeights) r.i16s(c.v, L1);
  for (OutputWeights& w : net.outWeights) r.i16s(w.v, 2 * L1);
  for (int32_t& b : net.outBias) b = int32_t(r.u32());
  std::string why;
  if (!check_bounds(net, why)) return fail(err, "overflow bound: " + why);
  out = std::move(net);
  return true;
}

bool load_network(const std::string& path, Variant expected, Network& out, std::string& err) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail(err, "cannot open " + path);
  // Anything longer than the largest valid file is refused as trailing bytes
  // without reading it all.
  const FeatureSet fs = feature_set_of(expected);
  const size_t limit = std::max(net_file_size(input_count(fs), MAX_DESCRIPTION),
                                detail::v2_file_size(v2::input_count(fs), MAX_DESCRIPTION)) + 1;
  std::vector<uint8_t> bytes(limit);
  in.read(reinterpret_cast<char*>(bytes.data()), std::streamsize(limit));
  bytes.resize(size_t(in.gcount()));
  if (in.bad()) return fail(err, "cannot read " + path);
  if (!read_network(bytes, expected, out, err)) return err += " (" + path + ")", false;
  return true;
}

std::vector<uint8_t> write_network(const Network& net) {
  if (net.v2) return detail::write_v2(net);
  std::vector<uint8_t> out;
  out.reserve(net_file_size(net.inputs(), uint32_t(net.description.size())));
  out.insert(out.end(), MAGIC, MAGIC + 8);
  put_u32(out, FORMAT_VERSION);
  put_u32(out, ARCH_HASH);
  put_u32(out, uint32_t(net.variant));
  put_u32(out, uint32_t(net.featureSet));
  put_u32(out, net.inputs());
  put_u32(out, L1);
  put_u32(out, BUCKETS);
  put_u32(out, uint32_t(net.description.size()));
  out.insert(out.end(), net.description.begin(), net.description.end());
  put_i16s(out, net.ftBias.v, L1);
  for (const Column& c : net.ftWeights) put_i16s(out, c.v, L1);
  for (const OutputWeights& w : net.outWeights) put_i16s(out, w.v, 2 * L1);
  for (int32_t b : net.outBias) put_u32(out, uint32_t(b));
  put_u32(out, crc32(out));
  return out;
}

bool save_network(const Network& net, const std::string& path, std::string& err) {
  std::vector<uint8_t> bytes = write_network(net);
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  f.close();
  if (!f) return fail(err, "cannot write " + path);
  return true;
}

}  // namespace pili::eval::nnue
