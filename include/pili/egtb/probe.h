// Probing a xiangqi Position: its own result and each legal move's.
#pragma once

#include <string>
#include <vector>

#include "pili/core/position.h"
#include "pili/egtb/tablebase.h"

namespace pili::egtb {

// `pos` set from `fen` under the rules the tables are built over (xiangqi's);
// false with `err` for a FEN those rules refuse.
bool read_position(Position& pos, const std::string& fen, std::string& err);

// The pieces of a board position (Tris and stacks have no table: n = 0 then).
PieceList piece_list(const Position& pos);

ProbeResult probe_position(const Tablebases& tb, const Position& pos);

struct MoveResult {
  Move move;
  ProbeResult after;  // from the opponent's point of view, after the move
};

struct RootProbe {
  ProbeResult result;
  std::vector<MoveResult> moves;  // every legal move, best first
  std::vector<Move> keeping;      // the moves that keep `result`, best first
  bool complete = true;           // false: some move leads to a missing table
};

// The position's result and its moves ordered: winning moves by the
// shortest mate (rule wins after), drawing moves, losing moves by the
// longest resistance. `pos` is restored.
RootProbe probe_root(const Tablebases& tb, Position& pos);

}  // namespace pili::egtb
