// The Jieqi dealer (docs/rules/jieqi.md D6, R1.3): the true identity of every
// covered piece of a game, fixed before it starts, so that whoever holds the
// deal (pili-match's referee, tools/match/referee.h; the browser board,
// src/serve/session.cpp) knows what each reveal shows while each player
// learns only what R5.4 passes to it: the reveal letter always, the captured
// letter only to the capturer. A deal comes from a seed, so a game replays
// exactly, and is written as the FEN's board field with each covered piece
// replaced by its identity ("the deal board"), which a record carries and any
// reader can check without this generator.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pili/core/covered.h"
#include "pili/core/notation.h"
#include "pili/core/position.h"
#include "pili/core/types.h"

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


// --- Deals of the start position: pili-match's openings --------------------

// Deal `index` of `seed`: each side's army (R1.3) shuffled over its own 15
// start points, independently of the other side; deal() from the start
// position with the seed and the index mixed, the same on every host.
Deal deal_from_seed(uint64_t seed, uint64_t index);

// A start deal as its deal board, e.g.
// "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR" for the deal
// that is the xiangqi setup.
std::string deal_text(const Deal& d);
// Reads a start deal; false with `err` when a piece stands off a start point,
// a general is not on e0/e9, or a side's pieces are not its army (the
// messages name the start position's terms, which parse_deal(pos, ...) for
// any position cannot).
bool parse_deal(const std::string& text, Deal& d, std::string& err);
// The text of a deals file: one deal a line (its first word); blank lines
// and lines starting with '#' are skipped. `name` is for the messages. The
// deals are appended to `out`; on an error `out` is left as it was.
bool parse_deals(const std::string& text, const std::string& name, std::vector<Deal>& out, std::string& err);

}  // namespace pili::jieqi

namespace pili {

using jieqi::Deal;
using jieqi::deal_from_seed;
using jieqi::deal_text;
using jieqi::parse_deal;
using jieqi::parse_deals;

// The legal move `m` (no identities) of `pos` played under deal `d`, as
// R::with_identities carries them (R = Jieqi; a template so that the match
// referee's code stays generic over its rule module).
template <class R>
Move dealt_move(const typename R::Position& pos, const Deal& d, Move m) {
  return jieqi::dealt_move(pos, m, d);
}

// The text of a dealt move `m` (its identities in it) by `mover` as `viewer`
// is told it (R5.4): the coordinates, the reveal letter in the mover's case,
// and the captured covered piece's letter only when the viewer made the
// capture. `viewer` = COLOR_NB gives the full-knowledge text of the records.
template <class R>
std::string dealt_move_text(Move m, Color mover, Color viewer, int rankBase = 0) {
  std::string s = move_to_string(m, rankBase);
  if (PieceType t = R::revealed_type(m)) s += piece_to_char(make_piece(mover, t));
  if (PieceType t = R::captured_type(m); t && (viewer == mover || viewer == COLOR_NB))
    s += piece_to_char(make_piece(~mover, t));
  return s;
}

}  // namespace pili
