// Manchu chess: xiangqi's generator and move making (rules/xiangqi/piece_moves.h)
// with the banner as one more kind. A move is tested only when it touches a
// point that can change the safety of the own general; the enemy banner
// makes its lines and horse legs such points as a chariot, cannon or horse
// would.
#include "../xiangqi/piece_moves.h"
#include "pili/rules/attackers.h"
#include "pili/rules/manchu.h"

namespace pili {
namespace {

using namespace attacks;

// The banners of `them` that reach the general on `ksq` (line, screen or leap).
Bitboard banner_attackers(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive) {
  Bitboard banners = pos.pieces(them, BANNER) & alive;
  return banners ? (rook(ksq, occ) | cannon(ksq, occ) | horse_attackers(ksq, occ)) & banners : 0;
}

struct ManchuSafety {
  static Bitboard attackers(const Position& pos, Square ksq, Color them, Bitboard occ) {
    return king_attackers(pos, ksq, them, occ) | banner_attackers(pos, ksq, them, occ, ALL_BB);
  }
  static bool attacked(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive) {
    return king_attacked(pos, ksq, them, occ, alive) || banner_attackers(pos, ksq, them, occ, alive);
  }
  // xiangqi's sensitive points, with an enemy banner counted as a slider on
  // its lines and as a horse near the general.
  static SensitivePoints sensitive(const Position& pos, Square ksq, Color them, Bitboard occ) {
    SensitivePoints sp = sensitive_points(pos, ksq, them, occ);
    Bitboard banners = pos.pieces(them, BANNER);
    if (!banners) return sp;
    Bitboard hot = 0;
    for (int d = 0; d < 4; ++d)
      if (Ray[ksq][d] & banners) hot |= Ray[ksq][d];
    sp.to |= rook(ksq, occ) & hot;
    sp.from |= (rook(ksq, occ) | cannon(ksq, occ)) & hot;
    if (HorseAttackers[ksq][0] & banners) sp.from |= Diagonal[ksq];
    return sp;
  }
  template <class F>
  static void each_extra(const Position& pos, Color us, Bitboard occ, Bitboard enemies, F&& f) {
    for (Bitboard b = pos.pieces(us, BANNER); b;) {
      Square s = pop_lsb(b);
      f(s, Manchu::banner_targets(s, occ, enemies));
    }
  }
};

using Gen = xiangqi_moves::Generator<Manchu, ManchuSafety>;

}  // namespace

template <GenType T>
void Manchu::generate(const Position& pos, MoveList& list) {
  Gen::generate<T>(pos, list);
}

template void Manchu::generate<LEGAL>(const Position&, MoveList&);
template void Manchu::generate<CAPTURES>(const Position&, MoveList&);
template void Manchu::generate<QUIETS>(const Position&, MoveList&);

uint64_t Manchu::count_legal(const Position& pos) { return Gen::count_legal(pos); }
void Manchu::set_check_info(Position& pos) { Gen::set_check_info(pos); }
bool Manchu::validate(Position& pos, std::string& err) { return Gen::validate(pos, err); }
void Manchu::do_move(Position& pos, Move m) { Gen::do_move(pos, m); }
void Manchu::undo_move(Position& pos, Move m) { Gen::undo_move(pos, m); }
void Manchu::do_null_move(Position& pos) { Gen::do_null_move(pos); }
void Manchu::undo_null_move(Position& pos) { Gen::undo_null_move(pos); }

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Manchu>);
