// Game records as the world writes them: PGN in coordinates, Chinese or WXF
// notation (or SAN for atomic chess), in UTF-8 or GB18030/GBK, with
// variations and comments; and XQF files (record/xqf.h). Every move is
// checked against the rules of the game's variant and stored in engine
// notation, so a game that reads is a game that replays.
#pragma once

#include <string>
#include <vector>

#include "pili/record/game_tree.h"

namespace pili::record {

// Every game of a PGN text (UTF-8). The variant comes from the Variant tag
// (none: xiangqi), the start from the FEN tag, which may hold only the
// placement and the side to move as Chinese sites write it. Moves may be in
// any notation the variant has, even mixed. False with `err` naming the line
// and the move where reading stopped; with `partial`, a game whose moves
// stop reading part-way is kept up to there instead, the reason in its
// `warning` (false then only for text that is not PGN, or a bad start).
bool read_pgn_games(const std::string& text, std::vector<GameTree>& games, std::string& err,
                    bool partial = false);

// The moves of a tree whose nodes hold move text in any notation, resolved
// for `g.variant` and `g.fen` and rewritten in engine notation. `where`
// (optional, one per node) locates each move in its source for the
// messages: "PGN line 12", "XQF byte 1064". `partial`: a move that does
// not read is cut with what follows it (g.warning names the first) instead
// of failing, in the variant the tags name first.
bool resolve_moves(GameTree& g, std::string& err, const std::vector<int>* where = nullptr,
                   const char* unit = "PGN line", bool partial = false);

// The games of a file: XQF when its bytes begin with "XQ" and a version
// byte (a control character), PGN otherwise (UTF-8 or GB18030).
// `partial` as for read_pgn_games.
bool load_game_file(const std::string& path, std::vector<GameTree>& games, std::string& err,
                    bool partial = false);

// The position at the end of the main line, as a FEN of the variant.
bool final_position_fen(const GameTree& g, std::string& fen, std::string& err);

// The start FEN of a game as its rules read it: "" becomes the variant's
// start, and a FEN with only placement and side gets "- - 0 1".
std::string full_start_fen(const GameTree& g);

}  // namespace pili::record
