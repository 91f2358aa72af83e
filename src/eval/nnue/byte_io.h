// Little-endian fields read and written byte by byte (net_file.cpp,
// net_file_v2.cpp): independent of the host's byte order and alignment.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace pili::eval::nnue::detail {

// Reads fields in order; any read past the end marks the input truncated.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> b) : bytes(b) {}
  bool has(size_t n) const { return bytes.size() - pos >= n; }
  uint32_t u32() {
    uint32_t v = uint32_t(bytes[pos]) | uint32_t(bytes[pos + 1]) << 8 |
                 uint32_t(bytes[pos + 2]) << 16 | uint32_t(bytes[pos + 3]) << 24;
    pos += 4;
    return v;
  }
  int16_t i16() {
    uint16_t v = uint16_t(bytes[pos] | bytes[pos + 1] << 8);
    pos += 2;
    return int16_t(v);
  }
  void i16s(int16_t* out, size_t n) {
    for (size_t i = 0; i < n; ++i) out[i] = i16();
  }
  void i8s(int8_t* out, size_t n) {
    for (size_t i = 0; i < n; ++i) out[i] = int8_t(bytes[pos++]);
  }
  void i32s(int32_t* out, size_t n) {
    for (size_t i = 0; i < n; ++i) out[i] = int32_t(u32());
  }
  const uint8_t* take(size_t n) {
    const uint8_t* p = bytes.data() + pos;
    pos += n;
    return p;
  }

 private:
  std::span<const uint8_t> bytes;
  size_t pos = 0;
};

// The writers grow the buffer once a call and fill it in place: a net file
// holds millions of weights, and a push_back each was most of the time its
// writing took (the trainer's tests under the sanitizers, 2026-12-07).
inline uint8_t* grow(std::vector<uint8_t>& out, size_t n) {
  const size_t at = out.size();
  out.resize(at + n);
  return out.data() + at;
}
inline void put_u32(std::vector<uint8_t>& out, uint32_t v) {
  uint8_t* p = grow(out, 4);
  for (int k = 0; k < 4; ++k) p[k] = uint8_t(v >> (8 * k));
}
inline void put_i8s(std::vector<uint8_t>& out, const int8_t* v, size_t n) {
  uint8_t* p = grow(out, n);
  for (size_t i = 0; i < n; ++i) p[i] = uint8_t(v[i]);
}
inline void put_i32s(std::vector<uint8_t>& out, const int32_t* v, size_t n) {
  uint8_t* p = grow(out, 4 * n);
  for (size_t i = 0; i < n; ++i)
    for (int k = 0; k < 4; ++k) p[4 * i + k] = uint8_t(uint32_t(v[i]) >> (8 * k));
}
inline void put_i16s(std::vector<uint8_t>& out, const int16_t* v, size_t n) {
  uint8_t* p = grow(out, 2 * n);
  for (size_t i = 0; i < n; ++i) {
    const uint16_t u = uint16_t(v[i]);
    p[2 * i] = uint8_t(u);
    p[2 * i + 1] = uint8_t(u >> 8);
  }
}

}  // namespace pili::eval::nnue::detail
