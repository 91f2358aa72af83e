// Static evaluation, one template over the rule module R, whose profile
// names the evaluation it plays with (R::PROFILE.search.eval, an EvalKind);
// the 8x8 board's is eval/atomic_chess_eval.h.
//
// Terms (all from Red's point of view until the final sign flip):
//   material (piece counts at values.h's prices, a covered piece at its
//   pool's average, plus the fitted
//   corrections of weights.h) + piece-square bonus (values.h and
//   psq_adjust.h, summed incrementally by the caller's PsqSums: a search
//   thread keeps one along its moves, a single evaluation takes
//   PsqSums::of(pos));
//   mobility of chariots and horses (a trapped horse is a classic loss);
//   general safety: missing defenders against present attackers;
//   structure (weights.h): cannons against the general, chariot files,
//   pairs, soldier chains, pieces attacking the enemy palace;
//   AtomicXiangqi: atomic piece values; pieces standing orthogonally next to a general are
//   liabilities (capturing one blasts the general), more so when an enemy
//   non-cannon piece can capture there; soldiers one step diagonally ahead
//   shield it (soldiers survive blasts);
//   Tris (Meng, Double-Tris): Tris locked to a side and stacks;
//   Xiangqi: drawish material scales the score down;
//   a small bonus for the side to move.
#pragma once

#include <array>

#include <algorithm>

#include "pili/core/attacks.h"
#include "pili/core/position.h"
#include "pili/eval/atomic_chess_eval.h"  // the 8x8 board's overloads
#include "pili/eval/eval_terms.h"
#include "pili/eval/features.h"
#include "pili/eval/psq_sums.h"
#include "pili/eval/values.h"
#include "pili/rules/attackers.h"

namespace pili::eval {

inline constexpr int TEMPO = 10;
inline constexpr int BLAST_NEIGHBOUR = 25;        // Atomic: any own piece next to the general
inline constexpr int BLAST_THREAT = 140;          // ... that an enemy non-cannon piece attacks
inline constexpr int SOLDIER_SHIELD = 15;         // Atomic: own soldier diagonally ahead
inline constexpr int FULL_MATERIAL = 8880;        // both sides' non-soldier material at the start

// The evaluation R's profile names.
template <class R>
inline constexpr EvalKind EVAL_KIND = R::PROFILE.search.eval;

// The 90-point board's evaluations; a kind added to EvalKind must be placed.
template <class R>
constexpr bool is_90_point_eval() {
  constexpr EvalKind k = EVAL_KIND<R>;
  static_assert(k == EvalKind::Xiangqi || k == EvalKind::AtomicXiangqi || k == EvalKind::Tris,
                "the profile names an evaluation this file does not have");
  return true;
}

// The evaluation's values of R's kinds: its evaluation's table, and the
// values its profile gives the kinds of its own (`pieceValues`).
template <class R>
inline constexpr auto PIECE_VALUES_OF = [] {
  std::array<int, PIECE_TYPE_NB> v{};
  const int* base = EVAL_KIND<R> == EvalKind::AtomicXiangqi ? ATOMIC_VALUE : PIECE_VALUE;
  for (int pt = 0; pt < PIECE_TYPE_NB; ++pt) v[pt] = base[pt];
  for (KindValue kv : R::PROFILE.pieceValues)
    if (kv.type != NO_PIECE_TYPE) v[kv.type] = kv.value;
  return v;
}();

template <class R>
constexpr const int* piece_values() {
  static_assert(is_90_point_eval<R>());
  return PIECE_VALUES_OF<R>.data();
}

// Covered pieces (rules/jieqi.h) are worth what their side's pool holds on
// average (docs/rules/jieqi.md R3.2c): the value of their `pawns` or
// non-soldier part, summed over the covered pieces of c.
template <class R>
int covered_material(const Position& pos, Color c, bool pawns) {
  if constexpr (!R::PROFILE.coveredPieces) {
    return 0;
  } else {
    int covered = popcount(pos.covered(c)), size = pos.pool_size(c);
    if (!covered || !size) return 0;
    const int* v = piece_values<R>();
    int sum = 0;
    for (int pt = ADVISOR; pt <= PAWN; ++pt)
      if ((pt == PAWN) == pawns) sum += v[pt] * pos.pool_count(c, PieceType(pt));
    return sum * covered / size;
  }
}

// One covered piece of c: its side's pool on average, as covered_material
// counts it (so taking one unseen lowers c's material by about this much).
template <class R>
int covered_piece_value(const Position& pos, Color c) {
  if constexpr (!R::PROFILE.coveredPieces) {
    return 0;
  } else {
    int size = pos.pool_size(c);
    if (!size) return 0;
    const int* v = piece_values<R>();
    int sum = 0;
    for (int pt = ADVISOR; pt <= PAWN; ++pt) sum += v[pt] * pos.pool_count(c, PieceType(pt));
    return sum / size;
  }
}

// The pieces of c of type pt that count as that type: covered ones count by
// their pool instead.
template <class R>
Bitboard face_up(const Position& pos, Color c, PieceType pt) {
  if constexpr (R::PROFILE.coveredPieces) return pos.pieces(c, pt) & ~pos.covered();
  else return pos.pieces(c, pt);
}

// Non-soldier material of one side, for game phase and null-move safety.
template <class R>
int non_pawn_material(const Position& pos, Color c) {
  constexpr uint32_t kinds = R::PROFILE.pieceKinds & ~(kind_bit(KING) | kind_bit(PAWN));
  const int* v = piece_values<R>();
  int sum = covered_material<R>(pos, c, false);
  for (int pt = ADVISOR; pt < PIECE_TYPE_NB; ++pt)
    if (kinds >> pt & 1) sum += v[pt] * popcount(face_up<R>(pos, c, PieceType(pt)));
  return sum;
}

template <class R>
int material(const Position& pos, Color c) {
  return non_pawn_material<R>(pos, c) + covered_material<R>(pos, c, true) +
         piece_values<R>()[PAWN] * popcount(face_up<R>(pos, c, PAWN));
}

namespace detail {

// Atomic: a capture on any point next to the general blasts it.
inline int blast_safety(const Position& pos, Color c, Square ksq, Bitboard occ) {
  using namespace attacks;
  Color them = ~c;
  int v = 0;
  for (Bitboard b = Orthogonal[ksq] & pos.pieces(c); b;) {
    Square s = pop_lsb(b);
    v -= BLAST_NEIGHBOUR;
    if (attackers_to(pos, s, them, occ) & ~pos.pieces(them, CANNON) & ~pos.pieces(them, KING))
      v -= BLAST_THREAT;
  }
  Bitboard ahead = Diagonal[ksq] & (c == RED ? ~Bitboard(0) << (ksq + 1) : (Bitboard(1) << ksq) - 1);
  v += SOLDIER_SHIELD * popcount(ahead & pos.pieces(c, PAWN));
  return v;
}

}  // namespace detail

// Xiangqi: a side whose pieces cannot cross the river (advisors, elephants
// and the general) cannot mate; an advantage of such a side is worth little.
// One soldier against a full set of defenders is a draw as well.
inline int drawish_scale(const Position& pos, Color strong) {
  Color weak = ~strong;
  // Every kind but the general, its defenders and soldiers (a variant's own
  // kinds included).
  Bitboard attackers = pos.pieces(strong) & ~pos.pieces(strong, KING) & ~pos.pieces(strong, ADVISOR) &
                       ~pos.pieces(strong, ELEPHANT) & ~pos.pieces(strong, PAWN);
  int pawns = popcount(pos.pieces(strong, PAWN));
  if (!attackers && !pawns) return 4;
  int defenders = popcount(pos.pieces(weak, ADVISOR)) + popcount(pos.pieces(weak, ELEPHANT));
  if (!attackers && pawns == 1 && defenders >= 2) return 16;
  return 64;
}

// `psq` holds the piece-square sums of `pos`.
template <class R>
EvalTerms eval_terms(const Position& pos, const PsqSums& psq) {
  using namespace attacks;
  static_assert(is_90_point_eval<R>());
  constexpr bool atomic = EVAL_KIND<R> == EvalKind::AtomicXiangqi;
  EvalTerms t;
  const Bitboard occ = pos.pieces();
  int heavy = non_pawn_material<R>(pos, RED) + non_pawn_material<R>(pos, BLACK);
  // 0 at the start, 256 with no pieces but generals and soldiers.
  int endgame = std::clamp(256 - heavy * 256 / FULL_MATERIAL, 0, 256);
  const int horseShift = HORSE_ENDGAME_BONUS * endgame / 256;
  const int cannonShift = CANNON_ENDGAME_MALUS * endgame / 256;
  for (Color c : {RED, BLACK}) {
    const Bitboard own = pos.pieces(c);
    // Material from counts, piece-square sums kept along the moves.
    t.material[c] = material<R>(pos, c);
    t.psq[c] = psq[c] + horseShift * popcount(pos.pieces(c, HORSE)) -
               cannonShift * popcount(pos.pieces(c, CANNON));
    int f[FEATURE_NB] = {};
    add_features(pos, c, atomic, f);
    t.mobility[c] = WEIGHTS[F_ROOK_MOBILITY] * f[F_ROOK_MOBILITY] +
                    WEIGHTS[F_HORSE_MOBILITY] * f[F_HORSE_MOBILITY] + WEIGHTS[F_HORSE_TRAPPED] * f[F_HORSE_TRAPPED];
    // The general's safety is the opponent's attack on it: hollow cannons
    // and cannon batteries count for the cannon's owner.
    t.safety[c] = WEIGHTS[F_MISSING_DEFENDER] * f[F_MISSING_DEFENDER];
    for (int i = F_HOLLOW_CANNON; i < F_ROOK_PRESENT; ++i) t.structure[c] += WEIGHTS[i] * f[i];
    for (int i = F_ROOK_PRESENT; i < FEATURE_NB; ++i) t.material[c] += WEIGHTS[i] * f[i];
    if constexpr (atomic)
      if (pos.has_king(c)) t.safety[c] = detail::blast_safety(pos, c, pos.king_square(c), occ);
    if constexpr (EVAL_KIND<R> == EvalKind::Tris)
      t.tris[c] = TRIS_VALUE * popcount(pos.tris(c)) + STACK_BONUS * popcount(pos.tris(c) & own);
  }
  Color us = pos.side_to_move();
  t.tempo = TEMPO;
  int red = 0;
  for (Color c : {RED, BLACK}) {
    int sum = t.material[c] + t.psq[c] + t.mobility[c] + t.safety[c] + t.structure[c] + t.tris[c];
    red += c == RED ? sum : -sum;
  }
  if constexpr (EVAL_KIND<R> == EvalKind::Xiangqi) {
    t.scale = drawish_scale(pos, red > 0 ? RED : BLACK);
    red = red * t.scale / 64;
  }
  t.total = (us == RED ? red : -red) + TEMPO;
  return t;
}

// The static score for the side to move, in centipawns.
template <class R>
int evaluate(const Position& pos, const PsqSums& psq) {
  return eval_terms<R>(pos, psq).total;
}

}  // namespace pili::eval
