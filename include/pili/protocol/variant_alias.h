// The name `atomic` means two games: Pili's Atomic Xiangqi, and atomic chess
// to every chess GUI and adapter (xboard's `variant atomic` through uci2wb,
// UCI chess GUIs sending `UCI_Variant atomic`). The rule (docs/protocol.md):
// after `UCI_Variant atomic`, a `position fen` whose board has 8 ranks is
// atomic chess and one with 10 ranks is Atomic Xiangqi; `position startpos`
// takes the board the session has shown (an earlier FEN, start-position
// moves legal on one board only, `UCI_Variant chess`), else atomic chess
// when `moves` comes with no move (uci2wb, the xboard adapter, writes its
// start so), else Atomic Xiangqi.
#pragma once

#include <optional>
#include <string>

#include "pili/rules/variant.h"

namespace pili {

// The variant a FEN selects under the name `atomic`, or nullopt when its
// board is neither 8 nor 10 ranks (the FEN is then left to the FEN parser
// of the current variant, which reports the error).
std::optional<Variant> atomic_variant_for_fen(const std::string& fen);

// The board `position startpos` means under `atomic`: `hint` (what the
// session showed before), else atomic chess for uci2wb's empty `moves`,
// else Atomic Xiangqi. Moves legal only on the other board switch it later.
std::optional<Variant> atomic_variant_for_startpos(std::optional<Variant> hint, bool emptyMoves);

}  // namespace pili
