// Covered (face-down) pieces on the 90-point board, as Jieqi has them
// (docs/rules/jieqi.md): every piece but the generals starts face down on a
// standard start point and moves as the piece that starts there, its home
// role, until its first move turns it face up. The board keeps a covered
// piece in the mailbox as its home role and marks its point in
// Position::covered(); the identities not yet seen are the pool, counted per
// colour and type in StateInfo::pool.
#pragma once

#include <array>

#include "pili/core/types.h"

namespace pili::covered {

// The home role of each point of the standard setup, generals excepted (a
// covered piece may stand only on these points); NO_PIECE otherwise.
inline constexpr auto HOME = [] {
  std::array<Piece, SQUARE_NB> h{};
  const PieceType back[9] = {ROOK, HORSE, ELEPHANT, ADVISOR, NO_PIECE_TYPE, ADVISOR, ELEPHANT, HORSE, ROOK};
  auto put = [&](int file, int rank, PieceType pt) {
    if (pt == NO_PIECE_TYPE) return;
    h[make_square(file, rank)] = make_piece(RED, pt);
    h[make_square(file, 9 - rank)] = make_piece(BLACK, pt);
  };
  for (int f = 0; f < 9; ++f) put(f, 0, back[f]);
  put(1, 2, CANNON);
  put(7, 2, CANNON);
  for (int f = 0; f < 9; f += 2) put(f, 3, PAWN);
  return h;
}();

// How many of each type one side's army holds (R1.3): the pool at the start.
inline constexpr int ARMY[PAWN + 1] = {0, 0, 2, 2, 2, 2, 2, 5};

// The types a pool may hold, in the order Pikafish writes the pool field
// (R5.1): R A C P N B.
inline constexpr PieceType POOL_ORDER[6] = {ROOK, ADVISOR, CANNON, PAWN, HORSE, ELEPHANT};

}  // namespace pili::covered
