// Piece values and piece-square tables, in centipawns (a soldier at home = 100).
//
// The tables are computed from a few readable rules (centre files, advance,
// palace proximity) rather than typed in as 90 numbers each, so that every
// number can be explained and tuned through one constant. Tables are written
// for Red; Black reads them with the rank mirrored (rank r -> 9 - r).
#pragma once

#include <array>

#include "pili/core/piece_kinds.h"
#include "pili/core/types.h"
#include "pili/eval/psq_adjust.h"

namespace pili::eval {

// Standard xiangqi material. The general has no material value: losing it
// ends the game, which the search scores as a mate. A variant's own kinds
// are valued in its profile (`pieceValues`, evaluate.h's piece_values<R>).
inline constexpr int PIECE_VALUE[PIECE_TYPE_NB] = {0, 0, 200, 200, 420, 950, 450, 100};

// Atomic Xiangqi: soldiers survive blasts and cannon shots do not blast, so
// soldiers and cannons gain; chariots and horses are easily traded off by a
// single capture next to them.
inline constexpr int ATOMIC_VALUE[PIECE_TYPE_NB] = {0, 0, 160, 160, 380, 820, 520, 140};

// Meng: a Tris locked to a side (bare or in a stack) and the bonus of a stack.
inline constexpr int TRIS_VALUE = 180;
inline constexpr int STACK_BONUS = 40;

// Endgame shift: with few heavy pieces left the horse gains and the cannon
// (short of screens) loses. Applied in proportion to the material gone.
inline constexpr int HORSE_ENDGAME_BONUS = 40;
inline constexpr int CANNON_ENDGAME_MALUS = 40;

namespace detail {

constexpr int abs_(int x) { return x < 0 ? -x : x; }

// r = rank from the owner's side (0 = own back rank), f = file, c = |f - 4|.
constexpr int pawn_bonus(int r, int f) {
  int c = abs_(f - 4);
  if (r <= 4) return r == 4 ? 10 - 3 * c : (r == 3 && f == 4 ? 5 : 0);
  // Crossed the river: worth about twice as much, most near the palace.
  int file = c <= 1 ? 45 : c == 2 ? 30 : c == 3 ? 15 : 5;
  int rank = r == 9 ? -40 : r == 8 ? 35 : r == 7 ? 45 : r == 6 ? 40 : 25;
  return 45 + file + rank;
}

constexpr int rook_bonus(int r, int f) {
  int c = abs_(f - 4);
  int v = 12 - 3 * c;
  if (r == 8 || r == 7) v += 18;  // the enemy's second and third ranks
  else if (r >= 5) v += 8;
  if (r <= 1 && c == 4) v -= 12;  // undeveloped corner chariot
  if (r == 3 || r == 4) v += 4;
  return v;
}

constexpr int horse_bonus(int r, int f) {
  int c = abs_(f - 4);
  int v = 4 * (4 - c) - (c == 4 ? 12 : 0);  // edge horses have few moves
  if (r >= 5 && r <= 8) v += 10 + 6 * (r - 5) - (r == 8 ? 8 : 0);
  if ((r == 7 || r == 8) && (c == 1 || c == 2)) v += 12;  // beside the enemy palace
  if (r == 9) v -= 10;
  if (r == 0) v -= 8;
  return v;
}

constexpr int cannon_bonus(int r, int f) {
  int c = abs_(f - 4);
  int v = c == 0 ? 14 : 4 - c;  // the central cannon
  if (r == 2) v += 4;           // home rank, behind its own soldiers
  if (r == 9) v += 6;           // the bottom cannon behind the enemy palace
  if (r == 7 && c == 0) v += 6;
  if (r >= 5 && r <= 6) v -= 4; // exposed in the middle of the board
  return v;
}

constexpr int advisor_bonus(int r, int f) { return r == 1 && f == 4 ? 8 : 0; }

constexpr int elephant_bonus(int r, int f) {
  if (r == 2 && f == 4) return 10;
  if (r == 0 && (f == 2 || f == 6)) return 2;
  if (f == 0 || f == 8) return -6;
  return 0;
}

constexpr int king_bonus(int r, int f) { return -12 * r - (f == 4 ? 0 : 4); }

constexpr int bonus(PieceType pt, int r, int f) {
  switch (pt) {
    case PAWN: return pawn_bonus(r, f);
    case ROOK: return rook_bonus(r, f);
    case HORSE: return horse_bonus(r, f);
    case CANNON: return cannon_bonus(r, f);
    case ADVISOR: return advisor_bonus(r, f);
    case ELEPHANT: return elephant_bonus(r, f);
    case KING: return king_bonus(r, f);
    default: return 0;
  }
}

}  // namespace detail

// Where a piece's correction stands in PSQ_ADJUST: the rank from its
// owner's side and the file folded at the e-file (pili-tune uses the same).
constexpr int psq_adjust_rank(Color c, Square s) { return c == RED ? rank_of(s) : 9 - rank_of(s); }
constexpr int psq_adjust_file(Square s) { return file_of(s) <= 4 ? file_of(s) : 8 - file_of(s); }

// PSQ[piece][square]: positional bonus for the piece's owner: the rules
// above plus the fitted corrections of psq_adjust.h.
inline constexpr auto PSQ = [] {
  std::array<std::array<int16_t, SQUARE_NB>, PIECE_NB> t{};
  for (int c = 0; c < COLOR_NB; ++c)
    for (int pt = KING; pt < PIECE_TYPE_NB; ++pt)
      for (int s = 0; s < SQUARE_NB; ++s) {
        int r = rank_of(Square(s)), f = file_of(Square(s));
        int rr = c == RED ? r : 9 - r;
        // The fitted corrections cover xiangqi's seven kinds.
        int adjust = pt <= PAWN ? PSQ_ADJUST[pt][rr][psq_adjust_file(Square(s))] : 0;
        // A variant's own kind takes the rule of the kind it is first of all.
        PieceType rule = piece_kind(PieceType(pt)).squareRuleOf;
        t[make_piece(Color(c), PieceType(pt))][s] = int16_t(detail::bonus(rule, rr, f) + adjust);
      }
  return t;
}();

}  // namespace pili::eval
