#include <gtest/gtest.h>

#include <cmath>

#include "match/record_json.h"
#include "pili/record/pgn.h"

using namespace pili;
using namespace pili::match;
using namespace pili::record;

namespace {

GameRecord sample_game() {
  GameRecord g;
  g.round = 3;
  g.red = "Pili \"dev\"";
  g.black = "FSF";
  g.fen = "4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 7";
  g.standardStart = false;
  g.redTc = g.blackTc = "10+0.1";
  g.bookPlies = 1;
  g.moves = {"e9e8", "b0b8", "e8e9", "b8b9"};
  g.outcome = Outcome::RedWins;
  g.termination = "normal";
  g.detail = "Red wins by checkmate";
  return g;
}

}  // namespace

TEST(MatchPgn, WritesTagsAndNumbers) {
  std::string pgn = write_pgn(sample_game());
  EXPECT_NE(pgn.find("[White \"Pili \\\"dev\\\"\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[FEN \"4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 7\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[SetUp \"1\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[PlyCount \"4\"]"), std::string::npos);
  EXPECT_NE(pgn.find("7... e9e8 {book} 8. b0b8 e8e9 9. b8b9 {Red wins by checkmate} 1-0"),
            std::string::npos)
      << pgn;
}

TEST(MatchPgn, RoundTrip) {
  GameRecord a = sample_game(), b = sample_game();
  b.standardStart = true;
  b.fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  b.bookPlies = 0;
  b.moves.clear();
  for (int i = 0; i < 40; ++i) b.moves.push_back(i % 2 ? "h9g7" : "h0g2");
  b.outcome = Outcome::Draw;
  b.detail = "Draw by repetition";
  std::vector<PgnGame> games;
  std::string err;
  ASSERT_TRUE(read_pgn(write_pgn(a) + write_pgn(b), games, err)) << err;
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].moves, a.moves);
  EXPECT_EQ(games[0].result, "1-0");
  ASSERT_NE(games[0].tag("White"), nullptr);
  EXPECT_EQ(*games[0].tag("White"), a.red);
  EXPECT_EQ(*games[0].tag("FEN"), a.fen);
  EXPECT_EQ(games[0].comments.back(), "Red wins by checkmate");
  EXPECT_EQ(games[1].moves, b.moves);
  EXPECT_EQ(games[1].result, "1/2-1/2");
  EXPECT_EQ(games[1].tag("FEN"), nullptr);
  EXPECT_EQ(*games[1].tag("Result"), "1/2-1/2");
}

TEST(MatchPgn, RejectsBrokenText) {
  std::vector<PgnGame> games;
  std::string err;
  EXPECT_FALSE(read_pgn("[Event \"x\"]\n1. h2e2", games, err));  // no result
  EXPECT_FALSE(read_pgn("[Event \"x]\n*", games, err));
  EXPECT_FALSE(read_pgn("1. h2e2 {open comment", games, err));
  EXPECT_FALSE(err.empty());
}

TEST(MatchJson, RecordRoundTripAndErrors) {
  GameRecord g = sample_game();
  g.index = 5;
  g.comments = {"book", "+0.35/12 0.51s", "-M3/9 0.02s", ""};
  g.redTc = "10+0.1";
  g.blackTc = "1/0.05";
  g.redOptions = "Hash=16";
  Json j = record_to_json(g);
  Json back;
  std::string err;
  ASSERT_TRUE(parse_json(dump_json(j), back, err)) << err;
  GameRecord h;
  ASSERT_TRUE(record_from_json(back, h, err)) << err;
  EXPECT_EQ(write_pgn(h), write_pgn(g));
  EXPECT_EQ(h.index, 5);
  EXPECT_EQ(h.comments, g.comments);
  EXPECT_EQ(h.outcome, Outcome::RedWins);
  // Wrong types and bad values are errors, not crashes.
  for (const char* bad : {R"({"index":"1","result":"1-0"})", R"({"index":1})", R"({"index":1,"result":"2-0"})",
                          R"({"index":1,"result":"1-0","moves":[1]})", R"([1,2])",
                          R"({"index":1,"result":"1-0","moves":["a"],"comments":["x","y"]})",
                          R"({"index":1,"result":"1-0","red_id":1,"black_id":1})"}) {
    ASSERT_TRUE(parse_json(bad, back, err)) << bad;
    EXPECT_FALSE(record_from_json(back, h, err)) << bad;
  }
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "\"open", "tru", "[1] x"})
    EXPECT_FALSE(parse_json(bad, back, err)) << bad;
  // Invalid UTF-8 echoed from an engine does not break the writer.
  g.detail = "Red sends an unparsable move: \xff\xfe";
  EXPECT_NE(dump_json(record_to_json(g)).find("unparsable"), std::string::npos);
}
