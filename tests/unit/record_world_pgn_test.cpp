// PGN as people and other programs write it: Chinese, WXF, ICCS and
// coordinates, UTF-8 or GBK, two-field FEN tags, variations and comments;
// and the writer that prints a game tree in each notation.
#include <gtest/gtest.h>

#include "pili/record/game_files.h"
#include "pili/record/pgn_tree.h"
#include "pili/record/text_encoding.h"

namespace pili {
namespace {

using record::GameTree;

std::vector<GameTree> read(const std::string& text, std::string* errOut = nullptr) {
  std::vector<GameTree> games;
  std::string err;
  bool ok = record::read_pgn_games(text, games, err);
  if (errOut) *errOut = err;
  else EXPECT_TRUE(ok) << err;
  if (!ok) games.clear();
  return games;
}

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

const std::string CHINESE =
    "[Event \"测试\"]\n[Red \"甲\"]\n[Black \"乙\"]\n"
    "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\"]\n"
    "{开局}\n  1. 炮二平五 马８进７ {正着}\n  2. 马二进三 (2. 兵七进一 卒７进１) 车９平８ 1-0\n"
    "============\n欢迎访问\n";

TEST(WorldPgn, ChineseWithVariationAndTwoFieldFen) {
  auto games = read(CHINESE);
  ASSERT_EQ(games.size(), 1u);
  const GameTree& g = games[0];
  EXPECT_EQ(joined(g.main_line()), "h2e2 h9g7 h0g2 i9h9");
  EXPECT_EQ(g.result, "1-0");
  EXPECT_EQ(g.nodes[0].comment, "开局");
  // Node 2 is h9g7 with its comment; its continuation has an alternative.
  EXPECT_EQ(g.nodes[2].move, "h9g7");
  EXPECT_EQ(g.nodes[2].comment, "正着");
  ASSERT_EQ(g.nodes[2].children.size(), 2u);
  const auto& alt = g.nodes[size_t(g.nodes[2].children[1])];
  EXPECT_EQ(alt.move, "c3c4");
  ASSERT_EQ(alt.children.size(), 1u);
  EXPECT_EQ(g.nodes[size_t(alt.children[0])].move, "g6g5");
  std::string fen, err;
  ASSERT_TRUE(record::final_position_fen(g, fen, err)) << err;
  EXPECT_EQ(fen.substr(0, fen.find(' ')), "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R");
}

TEST(WorldPgn, GbkBytesReadAsTheSameGame) {
  // 炮二平五 马８进７ in GB18030, as XQWizard saves it.
  std::string gbk = "1. \xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5 \xC2\xED\xA3\xB8\xBD\xF8\xA3\xB7 *\n";
  EXPECT_FALSE(record::is_valid_utf8(gbk));
  std::string text, err;
  ASSERT_TRUE(record::text_to_utf8(gbk, text, err)) << err;
  EXPECT_EQ(text, "1. 炮二平五 马８进７ *\n");
  EXPECT_EQ(joined(read(text)[0].main_line()), "h2e2 h9g7");
  // UTF-8 stays as it is, a byte-order mark dropped.
  ASSERT_TRUE(record::text_to_utf8("\xEF\xBB\xBF" "1. 炮二平五 *", text, err));
  EXPECT_EQ(text, "1. 炮二平五 *");
  EXPECT_TRUE(record::is_valid_utf8("炮 h2e2"));
  EXPECT_FALSE(record::is_valid_utf8("\xC0\x80"));          // overlong
  EXPECT_FALSE(record::is_valid_utf8("\xED\xA0\x80"));      // surrogate
  EXPECT_FALSE(record::is_valid_utf8("\xE7\x82"));          // cut short
  EXPECT_FALSE(record::text_to_utf8("\x81", text, err));    // a lone lead byte is neither
}

TEST(WorldPgn, WxfIccsAndCoordinatesMeanTheSameMoves) {
  for (const char* text : {"1. C2.5 H8+7 2. H2+3 R9.8 *", "1. H2-E2 H9-G7 2. H0-G2 I9-H9 *",
                           "1.h2e2 h9g7 2.h0g2 i9h9 *", "1. 炮二平五 h9g7 2. H2+3 I9-H9 *"})
    EXPECT_EQ(joined(read(text)[0].main_line()), "h2e2 h9g7 h0g2 i9h9") << text;
}

TEST(WorldPgn, SeveralGamesVariantsAndNumbers) {
  auto games = read("[Variant \"Atomic\"]\n1. e4 d5 (1... e5 $1 2. Nf3) 2. exd5 1-0\n\n"
                    "[Variant \"atomic\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b\"]\n"
                    "1... h7e7 2. h2e2 *\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].variant, "atomic-chess");
  EXPECT_EQ(joined(games[0].main_line()), "e2e4 d7d5 e4d5");
  EXPECT_EQ(games[1].variant, "atomic");
  EXPECT_EQ(joined(games[1].main_line()), "h7e7 h2e2");
}

TEST(WorldPgn, ErrorsSayWhereReadingStopped) {
  std::string err;
  read("1. h2e2 h9g7\n2. 车一进九 *\n", &err);
  EXPECT_NE(err.find("PGN line 2"), std::string::npos) << err;
  EXPECT_NE(err.find("车一进九"), std::string::npos) << err;
  read("1. h2e2 (1. c3c4 *\n", &err);
  EXPECT_NE(err.find("not closed"), std::string::npos) << err;
  read("1. h2e2 ) *", &err);
  EXPECT_NE(err.find("')' without '('"), std::string::npos) << err;
  read("( 1. h2e2 *", &err);
  EXPECT_NE(err.find("before any move"), std::string::npos) << err;
  read("[FEN \"not a fen\"]\n1. h2e2 *", &err);
  EXPECT_NE(err.find("bad FEN"), std::string::npos) << err;
  read("{ open comment", &err);
  EXPECT_NE(err.find("unterminated comment"), std::string::npos) << err;
}

TEST(WorldPgn, WritesEachNotationWithVariationsAndComments) {
  GameTree g = read(CHINESE)[0];
  std::string out, err;
  ASSERT_TRUE(record::write_pgn_tree(g, record::TreeNotation::Chinese, out, err)) << err;
  EXPECT_NE(out.find("[White \"甲\"]"), std::string::npos) << out;
  EXPECT_NE(out.find("{开局} 1. 炮二平五 马８进７ {正着} 2. 马二进三 (2. 兵七进一 卒７进１) 2... 车９平８ 1-0"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]"),
            std::string::npos)
      << out;
  ASSERT_TRUE(record::write_pgn_tree(g, record::TreeNotation::Wxf, out, err)) << err;
  EXPECT_NE(out.find("1. C2.5 H8+7 {正着} 2. H2+3 (2. P7+1 P7+1) 2... R9.8 1-0"), std::string::npos) << out;
  ASSERT_TRUE(record::write_pgn_tree(g, record::TreeNotation::Coordinates, out, err)) << err;
  EXPECT_NE(out.find("1. h2e2 h9g7 {正着} 2. h0g2 (2. c3c4 g6g5) 2... i9h9 1-0"), std::string::npos) << out;
  // What is written reads back as the same tree.
  GameTree back = read(out)[0];
  EXPECT_EQ(back.main_line(), g.main_line());
  EXPECT_EQ(back.nodes.size(), g.nodes.size());
  // Chinese and WXF belong to the 90-point board.
  GameTree chess = read("[Variant \"Atomic\"]\n1. e4 *")[0];
  EXPECT_FALSE(record::write_pgn_tree(chess, record::TreeNotation::Chinese, out, err));
  ASSERT_TRUE(record::write_pgn_tree(chess, record::TreeNotation::Coordinates, out, err)) << err;
  EXPECT_NE(out.find("1. e2e4 *"), std::string::npos) << out;
}

}  // namespace
}  // namespace pili
