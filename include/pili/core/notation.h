// Coordinate move notation: "h2e2", ranks 0-9 from Red's side by default, or
// 1-10 (Fairy-Stockfish's UCI) when rankBase == 1. Meng extensions:
// "T@e5" (drop), "b2b9@e5" (capture with air-drop), "e5f7t" (the Tris leaves
// a stack), "e5e8r" (the regular piece leaves a stack).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "pili/core/types.h"

namespace pili {

std::string square_to_string(Square s, int rankBase = 0);
std::optional<Square> parse_square(std::string_view text, int rankBase, size_t& used);

std::string move_to_string(Move m, int rankBase = 0);
// Parses the text of a move. The result is only syntactically valid; callers
// must look it up among the legal moves before playing it.
std::optional<Move> parse_move(std::string_view text, int rankBase = 0);

}  // namespace pili
