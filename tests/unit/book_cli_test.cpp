// `pili book` and `pili convert` through the real binary.
#include <gtest/gtest.h>

#include <fstream>

#include "lab_run.h"

namespace pili {
namespace {
using lab_test::pili;
using lab_test::run;

std::string temp_file(const std::string& name, const std::string& content) {
  std::string path = testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

TEST(BookCli, BuildThenProbe) {
  std::string games = temp_file("book_cli_games.pgn",
                                "[Variant \"xiangqi\"]\n1. h2e2 h9g7 1-0\n\n1. 炮二平五 马２进３ 0-1\n\n"
                                "[Variant \"Atomic\"]\n1. e4 *\n");
  std::string book = testing::TempDir() + "/book_cli.book";
  auto b = run(pili() + " book build " + games + " --variant xiangqi -o " + book);
  EXPECT_EQ(b.code, 0) << b.out;
  EXPECT_NE(b.out.find("2 games, 3 moves (1 games of other variants left out)"), std::string::npos) << b.out;
  auto p = run(pili() + " book probe " + book + " --seed 1");
  EXPECT_EQ(p.code, 0) << p.out;
  EXPECT_NE(p.out.find("h2e2 炮二平五 weight 2 games 2 100.0%"), std::string::npos) << p.out;
  EXPECT_NE(p.out.find("chosen with seed 1: h2e2"), std::string::npos) << p.out;
  auto after = run(pili() + " book probe " + book + " --moves h2e2");
  EXPECT_NE(after.out.find("b9c7 马２进３ weight 2 games 1"), std::string::npos) << after.out;
  EXPECT_NE(after.out.find("h9g7 马８进７ weight 0 games 1"), std::string::npos) << after.out;
  // The wrong variant, a damaged book: clear errors, exit status 2.
  auto wrong = run(pili() + " book probe " + book + " --variant atomic");
  EXPECT_EQ(wrong.code, 2);
  EXPECT_NE(wrong.out.find("is a book of xiangqi"), std::string::npos) << wrong.out;
  std::string damaged = temp_file("book_cli_damaged.book", std::string("PILIBOOK\x01\0\0\0\x09\0\0\0", 16));
  auto d = run(pili() + " book probe " + damaged);
  EXPECT_EQ(d.code, 2);
  EXPECT_NE(d.out.find("header is cut short (16 of 40 bytes)"), std::string::npos) << d.out;
  std::string ee = temp_file("book_cli_BOOK.DAT", std::string(12, '\0'));
  auto e = run(pili() + " book probe " + ee);
  EXPECT_EQ(e.code, 2);
  EXPECT_NE(e.out.find("not a whole number of 8-byte entries"), std::string::npos) << e.out;
}

// A game that does not replay stops the build with the file and move named;
// it is not counted among the games of other variants.
TEST(BookCli, AGameThatDoesNotReplayIsNamed) {
  std::string games = temp_file("book_cli_bad_games.pgn",
                                "[Variant \"xiangqi\"]\n1. h2e2 h9g7 1-0\n\n[Variant \"xiangqi\"]\n1. h2e2 h2h9 0-1\n\n"
                                "[Variant \"meng\"]\n1. h2e2 *\n");
  std::string book = testing::TempDir() + "/book_cli_bad.book";
  auto b = run(pili() + " book build " + games + " --variant xiangqi -o " + book);
  EXPECT_EQ(b.code, 2) << b.out;
  EXPECT_NE(b.out.find("book_cli_bad_games.pgn: PGN line 5: move 'h2h9' (ply 2): not a legal move"), std::string::npos)
      << b.out;
  EXPECT_EQ(b.out.find("other variants"), std::string::npos) << b.out;
}

TEST(ConvertCli, NotationsAndFinalPosition) {
  std::string gbk = temp_file("convert_cli.pgn", "[Event \"x\"]\n1. \xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5 {c} h9g7 *\n");
  auto c = run(pili() + " convert " + gbk + " --notation wxf");
  EXPECT_EQ(c.code, 0) << c.out;
  EXPECT_NE(c.out.find("1. C2.5 {c} H8+7 *"), std::string::npos) << c.out;
  auto f = run(pili() + " convert " + gbk + " --to fen");
  EXPECT_EQ(f.out.substr(0, f.out.find(' ') + 2), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w");
  // An illegal move part-way: the game up to it, a warning naming it, status 1.
  std::string bad = temp_file("convert_cli_bad.pgn", "1. h2e2 h9g7\n2. h2h9 b9c7 3. c3c4 *\n");
  auto b = run(pili() + " convert " + bad);
  EXPECT_EQ(b.code, 1) << b.out;
  EXPECT_NE(b.out.find("warning: " + bad + ", game 1: PGN line 2: move 'h2h9' (ply 3): not a legal move"),
            std::string::npos) << b.out;
  EXPECT_NE(b.out.find("1. h2e2 h9g7 *"), std::string::npos) << b.out;
  EXPECT_EQ(b.out.find("b9c7"), std::string::npos) << b.out;
  auto bf = run(pili() + " convert " + bad + " --to fen");
  EXPECT_EQ(bf.code, 1) << bf.out;
  EXPECT_NE(bf.out.find("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w"), std::string::npos) << bf.out;
  // A variation with an illegal move loses that variation only.
  std::string badVariation = temp_file("convert_cli_bad_var.pgn", "1. h2e2 (1. a0a5) h9g7 *\n");
  auto v = run(pili() + " convert " + badVariation);
  EXPECT_EQ(v.code, 1) << v.out;
  EXPECT_NE(v.out.find("1. h2e2 h9g7 *"), std::string::npos) << v.out;
  std::string xqf = temp_file("convert_cli_bad.xqf", "XQ\x0a" + std::string(600, '\0'));
  auto x = run(pili() + " convert " + xqf);
  EXPECT_EQ(x.code, 2);
  EXPECT_NE(x.out.find("truncated in its header"), std::string::npos) << x.out;
}

}  // namespace
}  // namespace pili
