// Static evaluation of atomic chess (the 8x8 board), the overloads of
// eval::evaluate / eval_terms / material / non_pawn_material that the
// searcher reaches through `typename R::Position`.
//
// Terms, White's point of view until the final sign:
//   material (knights and queens strong, rooks weaker than in chess: a rook
//   is easily blasted from its corner) and a small piece-square bonus;
//   king safety against blasts: any piece standing next to one's own king is
//   a fuse (capturing it explodes the king), worse when an enemy piece can
//   capture there; own pawns next to the king shield it (pawns survive
//   blasts and block), enemy pieces bearing on the squares around the king;
//   connected kings: while the kings touch nobody can be checked, which is
//   the defence of the side behind in material;
//   mobility of the pieces (squares reached that hold no own piece);
//   a bonus for the side to move (initiative decides atomic games).
#pragma once

#include <algorithm>
#include <concepts>

#include "pili/chess/attacks.h"
#include "pili/eval/evaluate.h"
#include "pili/chess/position.h"
#include "pili/rules/atomic_chess.h"

// The terms live in pili::chess, where the 8x8 names (Square, PAWN ...)
// come before the 90-point ones; pili::eval forwards to them below.
namespace pili::chess::atomic_eval {

inline constexpr int VALUE[PIECE_TYPE_NB] = {0, 100, 330, 330, 470, 1000, 0, 0};
inline constexpr int TEMPO = 20;
inline constexpr int KING_FUSE = 30;            // own piece next to own king
inline constexpr int KING_FUSE_ATTACKED = 250;  // ... that the enemy can capture
inline constexpr int PAWN_SHIELD = 12;          // own pawn next to own king
inline constexpr int ZONE_ATTACK = 14;          // enemy attack on a square next to our king
inline constexpr int CONNECTED_KINGS = 60;      // for the side behind while the kings touch
inline constexpr int CENTRE = 4;                // per step towards the centre (minors, queen)
inline constexpr int PAWN_ADVANCE = 6;          // per rank advanced
inline constexpr int KING_HOME = 25;            // middlegame king on its first rank
// Mobility: per square a piece reaches that holds no own piece (knights and
// bishops count more per square than the long-range rook and queen).
inline constexpr int MOBILITY[PIECE_TYPE_NB] = {0, 0, 4, 4, 2, 1, 0, 0};

inline int centre_steps(Square s) {
  int f = file_of(s), r = rank_of(s);
  return 6 - (std::max(3 - f, f - 4) + std::max(3 - r, r - 4));  // 0 in a corner, 6 in the centre
}

// Squares colour c's pieces attack, kings excluded (kings never capture);
// adds the pieces' mobility to `mobility` when given.
inline Bitboard attacked_by(const Position& pos, Color c, int* mobility = nullptr) {
  Bitboard a = 0, occ = pos.pieces(), notOwn = ~pos.pieces(c);
  for (Bitboard b = pos.pieces(c) & ~pos.pieces(KING); b;) {
    Square s = pop_lsb(b);
    PieceType pt = type_of(pos.piece_on(s));
    Bitboard t = 0;
    switch (pt) {
      case PAWN: t = attacks::pawn(c, s); break;
      case KNIGHT: t = attacks::knight(s); break;
      case BISHOP: t = attacks::bishop(s, occ); break;
      case ROOK: t = attacks::rook(s, occ); break;
      case QUEEN: t = attacks::queen(s, occ); break;
      default: break;
    }
    a |= t;
    if (mobility) *mobility += MOBILITY[pt] * popcount(t & notOwn);
  }
  return a;
}

inline int non_pawn_material(const Position& pos, Color c) {
  int v = 0;
  for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) v += VALUE[pt] * popcount(pos.pieces(c, pt));
  return v;
}

inline int material(const Position& pos, Color c) {
  return non_pawn_material(pos, c) + VALUE[PAWN] * popcount(pos.pieces(c, PAWN));
}

inline ::pili::eval::EvalTerms terms(const Position& pos) {
  ::pili::eval::EvalTerms t;
  int heavy = non_pawn_material(pos, WHITE) + non_pawn_material(pos, BLACK);
  int middlegame = std::clamp(heavy * 256 / 5000, 0, 256);  // 256 at the start
  Bitboard attacked[COLOR_NB] = {attacked_by(pos, WHITE, &t.mobility[WHITE]), attacked_by(pos, BLACK, &t.mobility[BLACK])};
  for (Color c : {WHITE, BLACK}) {
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(KING); b;) {
      Square s = pop_lsb(b);
      PieceType pt = type_of(pos.piece_on(s));
      t.material[c] += VALUE[pt];
      if (pt == PAWN) t.psq[c] += PAWN_ADVANCE * (relative_rank(c, s) - 1);
      else if (pt != ROOK) t.psq[c] += CENTRE * centre_steps(s);
    }
    if (!pos.has_king(c)) continue;
    Square ksq = pos.king_square(c);
    if (relative_rank(c, ksq) == 0) t.psq[c] += KING_HOME * middlegame / 256;
    Bitboard around = attacks::king(ksq);
    // Any piece next to the king is a fuse: capturing it explodes the king.
    // The enemy cannot light a fuse that also touches its own king.
    Bitboard theirs = pos.has_king(~c) ? attacks::king(pos.king_square(~c)) | pos.pieces(~c, KING) : 0;
    int lit = 0;
    for (Bitboard b = around & pos.pieces(c); b;) {
      Square s = pop_lsb(b);
      t.safety[c] += type_of(pos.piece_on(s)) == PAWN ? PAWN_SHIELD : -KING_FUSE;
      if (test(attacked[~c] & ~theirs, s)) ++lit;
    }
    // Threats against the side to move's king must be parried now (two
    // rarely can be); the side to move's own blasts are found by the
    // quiescence search, so they weigh less here.
    if (c == pos.side_to_move()) t.safety[c] -= lit == 0 ? 0 : lit == 1 ? KING_FUSE_ATTACKED : 3 * KING_FUSE_ATTACKED;
    else t.safety[c] -= KING_FUSE_ATTACKED / 2 * lit;
    t.safety[c] -= ZONE_ATTACK * popcount(around & attacked[~c]) * middlegame / 256;
  }
  if (pos.has_king(WHITE) && pos.has_king(BLACK) &&
      (attacks::king(pos.king_square(WHITE)) & pos.pieces(BLACK, KING))) {
    int diff = t.material[WHITE] - t.material[BLACK];
    if (diff) t.safety[diff < 0 ? WHITE : BLACK] += CONNECTED_KINGS;
  }
  Color us = pos.side_to_move();
  t.tempo = TEMPO;
  int white = 0;
  for (Color c : {WHITE, BLACK}) {
    int sum = t.material[c] + t.psq[c] + t.mobility[c] + t.safety[c];
    white += c == WHITE ? sum : -sum;
  }
  t.total = (us == WHITE ? white : -white) + TEMPO;
  return t;
}

}  // namespace pili::chess::atomic_eval

namespace pili::eval {

template <class R>
  requires std::same_as<typename R::Position, chess::Position>
constexpr const int* piece_values() {
  return chess::atomic_eval::VALUE;
}

template <class R>
int non_pawn_material(const chess::Position& pos, Color c) {
  return chess::atomic_eval::non_pawn_material(pos, c);
}

template <class R>
int material(const chess::Position& pos, Color c) {
  return chess::atomic_eval::material(pos, c);
}

template <class R>
EvalTerms eval_terms(const chess::Position& pos) {
  return chess::atomic_eval::terms(pos);
}

template <class R>
int evaluate(const chess::Position& pos) {
  return chess::atomic_eval::terms(pos).total;
}

}  // namespace pili::eval
