// Endgame start positions drawn from a table: a book for matches that
// measure what the tables are worth (docs/egtb.md, "The endgame book").
//
// Positions are drawn at random indices of one signature, from a seed, and
// kept only when they are worth playing: legal, the side to move not in
// check and unable to take an attacking piece at once, and for a win or a
// loss, a forced mate at least `minDtm` plies away (so the result is not
// decided by a short tactic the search sees anyway) and at most `maxDtm`
// (so a game's move limit leaves time to mate). Wins by the perpetual-check
// rule alone (no distance) are left out: a match referee may judge them
// otherwise.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/egtb/tablebase.h"

namespace pili::egtb {

struct BookOptions {
  uint64_t seed = 1;
  int perClass = 5;           // positions of each class (stronger / weaker to move x decisive / draw)
  int minDtm = 12;            // plies: a decisive position's mate is at least this far
  int maxDtm = 110;           // and at most this far: within a match's 120-ply rule (no capture)
  uint64_t tries = 2000000;   // random indices drawn per class before giving up on it
};

struct BookEntry {
  std::string fen;
  bool strongerToMove = true;
  Wdl wdl = WDL_DRAW;          // for the side to move
  uint16_t dtm = DTM_UNKNOWN;  // plies, a decisive position only
};

// Up to 4 x perClass positions of signature `m`, whose table (with its .dtm)
// must be in `tb`; the same seed gives the same positions. Colours and the
// left-right mirror are drawn too, so the stronger side is Red or Black.
// False with `err` when the table is missing or a drawn position does not
// read back from the table as it was drawn.
bool sample_book(const Tablebases& tb, const Material& m, const BookOptions& opt, std::vector<BookEntry>& out,
                 std::string& err);

}  // namespace pili::egtb
