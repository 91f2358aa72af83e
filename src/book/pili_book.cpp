// Pili's book file: writing, checking while loading, and the lookup.
#include "pili/book/pili_book.h"

#include <algorithm>
#include <cstring>

#include "pili/record/file_bytes.h"
#include "pili/rules/game.h"

namespace pili::book {
namespace {

void put_le(std::string& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out += char((v >> (8 * i)) & 255);
}
uint64_t get_le(const std::string& in, size_t at, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(in[at + i])) << (8 * i);
  return v;
}
bool entry_less(const BookEntry& a, const BookEntry& b) { return a.key != b.key ? a.key < b.key : a.move < b.move; }

}  // namespace

uint64_t start_key(Variant v) {
  return visit_rules(v, [&]<class R>() -> uint64_t {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, std::string(R::START_FEN), err)) return 0;
    return pos.key();
  });
}

std::string write_book(Variant v, std::vector<BookEntry> entries) {
  std::sort(entries.begin(), entries.end(), entry_less);
  std::string out(BOOK_MAGIC, 8);
  put_le(out, BOOK_VERSION, 4);
  put_le(out, entries.size(), 4);
  std::string name = variant_name(v);
  name.resize(16, '\0');
  out += name;
  put_le(out, start_key(v), 8);
  for (const BookEntry& e : entries) {
    put_le(out, e.key, 8);
    put_le(out, e.move, 4);
    put_le(out, e.weight, 2);
    put_le(out, e.games, 2);
  }
  return out;
}

bool PiliBook::load(const std::string& bytes, std::string& err) {
  if (bytes.compare(0, 8, BOOK_MAGIC) != 0) return err = "not a Pili book (no PILIBOOK header)", false;
  if (bytes.size() < BOOK_HEADER_BYTES)
    return err = "the book is damaged: its header is cut short (" + std::to_string(bytes.size()) + " of " +
                 std::to_string(BOOK_HEADER_BYTES) + " bytes)",
           false;
  uint64_t version = get_le(bytes, 8, 4);
  if (version != BOOK_VERSION)
    return err = "Pili book format version " + std::to_string(version) + ", this program reads version " +
                 std::to_string(BOOK_VERSION),
           false;
  uint64_t count = get_le(bytes, 12, 4);
  std::string name(bytes.data() + 16, 16);
  name.resize(std::strlen(name.c_str()));
  auto v = parse_variant(name);
  if (!v) return err = "the book's variant '" + name + "' is unknown", false;
  if (get_le(bytes, 32, 8) != start_key(*v))
    return err = "the book was made with other position keys (another Pili version): build it again", false;
  uint64_t expected = BOOK_HEADER_BYTES + count * BOOK_ENTRY_BYTES;
  if (bytes.size() != expected)
    return err = "the book is damaged: its header announces " + std::to_string(count) + " entries (" +
                 std::to_string(expected) + " bytes) but the file has " + std::to_string(bytes.size()) +
                 " bytes" + (bytes.size() < expected ? " (truncated)" : ""),
           false;
  std::vector<BookEntry> list(count);
  for (size_t i = 0; i < count; ++i) {
    size_t at = BOOK_HEADER_BYTES + i * BOOK_ENTRY_BYTES;
    list[i] = {get_le(bytes, at, 8), uint32_t(get_le(bytes, at + 8, 4)), uint16_t(get_le(bytes, at + 12, 2)),
               uint16_t(get_le(bytes, at + 14, 2))};
    if (i > 0 && !entry_less(list[i - 1], list[i]))
      return err = "the book is damaged: entry " + std::to_string(i) + " (byte " + std::to_string(at) +
                   ") is out of order",
             false;
  }
  variant_ = *v;
  entries_ = std::move(list);
  return true;
}

bool PiliBook::open(const std::string& path, std::string& err) {
  std::string bytes;
  if (!record::read_file_bytes(path, bytes, err)) return false;
  if (!load(bytes, err)) return err = path + ": " + err, false;
  return true;
}

std::span<const BookEntry> PiliBook::find(uint64_t key) const {
  auto [lo, hi] = std::equal_range(entries_.begin(), entries_.end(), BookEntry{key, 0, 0, 0},
                                   [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
  return {entries_.data() + (lo - entries_.begin()), size_t(hi - lo)};
}

std::vector<BookMove> PiliBook::select(std::span<const BookEntry> found, std::span<const Move> legal) {
  std::vector<BookMove> out;
  for (const BookEntry& e : found) {
    Move m(e.move);
    if (std::find(legal.begin(), legal.end(), m) != legal.end()) out.push_back({m, e.weight, e.games});
  }
  std::stable_sort(out.begin(), out.end(), [](const BookMove& a, const BookMove& b) {
    return a.weight != b.weight ? a.weight > b.weight : a.games > b.games;
  });
  return out;
}

}  // namespace pili::book
