// Reading and writing v2 net files (layout: docs/nnue.md, "v2 net files").
#include "net_file_v2.h"

#include <cstring>

#include "byte_io.h"
#include "pili/eval/nnue/king_buckets.h"
#include "pili/eval/nnue/net_file.h"

namespace pili::eval::nnue::detail {

namespace {

bool fail(std::string& err, const std::string& why) {
  err = "net file: " + why;
  return false;
}

// One stack as the file stores it: the second layer's rows without padding.
constexpr size_t STACK_BYTES =
    size_t(v2::L2) * 2 * v2::L1 + v2::L2 * 4 + size_t(v2::L3) * v2::L2 + v2::L3 * 4 + v2::L3 + 4;

std::string num(uint32_t v) { return std::to_string(v); }

}  // namespace

size_t v2_file_size(uint32_t inputs, uint32_t descriptionBytes) {
  return V2_HEADER_SIZE + descriptionBytes + size_t(v2::L1) * 2 + size_t(inputs) * v2::L1 * 2 +
         v2::STACKS * STACK_BYTES + 4;
}

bool read_v2(std::span<const uint8_t> bytes, Variant expected, Network& out, std::string& err) {
  Reader r(bytes);
  if (!r.has(V2_HEADER_SIZE)) return fail(err, "truncated v2 header");
  r.take(12);  // magic and version, checked by read_network()
  const uint32_t arch = r.u32(), variant = r.u32(), fs = r.u32(), kings = r.u32(), inputs = r.u32();
  const uint32_t l1 = r.u32(), l2 = r.u32(), l3 = r.u32(), stacks = r.u32(), descLen = r.u32();
  if (!check_variant(variant, fs, expected, err)) return false;
  const FeatureSet want = feature_set_of(expected);
  if (arch != v2::arch_hash(want) || kings != uint32_t(v2::king_buckets(want)) || l1 != uint32_t(v2::L1) ||
      l2 != uint32_t(v2::L2) || l3 != uint32_t(v2::L3) || stacks != uint32_t(v2::STACKS))
    return fail(err, "v2 architecture mismatch (hash " + num(arch) + ", king buckets " + num(kings) +
                         ", layers " + num(l1) + "x2-" + num(l2) + "-" + num(l3) + "-1, stacks " +
                         num(stacks) + "; this build: hash " + num(v2::arch_hash(want)) + ", king buckets " +
                         num(uint32_t(v2::king_buckets(want))) + " (" + std::string(v2::bucket_scheme(want)) +
                         "), layers " + num(v2::L1) + "x2-" + num(v2::L2) + "-" + num(v2::L3) +
                         "-1, stacks " + num(v2::STACKS) + ")");
  if (inputs != v2::input_count(want))
    return fail(err, num(inputs) + " inputs, v2 " + feature_set_name(want) + " has " +
                         num(v2::input_count(want)));
  if (descLen > MAX_DESCRIPTION)
    return fail(err, "description of " + num(descLen) + " bytes (at most " + num(MAX_DESCRIPTION) + ")");
  const size_t size = v2_file_size(inputs, descLen);
  if (bytes.size() < size)
    return fail(err, "truncated (" + std::to_string(bytes.size()) + " of " + std::to_string(size) + " bytes)");
  if (bytes.size() > size)
    return fail(err, std::to_string(bytes.size() - size) + " trailing bytes after the checksum");
  const uint32_t stored = uint32_t(bytes[size - 4]) | uint32_t(bytes[size - 3]) << 8 |
                          uint32_t(bytes[size - 2]) << 16 | uint32_t(bytes[size - 1]) << 24;
  if (stored != crc32(bytes.first(size - 4))) return fail(err, "checksum mismatch");
  const uint8_t* desc = r.take(descLen);
  if (!valid_utf8(desc, descLen)) return fail(err, "the description is not valid UTF-8");

  Network net;
  net.variant = expected;
  net.featureSet = want;
  net.description.assign(reinterpret_cast<const char*>(desc), descLen);
  net.checksum = stored;
  auto w = std::make_shared<v2::Weights>(v2::Weights::zero(want));
  r.i16s(w->ftBias.v, v2::L1);
  for (v2::Column& c : w->ftWeights) r.i16s(c.v, v2::L1);
  for (v2::Stack& s : w->stacks) {
    for (int o = 0; o < v2::L2; ++o) {  // row by row in the file, by input groups in memory
      int8_t row[2 * v2::L1];
      r.i8s(row, 2 * v2::L1);
      for (int i = 0; i < 2 * v2::L1; ++i) s.l1(o, i) = row[i];
    }
    r.i32s(s.b1, v2::L2);
    for (auto& row : s.w2) r.i8s(row, v2::L2);
    r.i32s(s.b2, v2::L3);
    r.i8s(s.w3, v2::L3);
    r.i32s(&s.b3, 1);
  }
  net.v2 = std::move(w);
  std::string why;
  if (!check_bounds(net, why)) return fail(err, "overflow bound: " + why);
  out = std::move(net);
  return true;
}

std::vector<uint8_t> write_v2(const Network& net) {
  const v2::Weights& w = *net.v2;
  std::vector<uint8_t> out;
  out.reserve(v2_file_size(w.inputs(), uint32_t(net.description.size())));
  out.insert(out.end(), MAGIC, MAGIC + 8);
  for (uint32_t v : {v2::FORMAT_VERSION, v2::arch_hash(net.featureSet), uint32_t(net.variant),
                     uint32_t(net.featureSet), uint32_t(v2::king_buckets(net.featureSet)), w.inputs(),
                     uint32_t(v2::L1), uint32_t(v2::L2), uint32_t(v2::L3), uint32_t(w.stacks.size()),
                     uint32_t(net.description.size())})
    put_u32(out, v);
  out.insert(out.end(), net.description.begin(), net.description.end());
  put_i16s(out, w.ftBias.v, v2::L1);
  for (const v2::Column& c : w.ftWeights) put_i16s(out, c.v, v2::L1);
  for (const v2::Stack& s : w.stacks) {
    for (int o = 0; o < v2::L2; ++o) {
      int8_t row[2 * v2::L1];
      for (int i = 0; i < 2 * v2::L1; ++i) row[i] = s.l1(o, i);
      put_i8s(out, row, 2 * v2::L1);
    }
    put_i32s(out, s.b1, v2::L2);
    for (const auto& row : s.w2) put_i8s(out, row, v2::L2);
    put_i32s(out, s.b2, v2::L3);
    put_i8s(out, s.w3, v2::L3);
    put_i32s(out, &s.b3, 1);
  }
  put_u32(out, crc32(out));
  return out;
}

}  // namespace pili::eval::nnue::detail
