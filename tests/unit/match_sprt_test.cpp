// The match runner's SPRT stop against fake engines
// (tests/fake_engines/fake_engine.sh): where a match with -sprt ends.
#include <gtest/gtest.h>

#include <sstream>

#include "match_fake.h"
#include "match/runner.h"
#include "match/summary.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::match;
using namespace pili::record;
using namespace pili::match::test;

// Every pair is won twice ("illegal" loses at its first move), so the LLR(0,
// 200) leaves its bounds at pair 4 (3.47 > 2.94): with no minimum the match
// stops there, with minpairs=6 it plays on to pair 6, then stops with H1.
TEST(MatchRunner, SprtMinPairsPlaysOnPastAnEarlyBound) {
  for (int minPairs : {0, 6}) {
    MatchConfig cfg;
    cfg.engines = {fake("liner", {"line", "line=h2e2 h9g7 b0c2"}), fake("bad", {"illegal"})};
    cfg.timeMarginMs = 3000;
    cfg.games = 2;
    cfg.rounds = 10;
    cfg.concurrency = 1;  // one game at a time: the stop is exact
    cfg.quiet = true;
    cfg.sprt.enabled = true;
    cfg.sprt.elo0 = 0;
    cfg.sprt.elo1 = 200;
    cfg.sprt.minPairs = minPairs;
    std::vector<GameRecord> games;
    std::ostringstream log;
    ASSERT_EQ(run_match<Xiangqi>(cfg, &games, log), 0);
    EXPECT_EQ(games.size(), minPairs ? 12u : 8u) << log.str();
    Summary s = summarize(games, match_info(cfg));
    EXPECT_EQ(s.sprt, SprtVerdict::H1);
    EXPECT_EQ(s.score.wins, int(games.size()));
    std::string line = sprt_line(s, cfg.sprt);
    EXPECT_NE(line.find(minPairs ? ", minpairs 6 - H1 was accepted" : "ubound 2.94 - H1 was accepted"),
              std::string::npos)
        << line;
  }
}
