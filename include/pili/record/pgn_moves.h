// PGN movetext in each variant's own notation: SAN for atomic chess (as
// cutechess, lichess and python-chess write it), coordinates (`h2e2`) for
// the xiangqi variants. The writer uses `pgn_movetext`; a reader of
// pili-match's PGN uses `pgn_game_line` to get a variant name, a FEN and
// UCI/coordinate moves back, whichever notation the file used.
#pragma once

#include <string>
#include <vector>

#include "pili/record/game_record.h"
#include "pili/record/pgn.h"

namespace pili::record {

// The moves of `rec` as they go into its PGN. Falls back to the recorded
// coordinates if a move does not replay (it cannot, for a refereed game).
std::vector<std::string> pgn_movetext(const GameRecord& rec);

struct PgnLine {
  std::string variant;  // Pili's name: "xiangqi", "atomic", "atomic-chess", ...
  std::string fen;      // the start position ("" = the variant's start)
  std::vector<std::string> moves;  // engine notation: UCI for atomic chess
};

// The variant, start and moves of a parsed PGN game. The Variant tag
// "Atomic" (any case) is atomic chess when the FEN has 8 ranks or when there
// is no FEN and the tag is not Pili's own lowercase "atomic" (Atomic
// Xiangqi); the moves then decide if they only replay on the other board.
// Other names of a variant (its profile's aliases) are read too. Missing
// tag: xiangqi. False with `err` when a move is not legal.
bool pgn_game_line(const PgnGame& g, PgnLine& out, std::string& err);

}  // namespace pili::record
