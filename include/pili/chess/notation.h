// Chess coordinate notation (UCI): squares a1..h8, moves "e2e4", "e7e8q".
// Castling is written as the king's move: "e1g1" in standard chess, or king
// takes own rook ("e1h1", UCI_Chess960) which is also accepted on input and
// printed for Chess960 placements, where the king's step can be ambiguous.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "pili/chess/types.h"

namespace pili::chess {

std::string square_to_string(Square s);
std::optional<Square> parse_square(std::string_view text);

// Castling prints as the king's step when king and rook stand on the
// standard files (e and a/h), else as king takes rook.
std::string move_to_string(Move m);
// Syntax only: from, to and an optional promotion letter (kind MK_PROMOTION).
std::optional<Move> parse_move(std::string_view text);
// Whether the parsed text `parsed` names the legal move `legal`.
bool move_matches(Move legal, Move parsed);

}  // namespace pili::chess
