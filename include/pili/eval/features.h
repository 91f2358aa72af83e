// The named evaluation features of one side (see weights.h for the list and
// their weights). Shared by the evaluation and by `pili tune`, which fits
// the weights to game results from these same counts.
#pragma once

#include <algorithm>

#include "pili/core/attacks.h"
#include "pili/core/position.h"
#include "pili/eval/weights.h"

namespace pili::eval {

// Points strictly between ranks a and b (a < b) on file f.
inline Bitboard file_between(int f, int a, int b) {
  Bitboard ranks = ((Bitboard(1) << (9 * b)) - 1) & ~((Bitboard(1) << (9 * (a + 1))) - 1);
  return ranks & file_bb(f);
}

// Adds colour c's feature counts to f. `blasts`: Atomic rules, where only
// the mobility features apply (its general safety is a term of its own).
inline void add_features(const Position& pos, Color c, bool blasts, int f[FEATURE_NB]) {
  using namespace attacks;
  const Color them = ~c;
  const Bitboard occ = pos.pieces(), own = pos.pieces(c);
  // Atomic has a general safety of its own: no palace attack there.
  const Bitboard palace = blasts ? Bitboard(0) : palace_bb(them);
  int palaceAttackers = 0;
  for (Bitboard b = pos.pieces(c, ROOK); b;) {
    Bitboard a = rook(pop_lsb(b), occ);
    f[F_ROOK_MOBILITY] += popcount(a & ~own);
    if (int n = popcount(a & palace)) f[F_PALACE_ATTACK] += n, ++palaceAttackers;
  }
  for (Bitboard b = pos.pieces(c, HORSE); b;) {
    Bitboard a = horse(pop_lsb(b), occ);
    int n = popcount(a & ~own);
    f[F_HORSE_MOBILITY] += n;
    f[F_HORSE_TRAPPED] += n == 0;
    if (int p = popcount(a & palace)) f[F_PALACE_ATTACK] += p, ++palaceAttackers;
  }
  if (blasts) return;

  // Attack on the enemy palace (cannons: the points they capture on).
  for (Bitboard b = pos.pieces(c, CANNON); b;)
    if (int p = popcount(cannon(pop_lsb(b), occ) & palace)) f[F_PALACE_ATTACK] += p, ++palaceAttackers;
  palaceAttackers = std::min(palaceAttackers, 4);
  f[F_PALACE_ATTACKERS2] += palaceAttackers * palaceAttackers;
  const Bitboard enemyHalf = c == RED ? ~Bitboard(0) << 45 : (Bitboard(1) << 45) - 1;
  f[F_ATTACKER_CROSSED] += popcount((pos.pieces(c, ROOK) | pos.pieces(c, HORSE) | pos.pieces(c, CANNON)) & enemyHalf);

  // Material corrections on top of values.h.
  f[F_HORSE_PRESENT] += popcount(pos.pieces(c, HORSE));
  f[F_CANNON_PRESENT] += popcount(pos.pieces(c, CANNON));
  f[F_ADVISOR_PRESENT] += popcount(pos.pieces(c, ADVISOR));
  f[F_ELEPHANT_PRESENT] += popcount(pos.pieces(c, ELEPHANT));
  f[F_PAWN_PRESENT] += popcount(pos.pieces(c, PAWN));

  const int nRooks = popcount(pos.pieces(c, ROOK));
  f[F_ROOK_PRESENT] += nRooks;
  f[F_KNIGHT_CANNON_PAIR] += pos.pieces(c, HORSE) && pos.pieces(c, CANNON);
  f[F_ADVISOR_PAIR] += popcount(pos.pieces(c, ADVISOR)) >= 2;
  f[F_ELEPHANT_PAIR] += popcount(pos.pieces(c, ELEPHANT)) >= 2;

  // Own general: defenders missing against enemy attackers.
  if (pos.has_king(c)) {
    int attackers = popcount(pos.pieces(them, ROOK) | pos.pieces(them, HORSE) | pos.pieces(them, CANNON));
    int missing = 4 - std::min(2, popcount(pos.pieces(c, ADVISOR))) - std::min(2, popcount(pos.pieces(c, ELEPHANT)));
    f[F_MISSING_DEFENDER] += missing * std::min(attackers, 4);
  }

  // Cannons against the enemy general.
  if (pos.has_king(them)) {
    Square ek = pos.king_square(them);
    int ekFile = file_of(ek), ekRank = rank_of(ek);
    const int backRank = c == RED ? 9 : 0;
    for (Bitboard b = pos.pieces(c, CANNON); b;) {
      Square s = pop_lsb(b);
      if (test(rook(s, occ), ek)) ++f[F_HOLLOW_CANNON];
      if (rank_of(s) == backRank) ++f[F_BOTTOM_CANNON];
      if (file_of(s) == ekFile) {
        int lo = std::min(rank_of(s), ekRank), hi = std::max(rank_of(s), ekRank);
        if (popcount(file_between(ekFile, lo, hi) & occ) == 2) ++f[F_CANNON_BATTERY];
      }
    }
  }

  // Chariots on open and semi-open files.
  for (Bitboard b = pos.pieces(c, ROOK); b;) {
    int file = file_of(pop_lsb(b));
    Bitboard pawnsOnFile = file_bb(file) & pos.pieces(PAWN);
    if (!pawnsOnFile) ++f[F_ROOK_OPEN_FILE];
    else if (!(pawnsOnFile & own)) ++f[F_ROOK_SEMI_OPEN];
  }

  // Crossed soldiers side by side.
  Bitboard crossed = pos.pieces(c, PAWN) & enemyHalf;
  for (Bitboard b = crossed; b;) {
    Square s = pop_lsb(b);
    int file = file_of(s);
    Bitboard side = 0;
    if (file > 0) side |= square_bb(Square(s - 1));
    if (file < 8) side |= square_bb(Square(s + 1));
    if (side & crossed) ++f[F_SOLDIER_CHAIN];
  }
}

}  // namespace pili::eval
