// Through the real `pili` binary: the book options of both protocols (UCI
// OwnBook and BookFile, UCCI usebook and bookfiles) announced, set, and a
// bad file refused with one `info string` line while the book stays; a book
// move reported as a depth-0 search; `go infinite` searching even in book.
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "pili/protocol/protocol.h"
#include "protocol_fake_engine.h"
#include "protocol_gui_session.h"

using namespace pili::protocol::testing;

namespace {

constexpr uint32_t EE_START_LOCK = 0x052656d5;  // ElephantEye's lock of the xiangqi start position

// A one-entry ElephantEye book at the start position: a3a4 (x = file + 3,
// y = 12 - rank, little-endian).
std::string start_book_bytes() {
  const uint16_t mv = uint16_t((3 + 9 * 16) | (3 + 8 * 16) << 8);
  std::string out;
  for (int i = 0; i < 4; ++i) out += char((EE_START_LOCK >> (8 * i)) & 255);
  out += char(mv & 255), out += char(mv >> 8), out += char(7), out += char(0);
  return out;
}

struct Files {
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("pili-book-protocol-" + std::to_string(::getpid()));
  std::string good, bad;
  Files() {
    std::filesystem::create_directories(dir);
    good = (dir / "BOOK.DAT").string();
    bad = (dir / "bad.dat").string();
    std::ofstream(good, std::ios::binary) << start_book_bytes();
    std::ofstream(bad, std::ios::binary) << "not a book";
  }
  ~Files() { std::filesystem::remove_all(dir); }
};

std::string joined(const std::vector<std::string>& lines) {
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  return all;
}

void expect_one_info(const std::vector<std::string>& lines, std::initializer_list<const char*> words) {
  ASSERT_EQ(lines.size(), 1u) << joined(lines);
  EXPECT_TRUE(starts_with(lines[0], "info string ")) << lines[0];
  for (const char* w : words) EXPECT_NE(lines[0].find(w), std::string::npos) << lines[0];
}

bool has_line(const std::vector<std::string>& lines, const std::string& prefix) {
  for (const auto& l : lines)
    if (starts_with(l, prefix)) return true;
  return false;
}

TEST(BookProtocol, UciOwnBookAndBookFile) {
  Files f;
  GuiSession p;
  p.send("uci");
  std::string all = joined(p.expect("uciok"));
  EXPECT_NE(all.find("option name OwnBook type check default false\n"), std::string::npos) << all;
  EXPECT_NE(all.find("option name BookFile type string default <empty>\n"), std::string::npos) << all;

  p.send("position startpos");
  EXPECT_FALSE(has_line(p.search("go depth 1"), "info string book move"));  // off by default
  expect_one_info(p.reply("setoption name BookFile value " + f.good),
                  {"BookFile", "ElephantEye book, 1 entries", "loaded for xiangqi", "not in use until OwnBook"});
  EXPECT_TRUE(p.reply("setoption name OwnBook value true").empty());
  auto lines = p.search("go depth 5");
  ASSERT_EQ(lines.size(), 3u) << joined(lines);
  EXPECT_TRUE(starts_with(lines[0], "info depth 0 ")) << lines[0];
  EXPECT_NE(lines[0].find(" pv a3a4"), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1], "info string book move a3a4");
  EXPECT_EQ(lines[2], "bestmove a3a4");

  expect_one_info(p.reply("setoption name BookFile value " + f.bad), {"BookFile", "not a Pili book", "keeping"});
  expect_one_info(p.reply("setoption name BookFile value " + f.good + ".missing"), {"cannot open", "keeping"});
  EXPECT_EQ(p.bestmove("go depth 5"), "bestmove a3a4");

  // Analysis is searched, not answered from the book.
  p.send("go infinite");
  p.search_started();
  lines = p.search("stop");
  EXPECT_FALSE(has_line(lines, "info string book move")) << joined(lines);
  EXPECT_FALSE(has_line(lines, "info depth 0 ")) << joined(lines);

  expect_one_info(p.reply("setoption name BookFile value <empty>"), {"no book for xiangqi"});
  EXPECT_FALSE(has_line(p.search("go depth 1"), "info string book move"));
}

TEST(BookProtocol, UcciUsebookAndBookfiles) {
  Files f;
  GuiSession p;
  p.send("ucci");
  std::string all = joined(p.expect("ucciok"));
  EXPECT_NE(all.find("option usebook type check default false\n"), std::string::npos) << all;
  EXPECT_NE(all.find("option bookfiles type string default <empty>\n"), std::string::npos) << all;

  EXPECT_TRUE(p.reply("setoption usebook true").empty());
  // Several files separated by ';', as UCCI allows: probed in order.
  expect_one_info(p.reply("setoption bookfiles " + f.good + ";" + f.good), {"bookfiles", "loaded for xiangqi"});
  p.send("position startpos");
  auto lines = p.search("go depth 5");
  EXPECT_TRUE(has_line(lines, "info depth 0 score 0 pv a3a4")) << joined(lines);
  EXPECT_EQ(lines.back(), "bestmove a3a4");

  expect_one_info(p.reply("setoption bookfiles " + f.bad), {"bookfiles", "keeping the previous book"});
  EXPECT_EQ(p.bestmove("go depth 5"), "bestmove a3a4");
  EXPECT_TRUE(p.reply("setoption usebook false").empty());
  EXPECT_FALSE(has_line(p.search("go depth 1"), "info depth 0 score 0 pv"));
}

// Both dialects' names reach the same engine state (the scripted engine).
TEST(BookProtocol, BothDialectsNamesSetTheSameState) {
  for (const char* dialect : {"uci", "ucci"}) {
    FakeEngine engine;
    std::vector<std::string> lines;
    pili::protocol::LineOutput out{[&](const std::string& l) { lines.push_back(l); }};
    pili::protocol::Protocol proto{engine, out};
    auto send = [&](const std::string& l) {
      lines.clear();
      proto.handle_line(l);
      return lines;
    };
    send(dialect);
    EXPECT_TRUE(send("setoption usebook true").empty()) << dialect;
    EXPECT_TRUE(engine.now.ownBook) << dialect;
    EXPECT_TRUE(send("setoption name OwnBook value false").empty()) << dialect;
    EXPECT_FALSE(engine.now.ownBook) << dialect;
    expect_one_info(send("setoption bookfiles a.dat;b.book"), {"a.dat (fake); b.book (fake) loaded for xiangqi"});
    EXPECT_EQ(engine.bookFiles, (std::vector<std::string>{"a.dat", "b.book"})) << dialect;
    expect_one_info(send("setoption name BookFile value bad.dat"), {"option 'BookFile': bad.dat: not a book; keeping"});
    EXPECT_EQ(engine.bookFiles, (std::vector<std::string>{"a.dat", "b.book"})) << dialect;
    expect_one_info(send("setoption name BookFile value <empty>"), {"BookFile: no book for xiangqi"});
    EXPECT_TRUE(engine.bookFiles.empty()) << dialect;
  }
}

}  // namespace
