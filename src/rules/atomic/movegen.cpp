// Legal move generation for Atomic Xiangqi.
//
// Quiet moves follow xiangqi's legality exactly (nothing explodes), so they
// reuse its "sensitive squares" filter: with the general on k and not in
// direct check, a quiet move can only expose k if it empties one of the first
// two pieces on a line from k that holds an enemy slider, or a horse leg of k
// with an enemy horse near (sensFrom), or lands on such a line up to the
// first piece, where it could become a cannon screen (sensTo).
//
// A capture never puts a piece anywhere: capturer, target and the blast all
// vanish. So it can only expose k by removing a piece in sensFrom, which a
// capture point outside sensBlast (sensFrom and the points beside its
// blastable pieces) never does. Captures next to our own general are dropped
// as a whole mask (rule 5); captures next to the enemy general win and are
// always legal (rule 6).
//
// Per piece, the destinations split into `easy` (legal without a test,
// counted by one popcount at perft leaves) and `hard`. A hard capture is
// tested with one king_attacked() call on the post-blast occupancy, with an
// `alive` mask for the enemy pieces the blast removed.
#include "pili/core/attacks.h"
#include "../move_sink.h"
#include "pili/rules/atomic.h"
#include "pili/rules/attackers.h"

namespace pili {
namespace {

using namespace attacks;

// The per-piece helpers below are lambdas for brevity; they must inline into
// the generator loop or perft leaves pay a call per piece.
#define INLINE __attribute__((always_inline))

// The points orthogonally next to some point of b.
inline Bitboard dilate(Bitboard b) {
  constexpr Bitboard NOT_FILE_A = ALL_BB & ~FILEA_BB, NOT_FILE_I = ALL_BB & ~(FILEA_BB << 8);
  return (((b & NOT_FILE_I) << 1) | ((b & NOT_FILE_A) >> 1) | (b << 9) | (b >> 9)) & ALL_BB;
}

template <bool Classic, bool Quiets, bool Captures, class Sink>
void generate_moves(const Position& pos, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  if (!pos.has_king(us)) return;  // blasted: the game is over
  const Bitboard occ = pos.pieces();
  const Bitboard enemies = Captures ? pos.pieces(them) : 0;
  const Bitboard empty = Quiets ? ALL_BB & ~occ : 0;
  const Square ksq = pos.king_square(us);
  const Bitboard theirKing = pos.pieces(them, KING);
  const Bitboard blastable = occ & ~pos.pieces(PAWN);

  // In check every move is tested; otherwise only those touching sensitive points.
  Bitboard sensFrom = ALL_BB, sensTo = ALL_BB;
  if (!pos.checkers()) {
    SensitivePoints sp = sensitive_points(pos, ksq, them, occ);
    sensFrom = sp.from, sensTo = sp.to;
  }
  // Capture points whose blast could remove a sensitive piece.
  const Bitboard sensBlast = sensFrom | dilate(sensFrom & blastable);
  // Blasting capture points: next to our general illegal, next to theirs a
  // win (always legal).
  const Bitboard winBlast = theirKing ? Orthogonal[lsb(theirKing)] : 0;
  const Bitboard blastTargets = enemies & ~Orthogonal[ksq];
  // For a piece outside sensFrom: destinations legal without a test, and
  // destinations that need one.
  const Bitboard easy = (empty & ~sensTo) | (blastTargets & (~sensBlast | winBlast));
  const Bitboard hard = (empty & sensTo) | (blastTargets & sensBlast & ~winBlast);

  auto quiet_safe = [&](Square from, Square to) INLINE {
    return !king_attacked(pos, ksq, them, (occ ^ square_bb(from)) | square_bb(to));
  };

  // Whether removing `removed` (a capture only removes) keeps our general safe.
  auto removal_safe = [&](Bitboard removed) INLINE {
    if (removed & theirKing) return true;  // rule 6: blasting their general wins
    if (!(removed & sensFrom)) return true;
    return !king_attacked(pos, ksq, them, occ & ~removed, ~removed);
  };

  // One move to `to` (empty: quiet; else a blasting capture), fully tested.
  auto emit_tested = [&](Square from, Square to) INLINE {
    bool ok = test(occ, to) ? removal_safe(square_bb(from) | square_bb(to) |
                                           (Orthogonal[to] & blastable))
                            : quiet_safe(from, to);
    if (ok) sink.add(from, to);
  };

  // A piece whose captures blast: the provably safe moves are added in bulk,
  // the rest tested one by one.
  auto emit = [&](Square from, Bitboard att) INLINE {
    if (test(sensFrom, from)) {
      for (Bitboard b = att & (empty | blastTargets); b;) emit_tested(from, pop_lsb(b));
      return;
    }
    sink.add_all(from, att & easy);
    for (Bitboard b = att & hard; b;) emit_tested(from, pop_lsb(b));
  };

  // A cannon whose shots remove only itself and the target (non-classic).
  auto emit_cannon = [&](Square from, Bitboard quiets, Bitboard shots) INLINE {
    if (!test(sensFrom, from)) {
      sink.add_all(from, (quiets & ~sensTo) | (shots & ~sensFrom));
      quiets &= sensTo;
      shots &= sensFrom;
    }
    while (quiets) {
      Square to = pop_lsb(quiets);
      if (quiet_safe(from, to)) sink.add(from, to);
    }
    while (shots) {
      Square to = pop_lsb(shots);
      if (removal_safe(square_bb(from) | square_bb(to))) sink.add(from, to);
    }
  };

  for (Bitboard b = pos.pieces(us, ROOK); b;) {
    Square s = pop_lsb(b);
    emit(s, rook(s, occ));
  }
  for (Bitboard b = pos.pieces(us, CANNON); b;) {
    Square s = pop_lsb(b);
    Bitboard quiets = Quiets ? rook(s, occ) & empty : 0;
    Bitboard shots = Captures ? cannon(s, occ) & enemies : 0;
    if constexpr (Classic) emit(s, quiets | shots);
    else emit_cannon(s, quiets, shots);
  }
  for (Bitboard b = pos.pieces(us, HORSE); b;) {
    Square s = pop_lsb(b);
    emit(s, horse(s, occ));
  }
  for (Bitboard b = pos.pieces(us, PAWN); b;) {
    Square s = pop_lsb(b);
    emit(s, Pawn[us][s]);
  }
  for (Bitboard b = pos.pieces(us, ELEPHANT); b;) {
    Square s = pop_lsb(b);
    emit(s, elephant(s, occ));
  }
  for (Bitboard b = pos.pieces(us, ADVISOR); b;) {
    Square s = pop_lsb(b);
    emit(s, Advisor[us][s]);
  }
  // The general never captures (it would blast itself); its quiet steps are
  // tested with the general on the destination.
  if constexpr (Quiets)
    for (Bitboard b = King[ksq] & empty; b;) {
      Square to = pop_lsb(b);
      if (!king_attacked(pos, to, them, occ ^ square_bb(ksq) ^ square_bb(to))) sink.add(ksq, to);
    }
}

}  // namespace

template <bool Classic>
template <GenType T>
void AtomicRules<Classic>::generate(const Position& pos, MoveList& list) {
  ListSink sink{list};
  generate_moves<Classic, T != CAPTURES, T != QUIETS>(pos, sink);
}

template <bool Classic>
uint64_t AtomicRules<Classic>::count_legal(const Position& pos) {
  CountSink sink;
  generate_moves<Classic, true, true>(pos, sink);
  return sink.n;
}

template void Atomic::generate<LEGAL>(const Position&, MoveList&);
template void Atomic::generate<CAPTURES>(const Position&, MoveList&);
template void Atomic::generate<QUIETS>(const Position&, MoveList&);
template uint64_t Atomic::count_legal(const Position&);
template void AtomicClassic::generate<LEGAL>(const Position&, MoveList&);
template void AtomicClassic::generate<CAPTURES>(const Position&, MoveList&);
template void AtomicClassic::generate<QUIETS>(const Position&, MoveList&);
template uint64_t AtomicClassic::count_legal(const Position&);

#undef INLINE

}  // namespace pili
