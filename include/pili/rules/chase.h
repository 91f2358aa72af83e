// The perpetual-chase half of the repetition law (Asian Xiangqi Federation
// rules): each move of a repeated cycle is classified as check, chase (with
// the pieces it chases) or idle. judge.h turns the classes into a verdict.
// Decisions and diagrams: docs/rules/xiangqi-repetition.md.
//
// A move *chases* an enemy piece when it creates a threat to take it next
// move that wins material: the capture is legal, and the piece is either
// worth more than the attacker (horse or cannon against a chariot, advisor or
// elephant against a horse, cannon or chariot) or has no legal recapture
// after the capture (so pinned or otherwise false protectors do not protect).
// Never a chase: a move that gives check; threats by the general or by a
// soldier (AXF rules 28, 29); threats to the general or to a soldier that has
// not crossed the river; a threat the target can answer by taking the
// attacker (an offered exchange, AXF rule 24); a threat that already existed
// before the move. A side chases perpetually when every one of its moves in
// the cycle chases, and one and the same piece is chased on all of them
// (chasing two pieces in turn is allowed, AXF rule 32).
//
// Meng/Double-Tris: only regular pieces are chased or chase (a bare Tris is
// never a target; a stack counts as its regular piece).
#pragma once

#include <vector>

#include "pili/core/position.h"
#include "pili/rules/ruleset.h"

namespace pili {

enum class MoveClass : uint8_t { Idle, Check, Chase };

struct CycleMove {
  Move move;
  Color mover = RED;
  MoveClass cls = MoveClass::Idle;
  Bitboard chased = 0;  // enemy pieces this move chases (squares after the move)
};

struct CycleAnalysis {
  int length = 0;                // plies in the cycle
  std::vector<CycleMove> moves;  // in game order (only when asked for)
  bool allCheck[COLOR_NB] = {true, true};
  bool allChase[COLOR_NB] = {true, true};
  // Pieces chased by every move of the side, on their squares now.
  Bitboard perpetual[COLOR_NB] = {0, 0};
  bool chases(Color c) const { return allChase[c] && perpetual[c]; }
};

// Whether the chase law applies (the blast variants keep perpetual check only).
template <class R>
constexpr bool HAS_CHASE_LAW = R::PROFILE.chaseLaw;

namespace chase_detail {

// Rough worth for "the target is worth more than the attacker".
constexpr int worth(PieceType pt) {
  return pt == ROOK ? 4 : pt == HORSE || pt == CANNON ? 2 : 1;
}

template <class R>
bool has_capture_on(const Position& pos, Square to, Square from = SQ_NONE) {
  typename R::MoveList list;
  R::template generate<CAPTURES>(pos, list);
  for (Move m : list)
    if (m.to() == to && (from == SQ_NONE || m.from() == from)) return true;
  return false;
}

// Enemy pieces the side to move could take next move with a gain (see the
// file comment), as squares.
template <class R>
Bitboard winning_threats(Position& pos) {
  const Color us = pos.side_to_move();
  typename R::MoveList list;
  R::template generate<CAPTURES>(pos, list);
  Bitboard found = 0;
  for (Move m : list) {
    Square to = m.to(), from = m.from();
    Piece victim = pos.piece_on(to), attacker = pos.piece_on(from);
    if (victim == NO_PIECE || attacker == NO_PIECE || test(found, to)) continue;
    PieceType vt = type_of(victim), at = type_of(attacker);
    if (vt == KING || at == KING || at == PAWN) continue;
    if (vt == PAWN && relative_rank(~us, to) < 5) continue;  // not crossed
    bool wins = worth(vt) > worth(at);
    if (!wins) {
      R::do_move(pos, m);
      wins = !has_capture_on<R>(pos, to);  // no legal recapture: unprotected
      R::undo_move(pos, m);
    }
    if (wins) {
      // The target could take the attacker first: an exchange offered.
      R::do_null_move(pos);
      bool mutual = has_capture_on<R>(pos, from, to);
      R::undo_null_move(pos);
      if (!mutual) found |= square_bb(to);
    }
  }
  return found;
}

// Threats of the side that just moved (the position after its move).
template <class R>
Bitboard threats_of_last_mover(Position& pos) {
  R::do_null_move(pos);
  Bitboard b = winning_threats<R>(pos);
  R::undo_null_move(pos);
  return b;
}

}  // namespace chase_detail

// Classifies the moves of the cycle of `len` plies ending at `pos` (the
// position `len` plies back is the same). `full` keeps every move's class
// for reports; otherwise work stops as soon as the verdict is known.
template <class R>
CycleAnalysis analyse_cycle(const Position& pos, int len, bool full) {
  CycleAnalysis a;
  a.length = len;
  Color mover = ~pos.side_to_move();  // made the last move
  for (int back = 0; back < len; ++back, mover = ~mover)
    if (!pos.state_at(back).check) a.allCheck[mover] = false;
  bool needChase = HAS_CHASE_LAW<R> && !a.allCheck[RED] && !a.allCheck[BLACK];
  if (!full && !needChase) return a;

  // A side whose moves include a check cannot chase perpetually.
  mover = ~pos.side_to_move();
  for (int back = 0; back < len; ++back, mover = ~mover)
    if (pos.state_at(back).check) a.allChase[mover] = false;
  if constexpr (!HAS_CHASE_LAW<R>) a.allChase[RED] = a.allChase[BLACK] = false;
  if (!full && !a.allChase[RED] && !a.allChase[BLACK]) return a;

  // A cycle through a null move (the search's) is no game: no chase in it.
  for (int back = 0; back < len; ++back)
    if (!pos.state_at(back).move.is_ok()) {
      a.allChase[RED] = a.allChase[BLACK] = false;
      return a;
    }

  // Replay the cycle on a scratch copy, from its first position.
  thread_local Position scratch;
  scratch = pos;
  std::vector<Move> moves(len);
  for (int i = len - 1; i >= 0; --i) {
    moves[i] = scratch.st().move;
    R::undo_move(scratch, moves[i]);
  }
  bool started[COLOR_NB] = {false, false};
  for (int i = 0; i < len; ++i) {
    Move m = moves[i];
    Color us = scratch.side_to_move(), them = ~us;
    CycleMove cm{m, us, MoveClass::Idle, 0};
    // The enemy's chased pieces move with it (a stack's Tris alone leaves).
    if (test(a.perpetual[them], m.from()) && m.kind() != MK_SPLIT_TRIS)
      a.perpetual[them] ^= square_bb(m.from()) | square_bb(m.to());
    bool look = HAS_CHASE_LAW<R> && (full || a.allChase[us]);
    R::do_move(scratch, m);
    if (scratch.st().check) {
      cm.cls = MoveClass::Check;
    } else if (look) {
      // Threats after the move, minus those that existed before it.
      cm.chased = chase_detail::threats_of_last_mover<R>(scratch);
      if (cm.chased) {
        R::undo_move(scratch, m);
        cm.chased &= ~chase_detail::winning_threats<R>(scratch);
        R::do_move(scratch, m);
      }
      if (cm.chased) cm.cls = MoveClass::Chase;
    }
    if (cm.cls != MoveClass::Chase) a.allChase[us] = false;
    a.perpetual[us] = started[us] ? a.perpetual[us] & cm.chased : cm.chased;
    started[us] = true;
    if (full) a.moves.push_back(cm);
    else if (!a.allChase[RED] && !a.allChase[BLACK]) break;
  }
  for (Color c : {RED, BLACK})
    if (!a.allChase[c]) a.perpetual[c] = 0;
  return a;
}

}  // namespace pili
