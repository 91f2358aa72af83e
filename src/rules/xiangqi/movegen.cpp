// Legal move generation for standard xiangqi: the shared generator
// (piece_moves.h) with plain xiangqi safety (safety.h).
#include "pili/rules/xiangqi.h"
#include "safety.h"

namespace pili {

template <GenType T>
void Xiangqi::generate(const Position& pos, MoveList& list) {
  XiangqiGenerator::generate<T>(pos, list);
}

template void Xiangqi::generate<LEGAL>(const Position&, MoveList&);
template void Xiangqi::generate<CAPTURES>(const Position&, MoveList&);
template void Xiangqi::generate<QUIETS>(const Position&, MoveList&);

uint64_t Xiangqi::count_legal(const Position& pos) { return XiangqiGenerator::count_legal(pos); }
void Xiangqi::set_check_info(Position& pos) { XiangqiGenerator::set_check_info(pos); }
bool Xiangqi::validate(Position& pos, std::string& err) { return XiangqiGenerator::validate(pos, err); }

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Xiangqi>);
