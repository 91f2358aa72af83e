// XQF, the game files of XQStudio (象棋演播室) that most xiangqi sites and
// programs exchange: a 1024-byte header (start position, result, names) and
// a tree of moves with comments. Versions 10 and below are plain; 11 and up
// are enciphered (the position, the move points, the comment lengths and
// every byte after the header). docs/records.md describes the layout and the
// sources it follows.
#pragma once

#include <string>

#include "pili/record/game_tree.h"

namespace pili::record {

inline constexpr size_t XQF_HEADER_BYTES = 1024;

bool looks_like_xqf(const std::string& bytes);

// The game of an XQF file's bytes: start position, main line, variations
// and comments (converted from GBK to UTF-8), the header's names as tags.
// False with `err` giving the byte (or the move) where reading stopped.
bool read_xqf(const std::string& bytes, GameTree& out, std::string& err, bool partial = false);

}  // namespace pili::record
