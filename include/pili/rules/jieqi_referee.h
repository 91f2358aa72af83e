// Jieqi's referee over text (docs/rules/jieqi.md D6, R3.1, R5.4): a game
// kept as a start FEN, a deal (rules/jieqi_deal.h) and a record whose moves
// carry every identity (the reveal letter, and the captured covered piece's
// letter the capturer learned); each player is told only its own share: the
// record with the other side's captured letters taken out. The browser
// board (src/serve/session.cpp) referees its games with these; a match
// referee can do the same.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/rules/jieqi_deal.h"

namespace pili::jieqi {

// The deal of a new game from `startFen` (empty: the start position): read
// from `dealText` (a deal board) when given, else dealt from `seed`; and
// `board`, its deal board. False with `err` when the text does not fit.
bool new_deal(const std::string& startFen, const std::string& dealText, uint64_t seed, Deal& out,
              std::string& board, std::string& err);

// The deal board of a deal that agrees with a record from elsewhere: the
// identities its letters name (reveals, captured covered pieces) fixed, the
// rest dealt from `seed`. False with `err` when a move or letter is refused
// by the rules (a covered move without its reveal letter among them).
bool deal_for_record(const std::string& startFen, const std::vector<std::string>& moves, uint64_t seed,
                     std::string& board, std::string& err);

// `moves` played from `startFen` with the deal's identities, each written
// with its letters (identity_move_text). A move may come bare (four
// characters) or with letters, which must be the ones the deal gives. False
// with `err` naming the first move refused.
bool dealt_record(const std::string& startFen, const Deal& d, const std::vector<std::string>& moves,
                  std::vector<std::string>& out, std::string& err);

// `moves` (a dealt record) as side `viewer` is told them (R5.4): the
// captured letters of the other side's moves left out.
std::vector<std::string> told_to(const std::string& startFen, const std::vector<std::string>& moves, Color viewer);
// ... as the side to move after them is told them: what its engine gets.
std::vector<std::string> told_to_side_to_move(const std::string& startFen, const std::vector<std::string>& moves);

// What the covered pieces look like after a dealt record.
struct CoveredCapture {
  int ply;       // 1 = the first move
  Color by;      // the capturer
  Square sq;
  Piece home;    // the covered piece's home role
  Piece seen;    // its identity, which the capturer learned (R3.1)
};
struct CoveredView {
  // Each side's pool as its owner sees it: the identities not yet face up.
  int pool[COLOR_NB][PIECE_TYPE_NB] = {};
  int covered[COLOR_NB] = {};  // covered pieces on the board
  std::vector<CoveredCapture> captures;
  Square revealSq = SQ_NONE;   // what the last move turned face up, if any
  Piece revealed = NO_PIECE;
};
bool covered_view(const std::string& startFen, const std::vector<std::string>& moves, CoveredView& out,
                  std::string& err);

}  // namespace pili::jieqi
