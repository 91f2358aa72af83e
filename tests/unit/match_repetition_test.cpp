// The referee ends real self-play games by the repetition law (Meng rule 26):
// two Pili processes at a small node count reach a repetition, not the ply cap.
#include <gtest/gtest.h>

#include "match_fake.h"
#include "match/referee.h"
#include "pili/rules/meng.h"

using namespace pili;
using namespace pili::match;
using namespace pili::record;

namespace {

GameRecord self_play_meng(const std::string& fen, int maxPlies) {
  test::PiliPair pair;
  pair.uci.tc.nodes = pair.ucci.tc.nodes = 3000;
  Player red(pair.uci, "meng"), black(pair.ucci, "meng");
  GameRecord rec;
  std::string err;
  EXPECT_TRUE(red.engine.start(err)) << err;
  EXPECT_TRUE(black.engine.start(err)) << err;
  GameSetup setup;
  setup.fen = fen;
  setup.maxPlies = maxPlies;
  Player* sides[2] = {&red, &black};
  play_game<Meng>(sides, setup, rec);
  red.engine.quit();
  black.engine.quit();
  return rec;
}

TEST(MatchRepetition, MengSelfPlayEndsByRepetition) {
  // Bare generals, each with its own Tris: the generals step on and off
  // their Tris (combinations and separations), which reset nothing.
  GameRecord rec = self_play_meng("3k5/3t5/9/9/9/9/9/9/4T4/4K4[] w 30 - 0 1", 200);
  EXPECT_EQ(rec.outcome, Outcome::Draw);
  EXPECT_EQ(rec.reason, "repetition");
  EXPECT_LT(rec.moves.size(), 200u);
}

TEST(MatchRepetition, TheIssueGameEndsByTheRules) {
  // Issue 10's game: Red may no longer repeat its perpetual check for ever.
  GameRecord rec = self_play_meng("4T4/r2tR4/3k5/9/P8/9/9/9/9/3AKA3[] w 25 - 2 451", 600);
  EXPECT_NE(rec.outcome, Outcome::Ongoing);
  EXPECT_NE(rec.reason, "max plies");
  EXPECT_LT(rec.moves.size(), 600u);
}

}  // namespace
