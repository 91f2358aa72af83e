// Check in Atomic Xiangqi (spec rule 10): a side is in check when the
// opponent could remove its general with the next move by any means, i.e. a
// direct attack, or a non-cannon capture of one of its own pieces standing
// orthogonally next to the general (the blast takes the general with it).
// AtomicClassic keeps the narrow sense: direct attack only.
#include "pili/core/attacks.h"
#include "pili/rules/atomic.h"
#include "pili/rules/attackers.h"
#include "pili/rules/ruleset.h"

namespace pili {
namespace {

using namespace attacks;

// Whether a piece of colour `by` other than a cannon or the general could
// capture on `s` by its ordinary move. Pinned pieces count: a capture that
// blasts the enemy general is legal whatever it exposes.
bool blast_capturable(const Position& pos, Square s, Color by, Bitboard occ) {
  if ((PawnAttackers[by][s] & pos.pieces(by, PAWN)) ||
      (rook(s, occ) & pos.pieces(by, ROOK)) ||
      (horse_attackers(s, occ) & pos.pieces(by, HORSE)) ||
      (elephant(s, occ) & pos.pieces(by, ELEPHANT)))  // eyes and halves are symmetric
    return true;
  for (Bitboard b = AdvisorFree[s] & pos.pieces(by, ADVISOR); b;)
    if (test(Advisor[by][pop_lsb(b)], s)) return true;
  return false;
}

// Every point from which a rook, horse or soldier of colour c could capture
// on one of the orthogonal neighbours of a general on s (occupancy aside).
struct ThreatZones {
  Bitboard rook[SQUARE_NB], horse[SQUARE_NB], pawn[COLOR_NB][SQUARE_NB];
};

const ThreatZones ZONES = [] {
  ThreatZones z{};
  for (int s = 0; s < SQUARE_NB; ++s)
    for (Bitboard b = Orthogonal[s]; b;) {
      Square t = pop_lsb(b);
      z.rook[s] |= rank_bb(rank_of(t)) | file_bb(file_of(t));
      z.horse[s] |= HorseAttackers[t][0];
      for (Color c : {RED, BLACK}) z.pawn[c][s] |= PawnAttackers[c][t];
    }
  return z;
}();

// Whether the opponent could blast the general of the side to move (on ksq)
// by capturing one of that side's pieces next to it. Cheap zone masks rule
// out most positions before any attack lookup.
bool blast_threat(const Position& pos, Square ksq) {
  Color us = pos.side_to_move(), them = ~us;
  Bitboard targets = Orthogonal[ksq] & pos.pieces(us);
  if (!targets) return false;
  // Elephants and advisors of `them` can only reach our general's
  // surroundings from our half (never in a game, possible from a FEN).
  Bitboard candidates = (pos.pieces(them, ROOK) & ZONES.rook[ksq]) |
                        (pos.pieces(them, HORSE) & ZONES.horse[ksq]) |
                        (pos.pieces(them, PAWN) & ZONES.pawn[them][ksq]) |
                        (pos.pieces(them, ADVISOR, ELEPHANT) & half_bb(us));
  if (!candidates) return false;
  Bitboard occ = pos.pieces();
  while (targets)
    if (blast_capturable(pos, pop_lsb(targets), them, occ)) return true;
  return false;
}

}  // namespace

template <bool Classic>
bool AtomicRules<Classic>::broad_check(const Position& pos) {
  Color us = pos.side_to_move();
  if (!pos.has_king(us)) return false;
  Square ksq = pos.king_square(us);
  if (king_attacked(pos, ksq, ~us, pos.pieces())) return true;
  return !Classic && blast_threat(pos, ksq);
}

// A state whose side to move has lost its general (king_lost) has neither
// checkers nor check: callers test king_lost first.
template <bool Classic>
void AtomicRules<Classic>::set_check_info(Position& pos) {
  Color us = pos.side_to_move();
  StateInfo& st = pos.st();
  if (!pos.has_king(us)) {
    st.checkers = 0;
    st.check = 0;
    return;
  }
  Square ksq = pos.king_square(us);
  st.checkers = king_attackers(pos, ksq, ~us, pos.pieces());
  st.check = st.checkers || (!Classic && blast_threat(pos, ksq));
}

template <bool Classic>
bool AtomicRules<Classic>::validate(Position& pos, std::string& err) {
  Color us = pos.side_to_move();
  if (king_attacked(pos, pos.king_square(~us), us, pos.pieces())) {
    err = "the side not to move is in check (or the generals face each other)";
    return false;
  }
  set_check_info(pos);
  return true;
}

template bool Atomic::broad_check(const Position&);
template void Atomic::set_check_info(Position&);
template bool Atomic::validate(Position&, std::string&);
template bool AtomicClassic::broad_check(const Position&);
template void AtomicClassic::set_check_info(Position&);
template bool AtomicClassic::validate(Position&, std::string&);

static_assert(RuleSet<Atomic>);
static_assert(RuleSet<AtomicClassic>);

}  // namespace pili
