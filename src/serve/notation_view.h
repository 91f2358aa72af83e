// The notation the board's move list and `pili show` write moves in:
// coordinates (the engine's own text), Chinese, WXF, or the dual-coordinate
// mode of Meng Xiangqi. The texts come from the rules' notation module
// (rules/notation/notation.h); this file only chooses the style, replays the
// game to give each move its position, and names the files and ranks the
// way players of that notation count them.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace pili::serve {

enum class MoveNotation { Coord, Chinese, Wxf, Dual };

const char* notation_name(MoveNotation n);

// The notations `variant` has, in the order the page offers them: coord for
// every variant; chinese and wxf on the 90-point board; dual for the Tris
// games (meng, doubletris).
std::vector<MoveNotation> notations_of(const std::string& variant);

// The notation called `name` if `variant` has it; nullopt with `err` saying
// why not (an unknown name, or one the variant does not have).
std::optional<MoveNotation> notation_for(const std::string& variant, const std::string& name,
                                         std::string& err);

// The texts of `moves` (engine text) played in order from `fen` ("" = the
// variant's start). A move the notation has no form for (WXF has no letters
// for Meng's Tris moves) keeps its engine text. False with `err` when a move
// is not legal.
bool write_moves(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
                 MoveNotation n, std::vector<std::string>& out, std::string& err);

// The same, remembered between calls: a board asks again on every change of
// its state, and the record seldom changes.
class MoveTextCache {
 public:
  // `moves` itself when the notation is coord or the record does not replay.
  const std::vector<std::string>& texts(const std::string& variant, const std::string& fen,
                                        const std::vector<std::string>& moves, MoveNotation n);

 private:
  std::string variant_, fen_;
  std::vector<std::string> moves_, texts_;
  MoveNotation notation_ = MoveNotation::Coord;
  bool valid_ = false;
};

// Labels of the board's edges as each side counts them, index = file from
// the left of Red's side (file a) or rank from Red's back rank: `red` for
// Red's edge (under the board), `black` for Black's (over it). Coord:
// letters and the rank numbers on both; chinese: 九…一 under Red, １…９ over
// Black; wxf: 9…1 and 1…9; dual: the files as chinese writes them (Black's
// in ASCII digits) and Meng's ranks, Red's A…J and Black's a…j. Chinese and
// WXF name no ranks (empty strings).
struct EdgeLabels {
  std::vector<std::string> redFiles, blackFiles, redRanks, blackRanks;
};
EdgeLabels edge_labels(MoveNotation n, int files, int ranks, int rankBase);

// "1. 炮二平五 马８进７ 2. …": move numbers from the FEN's side to move and
// move number ("" = Red, move 1).
std::string numbered_moves(const std::string& fen, const std::vector<std::string>& texts);

}  // namespace pili::serve
