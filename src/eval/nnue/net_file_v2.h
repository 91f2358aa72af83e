// The parts of net_file.cpp that the v2 layout (net_file_v2.cpp) shares,
// and the v2 reader and writer that read_network() and write_network()
// hand a version-2 file or net to.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "pili/eval/nnue/network.h"

namespace pili::eval::nnue::detail {

// Bytes before a v2 file's description: magic, then eleven u32 fields.
inline constexpr size_t V2_HEADER_SIZE = 8 + 11 * 4;

bool valid_utf8(const uint8_t* s, size_t n);
// The variant and feature-set fields against the variant the net is for.
bool check_variant(uint32_t variant, uint32_t fs, Variant expected, std::string& err);

size_t v2_file_size(uint32_t inputs, uint32_t descriptionBytes);
bool read_v2(std::span<const uint8_t> bytes, Variant expected, Network& out, std::string& err);
std::vector<uint8_t> write_v2(const Network& net);

}  // namespace pili::eval::nnue::detail
