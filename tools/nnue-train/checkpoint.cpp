#include "nnue-train/checkpoint.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

#include "pili/eval/nnue/net_file.h"

namespace pili::train {

namespace {

constexpr char MAGIC[8] = {'P', 'I', 'L', 'I', 'T', 'R', 'C', 'K'};
constexpr uint32_t VERSION = 1;     // a v1 net's checkpoint
constexpr uint32_t VERSION_V2 = 2;  // a v2 net's: the same fields
constexpr uint32_t VERSION_V2_FACTOR = 3;  // a factorised v2 net's: the same fields
constexpr size_t HEADER = 8 + 4 * 4 + 2 * 8;

void put(std::vector<uint8_t>& b, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) b.push_back(uint8_t(v >> (8 * i)));
}
uint64_t get(const uint8_t* p, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= uint64_t(p[i]) << (8 * i);
  return v;
}
// Filled in place, not a push_back a byte: a checkpoint holds three floats
// a weight, tens of millions of bytes.
void put_floats(std::vector<uint8_t>& b, const std::vector<float>& f) {
  const size_t at = b.size();
  b.resize(at + 4 * f.size());
  uint8_t* p = b.data() + at;
  for (float x : f) {
    uint32_t u;
    std::memcpy(&u, &x, 4);
    for (int i = 0; i < 4; ++i) *p++ = uint8_t(u >> (8 * i));
  }
}
void get_floats(const uint8_t* p, std::vector<float>& f) {
  for (float& x : f) {
    const uint32_t u = uint32_t(get(p, 4));
    std::memcpy(&x, &u, 4);
    p += 4;
  }
}

}  // namespace

bool save_checkpoint(const Checkpoint& c, const std::string& path, std::string& err) {
  std::vector<uint8_t> b(MAGIC, MAGIC + 8);
  const size_t n = c.net.p.size();
  put(b, c.net.arch() != 2 ? VERSION : c.net.layout.factor ? VERSION_V2_FACTOR : VERSION_V2, 4);
  put(b, uint32_t(c.variant), 4);
  put(b, c.net.inputs(), 4);
  put(b, c.epoch, 4);
  put(b, c.adam.steps, 8);
  put(b, n, 8);
  b.reserve(b.size() + 12 * n + 4);
  put_floats(b, c.net.p);
  put_floats(b, c.adam.m);
  put_floats(b, c.adam.v);
  put(b, eval::nnue::crc32(b), 4);
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f.write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size())) || !f.flush()) {
      err = tmp + ": write error";
      return false;
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    err = path + ": " + ec.message();
    return false;
  }
  return true;
}

bool load_checkpoint(const std::string& path, Checkpoint& c, std::string& err) {
  // Read whole, by its size: not a character at a time through the stream.
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  const std::streamoff size = f ? std::streamoff(f.tellg()) : -1;
  std::vector<uint8_t> b(size > 0 ? size_t(size) : 0);
  if (size < 0 || !f.seekg(0) || !f.read(reinterpret_cast<char*>(b.data()), std::streamsize(b.size()))) {
    err = path + ": cannot read";
    return false;
  }
  if (b.size() < HEADER + 4 || std::memcmp(b.data(), MAGIC, 8) != 0) {
    err = path + ": not a pili-train checkpoint";
    return false;
  }
  const uint8_t* p = b.data();
  const uint32_t version = uint32_t(get(p + 8, 4)), variant = uint32_t(get(p + 12, 4));
  const uint32_t inputs = uint32_t(get(p + 16, 4));
  const uint64_t n = get(p + 32, 8);
  if ((version != VERSION && version != VERSION_V2 && version != VERSION_V2_FACTOR) ||
      variant >= std::size(ALL_VARIANTS)) {
    err = path + ": checkpoint of another version";
    return false;
  }
  FloatNet net = version == VERSION ? FloatNet(inputs)
                                    : FloatNet::v2_for(eval::nnue::feature_set_of(Variant(variant)),
                                                       version == VERSION_V2_FACTOR);
  if (net.inputs() != inputs || n != net.p.size() || b.size() != HEADER + 12 * n + 4) {
    err = path + ": checkpoint of another version or size";
    return false;
  }
  if (uint32_t(get(p + b.size() - 4, 4)) != eval::nnue::crc32({p, b.size() - 4})) {
    err = path + ": checksum mismatch";
    return false;
  }
  c.variant = Variant(variant);
  c.epoch = uint32_t(get(p + 20, 4));
  c.net = std::move(net);
  c.adam = Adam(n);
  c.adam.steps = get(p + 24, 8);
  get_floats(p + HEADER, c.net.p);
  get_floats(p + HEADER + 4 * n, c.adam.m);
  get_floats(p + HEADER + 8 * n, c.adam.v);
  return true;
}

}  // namespace pili::train
