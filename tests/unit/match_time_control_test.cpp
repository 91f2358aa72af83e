#include <gtest/gtest.h>

#include "match/engine_config.h"
#include "match/time_control.h"

using namespace pili::match;

TEST(MatchTimeControl, ParsesCutechessForms) {
  TimeControl tc;
  std::string err;
  ASSERT_TRUE(parse_tc("40/60+0.6", tc, err)) << err;
  EXPECT_EQ(tc.movesPerPeriod, 40);
  EXPECT_EQ(tc.baseMs, 60000);
  EXPECT_EQ(tc.incMs, 600);
  EXPECT_EQ(tc.to_string(), "40/60+0.6");
  ASSERT_TRUE(parse_tc("10+0.1", tc, err));
  EXPECT_EQ(tc.movesPerPeriod, 0);
  EXPECT_EQ(tc.baseMs, 10000);
  EXPECT_EQ(tc.incMs, 100);
  ASSERT_TRUE(parse_tc("2:30", tc, err));
  EXPECT_EQ(tc.baseMs, 150000);
  ASSERT_TRUE(parse_tc("inf", tc, err));
  EXPECT_FALSE(tc.has_clock());
  for (const char* bad : {"", "abc", "40/", "/60", "0", "-5+1", "10+x", "x/60"})
    EXPECT_FALSE(parse_tc(bad, tc, err)) << bad;
}

TEST(MatchTimeControl, EngineKeys) {
  EngineConfig e;
  std::string err;
  ASSERT_TRUE(apply_engine_key(e, "st=0.05", err));
  EXPECT_EQ(e.tc.moveTimeMs, 50);
  ASSERT_TRUE(apply_engine_key(e, "nodes=1000", err));
  ASSERT_TRUE(apply_engine_key(e, "depth=7", err));
  EXPECT_EQ(e.tc.to_string(), "st=0.05, nodes=1000, depth=7");
  ASSERT_TRUE(apply_engine_key(e, "option.Hash=64", err));
  ASSERT_TRUE(apply_engine_key(e, "option.Hash=128", err));
  ASSERT_EQ(e.options.size(), 1u);
  EXPECT_EQ(e.options[0].second, "128");
  EXPECT_FALSE(apply_engine_key(e, "ranks=2", err));
  EXPECT_FALSE(apply_engine_key(e, "proto=xboard", err));
  EXPECT_FALSE(apply_engine_key(e, "nodes=-3", err));
  EXPECT_FALSE(apply_engine_key(e, "color=red", err));
  EXPECT_FALSE(apply_engine_key(e, "novalue", err));
  EXPECT_EQ(e.handshakeMs, 10000);
  ASSERT_TRUE(apply_engine_key(e, "handshake=60", err));
  EXPECT_EQ(e.handshakeMs, 60000);
  EXPECT_FALSE(apply_engine_key(e, "handshake=0", err));
  EXPECT_FALSE(apply_engine_key(e, "handshake=x", err));
}

TEST(MatchTimeControl, ClockWithPeriodsAndIncrement) {
  TimeControl tc;
  std::string err;
  ASSERT_TRUE(parse_tc("2/1+0.1", tc, err));
  GameClock c(tc);
  EXPECT_EQ(c.time_left(), 1000);
  EXPECT_EQ(c.moves_to_go(), 2);
  EXPECT_TRUE(c.charge(300, 0));
  EXPECT_EQ(c.time_left(), 800);  // 1000 - 300 + 100
  EXPECT_EQ(c.moves_to_go(), 1);
  EXPECT_TRUE(c.charge(300, 0));
  EXPECT_EQ(c.time_left(), 1600);  // 800 - 300 + 100 + new period 1000
  EXPECT_EQ(c.moves_to_go(), 2);
  EXPECT_EQ(c.deadline(50), 1650);
  EXPECT_TRUE(c.charge(1640, 50));  // 40 ms over, within the margin
  EXPECT_FALSE(GameClock(tc).charge(1100, 50));
}

TEST(MatchTimeControl, DeadlineAgreesWithTheFlagOnANegativeClock) {
  // 100 ms + 10 ms increment, margin 100: a move of 150 ms leaves -40 (kept,
  // within the margin). The flag now falls after 60 ms more, and that is
  // the deadline (it was 100: a move of 81 ms was refereed a forfeit
  // although the wait said it had 100).
  TimeControl tc;
  std::string err;
  ASSERT_TRUE(parse_tc("0.1+0.01", tc, err));
  GameClock c(tc);
  EXPECT_TRUE(c.charge(150, 100));
  EXPECT_EQ(c.time_left(), -40);
  EXPECT_EQ(c.deadline(100), 60);
  GameClock late = c, inTime = c;
  EXPECT_FALSE(late.charge(61, 100));
  EXPECT_TRUE(inTime.charge(60, 100));
}

TEST(MatchTimeControl, MoveTimeDeadline) {
  TimeControl tc;
  tc.moveTimeMs = 50;
  GameClock c(tc);
  EXPECT_EQ(c.deadline(20), 70);
  EXPECT_TRUE(c.charge(60, 20));
  EXPECT_FALSE(c.charge(80, 20));
  EXPECT_EQ(GameClock(TimeControl{}).deadline(20), -1);
}
