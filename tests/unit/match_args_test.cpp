#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

#include "match/match_config.h"

using namespace pili::client;
using namespace pili::match;

namespace {

bool parse(const std::vector<std::string>& args, MatchConfig& cfg, std::string& err) {
  cfg = MatchConfig{};
  return parse_match_args(args, cfg, err);
}

}  // namespace

TEST(MatchArgs, CutechessStyleCommandLine) {
  MatchConfig cfg;
  std::string err;
  ASSERT_TRUE(parse({"-engine", "name=Pili", "cmd=./build/pili", "proto=uci",
                     "-engine", "name=FSF", "cmd=/usr/games/fairy-stockfish", "proto=ucci",
                     "option.UCI_Variant=xiangqi", "ranks=1", "tc=1+0.01",
                     "-each", "tc=10+0.1", "option.Hash=64", "-variant", "xiangqi", "-games", "2",
                     "-rounds", "50", "-concurrency", "2", "-openings", "file=book.epd",
                     "order=random", "seed=7", "start=3", "-pgnout", "out.pgn", "-json", "out.json",
                     "-sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.1", "-resign",
                     "movecount=3", "score=600", "-draw", "movenumber=40", "movecount=8",
                     "score=10", "-shard", "2/4", "-timemargin", "50"},
                    cfg, err))
      << err;
  ASSERT_EQ(cfg.engines.size(), 2u);
  EXPECT_EQ(cfg.engines[0].name, "Pili");
  EXPECT_EQ(cfg.engines[0].tc.baseMs, 10000);  // from -each
  EXPECT_EQ(cfg.engines[1].tc.baseMs, 1000);   // its own key wins over -each
  EXPECT_EQ(cfg.engines[1].proto, Protocol::Ucci);
  EXPECT_EQ(cfg.engines[1].rankBase, 1);
  EXPECT_TRUE(cfg.engines[1].has_option("Hash"));
  EXPECT_TRUE(cfg.engines[1].has_option("UCI_Variant"));
  EXPECT_EQ(cfg.games, 2);
  EXPECT_EQ(cfg.rounds, 50);
  EXPECT_EQ(cfg.total_games(), 100);
  EXPECT_EQ(cfg.concurrency, 2);
  EXPECT_TRUE(cfg.openings.random);
  EXPECT_EQ(cfg.openings.seed, 7u);
  EXPECT_EQ(cfg.openings.start, 3);
  EXPECT_TRUE(cfg.sprt.enabled);
  EXPECT_DOUBLE_EQ(cfg.sprt.beta, 0.1);
  EXPECT_EQ(cfg.adj.resignMoveCount, 3);
  EXPECT_EQ(cfg.adj.drawScore, 10);
  EXPECT_EQ(cfg.shardIndex, 2);
  EXPECT_EQ(cfg.shardCount, 4);
  EXPECT_EQ(cfg.timeMarginMs, 50);
}

TEST(MatchArgs, ErrorsAreReported) {
  MatchConfig cfg;
  std::string err;
  EXPECT_FALSE(parse({"-engine", "cmd=a"}, cfg, err));  // one engine
  EXPECT_NE(err.find("two"), std::string::npos);
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "name=b"}, cfg, err));  // no cmd
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-games", "x"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-shard", "3/2"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-sprt", "elo0=5", "elo1=0"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-bogus"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-openings", "order=random"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "-engine", "cmd=b", "-openings", "file=f", "start=0"}, cfg, err));
  EXPECT_FALSE(parse({"-engine", "cmd=a", "tc=zz", "-engine", "cmd=b"}, cfg, err));
  // Same names get told apart.
  ASSERT_TRUE(parse({"-engine", "cmd=/x/pili", "-engine", "cmd=/y/pili"}, cfg, err));
  EXPECT_EQ(cfg.engines[0].name, "pili");
  EXPECT_EQ(cfg.engines[1].name, "pili-2");
}

TEST(MatchArgs, SprtMinPairs) {
  MatchConfig cfg;
  std::string err;
  auto with = [](std::vector<std::string> sprt) {
    std::vector<std::string> args = {"-engine", "cmd=a", "-engine", "cmd=b", "-games", "2", "-rounds", "20", "-sprt"};
    args.insert(args.end(), sprt.begin(), sprt.end());
    return args;
  };
  ASSERT_TRUE(parse(with({"elo0=0", "elo1=5"}), cfg, err)) << err;
  EXPECT_EQ(cfg.sprt.minPairs, 0);  // no minimum unless asked: older commands behave as before
  ASSERT_TRUE(parse(with({"elo0=0", "minpairs=10", "elo1=5"}), cfg, err)) << err;
  EXPECT_EQ(cfg.sprt.minPairs, 10);
  EXPECT_DOUBLE_EQ(cfg.sprt.elo1, 5);
  ASSERT_TRUE(parse(with({"elo0=0", "elo1=5", "minpairs=20"}), cfg, err)) << err;  // every pair of the match
  for (const char* bad : {"minpairs=-1", "minpairs=x", "minpairs=2.5", "minpairs=", "minpairs=1e3"}) {
    EXPECT_FALSE(parse(with({"elo0=0", "elo1=5", bad}), cfg, err)) << bad;
    EXPECT_NE(err.find("minpairs must be a whole number"), std::string::npos) << err;
  }
  // More pairs than the match schedules (20 rounds of one pair): no verdict could ever come.
  EXPECT_FALSE(parse(with({"elo0=0", "elo1=5", "minpairs=21"}), cfg, err));
  EXPECT_NE(err.find("only 20 pairs"), std::string::npos) << err;
}

TEST(MatchArgs, OpeningsFileAndOrder) {
  std::string path = testing::TempDir() + "match_openings.epd";
  {
    std::ofstream out(path);
    out << "# comment\n"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - id \"start\";\n\n"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - moves h2e2 h9g7\n";
  }
  OpeningsConfig oc;
  oc.file = path;
  std::vector<Opening> ops;
  std::string err;
  ASSERT_TRUE(load_openings(oc, ops, err)) << err;
  ASSERT_EQ(ops.size(), 2u);
  EXPECT_EQ(ops[0].fen, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  EXPECT_EQ(ops[1].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
  std::remove(path.c_str());
  oc.file = path;
  EXPECT_FALSE(load_openings(oc, ops, err));

  EXPECT_EQ(opening_order(4, OpeningsConfig{}), (std::vector<int>{0, 1, 2, 3}));
  OpeningsConfig r;
  r.random = true;
  r.seed = 11;
  auto a = opening_order(50, r), b = opening_order(50, r);
  EXPECT_EQ(a, b);  // fixed by the seed: every shard sees the same order
  auto sorted = a;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, opening_order(50, OpeningsConfig{}));
  EXPECT_NE(a, sorted);

  // start=N rotates either order so that round 0 plays its N-th entry.
  OpeningsConfig s;
  s.start = 3;
  EXPECT_EQ(opening_order(4, s), (std::vector<int>{2, 3, 0, 1}));
  r.start = 5;
  auto rotated = opening_order(50, r);
  EXPECT_TRUE(std::equal(rotated.begin(), rotated.begin() + 46, a.begin() + 4));
  EXPECT_TRUE(std::equal(rotated.begin() + 46, rotated.end(), a.begin()));
}
