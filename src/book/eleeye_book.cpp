// ElephantEye's book: its position lock and its file of sorted entries.
#include "pili/book/eleeye_book.h"

#include <algorithm>
#include <array>

#include "pili/record/file_bytes.h"
#include "pili/rules/xiangqi.h"

namespace pili::book {
namespace {

// ElephantEye numbers points on a 16x16 board: x = file + 3, y = 3 for
// Black's back rank down to 12 for Red's.
int ee_square(int file, int rank) { return (file + 3) + ((9 - rank) + 3) * 16; }

// Its piece kinds: general, advisor, elephant, horse, chariot, cannon,
// soldier (the order of Pili's PieceType from KING), Black's after Red's.
int ee_kind(Piece pc) { return int(type_of(pc)) - int(KING) + (color_of(pc) == BLACK ? 7 : 0); }

// ElephantEye's Zobrist keys come from RC4 keyed with four zero bytes: the
// side to move first, then every kind on every one of the 256 points, three
// 32-bit words (key, lock 0, lock 1) each, bytes taken low first. The book
// uses lock 1 only.
struct Locks {
  uint32_t side = 0;
  std::array<std::array<uint32_t, 256>, 14> table{};
};

Locks make_locks() {
  uint8_t s[256];
  for (int i = 0; i < 256; ++i) s[i] = uint8_t(i);
  for (int i = 0, j = 0; i < 256; ++i) {  // key schedule; every key byte is 0
    j = (j + s[i]) & 255;
    std::swap(s[i], s[j]);
  }
  int x = 0, y = 0;
  auto next_byte = [&]() -> uint32_t {
    x = (x + 1) & 255;
    y = (y + s[x]) & 255;
    std::swap(s[x], s[y]);
    return s[(s[x] + s[y]) & 255];
  };
  auto next_word = [&]() {
    uint32_t w = next_byte();
    w |= next_byte() << 8;
    w |= next_byte() << 16;
    w |= next_byte() << 24;
    return w;
  };
  auto lock1 = [&]() {
    next_word();  // key
    next_word();  // lock 0
    return next_word();
  };
  Locks l;
  l.side = lock1();
  for (auto& kind : l.table)
    for (auto& v : kind) v = lock1();
  return l;
}

const Locks& locks() {
  static const Locks l = make_locks();
  return l;
}

uint32_t read_le32(const std::string& b, size_t at) {
  return uint32_t(uint8_t(b[at])) | uint32_t(uint8_t(b[at + 1])) << 8 | uint32_t(uint8_t(b[at + 2])) << 16 |
         uint32_t(uint8_t(b[at + 3])) << 24;
}
uint16_t read_le16(const std::string& b, size_t at) {
  return uint16_t(uint8_t(b[at]) | uint8_t(b[at + 1]) << 8);
}

Move mirror(Move m) {
  return Move(make_square(8 - file_of(m.from()), rank_of(m.from())),
              make_square(8 - file_of(m.to()), rank_of(m.to())));
}

}  // namespace

uint32_t eleeye_lock(const Position& pos, bool mirrored) {
  const Locks& l = locks();
  uint32_t lock = pos.side_to_move() == BLACK ? l.side : 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    Piece pc = pos.piece_on(Square(s));
    if (pc == NO_PIECE) continue;
    int file = file_of(Square(s));
    lock ^= l.table[ee_kind(pc)][ee_square(mirrored ? 8 - file : file, rank_of(Square(s)))];
  }
  return lock;
}

uint16_t eleeye_move(Move m) {
  return uint16_t(ee_square(file_of(m.from()), rank_of(m.from())) |
                  ee_square(file_of(m.to()), rank_of(m.to())) << 8);
}

Move from_eleeye_move(uint16_t mv) {
  auto point = [](int sq, Square& out) {
    int x = (sq & 15) - 3, y = (sq >> 4) - 3;
    if (x < 0 || x > 8 || y < 0 || y > 9) return false;
    out = make_square(x, 9 - y);
    return true;
  };
  Square from, to;
  if (!point(mv & 255, from) || !point(mv >> 8, to) || from == to) return Move::none();
  return Move(from, to);
}

bool EleeyeBook::load(const std::string& bytes, std::string& err) {
  if (bytes.size() % 8 != 0)
    return err = "not an ElephantEye book: " + std::to_string(bytes.size()) +
                 " bytes is not a whole number of 8-byte entries (truncated?)",
           false;
  std::vector<Entry> list(bytes.size() / 8);
  for (size_t i = 0; i < list.size(); ++i) {
    list[i] = {read_le32(bytes, i * 8), read_le16(bytes, i * 8 + 4), read_le16(bytes, i * 8 + 6)};
    // The probe is a binary search: a file out of order is not a book. Nor
    // is one with a move off the board (the file has no header, so these
    // checks are what tell it from other bytes).
    const char* fault = i > 0 && list[i].lock < list[i - 1].lock      ? "is out of order"
                        : !from_eleeye_move(list[i].move).is_ok() ? "holds no move on the board"
                                                                      : nullptr;
    if (fault)
      return err = "not an ElephantEye book: entry " + std::to_string(i) + " (byte " + std::to_string(i * 8) +
                   ") " + fault,
             false;
  }
  entries = std::move(list);
  return true;
}

bool EleeyeBook::open(const std::string& path, std::string& err) {
  std::string bytes;
  if (!record::read_file_bytes(path, bytes, err, size_t(1) << 28)) return false;
  if (!load(bytes, err)) return err = path + ": " + err, false;
  return true;
}

std::vector<BookMove> EleeyeBook::probe(const Position& pos) const {
  std::vector<BookMove> out;
  MoveList legal;
  Xiangqi::generate<LEGAL>(pos, legal);
  for (int pass = 0; pass < 2 && out.empty(); ++pass) {
    uint32_t lock = eleeye_lock(pos, pass == 1);
    auto [lo, hi] = std::equal_range(entries.begin(), entries.end(), Entry{lock, 0, 0},
                                     [](const Entry& a, const Entry& b) { return a.lock < b.lock; });
    if (lo == hi) continue;
    for (auto it = lo; it != hi; ++it) {
      Move m = from_eleeye_move(it->move);
      if (!m.is_ok()) continue;
      if (pass == 1) m = mirror(m);
      if (legal.contains(m)) out.push_back({m, it->weight, 0});
    }
    if (out.empty()) break;  // the position is in the book, but none of its moves is legal
  }
  std::stable_sort(out.begin(), out.end(), [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
  return out;
}

}  // namespace pili::book
