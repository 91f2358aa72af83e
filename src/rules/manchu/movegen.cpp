// Legal move generation for Manchu chess: xiangqi's pieces and the banner.
//
// As in xiangqi (src/rules/xiangqi/movegen.cpp), a move is tested only when
// it touches a point that can change the safety of the own general; the
// enemy banner makes its lines and horse legs such points as a chariot,
// cannon or horse would.
#include "../move_sink.h"
#include "pili/core/attacks.h"
#include "pili/rules/attackers.h"
#include "pili/rules/manchu.h"

namespace pili {
namespace {

using namespace attacks;

// Pieces of colour `them` attacking the general of `~them` on `ksq`:
// xiangqi's attackers and the banners (line, screen or leap).
Bitboard attackers(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive = ALL_BB) {
  Bitboard banners = pos.pieces(them, BANNER) & alive;
  Bitboard a = king_attackers(pos, ksq, them, occ, alive);
  if (banners) a |= (rook(ksq, occ) | cannon(ksq, occ) | horse_attackers(ksq, occ)) & banners;
  return a;
}

bool attacked(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive = ALL_BB) {
  if (king_attacked(pos, ksq, them, occ, alive)) return true;
  Bitboard banners = pos.pieces(them, BANNER) & alive;
  return banners && ((rook(ksq, occ) | cannon(ksq, occ) | horse_attackers(ksq, occ)) & banners);
}

// xiangqi's sensitive points, with an enemy banner counted as a slider on
// its lines and as a horse near the general.
SensitivePoints sensitive(const Position& pos, Square ksq, Color them, Bitboard occ) {
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

template <class Sink>
void generate_moves(const Position& pos, Bitboard target, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard occ = pos.pieces(), enemies = pos.pieces(them);
  const Square ksq = pos.king_square(us);

  Bitboard sensFrom = ALL_BB, sensTo = ALL_BB;
  if (!pos.checkers()) {
    SensitivePoints sp = sensitive(pos, ksq, them, occ);
    sensFrom = sp.from, sensTo = sp.to;
  }
  auto safe = [&](Square from, Square to) {
    Bitboard occ2 = (occ ^ square_bb(from)) | square_bb(to);
    return !attacked(pos, ksq, them, occ2, ~square_bb(to));
  };
  auto emit = [&](Square from, Bitboard targets) {
    if (test(sensFrom, from)) {
      while (targets) {
        Square to = pop_lsb(targets);
        if (safe(from, to)) sink.add(from, to);
      }
      return;
    }
    sink.add_all(from, targets & ~sensTo);
    for (Bitboard b = targets & sensTo; b;) {
      Square to = pop_lsb(b);
      if (safe(from, to)) sink.add(from, to);
    }
  };

  for (Bitboard b = pos.pieces(us, BANNER); b;) {
    Square s = pop_lsb(b);
    emit(s, Manchu::banner_targets(s, occ, enemies) & target);
  }
  for (Bitboard b = pos.pieces(us, ROOK); b;) {
    Square s = pop_lsb(b);
    emit(s, rook(s, occ) & target);
  }
  for (Bitboard b = pos.pieces(us, CANNON); b;) {
    Square s = pop_lsb(b);
    emit(s, ((rook(s, occ) & ~occ) | (cannon(s, occ) & enemies)) & target);
  }
  for (Bitboard b = pos.pieces(us, HORSE); b;) {
    Square s = pop_lsb(b);
    emit(s, horse(s, occ) & target);
  }
  for (Bitboard b = pos.pieces(us, PAWN); b;) {
    Square s = pop_lsb(b);
    emit(s, Pawn[us][s] & target);
  }
  for (Bitboard b = pos.pieces(us, ELEPHANT); b;) {
    Square s = pop_lsb(b);
    emit(s, elephant(s, occ) & target);
  }
  for (Bitboard b = pos.pieces(us, ADVISOR); b;) {
    Square s = pop_lsb(b);
    emit(s, Advisor[us][s] & target);
  }
  for (Bitboard b = King[ksq] & target; b;) {
    Square to = pop_lsb(b);
    Bitboard occ2 = occ ^ square_bb(ksq) ^ (test(occ, to) ? 0 : square_bb(to));
    if (!attacked(pos, to, them, occ2, ~square_bb(to))) sink.add(ksq, to);
  }
}

Bitboard gen_target(const Position& pos, GenType t) {
  Color us = pos.side_to_move();
  if (t == CAPTURES) return pos.pieces(~us);
  if (t == QUIETS) return ALL_BB & ~pos.pieces();
  return ALL_BB & ~pos.pieces(us);
}

}  // namespace

template <GenType T>
void Manchu::generate(const Position& pos, MoveList& list) {
  ListSink sink{list};
  generate_moves(pos, gen_target(pos, T), sink);
}

template void Manchu::generate<LEGAL>(const Position&, MoveList&);
template void Manchu::generate<CAPTURES>(const Position&, MoveList&);
template void Manchu::generate<QUIETS>(const Position&, MoveList&);

uint64_t Manchu::count_legal(const Position& pos) {
  CountSink sink;
  generate_moves(pos, gen_target(pos, LEGAL), sink);
  return sink.n;
}

void Manchu::set_check_info(Position& pos) {
  Color us = pos.side_to_move();
  StateInfo& st = pos.st();
  st.checkers = attackers(pos, pos.king_square(us), ~us, pos.pieces());
  st.check = st.checkers != 0;
}

bool Manchu::validate(Position& pos, std::string& err) {
  Color them = ~pos.side_to_move();
  if (attacked(pos, pos.king_square(them), pos.side_to_move(), pos.pieces())) {
    err = "the side not to move is in check (or the generals face each other)";
    return false;
  }
  set_check_info(pos);
  return true;
}

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Manchu>);
