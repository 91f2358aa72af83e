// The table files: `<dir>/<signature>.wdl` (2 bits a position) and the
// optional `<dir>/<signature>.dtm` (16 bits a position), each a 256-byte
// header and the payload, both sides to move (the stronger side's first).
//
// Header (little-endian): "PILIEGTB", version (u32), kind (u32: 1 wdl,
// 2 dtm), positions per side (u64), payload bytes (u64), FNV-1a 64
// checksum of the header (this field zero) and payload (u64), the
// signature (32 bytes, NUL-padded) and the rules the table assumes
// (RULES_TEXT, 160 bytes). A file whose checksum, signature, size or rules
// differ is refused.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/egtb/material.h"

namespace pili::egtb {

enum class TableKind : uint32_t { Wdl = 1, Dtm = 2 };

// WDL codes, from the side to move's point of view.
enum Wdl : uint8_t { WDL_DRAW = 0, WDL_WIN = 1, WDL_LOSS = 2, WDL_NONE = 3 };
// A DTM entry for a draw, a hole, or a result the perpetual-check rule
// decides (no mate is forced: the loser must check forever or give way).
inline constexpr uint16_t DTM_UNKNOWN = 0xFFFF;

inline constexpr const char* RULES_TEXT =
    "xiangqi AXF; no legal move loses; facing generals illegal; one-sided perpetual check loses; "
    "chase not applied (its cycles are draws); no move limit";

std::string table_path(const std::string& dir, const Material& m, TableKind kind);
uint64_t fnv1a(const uint8_t* data, size_t n, uint64_t h = 14695981039346656037ULL);

// Writes atomically (a temporary file renamed into place).
bool write_table(const std::string& path, const Material& m, TableKind kind, uint64_t perSide,
                 const std::vector<uint8_t>& payload, std::string& err);
// Reads and checks a file; `err` names the file and the fault.
bool read_table(const std::string& path, const Material& m, TableKind kind, uint64_t perSide,
                std::vector<uint8_t>& payload, std::string& err);

inline uint8_t wdl_at(const std::vector<uint8_t>& packed, uint64_t i) {
  return (packed[i >> 2] >> ((i & 3) * 2)) & 3;
}

}  // namespace pili::egtb
