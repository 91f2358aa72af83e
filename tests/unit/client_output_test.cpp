// Reading what engines write (pili/client/engine_output.h): info lines of
// UCI and UCCI engines, bounds and MultiPV, text after "string", bestmove.
#include <gtest/gtest.h>

#include "pili/client/engine_output.h"

using namespace pili::client;

namespace {

using Moves = std::vector<std::string>;

TEST(ClientOutput, UciInfoLine) {
  EngineInfo i;
  ASSERT_TRUE(parse_info("info depth 12 seldepth 20 multipv 1 score cp -35 nodes 1000 nps 5 pv h2e2 h9g7", i));
  EXPECT_EQ(i.depth, 12);
  EXPECT_TRUE(i.hasScore);
  EXPECT_FALSE(i.mate);
  EXPECT_EQ(i.score, -35);
  EXPECT_FALSE(i.bound);
  EXPECT_EQ(i.multipv, 1);
  EXPECT_EQ(i.pv, (Moves{"h2e2", "h9g7"}));
}

TEST(ClientOutput, MateBoundsAndOtherLines) {
  EngineInfo i;
  ASSERT_TRUE(parse_info("info depth 9 score mate -3 pv a0a1", i));
  EXPECT_TRUE(i.mate);
  EXPECT_EQ(i.score, -3);
  ASSERT_TRUE(parse_info("info depth 7 score cp 40 lowerbound pv b0c2", i));
  EXPECT_TRUE(i.bound);
  ASSERT_TRUE(parse_info("info depth 7 multipv 3 score cp 10 pv b0c2", i));
  EXPECT_EQ(i.multipv, 3);
  EXPECT_FALSE(i.bound);  // reset between lines
  ASSERT_TRUE(parse_info("info depth 4 score 120 pv h2e2", i));  // UCCI
  EXPECT_TRUE(i.hasScore);
  EXPECT_EQ(i.score, 120);
}

TEST(ClientOutput, TextAfterStringIsNotRead) {
  EngineInfo i;
  ASSERT_TRUE(parse_info("info string depth 30 score cp 999 pv e0e5", i));
  EXPECT_EQ(i.depth, -1);
  EXPECT_FALSE(i.hasScore);
  EXPECT_TRUE(i.pv.empty());
  ASSERT_TRUE(parse_info("info depth 3 score cp abc pv h2e2", i));  // no number: no score
  EXPECT_FALSE(i.hasScore);
  EXPECT_EQ(i.depth, 3);
  EXPECT_FALSE(parse_info("bestmove h2e2", i));
  EXPECT_FALSE(parse_info("", i));
  EXPECT_FALSE(parse_info("infodepth 3", i));
}

TEST(ClientOutput, BestmoveEndsTheSearch) {
  MoveReply r;
  EXPECT_FALSE(take_engine_line("info depth 5 score cp 20 pv h2e2", r));
  EXPECT_FALSE(take_engine_line("bestmoves h2e2", r));
  EXPECT_FALSE(take_engine_line("Bestmove h2e2", r));
  EXPECT_TRUE(take_engine_line("bestmove h0g2 ponder h9g7", r));
  EXPECT_EQ(r.status, MoveReply::Status::Move);
  EXPECT_EQ(r.move, "h0g2");
  EXPECT_EQ(r.ponderMove, "h9g7");
  EXPECT_EQ(r.score, 20);
  EXPECT_EQ(r.depth, 5);
  for (const char* none : {"bestmove (none)", "bestmove 0000", "bestmove none", "bestmove"}) {
    MoveReply n;
    EXPECT_TRUE(take_engine_line(none, n)) << none;
    EXPECT_EQ(n.status, MoveReply::Status::NoMove) << none;
  }
}

}  // namespace
