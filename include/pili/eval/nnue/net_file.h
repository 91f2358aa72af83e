// Net files: reading (from a file or from bytes, e.g. a net built into the
// binary) and writing. The byte layout is docs/nnue.md, "Net file format";
// the trainer's exporter writes the same layout.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "pili/eval/nnue/network.h"

namespace pili::eval::nnue {

// Bytes before the description: magic, then eight u32 fields.
inline constexpr size_t HEADER_SIZE = 8 + 8 * 4;

// CRC-32 (IEEE 802.3, reflected, as zlib's crc32) of `bytes`.
uint32_t crc32(std::span<const uint8_t> bytes);

// Total size of a valid file for these dimensions.
size_t net_file_size(uint32_t inputs, uint32_t descriptionBytes);

// Reads a net for variant `expected`. On any fault (wrong magic, version,
// architecture, variant, feature set or dimensions, truncation, trailing
// bytes, bad checksum, description too long or not UTF-8, overflow bounds
// of check_bounds) returns false with `err` set and leaves `out` unchanged.
bool read_network(std::span<const uint8_t> bytes, Variant expected, Network& out,
                  std::string& err);
bool load_network(const std::string& path, Variant expected, Network& out, std::string& err);

// The file image of `net`, whatever its contents (tests write faulty nets).
std::vector<uint8_t> write_network(const Network& net);
bool save_network(const Network& net, const std::string& path, std::string& err);

}  // namespace pili::eval::nnue
