// Xiangqi's legal move generation as a template over the general's safety,
// shared by the modules whose pieces move as xiangqi's (xiangqi itself and
// Manchu, whose banner adds one kind). A `Safety` policy says
//   attacked(pos, ksq, them, occ, alive)  whether the general on ksq is attacked,
//   sensitive(pos, ksq, them, occ)        the points a move must touch to expose it,
//   each_extra(pos, us, occ, enemies, f)  f(from, targets) for the module's own kinds,
//   and optionally elephant_targets / advisor_targets (below).
// Everything is inlined per module: xiangqi's generator is the same code it
// was before the template (the bench counts and speed are unchanged).
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
#pragma once

#include "../move_sink.h"
#include "pili/core/attacks.h"
#include "pili/core/position.h"

namespace pili::xiangqi_moves {

// An elephant's and an advisor's points: xiangqi's, unless the policy moves
// them otherwise (Jieqi's revealed pieces go anywhere).
template <class Safety>
Bitboard elephant_targets(const Position& pos, Square s, Bitboard occ) {
  if constexpr (requires { Safety::elephant_targets(pos, s, occ); }) return Safety::elephant_targets(pos, s, occ);
  else return attacks::elephant(s, occ);
}
template <class Safety>
Bitboard advisor_targets(const Position& pos, Color us, Square s) {
  if constexpr (requires { Safety::advisor_targets(pos, us, s); }) return Safety::advisor_targets(pos, us, s);
  else return attacks::Advisor[us][s];
}

template <class Safety, class Sink>
void generate(const Position& pos, Bitboard target, Sink& sink) {
  using namespace attacks;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard occ = pos.pieces(), enemies = pos.pieces(them);
  const Square ksq = pos.king_square(us);

  // In check every move is tested; otherwise only those touching sensitive points.
  Bitboard sensFrom = ALL_BB, sensTo = ALL_BB;
  if (!pos.checkers()) {
    auto sp = Safety::sensitive(pos, ksq, them, occ);
    sensFrom = sp.from, sensTo = sp.to;
  }

  // Is the general safe after moving a piece from `from` to `to`?
  auto safe = [&](Square from, Square to) {
    Bitboard occ2 = (occ ^ square_bb(from)) | square_bb(to);
    return !Safety::attacked(pos, ksq, them, occ2, ~square_bb(to));
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

  Safety::each_extra(pos, us, occ, enemies, [&](Square s, Bitboard targets) { emit(s, targets & target); });
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
    emit(s, elephant_targets<Safety>(pos, s, occ) & target);
  }
  for (Bitboard b = pos.pieces(us, ADVISOR); b;) {
    Square s = pop_lsb(b);
    emit(s, advisor_targets<Safety>(pos, us, s) & target);
  }
  // The general: every destination is tested, with the general on it.
  for (Bitboard b = King[ksq] & target; b;) {
    Square to = pop_lsb(b);
    Bitboard occ2 = occ ^ square_bb(ksq) ^ (test(occ, to) ? 0 : square_bb(to));
    if (!Safety::attacked(pos, to, them, occ2, ~square_bb(to))) sink.add(ksq, to);
  }
}

inline Bitboard target_of(const Position& pos, GenType t) {
  Color us = pos.side_to_move();
  switch (t) {
    case CAPTURES: return pos.pieces(~us);
    case QUIETS: return ALL_BB & ~pos.pieces();
    default: return ALL_BB & ~pos.pieces(us);
  }
}

// A module R whose pieces move as xiangqi's, with safety policy S: its
// generate / count_legal / validate / set_check_info.
template <class R, class Safety>
struct Generator {
  template <GenType T>
  static void generate(const Position& pos, MoveList& list) {
    ListSink sink{list};
    xiangqi_moves::generate<Safety>(pos, target_of(pos, T), sink);
  }
  static uint64_t count_legal(const Position& pos) {
    CountSink sink;
    xiangqi_moves::generate<Safety>(pos, target_of(pos, LEGAL), sink);
    return sink.n;
  }
  static void set_check_info(Position& pos) {
    Color us = pos.side_to_move();
    StateInfo& st = pos.st();
    st.checkers = Safety::attackers(pos, pos.king_square(us), ~us, pos.pieces());
    st.check = st.checkers != 0;
  }
  static bool validate(Position& pos, std::string& err) {
    Color them = ~pos.side_to_move();
    if (Safety::attacked(pos, pos.king_square(them), pos.side_to_move(), pos.pieces(), ALL_BB)) {
      err = "the side not to move is in check (or the generals face each other)";
      return false;
    }
    set_check_info(pos);
    return true;
  }

  // Making and unmaking a move: placement and key updates, then the check
  // information of the new side to move.
  static void do_move(Position& pos, Move m) {
    const auto& K = zobrist::KEYS;
    Square from = m.from(), to = m.to();
    Piece pc = pos.piece_on(from), captured = pos.piece_on(to);
    StateInfo& st = pos.push_state();
    st.move = m;  // the repetition law replays cycles (rules/chase.h)
    uint64_t key = st.key ^ K.side ^ K.psq[pc][from] ^ K.psq[pc][to];
    st.dirty.clear();
    if (captured) {
      key ^= K.psq[captured][to];
      pos.remove_piece(to);
      st.dirty.remove(captured, to);
      st.rule50 = 0;
    } else {
      ++st.rule50;
    }
    pos.move_piece(from, to);
    st.dirty.move(pc, from, to);
    pos.flip_side();
    st.captured = captured;
    st.key = key;
    set_check_info(pos);
  }
  static void undo_move(Position& pos, Move m) {
    Piece captured = pos.st().captured;
    pos.move_piece(m.to(), m.from());
    if (captured) pos.put_piece(captured, m.to());
    pos.flip_side();
    pos.pop_state();
  }
  static void do_null_move(Position& pos) {
    pos.push_null_state();
    set_check_info(pos);
  }
  static void undo_null_move(Position& pos) { pos.pop_null_state(); }
};

}  // namespace pili::xiangqi_moves
