// One writer and one reader per notation; notation.h's write_move and
// read_move choose among them. `legal` is every legal move of `pos`.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "pili/rules/notation/notation.h"

namespace pili::notation {

// Chinese notation; `ranks`: Meng's extended-file mode (the rank reached
// after 进/退 instead of the count).
std::string write_chinese(const Position& pos, std::span<const Move> legal, Move m, Script s,
                          bool ranks);
ReadResult read_chinese(const Position& pos, std::span<const Move> legal, std::string_view text);

std::string write_wxf(const Position& pos, std::span<const Move> legal, Move m);
ReadResult read_wxf(const Position& pos, std::span<const Move> legal, std::string_view text);

std::string write_coordinates(const Position& pos, Move m, Script s);
ReadResult read_coordinates(const Position& pos, std::span<const Move> legal,
                            std::string_view text);

}  // namespace pili::notation
