// Making and unmaking xiangqi moves (the shared generator's, piece_moves.h):
// incremental placement and key updates, and the check information of the
// new side to move.
#include "pili/rules/xiangqi.h"
#include "safety.h"

namespace pili {

void Xiangqi::do_move(Position& pos, Move m) { XiangqiGenerator::do_move(pos, m); }
void Xiangqi::undo_move(Position& pos, Move m) { XiangqiGenerator::undo_move(pos, m); }
void Xiangqi::do_null_move(Position& pos) { XiangqiGenerator::do_null_move(pos); }
void Xiangqi::undo_null_move(Position& pos) { XiangqiGenerator::undo_null_move(pos); }

}  // namespace pili
