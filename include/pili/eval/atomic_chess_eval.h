// Static evaluation of atomic chess (the 8x8 board), the overloads of
// eval::evaluate / eval_terms / material / non_pawn_material that the
// searcher reaches through `typename R::Position`.
//
// Terms, White's point of view until the final sign, every weight named in
// eval/atomic_chess_weights.h (fitted by `pili-tune fit-chess`):
//   material (VALUE, the fixed prices that move ordering also uses, plus a
//   fitted correction per piece) and piece-square terms;
//   king safety against blasts: any piece standing next to one's own king is
//   a fuse (capturing it explodes the king), worse when an enemy piece can
//   capture there; own pawns next to the king shield it (pawns survive
//   blasts and block); enemy pieces touching the king cannot be taken;
//   enemy pieces bearing on the squares around the king;
//   connected kings: while the kings touch nobody can be checked, which is
//   the defence of the side behind in material;
//   mobility of the pieces (squares reached that hold no own piece);
//   a bonus for the side to move (initiative decides atomic games).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdlib>

#include "pili/chess/attacks.h"
#include "pili/eval/atomic_chess_weights.h"
#include "pili/eval/eval_terms.h"
#include "pili/chess/position.h"
#include "pili/rules/atomic_chess.h"

// The terms live in pili::chess, where the 8x8 names (Square, PAWN ...)
// come before the 90-point ones; pili::eval forwards to them below.
namespace pili::chess::atomic_eval {

using namespace ::pili::eval;  // the AC_* features and weights

inline constexpr int VALUE[PIECE_TYPE_NB] = {0, 100, 330, 330, 470, 1000, 0, 0};

inline int distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

inline int centre_steps(Square s) {
  int f = file_of(s), r = rank_of(s);
  return 6 - (std::max(3 - f, f - 4) + std::max(3 - r, r - 4));  // 0 in a corner, 6 in the centre
}

// AC_PSQ's index for a piece of colour c on s: rank from c's side, file folded.
inline int psq_index(Color c, Square s) {
  int f = file_of(s);
  return relative_rank(c, s) * 4 + std::min(f, 7 - f);
}

// Squares colour c's pieces attack, kings excluded (kings never capture);
// counts each piece's mobility into `mob` (by piece type) and how many
// pieces reach `zone` into `zoneAttackers`.
inline Bitboard attacked_by(const Position& pos, Color c, int mob[PIECE_TYPE_NB], Bitboard zone, int& zoneAttackers) {
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
    mob[pt] += popcount(t & notOwn);
    zoneAttackers += (t & zone) != 0;
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

// Game phase: 256 with all pieces on the board, 0 with none.
inline int middlegame(const Position& pos) {
  return std::clamp((non_pawn_material(pos, WHITE) + non_pawn_material(pos, BLACK)) * 256 / 5000, 0, 256);
}

// Which EvalTerms row a feature is reported in.
enum Group { G_MATERIAL, G_PSQ, G_MOBILITY, G_SAFETY, G_TEMPO };
inline constexpr Group group_of(int f) {
  return f <= AC_QUEEN_PRESENT                          ? G_MATERIAL
         : f <= AC_KING_HOME                            ? G_PSQ
         : f <= AC_QUEEN_MOBILITY                       ? G_MOBILITY
         : f == AC_TEMPO                                ? G_TEMPO
         : f == AC_BISHOP_PAIR                          ? G_MATERIAL
                                                        : G_SAFETY;
}

// Hands every feature count and every piece-square index of the position to
// `sink` (sink.feature(colour, feature, count), sink.psq(colour, piece type,
// index)). The evaluation and pili-tune both read the position through this
// one function, so the tuner's linear model is the evaluation.
template <class Sink>
void collect(const Position& pos, Sink& sink) {
  const bool kings = pos.has_king(WHITE) && pos.has_king(BLACK);
  Bitboard zone[COLOR_NB] = {pos.has_king(WHITE) ? attacks::king(pos.king_square(WHITE)) : 0,
                             pos.has_king(BLACK) ? attacks::king(pos.king_square(BLACK)) : 0};
  int mob[COLOR_NB][PIECE_TYPE_NB] = {};
  int zoneAttackers[COLOR_NB] = {0, 0};  // enemy pieces bearing on c's king zone
  Bitboard attacked[COLOR_NB] = {attacked_by(pos, WHITE, mob[WHITE], zone[BLACK], zoneAttackers[BLACK]),
                                 attacked_by(pos, BLACK, mob[BLACK], zone[WHITE], zoneAttackers[WHITE])};
  for (Color c : {WHITE, BLACK}) {
    int advance = 0, centre = 0;
    for (Bitboard b = pos.pieces(c); b;) {
      Square s = pop_lsb(b);
      PieceType pt = type_of(pos.piece_on(s));
      sink.psq(c, pt, psq_index(c, s));
      if (pt == PAWN) advance += relative_rank(c, s) - 1;
      else if (pt != ROOK && pt != KING) centre += centre_steps(s);
    }
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN})
      sink.feature(c, AC_PAWN_PRESENT + (pt - PAWN), popcount(pos.pieces(c, pt)));
    sink.feature(c, AC_PAWN_ADVANCE, advance);
    sink.feature(c, AC_CENTRE, centre);
    for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) sink.feature(c, AC_KNIGHT_MOBILITY + (pt - KNIGHT), mob[c][pt]);
    sink.feature(c, AC_BISHOP_PAIR, popcount(pos.pieces(c, BISHOP)) >= 2);
    sink.feature(c, AC_TEMPO, c == pos.side_to_move());
    // The enemy cannot capture next to its own king (the blast would take it).
    Bitboard theirs = pos.has_king(~c) ? zone[~c] | pos.pieces(~c, KING) : 0;
    Bitboard capturable = attacked[~c] & ~theirs;
    sink.feature(c, AC_HANGING, popcount(pos.pieces(c) & ~pos.pieces(PAWN, KING) & capturable));
    if (!pos.has_king(c)) continue;
    Square ksq = pos.king_square(c);
    Bitboard around = zone[c];
    sink.feature(c, AC_KING_HOME, relative_rank(c, ksq) == 0);
    // Any piece next to the king is a fuse: capturing it explodes the king.
    sink.feature(c, AC_PAWN_SHIELD, popcount(around & pos.pieces(c, PAWN)));
    sink.feature(c, AC_KING_FUSE, popcount(around & pos.pieces(c) & ~pos.pieces(PAWN)));
    int lit = popcount(around & pos.pieces(c) & capturable);
    // Threats against the side to move's king must be parried now (two
    // rarely can be); the side to move's own blasts are found by the
    // quiescence search, so they weigh less here.
    if (c == pos.side_to_move()) {
      sink.feature(c, AC_LIT_ONE, lit == 1);
      sink.feature(c, AC_LIT_MANY, lit >= 2);
    } else {
      sink.feature(c, AC_LIT_WAITING, lit);
    }
    int zoneAttacks = popcount(around & attacked[~c]);
    sink.feature(c, AC_ZONE_ATTACK, zoneAttacks);
    sink.feature(c, AC_ZONE_ATTACK_ALL, zoneAttacks);
    int n = std::min(zoneAttackers[c], 5);
    sink.feature(c, AC_ZONE_ATTACKERS2, n * n);
    sink.feature(c, AC_ENEMY_TOUCHING, popcount(around & pos.pieces(~c) & ~pos.pieces(PAWN, KING)));
    sink.feature(c, AC_ENEMY_PAWN_TOUCHING, popcount(around & pos.pieces(~c, PAWN)));
    int sliders = popcount((attacks::bishop(ksq, 0) & pos.pieces(~c, BISHOP, QUEEN)) |
                           (attacks::rook(ksq, 0) & pos.pieces(~c, ROOK, QUEEN)));
    sink.feature(c, AC_SLIDER_ON_KING_LINE, sliders);
    Bitboard ring2 = 0;
    for (Bitboard b = around; b;) ring2 |= attacks::king(pop_lsb(b));
    sink.feature(c, AC_ZONE2_ATTACK, popcount(ring2 & ~around & ~square_bb(ksq) & attacked[~c]));
    if (!pos.has_king(~c)) continue;
    Square theirKing = pos.king_square(~c);
    int near[2] = {0, 0};
    for (Bitboard b = pos.pieces(c, QUEEN); b;) near[0] += 7 - distance(pop_lsb(b), theirKing);
    for (Bitboard b = pos.pieces(c, KNIGHT); b;) near[1] += 7 - distance(pop_lsb(b), theirKing);
    sink.feature(c, AC_QUEEN_NEAR_KING, near[0]);
    sink.feature(c, AC_KNIGHT_NEAR_KING, near[1]);
  }
  if (kings) {
    int diff = material(pos, WHITE) - material(pos, BLACK);
    Color behind = diff < 0 ? WHITE : BLACK;
    if (diff && (zone[WHITE] & pos.pieces(BLACK, KING))) sink.feature(behind, AC_CONNECTED_BEHIND, 1);
    if (diff) sink.feature(behind, AC_KINGS_CLOSE_BEHIND, 7 - distance(pos.king_square(WHITE), pos.king_square(BLACK)));
  }
}

// The sink of the evaluation: weights times counts, per colour and report
// row; phase-scaled features are summed apart and scaled once.
struct WeightSink {
  int sum[COLOR_NB][5] = {};
  int mg[COLOR_NB][5] = {};
  void feature(Color c, int f, int n) {
    (AC_MG_SCALED[f] ? mg : sum)[c][group_of(f)] += AC_WEIGHTS[f] * n;
  }
  void psq(Color c, PieceType pt, int idx) { sum[c][G_PSQ] += AC_PSQ[pt][idx]; }
};

inline ::pili::eval::EvalTerms terms(const Position& pos) {
  ::pili::eval::EvalTerms t;
  WeightSink w;
  collect(pos, w);
  int phase = middlegame(pos);
  auto row = [&](Color c, Group g) { return w.sum[c][g] + w.mg[c][g] * phase / 256; };
  Color us = pos.side_to_move();
  int white = 0;
  for (Color c : {WHITE, BLACK}) {
    t.material[c] = material(pos, c) + row(c, G_MATERIAL);
    t.psq[c] = row(c, G_PSQ);
    t.mobility[c] = row(c, G_MOBILITY);
    t.safety[c] = row(c, G_SAFETY);
    int sum = t.material[c] + t.psq[c] + t.mobility[c] + t.safety[c];
    white += c == WHITE ? sum : -sum;
  }
  t.tempo = row(us, G_TEMPO);
  t.total = (us == WHITE ? white : -white) + t.tempo;
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
