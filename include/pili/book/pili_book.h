// Pili's own opening book: the moves played in a collection of games, for
// one variant, keyed by the positions' own Zobrist keys. The file is a
// 40-byte header and fixed-size entries sorted by key, so a probe is a
// binary search; docs/book.md gives the layout byte by byte.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pili/book/book_move.h"
#include "pili/rules/variant.h"

namespace pili::book {

inline constexpr char BOOK_MAGIC[9] = "PILIBOOK";
inline constexpr uint32_t BOOK_VERSION = 1;
inline constexpr size_t BOOK_HEADER_BYTES = 40;
inline constexpr size_t BOOK_ENTRY_BYTES = 16;

struct BookEntry {
  uint64_t key = 0;     // the position's key()
  uint32_t move = 0;    // the move's 32-bit value (Move::raw)
  uint16_t weight = 0;  // chance of being chosen (see docs/book.md)
  uint16_t games = 0;   // games the move was played in, at most 65535
};

// The key of the start position of `v`: books carry it, so a book made with
// other Zobrist keys (another Pili version) is refused, not misread.
uint64_t start_key(Variant v);

// The file's bytes for these entries (sorted here; equal key and move must
// not repeat).
std::string write_book(Variant v, std::vector<BookEntry> entries);

class PiliBook {
 public:
  // False with `err` saying what is wrong: not a Pili book, another format
  // version, an unknown variant, other keys, a size that does not match the
  // entry count (truncated), entries out of order.
  bool load(const std::string& bytes, std::string& err);
  bool open(const std::string& path, std::string& err);

  Variant variant() const { return variant_; }
  size_t size() const { return entries_.size(); }
  std::span<const BookEntry> entries() const { return entries_; }
  // The entries of one key, in move order.
  std::span<const BookEntry> find(uint64_t key) const;

  // The book's legal moves in `pos` (rule module R, which must be the book's
  // variant), highest weight first, then most played. Entries whose move is
  // not legal there (a key collision) are left out.
  template <class R>
  std::vector<BookMove> probe(const typename R::Position& pos) const {
    typename R::MoveList legal;
    R::template generate<LEGAL>(pos, legal);
    return select(find(pos.key()), std::span<const Move>(legal.begin(), size_t(legal.size())));
  }

 private:
  static std::vector<BookMove> select(std::span<const BookEntry> found, std::span<const Move> legal);
  Variant variant_ = DEFAULT_VARIANT;
  std::vector<BookEntry> entries_;
};

}  // namespace pili::book
