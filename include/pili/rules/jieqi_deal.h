// The dealer of Jieqi's covered pieces (docs/rules/jieqi.md D6): a game's
// hidden identities, one per start point, dealt from a seed or read as text,
// so that a game replays exactly. Whoever holds the deal plays with full
// knowledge (every covered move carries the identity it reveals, every
// capture of a covered piece the identity it takes, Jieqi::with_identities)
// and tells each player only what its side sees (R5.4): the reveal letter
// always, the captured letter only to the capturer. pili-match's referee
// (tools/match/referee.h) is one such holder.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "pili/core/covered.h"
#include "pili/core/bitboard.h"
#include "pili/core/notation.h"
#include "pili/core/position.h"
#include "pili/core/types.h"

namespace pili {

// The identity of the piece under each start point (covered::HOME's points),
// NO_PIECE elsewhere. A covered piece never leaves its start point (its first
// move reveals it), so this names every covered piece of the game.
struct Deal {
  std::array<Piece, SQUARE_NB> identity{};
  bool operator==(const Deal&) const = default;
};

// Deal `index` of `seed`: each side's army (R1.3) shuffled over its own 15
// start points, independently of the other side. The same on every host
// (splitmix64 and a Fisher-Yates by modulo; no std::*_distribution).
Deal deal_from_seed(uint64_t seed, uint64_t index);

// The deal as a board field: the start position with every piece face up as
// what it is, e.g. "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
// for the deal that is the xiangqi setup.
std::string deal_text(const Deal& d);
// Reads deal_text's form; false with `err` when a piece stands off a start
// point, a general is not on e0/e9, or a side's pieces are not its army.
bool parse_deal(const std::string& text, Deal& d, std::string& err);
// The text of a deals file: one deal a line (its first word); blank lines
// and lines starting with '#' are skipped. `name` is for the messages. The
// deals are appended to `out`; on an error `out` is left as it was.
bool parse_deals(const std::string& text, const std::string& name, std::vector<Deal>& out, std::string& err);

// The legal move `m` (no identities) of the position `pos` played under
// deal `d`, as R::with_identities carries them (R = Jieqi; a template so
// that another module with covered pieces can share it): the reveal of a covered
// mover, the identity of a covered piece it takes.
template <class R>
Move dealt_move(const typename R::Position& pos, const Deal& d, Move m) {
  PieceType reveal = test(pos.covered(), m.from()) ? type_of(d.identity[m.from()]) : NO_PIECE_TYPE;
  bool takesCovered = pos.piece_on(m.to()) != NO_PIECE && test(pos.covered(), m.to());
  PieceType taken = takesCovered ? type_of(d.identity[m.to()]) : NO_PIECE_TYPE;
  return R::with_identities(m, reveal, taken);
}

// The text of a dealt move `m` by `mover` as `viewer` is told it (R5.4): the
// coordinates, the reveal letter in the mover's case, and the captured
// covered piece's letter only when the viewer made the capture.
// `viewer` = COLOR_NB gives the full-knowledge text of the game records.
template <class R>
std::string dealt_move_text(Move m, Color mover, Color viewer, int rankBase = 0) {
  std::string s = move_to_string(m, rankBase);
  if (PieceType t = R::revealed_type(m)) s += piece_to_char(make_piece(mover, t));
  if (PieceType t = R::captured_type(m); t && (viewer == mover || viewer == COLOR_NB))
    s += piece_to_char(make_piece(~mover, t));
  return s;
}

}  // namespace pili
