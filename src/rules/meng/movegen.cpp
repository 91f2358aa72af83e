// Legal move generation for Meng and Double-Tris.
//
// Like the xiangqi generator, moves are filtered by a cheap test of which
// moves can change the safety of the own general at all (see
// rules/xiangqi/movegen.cpp): with the general not in check, a move that
// empties a point outside `sensFrom` and fills a point outside `sensTo` is
// legal without further work. Moves that keep their origin occupied (drops,
// separations) only fill a point. Enemy pieces never change by our move
// except by being taken, so one attack function over the position's own piece
// sets, an occupancy and an "alive" mask decides every other case.
//
// Forced drops (rules 4-6) are applied last: a side that owes a drop, is not
// in check and has a legal drop gets only its drops, plus on the immediate
// reply to the triggering capture the captures landing on that point.
#include "meng_attacks.h"
#include "pili/rules/meng.h"

namespace pili {
namespace {

using namespace attacks;
using meng::king_attacked;

template <int N>
struct ListSink {
  MoveListN<N>& list;
  void add(Move m) { list.add(m); }
  void add_all(Square from, Bitboard t, MoveKind k, Square extra) {
    while (t) list.add(Move(from, pop_lsb(t), k, extra));
  }
  void add_drops(Bitboard t) {
    while (t) list.add(Move(SQ_NONE, pop_lsb(t), MK_DROP));
  }
  void add_airdrops(Square from, Square to, Bitboard points) {
    while (points) list.add(Move(from, to, MK_AIRDROP, pop_lsb(points)));
  }
};

struct CountSink {
  uint64_t n = 0;
  void add(Move) { ++n; }
  void add_all(Square, Bitboard t, MoveKind, Square) { n += popcount(t); }
  void add_drops(Bitboard t) { n += popcount(t); }
  void add_airdrops(Square, Square, Bitboard points) { n += popcount(points); }
};

template <bool Combine, class Sink>
class Generator {
 public:
  Generator(const Position& p, Sink& s) : pos(p), sink(s) {
    us = pos.side_to_move();
    them = ~us;
    occ = pos.pieces();
    ksq = pos.king_square(us);
    eksq = pos.king_square(them);
    inCheck = pos.st().check;
    enemies = pos.pieces(them);
    theirStacks = meng::stacks_of(pos, them);
    ourStacks = meng::stacks_of(pos, us);
    Bitboard bareTris = pos.tris() & ~(pos.pieces(RED) | pos.pieces(BLACK));
    capTris = bareTris & pos.tris(us);  // own lock: free (rule 10)
    for (Bitboard b = bareTris & pos.tris(them); b;) {
      Square t = pop_lsb(b);  // enemy lock: double-attack condition (rule 11)
      if (meng::attack_count(pos, t, us, occ) >= 2) capTris |= square_bb(t);
    }
    sensFrom = sensTo = ALL_BB;
    if (!inCheck) {
      // Only lines holding an enemy chariot, cannon or general can open or
      // gain a screen; legs and eyes matter only with an enemy horse or
      // elephant within reach.
      Bitboard sliders = pos.pieces(them, ROOK, CANNON) | pos.pieces(them, KING);
      Bitboard hot = 0;
      for (int d = 0; d < 4; ++d)
        if (Ray[ksq][d] & sliders) hot |= Ray[ksq][d];
      sensTo = rook(ksq, occ) & hot;
      sensFrom = sensTo | (cannon(ksq, occ) & hot);
      if ((HorseAttackers[ksq][0] & pos.pieces(them, HORSE)) ||
          (ElephantFree[ksq][0] & pos.pieces(them, ELEPHANT)))
        sensFrom |= Diagonal[ksq];
    }
  }

  void run() {
    const StateInfo& st = pos.st();
    Bitboard drops = 0;
    if (st.reserve && st.capturedCount >= 2) drops = drop_targets();
    sink.add_drops(drops);
    // Rule 5: a debtor not in check with a legal drop must drop, or (5b)
    // recapture on the point of the triggering capture.
    if (drops && ((st.debts >> us) & 1) && !inCheck) {
      if (st.recapture == SQ_NONE) return;
      restrict = square_bb(st.recapture);
    }
    board_moves();
  }

 private:
  const Position& pos;
  Sink& sink;
  Color us, them;
  Square ksq, eksq;
  bool inCheck;
  Bitboard occ, enemies, theirStacks, ourStacks, capTris, sensFrom, sensTo;
  Bitboard restrict = ALL_BB;  // allowed destinations of board moves

  bool attacked(Square k, Bitboard o, Bitboard alive = ALL_BB) const {
    return king_attacked(pos, k, them, o, alive);
  }

  // Points where a Tris placed on occupancy `o` becomes the single screen of
  // one of `cannons` aimed at the enemy general (rule 23).
  Bitboard screen_points(Bitboard o, Bitboard cannons) const {
    Bitboard line = rook(eksq, o), pts = 0;
    for (Bitboard b = cannons & line; b;) pts |= rook(pop_lsb(b), o) & line;
    return pts & ~o;
  }

  // Points where adding one obstacle to occupancy `o` leaves (or makes) the
  // general on k safe, given whether it is safe without it.
  Bitboard safe_fill_points(Square k, Bitboard o, Bitboard alive) const {
    Bitboard empties = ALL_BB & ~o;
    if (!attacked(k, o, alive)) {
      // Only a new cannon screen can hurt.
      Bitboard ok = empties;
      for (Bitboard b = empties & rook(k, o); b;) {
        Square x = pop_lsb(b);
        if (attacked(k, o | square_bb(x), alive)) ok ^= square_bb(x);
      }
      return ok;
    }
    // Only a blocker on a line, a horse leg or an elephant eye can help.
    Bitboard ok = 0;
    for (Bitboard b = empties & (rook(k, o) | cannon(k, o) | Diagonal[k]); b;) {
      Square x = pop_lsb(b);
      if (!attacked(k, o | square_bb(x), alive)) ok |= square_bb(x);
    }
    return ok;
  }

  // Legal drop points (rules 1-3).
  Bitboard drop_targets() const {
    Bitboard ok = inCheck ? safe_fill_points(ksq, occ, ALL_BB) : ALL_BB & ~occ;
    if (!inCheck)
      for (Bitboard b = ok & sensTo; b;) {
        Square x = pop_lsb(b);
        if (attacked(ksq, occ | square_bb(x))) ok ^= square_bb(x);
      }
    return ok & ~screen_points(occ, pos.pieces(us, CANNON));
  }

  // A non-general piece (or a bare Tris) leaves `from` and lands on each
  // target, taking whatever stands there.
  void emit(Square from, Bitboard targets, MoveKind k = MK_NORMAL, Square extra = SQ_A0) {
    targets &= restrict;
    if (!test(sensFrom, from)) {
      sink.add_all(from, targets & ~sensTo, k, extra);
      targets &= sensTo;
    }
    while (targets) {
      Square to = pop_lsb(targets);
      if (!attacked(ksq, (occ ^ square_bb(from)) | square_bb(to), ~square_bb(to)))
        sink.add(Move(from, to, k, extra));
    }
  }

  // A part leaves a stack on `from` (which stays occupied) for empty targets.
  void emit_fill(Square from, Bitboard targets, MoveKind k, Square extra = SQ_A0) {
    targets &= restrict;
    sink.add_all(from, targets & ~sensTo, k, extra);
    for (Bitboard b = targets & sensTo; b;) {
      Square to = pop_lsb(b);
      if (!attacked(ksq, occ | square_bb(to))) sink.add(Move(from, to, k, extra));
    }
  }

  // The general itself goes to each target; `vacate` says whether its origin
  // empties (false when it leaves its Tris behind).
  void emit_king(Bitboard targets, bool vacate, MoveKind k = MK_NORMAL, Square extra = SQ_A0) {
    targets &= restrict;
    Bitboard base = vacate ? occ ^ square_bb(ksq) : occ;
    while (targets) {
      Square to = pop_lsb(targets);
      if (!attacked(to, base | square_bb(to), ~square_bb(to))) sink.add(Move(ksq, to, k, extra));
    }
  }

  // A capture of a Tris or stack on `to` whose Tris is re-placed at once
  // (rules 18, 21, 23): one move per legal re-placement point.
  void airdrop(Square from, Square to, PieceType pt) {
    if (!test(restrict, to)) return;
    Bitboard o = occ ^ square_bb(from);  // `to` stays occupied
    Square k = pt == KING ? to : ksq;
    Bitboard ok = safe_fill_points(k, o, ~square_bb(to));
    if (ok) {
      Bitboard cannons = pos.pieces(us, CANNON) & ~square_bb(from);
      if (pt == CANNON) cannons |= square_bb(to);
      ok &= ~screen_points(o, cannons);
    }
    sink.add_airdrops(from, to, ok);
  }

  void board_moves() {
    const Bitboard empty = ALL_BB & ~occ;

    // Bare Tris of ours: one step in eight directions or a knight jump (rule 8).
    for (Bitboard b = pos.tris(us) & ~pos.pieces(us); b;) {
      Square s = pop_lsb(b);
      emit(s, Tris[s] & empty);
    }

    // Bare pieces, one type at a time so that each pattern is inlined.
    bare_moves<ROOK>();
    bare_moves<CANNON>();
    bare_moves<HORSE>();
    bare_moves<PAWN>();
    bare_moves<ELEPHANT>();
    bare_moves<ADVISOR>();

    if (Combine)
      for (Bitboard b = ourStacks & ~pos.pieces(us, KING); b;) {
        Square s = pop_lsb(b);
        stack_moves(s, type_of(pos.piece_on(s)));
      }

    king_moves();
  }

  template <PieceType Pt>
  void bare_moves() {
    const Bitboard empty = ALL_BB & ~occ;
    const Bitboard targets = enemies | (Combine ? capTris : 0);
    for (Bitboard b = pos.pieces(us, Pt) & ~ourStacks; b;) {
      Square s = pop_lsb(b);
      Bitboard cap = meng::capture_pattern(Pt, us, s, false, occ);
      Bitboard quiet = (Pt == CANNON ? rook(s, occ) : cap) & empty;
      // In Meng taking a Tris or a stack combines (rules 13, 14); in
      // Double-Tris taking a Tris re-places it (rule 21).
      emit(s, quiet | (cap & targets));
      if (!Combine)
        for (Bitboard t = cap & capTris; t;) airdrop(s, pop_lsb(t), Pt);
    }
  }

  // Rules 15-19 for a stack of ours on s holding a piece of type pt.
  void stack_moves(Square s, PieceType pt) {
    const Bitboard empty = ALL_BB & ~occ;
    Bitboard steps = Tris[s] & empty;
    emit(s, steps);                                   // the whole stack
    emit_fill(s, steps, MK_SPLIT_TRIS);               // the Tris leaves
    emit_fill(s, meng::move_pattern(pt, us, s, occ) & empty, MK_SPLIT_PIECE, Square(pt));
    Bitboard cap = meng::capture_pattern(pt, us, s, true, occ);
    emit(s, cap & enemies & ~theirStacks);
    for (Bitboard t = cap & (capTris | theirStacks); t;) airdrop(s, pop_lsb(t), pt);
  }

  void king_moves() {
    const Bitboard empty = ALL_BB & ~occ;
    if (Combine && test(ourStacks, ksq)) {
      // A stacked general moves like a Tris but stays in its palace (rule 15).
      emit_king(Tris[ksq] & empty & palace_bb(us), true);
      emit_king(King[ksq] & enemies & ~theirStacks, true);
      for (Bitboard t = King[ksq] & (capTris | theirStacks); t;) airdrop(ksq, pop_lsb(t), KING);
      emit_fill(ksq, Tris[ksq] & empty, MK_SPLIT_TRIS);
      emit_king(King[ksq] & empty, false, MK_SPLIT_PIECE, Square(KING));
      return;
    }
    Bitboard cap = King[ksq] & (enemies | (Combine ? capTris : 0));
    emit_king((King[ksq] & empty) | cap, true);
    if (!Combine)
      for (Bitboard t = King[ksq] & capTris; t;) airdrop(ksq, pop_lsb(t), KING);
  }
};

}  // namespace

template <bool Combine>
template <GenType T>
void MengRules<Combine>::generate(const Position& pos, MoveList& list) {
  ListSink<MAX_MOVES> sink{list};
  Generator<Combine, ListSink<MAX_MOVES>>(pos, sink).run();
  if constexpr (T != LEGAL) {
    int n = 0;
    for (Move m : list)
      if (is_capture(pos, m) == (T == CAPTURES)) list.moves[n++] = m;
    list.count = n;
  }
}

template <bool Combine>
uint64_t MengRules<Combine>::count_legal(const Position& pos) {
  CountSink sink;
  Generator<Combine, CountSink>(pos, sink).run();
  return sink.n;
}

template <bool Combine>
void MengRules<Combine>::set_check_info(Position& pos) {
  Color us = pos.side_to_move();
  StateInfo& st = pos.st();
  st.checkers = meng::king_attackers(pos, pos.king_square(us), ~us, pos.pieces());
  st.check = st.checkers != 0;
}

template <bool Combine>
bool MengRules<Combine>::validate(Position& pos, std::string& err) {
  Color us = pos.side_to_move();
  if (!Combine && (meng::stacks_of(pos, RED) | meng::stacks_of(pos, BLACK))) {
    err = "Double-Tris positions have no stacks";
    return false;
  }
  if (meng::king_attacked(pos, pos.king_square(~us), us, pos.pieces())) {
    err = "the side not to move is in check (or the generals face each other)";
    return false;
  }
  const StateInfo& st = pos.st();
  if (st.recapture != SQ_NONE && !test(pos.pieces(~us), st.recapture)) {
    err = "the recapture point holds no piece of the side that just moved";
    return false;
  }
  set_check_info(pos);
  return true;
}

#define PILI_MENG_INSTANTIATE(C)                                                        \
  template void MengRules<C>::generate<LEGAL>(const Position&, MengRules<C>::MoveList&);    \
  template void MengRules<C>::generate<CAPTURES>(const Position&, MengRules<C>::MoveList&); \
  template void MengRules<C>::generate<QUIETS>(const Position&, MengRules<C>::MoveList&);   \
  template uint64_t MengRules<C>::count_legal(const Position&);                          \
  template void MengRules<C>::set_check_info(Position&);                                 \
  template bool MengRules<C>::validate(Position&, std::string&);

PILI_MENG_INSTANTIATE(true)
PILI_MENG_INSTANTIATE(false)
#undef PILI_MENG_INSTANTIATE

}  // namespace pili

#include "pili/rules/ruleset.h"
static_assert(pili::RuleSet<pili::Meng>);
static_assert(pili::RuleSet<pili::DoubleTris>);
