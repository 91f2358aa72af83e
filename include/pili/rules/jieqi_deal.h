// A Jieqi dealer (docs/rules/jieqi.md D6, R1.3): the true identity of every
// covered piece of a game, fixed before it starts, so that a referee (the
// browser board, src/serve/session.cpp) knows what each reveal shows while
// each player learns only what R5.4 passes to it. A deal comes from a seed,
// so a game replays exactly, and is written as the FEN's board field with
// each covered piece replaced by its identity ("the deal board"), which a
// record carries and any reader can check without this generator.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "pili/core/position.h"

namespace pili::jieqi {

// The identity dealt to each covered point of a position; NO_PIECE elsewhere.
struct Deal {
  std::array<Piece, SQUARE_NB> identity{};
  bool operator==(const Deal&) const = default;
};

// Deals each side's pool (as `pos` holds it) uniformly at random over its
// covered points, from `seed` (SplitMix64 and Fisher-Yates, the same on
// every platform). Points `fixed` names (non-NO_PIECE, a covered point of
// that colour) keep their identity and the rest is dealt from what remains;
// false with `err` if `fixed` asks more of a type than the pool holds or
// names a point that is not covered.
bool deal(const Position& pos, uint64_t seed, Deal& out, std::string& err, const Deal* fixed = nullptr);

// The deal board: `pos`'s board field with every covered piece written as
// its identity, e.g. "rbnakancr/9/1p5c1/...".
std::string deal_text(const Position& pos, const Deal& d);

// Reads a deal board for `pos`: every point as in `pos` except the covered
// ones, which must hold a letter of their colour, each type at most as often
// as that side's pool has it. False with `err` otherwise.
bool parse_deal(const Position& pos, std::string_view text, Deal& out, std::string& err);

// The legal move `m` of `pos` with the identities the deal gives: the
// reveal of a covered mover, the identity of a covered piece it captures.
Move dealt_move(const Position& pos, Move m, const Deal& d);

// A move's text with its identities (R5.4): the four characters, the
// revealed letter in the mover's case, then the captured covered piece's
// letter in its owner's case. `m` is a move of `pos` (before it is played).
std::string identity_move_text(const Position& pos, Move m);

// `text`, a move of `mover` as identity_move_text writes it, without the
// captured identity (the letter in the opponent's case): what the side that
// did not capture is told (R3.1, R5.4).
std::string without_captured_letter(std::string_view text, Color mover);

}  // namespace pili::jieqi
