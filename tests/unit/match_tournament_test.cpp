// Issue 10 items 12, 13 and 15 through the runner with real Pili engines at
// tiny node counts: cutechess-style per-game lines, the PGN tags and move
// comments, and tournaments of more than two engines with a crosstable.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "match/match_config.h"
#include "match/runner.h"
#include "pili/record/pgn.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::client;
using namespace pili::match;
using namespace pili::record;

namespace {

EngineConfig real_pili(const std::string& name, uint64_t nodes, Protocol proto = Protocol::Uci) {
  EngineConfig e;
  e.name = name;
  e.cmd = PILI_BINARY;
  e.proto = proto;
  e.tc.nodes = nodes;
  e.options = {{proto == Protocol::Uci ? "Hash" : "hashsize", "1"}};
  return e;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST(MatchTournament, ArgumentsForMoreThanTwoEngines) {
  MatchConfig cfg;
  std::string err;
  std::vector<std::string> three = {"-engine", "cmd=a", "-engine", "cmd=b", "-engine", "cmd=c"};
  ASSERT_TRUE(parse_match_args(three, cfg, err)) << err;
  EXPECT_EQ(cfg.tournament, "round-robin");  // cutechess' default
  EXPECT_EQ(cfg.encounters(), 3);
  cfg = MatchConfig{};
  auto g = three;
  g.insert(g.end(), {"-tournament", "gauntlet", "-rounds", "2", "-games", "2"});
  ASSERT_TRUE(parse_match_args(g, cfg, err)) << err;
  EXPECT_EQ(cfg.encounters(), 2);
  EXPECT_EQ(cfg.total_games(), 8);
  cfg = MatchConfig{};
  auto bad = three;
  bad.insert(bad.end(), {"-tournament", "swiss"});
  EXPECT_FALSE(parse_match_args(bad, cfg, err));
  cfg = MatchConfig{};
  auto sprt = three;
  sprt.insert(sprt.end(), {"-games", "2", "-sprt", "elo0=0", "elo1=5"});
  EXPECT_FALSE(parse_match_args(sprt, cfg, err));
  cfg = MatchConfig{};
  EXPECT_FALSE(parse_match_args({"-engine", "cmd=a"}, cfg, err));
  // Same names are made unique; the records file follows -json.
  cfg = MatchConfig{};
  ASSERT_TRUE(parse_match_args({"-engine", "cmd=x/p", "-engine", "cmd=y/p", "-engine", "cmd=p", "-json", "o/r.json"},
                               cfg, err));
  EXPECT_EQ(cfg.engines[1].name, "p-2");
  EXPECT_EQ(cfg.engines[2].name, "p-3");
  EXPECT_EQ(cfg.recordsOut, "o/r.games.jsonl");
}

TEST(MatchTournament, RoundRobinOfThreePilisWithCrosstable) {
  MatchConfig cfg;
  cfg.engines = {real_pili("P300", 300), real_pili("P600", 600, Protocol::Ucci), real_pili("P100", 100)};
  cfg.tournament = "round-robin";
  cfg.games = 2;
  cfg.maxPlies = 120;
  cfg.ratingInterval = 3;
  cfg.pgnOut = testing::TempDir() + "rr.pgn";
  cfg.jsonOut = testing::TempDir() + "rr.json";
  std::ostringstream log;
  std::vector<GameRecord> games;
  ASSERT_EQ(run_match<Xiangqi>(cfg, &games, log), 0);
  ASSERT_EQ(games.size(), 6u);
  std::string out = log.str();
  // Per-game lines (item 12), numbered from 1 over the whole tournament.
  EXPECT_NE(out.find("Started game 1 of 6 (P300 vs P600)"), std::string::npos) << out;
  EXPECT_NE(out.find("Started game 4 of 6 (P100 vs P300)"), std::string::npos) << out;
  EXPECT_TRUE(std::regex_search(out, std::regex(R"(Finished game 6 \(P100 vs P600\): (1-0|0-1|1/2-1/2) \{[^}]+\})")))
      << out;
  EXPECT_TRUE(std::regex_search(out, std::regex(R"(Score of P600 vs P100: \d+ - \d+ - \d+  \[\d\.\d{3}\] 2)"))) << out;
  EXPECT_NE(out.find("Elo difference: "), std::string::npos);
  // The end: standings and crosstable (item 15).
  EXPECT_NE(out.find("Rank Name"), std::string::npos) << out;
  EXPECT_NE(out.find("Crosstable"), std::string::npos) << out;
  EXPECT_NE(out.find("Finished match"), std::string::npos);
  EXPECT_EQ(out.find("inf"), std::string::npos) << out;
  for (auto& g : games) {
    EXPECT_NE(g.redId, g.blackId);
    EXPECT_EQ(g.red, cfg.engines[size_t(g.redId)].name);
  }
  Json j;
  std::string err;
  ASSERT_TRUE(parse_json(slurp(cfg.jsonOut), j, err)) << err;
  EXPECT_EQ(j["tournament"], "round-robin");
  EXPECT_EQ(j["encounters"].size(), 3u);
  double total = 0;
  for (auto& s : j["standings"]) total += s["points"].get<double>();
  EXPECT_EQ(total, 6.0);  // every game gives one point

  // PGN (item 13): the seven tag roster, Time, TimeControl, options, comments.
  std::vector<PgnGame> pgn;
  ASSERT_TRUE(read_pgn(slurp(cfg.pgnOut), pgn, err)) << err;
  ASSERT_EQ(pgn.size(), 6u);
  const PgnGame& p = pgn[0];
  for (const char* tag : {"Event", "Site", "Date", "Round", "White", "Black", "Result", "Time", "TimeControl",
                          "PlyCount", "Termination", "WhiteEngineOptions"})
    EXPECT_NE(p.tag(tag), nullptr) << tag;
  EXPECT_TRUE(std::regex_match(*p.tag("Date"), std::regex(R"(\d{4}\.\d\d\.\d\d)")));
  EXPECT_TRUE(std::regex_match(*p.tag("Time"), std::regex(R"(\d\d:\d\d:\d\d)")));
  EXPECT_EQ(*p.tag("TimeControl"), "-");  // node limits are no time control
  EXPECT_EQ(*p.tag("WhiteEngineOptions"), "Hash=1 nodes=300");
  EXPECT_EQ(*p.tag("BlackEngineOptions"), "hashsize=1 nodes=600");
  EXPECT_EQ(*p.tag("PlyCount"), std::to_string(p.moves.size()));
  ASSERT_FALSE(p.moveComments.empty());
  EXPECT_TRUE(std::regex_match(p.moveComments[0], std::regex(R"([+-]\d+\.\d\d/\d+ \d+\.\d\ds)"))) << p.moveComments[0];
  std::remove(cfg.pgnOut.c_str());
  std::remove(cfg.jsonOut.c_str());
  std::remove((testing::TempDir() + "rr.games.jsonl").c_str());
}

TEST(MatchTournament, PgnTimeControlAndSetUp) {
  TimeControl tc;
  EXPECT_EQ(tc.pgn(), "-");
  std::string err;
  ASSERT_TRUE(parse_tc("10+0.1", tc, err));
  EXPECT_EQ(tc.pgn(), "10+0.1");
  ASSERT_TRUE(parse_tc("40/60", tc, err));
  EXPECT_EQ(tc.pgn(), "40/60");
  ASSERT_TRUE(parse_tc("1:30+2", tc, err));
  EXPECT_EQ(tc.pgn(), "90+2");
  TimeControl st;
  st.moveTimeMs = 50;
  EXPECT_EQ(st.pgn(), "1/0.05");
  GameRecord g;
  g.fen = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
  g.standardStart = false;
  g.redTc = "10+0.1";
  g.blackTc = "1/0.05";
  std::string text = write_pgn(g);
  EXPECT_LT(text.find("[SetUp \"1\"]"), text.find("[FEN "));
  EXPECT_NE(text.find("[WhiteTimeControl \"10+0.1\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[BlackTimeControl \"1/0.05\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[Date \"????.??.??\"]"), std::string::npos) << text;
}
