#include <gtest/gtest.h>

#include "pili/rules/perft.h"
#include "pili/rules/xiangqi.h"

using namespace pili;

TEST(Smoke, StartPerft) {
  Position pos;
  EXPECT_EQ(perft<Xiangqi>(pos, 1), 44u);
  EXPECT_EQ(perft<Xiangqi>(pos, 2), 1920u);
  EXPECT_EQ(perft<Xiangqi>(pos, 3), 79666u);
}

#include "pili/rules/judge.h"
TEST(Smoke, JudgeStart) {
  Position pos;
  EXPECT_EQ(adjudicate<Xiangqi>(pos).outcome, Outcome::Ongoing);
}
