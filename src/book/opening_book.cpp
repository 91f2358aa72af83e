// Telling the two book formats apart by their bytes.
#include "pili/book/opening_book.h"

#include "pili/record/file_bytes.h"

namespace pili::book {

bool OpeningBook::load(const std::string& bytes, std::string& err) {
  if (bytes.empty()) return err = "an empty file is not a book", false;
  if (bytes.compare(0, 8, BOOK_MAGIC) == 0) {
    PiliBook b;
    if (!b.load(bytes, err)) return false;
    pili_ = std::move(b);
    eleeye_ = EleeyeBook{};
    format_ = Format::Pili;
    return true;
  }
  // ElephantEye's file has no header: its checks (whole entries, sorted
  // locks, moves on the board) are what tell it from other bytes.
  EleeyeBook b;
  if (!b.load(bytes, err)) return err = "not a Pili book (no PILIBOOK header), and " + err, false;
  eleeye_ = std::move(b);
  pili_ = PiliBook{};
  format_ = Format::ElephantEye;
  return true;
}

bool OpeningBook::open(const std::string& path, std::string& err) {
  std::string bytes;
  if (!record::read_file_bytes(path, bytes, err, size_t(1) << 30)) return false;
  if (!load(bytes, err)) return err = path + ": " + err, false;
  return true;
}

}  // namespace pili::book
