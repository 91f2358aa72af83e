// ElephantEye's opening book, BOOK.DAT: what a UCCI engine reads when a GUI
// sends `setoption usebook true` and `setoption bookfiles FILE`. docs/book.md
// describes the file; in short it is an array of 8-byte entries (a 32-bit
// position lock, a 16-bit move, a 16-bit weight, little-endian) sorted by
// lock, and each position of a game is stored either as itself or as its
// left-right mirror image, whichever has the smaller lock, so a probe that
// finds nothing tries the mirrored position and mirrors the moves back.
//
// A xiangqi book: the moves are checked against the xiangqi rules.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/book/book_move.h"
#include "pili/core/position.h"

namespace pili::book {

// ElephantEye's lock of the placement and side to move of `pos` (the key
// its book files are sorted by), or of the position's mirror image.
uint32_t eleeye_lock(const Position& pos, bool mirrored = false);

// A move in ElephantEye's 16-bit form (from | to << 8, points on its 16x16
// board) and back; the reverse gives Move::none() for a point off the board.
uint16_t eleeye_move(Move m);
Move from_eleeye_move(uint16_t mv);

class EleeyeBook {
 public:
  // The whole file's bytes. False with `err` for a file that cannot be a
  // book (a size that is not a whole number of entries, entries out of order).
  bool load(const std::string& bytes, std::string& err);
  bool open(const std::string& path, std::string& err);

  // The legal book moves of `pos`, highest weight first (file order among
  // equal weights), as ElephantEye lists them: the position's own entries,
  // or failing those the mirror image's, mirrored back.
  std::vector<BookMove> probe(const Position& pos) const;

  size_t size() const { return entries.size(); }

 private:
  struct Entry {
    uint32_t lock;
    uint16_t move, weight;
  };
  std::vector<Entry> entries;
};

}  // namespace pili::book
