// Legal move generation for standard xiangqi.
//
// Moves are generated per piece from the attack tables and filtered by a
// cheap test of which moves can change the safety of the own general at all.
// With the general on k and not in check, a non-general move can only expose
// it if
//   - it leaves a point a chariot, cannon or flying general could see k
//     through (the first two pieces on a line from k that holds such an enemy
//     piece), or a horse leg of k (a diagonal neighbour) with an enemy horse
//     within reach, or
//   - it lands on such a line up to the first piece, where it could become the
//     single screen of an enemy cannon.
// Every other move is legal without further work, and at perft leaves such
// moves are counted with one popcount per piece.
#include "pili/core/attacks.h"
#include "../move_sink.h"
#include "pili/rules/attackers.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {

using namespace attacks;

template <class Sink>
void generate_moves(const Position& pos, Bitboard target, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard occ = pos.pieces();
  const Square ksq = pos.king_square(us);

  // In check every move is tested; otherwise only those touching sensitive points.
  Bitboard sensFrom = ALL_BB, sensTo = ALL_BB;
  if (!pos.checkers()) {
    SensitivePoints sp = sensitive_points(pos, ksq, them, occ);
    sensFrom = sp.from, sensTo = sp.to;
  }

  // Is the general safe after moving a piece from `from` to `to`?
  auto safe = [&](Square from, Square to) {
    Bitboard occ2 = (occ ^ square_bb(from)) | square_bb(to);
    return !king_attacked(pos, ksq, them, occ2, ~square_bb(to));
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

  const Bitboard enemies = pos.pieces(them);
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
  // The general: every destination is tested, with the general on it.
  for (Bitboard b = King[ksq] & target; b;) {
    Square to = pop_lsb(b);
    Bitboard occ2 = occ ^ square_bb(ksq) ^ (test(occ, to) ? 0 : square_bb(to));
    if (!king_attacked(pos, to, them, occ2, ~square_bb(to))) sink.add(ksq, to);
  }
}

Bitboard gen_target(const Position& pos, GenType t) {
  Color us = pos.side_to_move();
  switch (t) {
    case CAPTURES: return pos.pieces(~us);
    case QUIETS: return ALL_BB & ~pos.pieces();
    default: return ALL_BB & ~pos.pieces(us);
  }
}

}  // namespace

template <GenType T>
void Xiangqi::generate(const Position& pos, MoveList& list) {
  ListSink sink{list};
  generate_moves(pos, gen_target(pos, T), sink);
}

template void Xiangqi::generate<LEGAL>(const Position&, MoveList&);
template void Xiangqi::generate<CAPTURES>(const Position&, MoveList&);
template void Xiangqi::generate<QUIETS>(const Position&, MoveList&);

uint64_t Xiangqi::count_legal(const Position& pos) {
  CountSink sink;
  generate_moves(pos, gen_target(pos, LEGAL), sink);
  return sink.n;
}

void Xiangqi::set_check_info(Position& pos) {
  Color us = pos.side_to_move();
  StateInfo& st = pos.st();
  st.checkers = king_attackers(pos, pos.king_square(us), ~us, pos.pieces());
  st.check = st.checkers != 0;
}

bool Xiangqi::validate(Position& pos, std::string& err) {
  Color them = ~pos.side_to_move();
  if (king_attacked(pos, pos.king_square(them), pos.side_to_move(), pos.pieces())) {
    err = "the side not to move is in check (or the generals face each other)";
    return false;
  }
  set_check_info(pos);
  return true;
}

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Xiangqi>);
