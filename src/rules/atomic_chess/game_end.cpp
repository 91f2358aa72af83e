// Atomic chess game end: blasted king, mate, stalemate, threefold
// repetition, the 50-move rule and insufficient material.
#include "pili/rules/atomic_chess.h"

namespace pili::chess {

// Lichess's rule: material is insufficient for c when no sequence of legal
// moves lets c explode or mate the enemy king.
bool AtomicChess::insufficient_material(const Position& pos, Color c) {
  Color them = ~c;
  if (!pos.has_king(them)) return false;  // already won
  Bitboard kings = pos.pieces(KING);
  if (!(pos.pieces(c) & ~kings)) return true;  // a bare king never captures
  if (pos.pieces(them) & ~kings) {
    // The enemy's own pieces can be blasted next to their king, unless only
    // bishops remain and no capture between them is possible (each side's
    // bishops on one colour, the two sides on opposite colours).
    Bitboard bishops = pos.pieces(BISHOP);
    if ((pos.pieces() & ~kings) == bishops) {
      Bitboard mine = bishops & pos.pieces(c), theirs = bishops & pos.pieces(them);
      if (!(mine & DARK_SQUARES_BB)) return !(theirs & ~DARK_SQUARES_BB);
      if (!(mine & ~DARK_SQUARES_BB)) return !(theirs & DARK_SQUARES_BB);
    }
    return false;
  }
  // Against a bare king: a queen or a pawn (a future queen) can win.
  if (pos.pieces(QUEEN) || pos.pieces(PAWN)) return false;
  Bitboard minorsRooks = pos.pieces(KNIGHT) | pos.pieces(BISHOP) | pos.pieces(ROOK);
  if (popcount(minorsRooks) == 1) return true;
  // Two knights cannot win; any other pair can.
  if ((pos.pieces() & ~kings) == pos.pieces(KNIGHT)) return popcount(pos.pieces(KNIGHT)) <= 2;
  return false;
}

Verdict AtomicChess::adjudicate(const Position& pos, int repetitions, int moveLimit) {
  Color us = pos.side_to_move();
  if (king_lost(pos)) return {win_for(~us), "king exploded"};
  if (count_legal(pos) == 0) return in_check(pos) ? Verdict{win_for(~us), "checkmate"} : Verdict{Outcome::Draw, "stalemate"};
  int occurrences = 1;
  int limit = std::min(pos.rule50(), pos.history_size());
  for (int back = 4; back <= limit; back += 2)
    if (pos.state_at(back).key == pos.key()) ++occurrences;
  if (occurrences >= repetitions) return {Outcome::Draw, "repetition"};
  if (pos.rule50() >= moveLimit) return {Outcome::Draw, "50-move rule"};
  if (insufficient_material(pos, WHITE) && insufficient_material(pos, BLACK))
    return {Outcome::Draw, "insufficient material"};
  return {};
}

}  // namespace pili::chess
