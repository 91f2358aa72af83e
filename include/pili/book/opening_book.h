// An opening book of either format, told apart by its content: Pili's own
// (the PILIBOOK header, any variant) or ElephantEye's BOOK.DAT (xiangqi).
// What the engine plays from and `pili book probe` lists.
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include "pili/book/book_move.h"
#include "pili/book/eleeye_book.h"
#include "pili/book/pili_book.h"
#include "pili/rules/variant.h"

namespace pili::book {

class OpeningBook {
 public:
  enum class Format { Pili, ElephantEye };

  // The whole file's bytes. False with `err` for bytes that are neither
  // format or a damaged book (pili_book.h and eleeye_book.h say what is
  // checked); an empty file is no book either.
  bool load(const std::string& bytes, std::string& err);
  // As load, `err` beginning with the path; a missing or unreadable file too.
  bool open(const std::string& path, std::string& err);

  Format format() const { return format_; }
  const char* format_name() const { return format_ == Format::Pili ? "Pili book" : "ElephantEye book"; }
  Variant variant() const { return format_ == Format::Pili ? pili_.variant() : Variant::Xiangqi; }
  size_t size() const { return format_ == Format::Pili ? pili_.size() : eleeye_.size(); }

  // The book's legal moves in `pos`, highest weight first; none when R is
  // not the book's variant. Entries that are not legal moves there are left
  // out (pili_book.h, eleeye_book.h).
  template <class R>
  std::vector<BookMove> probe(const typename R::Position& pos) const {
    if (&R::PROFILE != &profile(variant())) return {};
    if (format_ == Format::Pili) return pili_.template probe<R>(pos);
    if constexpr (std::is_same_v<typename R::Position, Position>) return eleeye_.probe(pos);
    return {};
  }

 private:
  Format format_ = Format::Pili;
  PiliBook pili_;
  EleeyeBook eleeye_;
};

}  // namespace pili::book
