// A game tree as PGN text in the notation a reader wants: coordinates (UCI
// on the 8x8 board), Chinese or WXF, with the variations as PGN variations
// and the comments kept.
#pragma once

#include <string>

#include "pili/record/game_tree.h"

namespace pili::record {

enum class TreeNotation { Coordinates, Chinese, Wxf };

// False with `err` when a move has no form in that notation (Chinese and WXF
// are for the 90-point board; WXF has no letters for Meng's Tris).
bool write_pgn_tree(const GameTree& g, TreeNotation n, std::string& out, std::string& err);

}  // namespace pili::record
