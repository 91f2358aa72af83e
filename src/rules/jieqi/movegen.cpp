// Jieqi's legal moves: xiangqi's generator (rules/xiangqi/piece_moves.h) with
// covered pieces in the mailbox as their home roles (R2.1, R2.2), so they
// move, block, screen and are pinned as those (R2.4, R2.6), and with the
// moves of revealed advisors and elephants anywhere on the board (R2.7),
// which can therefore give check. A soldier's table (attacks::Pawn) already
// holds a step forward from any point and the sideways steps beyond the
// river (R2.9).
#include "../xiangqi/piece_moves.h"
#include "pili/rules/attackers.h"
#include "pili/rules/jieqi.h"

namespace pili {
namespace {

using namespace attacks;

// Advisors and elephants of `them` reaching the general on `ksq`. A covered
// one, on its start point, reaches its own palace only, never the enemy's
// general; so the free tables serve both.
Bitboard diagonal_attackers(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive) {
  return ((Diagonal[ksq] & pos.pieces(them, ADVISOR)) | (elephant_free(ksq, occ) & pos.pieces(them, ELEPHANT))) &
         alive;
}

struct JieqiSafety {
  static Bitboard attackers(const Position& pos, Square ksq, Color them, Bitboard occ) {
    return king_attackers(pos, ksq, them, occ) | diagonal_attackers(pos, ksq, them, occ, ALL_BB);
  }
  static bool attacked(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive) {
    return king_attacked(pos, ksq, them, occ, alive) || diagonal_attackers(pos, ksq, them, occ, alive);
  }
  // xiangqi's sensitive points, plus the elephant eyes around the general
  // when an enemy elephant stands two points diagonally from it.
  static SensitivePoints sensitive(const Position& pos, Square ksq, Color them, Bitboard occ) {
    SensitivePoints sp = sensitive_points(pos, ksq, them, occ);
    if (ElephantFree[ksq][0] & pos.pieces(them, ELEPHANT)) sp.from |= Diagonal[ksq];
    return sp;
  }
  template <class F>
  static void each_extra(const Position&, Color, Bitboard, Bitboard, F&&) {}
  // Covered: the home role's move from its start point; revealed: anywhere.
  static Bitboard elephant_targets(const Position& pos, Square s, Bitboard occ) {
    return test(pos.covered(), s) ? elephant(s, occ) : elephant_free(s, occ);
  }
  static Bitboard advisor_targets(const Position& pos, Color us, Square s) {
    return test(pos.covered(), s) ? Advisor[us][s] : AdvisorFree[s];
  }
};

using Gen = xiangqi_moves::Generator<Jieqi, JieqiSafety>;

}  // namespace

template <GenType T>
void Jieqi::generate(const Position& pos, MoveList& list) {
  Gen::generate<T>(pos, list);
}

template void Jieqi::generate<LEGAL>(const Position&, MoveList&);
template void Jieqi::generate<CAPTURES>(const Position&, MoveList&);
template void Jieqi::generate<QUIETS>(const Position&, MoveList&);

uint64_t Jieqi::count_legal(const Position& pos) { return Gen::count_legal(pos); }
void Jieqi::set_check_info(Position& pos) { Gen::set_check_info(pos); }
bool Jieqi::validate(Position& pos, std::string& err) { return Gen::validate(pos, err); }
void Jieqi::do_null_move(Position& pos) { Gen::do_null_move(pos); }
void Jieqi::undo_null_move(Position& pos) { Gen::undo_null_move(pos); }

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Jieqi>);
