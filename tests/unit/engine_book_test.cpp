// The Engine facade's opening books: OwnBook plays a book move instead of
// searching, chosen by weight among the legal ones; entries that are not
// legal are skipped; damaged, missing and other variants' books are refused
// and the books loaded before stay; analysis, pondering and mate searches
// are not answered from the book. Books are written here: ElephantEye's
// entries by hand (its lock of the start position, pinned in
// book_eleeye_test.cpp), Pili's with the book writer.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>
#include <unistd.h>

#include "pili/book/pili_book.h"
#include "pili/engine/engine.h"
#include "pili/rules/game.h"

namespace pili {
namespace {

constexpr uint32_t EE_START_LOCK = 0x052656d5;  // ElephantEye's lock of the xiangqi start position

struct BookDir {
  std::filesystem::path path;
  explicit BookDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("pili-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~BookDir() { std::filesystem::remove_all(path); }
  std::string write(const std::string& name, const std::string& bytes) const {
    std::string file = (path / name).string();
    std::ofstream(file, std::ios::binary) << bytes;
    return file;
  }
};

// ElephantEye's 8-byte entries: lock, move (x = file + 3, y = 12 - rank on
// its 16x16 board), weight; little-endian.
std::string ee_entry(uint32_t lock, const char* move, uint16_t weight) {
  auto point = [](char f, char r) { return (f - 'a' + 3) + (12 - (r - '0')) * 16; };
  uint16_t mv = uint16_t(point(move[0], move[1]) | point(move[2], move[3]) << 8);
  std::string out;
  for (int i = 0; i < 4; ++i) out += char((lock >> (8 * i)) & 255);
  out += char(mv & 255), out += char(mv >> 8), out += char(weight & 255), out += char(weight >> 8);
  return out;
}

struct Played {
  SearchResult result;
  std::vector<SearchInfo> infos;
};

Played go(Engine& e, SearchLimits limits = {}) {
  if (!limits.depth && !limits.infinite && !limits.ponder && !limits.nodes) limits.depth = 1;
  Played p;
  e.go(limits, [&](const SearchInfo& i) { p.infos.push_back(i); }, [&](const SearchResult& r) { p.result = r; });
  e.wait();
  return p;
}

// The moves a go plays over `n` games from the current position.
std::set<std::string> played_moves(Engine& e, int n) {
  std::set<std::string> out;
  for (int i = 0; i < n; ++i) {
    Played p = go(e);
    EXPECT_TRUE(p.result.bookMove) << p.result.bestMove;
    out.insert(p.result.bestMove);
  }
  return out;
}

TEST(EngineBook, OffByDefaultThenPlaysBookMovesByWeight) {
  BookDir dir("engine-book-weights");
  // Two legal moves of equal weight, one of weight 0 (never chosen), one
  // that is not legal at the start (the chariot is blocked) and weighs most.
  std::string path = dir.write("BOOK.DAT", ee_entry(EE_START_LOCK, "a3a4", 1) + ee_entry(EE_START_LOCK, "i3i4", 1) +
                                               ee_entry(EE_START_LOCK, "a0a5", 60000) +
                                               ee_entry(EE_START_LOCK, "g3g4", 0));
  Engine e;
  std::string err;
  EXPECT_FALSE(e.settings().ownBook);
  ASSERT_TRUE(e.load_book({path}, err)) << err;
  EXPECT_NE(e.book_description().find("ElephantEye book, 4 entries"), std::string::npos) << e.book_description();
  EXPECT_FALSE(go(e).result.bookMove);  // loaded but not switched on
  e.set(&Settings::ownBook, true);
  Played p = go(e);
  ASSERT_TRUE(p.result.bookMove);
  ASSERT_EQ(p.infos.size(), 1u);  // reported as a search of depth 0
  EXPECT_EQ(p.infos[0].depth, 0);
  EXPECT_EQ(p.infos[0].pv, std::vector<std::string>{p.result.bestMove});
  // 40 choices between two moves of equal weight: both come (a test that
  // fails by chance once in 2^39 runs), the others never.
  EXPECT_EQ(played_moves(e, 40), (std::set<std::string>{"a3a4", "i3i4"}));
  e.set(&Settings::ownBook, false);
  EXPECT_FALSE(go(e).result.bookMove);
}

TEST(EngineBook, OutOfBookAndIllegalOnlyPositionsAreSearched) {
  BookDir dir("engine-book-illegal");
  std::string path = dir.write("BOOK.DAT", ee_entry(EE_START_LOCK, "a0a5", 100) + ee_entry(EE_START_LOCK, "e0e2", 100));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.load_book({path}, err)) << err;
  e.set(&Settings::ownBook, true);
  Played p = go(e);
  EXPECT_FALSE(p.result.bookMove);
  EXPECT_FALSE(p.result.bestMove.empty());
  ASSERT_TRUE(e.set_position("", {"h2e2"}, err)) << err;  // not in the book
  EXPECT_FALSE(go(e).result.bookMove);
}

TEST(EngineBook, SearchmovesAndBannedMovesLimitTheBook) {
  BookDir dir("engine-book-limits");
  std::string path = dir.write("BOOK.DAT", ee_entry(EE_START_LOCK, "a3a4", 1) + ee_entry(EE_START_LOCK, "i3i4", 1));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.load_book({path}, err)) << err;
  e.set(&Settings::ownBook, true);
  SearchLimits only;
  only.depth = 1;
  only.searchMoves = {"i3i4", "h2e2"};
  for (int i = 0; i < 10; ++i) EXPECT_EQ(go(e, only).result.bestMove, "i3i4");
  ASSERT_TRUE(e.set_ban_moves({"i3i4"}, err)) << err;
  EXPECT_EQ(played_moves(e, 10), std::set<std::string>{"a3a4"});
}

TEST(EngineBook, AnalysisPonderAndMateSearchesIgnoreTheBook) {
  BookDir dir("engine-book-modes");
  std::string path = dir.write("BOOK.DAT", ee_entry(EE_START_LOCK, "a3a4", 1));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.load_book({path}, err)) << err;
  e.set(&Settings::ownBook, true);
  for (int mode = 0; mode < 2; ++mode) {
    SearchLimits limits;
    (mode == 0 ? limits.infinite : limits.ponder) = true;
    SearchResult result;
    e.go(limits, nullptr, [&](const SearchResult& r) { result = r; });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_TRUE(e.searching()) << "mode " << mode;  // still searching: not answered from the book
    e.stop();
    e.wait();
    EXPECT_FALSE(result.bookMove) << "mode " << mode;
  }
  SearchLimits mate;
  mate.mate = 1;
  EXPECT_FALSE(go(e, mate).result.bookMove);
}

TEST(EngineBook, BadBooksAreRefusedAndThePreviousBookStays) {
  BookDir dir("engine-book-bad");
  std::string good = dir.write("BOOK.DAT", ee_entry(EE_START_LOCK, "a3a4", 1));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.load_book({good}, err)) << err;
  e.set(&Settings::ownBook, true);
  const std::string before = e.book_description();
  struct Bad {
    std::string path, why;
  };
  std::string entry = ee_entry(EE_START_LOCK, "a3a4", 1);
  const Bad bads[] = {
      {dir.write("truncated.dat", entry + entry.substr(0, 5)), "not a whole number of 8-byte entries"},
      {dir.write("unsorted.dat", ee_entry(9, "a3a4", 1) + ee_entry(8, "a3a4", 1)), "out of order"},
      {dir.write("offboard.dat", std::string(8, '\0')), "no move on the board"},
      {dir.write("empty.dat", ""), "empty"},
      {dir.write("cut.book", std::string("PILIBOOK\x01\0\0\0", 12)), "cut short"},
      {dir.write("atomic.book", book::write_book(Variant::Atomic, {})), "book of atomic"},
      {(dir.path / "missing.dat").string(), "missing.dat"},
  };
  for (const Bad& b : bads) {
    err.clear();
    EXPECT_FALSE(e.load_book({good, b.path}, err)) << b.path;  // one bad file refuses the whole list
    EXPECT_NE(err.find(b.why), std::string::npos) << b.path << ": " << err;
    EXPECT_EQ(e.book_description(), before) << b.path;
    EXPECT_EQ(go(e).result.bestMove, "a3a4") << b.path;
  }
  // ElephantEye's books are xiangqi books: refused on another variant.
  ASSERT_TRUE(e.set_variant("atomic", err)) << err;
  EXPECT_FALSE(e.load_book({good}, err));
  EXPECT_NE(err.find("book of xiangqi"), std::string::npos) << err;
  // Books are per variant: xiangqi keeps its own.
  ASSERT_TRUE(e.set_variant("xiangqi", err)) << err;
  EXPECT_EQ(go(e).result.bestMove, "a3a4");
  ASSERT_TRUE(e.load_book({}, err)) << err;  // no path: no book
  EXPECT_EQ(e.book_description(), "");
  EXPECT_FALSE(go(e).result.bookMove);
}

TEST(EngineBook, PiliBooksInEveryVariantAndSeveralBooksInOrder) {
  BookDir dir("engine-book-pili");
  for (Variant v : ALL_VARIANTS) {
    if (!variant_available(v)) continue;
    const std::string name = variant_name(v);
    Engine e;
    std::string err;
    ASSERT_TRUE(e.set_variant(name, err)) << err;
    const std::string want = e.legal_moves().back();
    std::vector<book::BookEntry> entries;
    visit_rules(v, [&]<class R>() {
      typename R::Position pos;
      ASSERT_TRUE(set_position<R>(pos, R::START_FEN, err)) << err;
      Move m = find_legal_move<R>(pos, want);
      ASSERT_TRUE(m.is_ok()) << want;
      Move illegal(Square(0), Square(40));  // a chariot or rook through its own pieces
      typename R::MoveList legal;
      R::template generate<LEGAL>(pos, legal);
      ASSERT_FALSE(legal.contains(illegal));
      entries.push_back({pos.key(), m.raw(), 1, 1});
      entries.push_back({pos.key(), illegal.raw(), 60000, 9});
      entries.push_back({pos.key() ^ 1, m.raw(), 60000, 9});  // another position
    });
    std::string empty = dir.write(name + "-empty.book", book::write_book(v, {}));
    std::string full = dir.write(name + ".book", book::write_book(v, entries));
    ASSERT_TRUE(e.load_book({empty, full}, err)) << name << ": " << err;  // the first has nothing here
    e.set(&Settings::ownBook, true);
    EXPECT_EQ(played_moves(e, 5), std::set<std::string>{want}) << name;
  }
}

}  // namespace
}  // namespace pili
