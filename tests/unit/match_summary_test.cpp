// The match report: cutechess-style lines, Elo error models, the JSON report
// and tournament tables, on hand-made game records.
#include <gtest/gtest.h>

#include "match/summary.h"
#include "match/termination.h"

using namespace pili;
using namespace pili::match;
using namespace pili::record;

namespace {

// Game `index` of a schedule with the given result for the encounter's first engine.
GameRecord game(const MatchInfo& info, int index, double firstPoints) {
  GameRecord g;
  Schedule::Slot s = info.schedule().slot(index);
  g.index = index;
  g.firstIsRed = s.firstIsRed;
  g.redId = s.red;
  g.blackId = s.black;
  g.red = info.engines[size_t(s.red)];
  g.black = info.engines[size_t(s.black)];
  g.reason = firstPoints == 0.5 ? "repetition" : "checkmate";
  bool redWins = (firstPoints == 1) == s.firstIsRed;
  g.outcome = firstPoints == 0.5 ? Outcome::Draw : redWins ? Outcome::RedWins : Outcome::BlackWins;
  return g;
}

MatchInfo two(int gamesPerRound) {
  MatchInfo info;
  info.engines = {"Pili", "FSF"};
  info.gamesPerRound = gamesPerRound;
  return info;
}

bool has_inf_or_nan(const std::string& s) {
  return s.find("inf") != std::string::npos || s.find("nan") != std::string::npos;
}

}  // namespace

TEST(MatchSummary, ScoreLineLikeCutechess) {
  MatchInfo info = two(1);
  std::vector<GameRecord> gs = {game(info, 0, 1), game(info, 1, 0.5), game(info, 2, 1), game(info, 3, 0)};
  Summary s = summarize(gs, info);
  EXPECT_EQ(score_line(s), "Score of Pili vs FSF: 2 - 1 - 1  [0.625] 4");
  std::string elo = elo_line(s);
  EXPECT_EQ(elo.rfind("Elo difference: 88.7 +/- 301.1 (trinomial), LOS: ", 0), 0u) << elo;
  EXPECT_NE(elo.find("DrawRatio: 25.0 %"), std::string::npos) << elo;
  info.sprt.enabled = true;
  EXPECT_EQ(sprt_line(s, info.sprt).rfind("SPRT: llr 0.00 (0.0%), lbound -2.94, ubound 2.94", 0), 0u);
}

TEST(MatchSummary, EloErrorNeverInfiniteAndTrinomialBeforePairs) {
  MatchInfo info = two(2);
  std::vector<GameRecord> gs;
  // After one game: n/a; after the first pair (1-0, 0-1 = one pair scoring 1):
  // the pair model has no spread yet, the trinomial one has.
  gs.push_back(game(info, 0, 1));
  Summary s = summarize(gs, info);
  EXPECT_NE(elo_line(s).find("n/a"), std::string::npos) << elo_line(s);
  Json j = summary_json(gs, info);
  EXPECT_FALSE(j.contains("elo_error"));
  EXPECT_FALSE(j.contains("elo"));  // 100%: no finite Elo
  gs.push_back(game(info, 1, 0));
  s = summarize(gs, info);
  EXPECT_EQ(s.eloModel, "trinomial");
  EXPECT_TRUE(std::isfinite(s.elo.error));
  j = summary_json(gs, info);
  ASSERT_TRUE(j.contains("elo_error"));
  EXPECT_TRUE(j["elo_error"].is_number());
  // Pairs with a spread: pentanomial.
  gs.push_back(game(info, 2, 1));
  gs.push_back(game(info, 3, 1));
  s = summarize(gs, info);
  EXPECT_EQ(s.eloModel, "pentanomial");
  EXPECT_TRUE(std::isfinite(s.elo.error));
  // Ten games, nine won: finite, no "inf" anywhere.
  MatchInfo one = two(1);
  gs.clear();
  for (int i = 0; i < 10; ++i) gs.push_back(game(one, i, i == 4 ? 0 : 1));
  std::string text = final_report(gs, one);
  EXPECT_FALSE(has_inf_or_nan(text)) << text;
  EXPECT_FALSE(has_inf_or_nan(dump_json(summary_json(gs, one))));
  EXPECT_TRUE(summary_json(gs, one)["elo_error"].is_number());
}

TEST(MatchSummary, TerminationTextsNameTheSideAtFault) {
  EXPECT_EQ(verdict_text({Outcome::RedWins, "checkmate"}), "Red mates");
  EXPECT_EQ(verdict_text({Outcome::RedWins, "perpetual check"}), "Black loses by perpetual check");
  EXPECT_EQ(verdict_text({Outcome::BlackWins, "stalemate"}), "Red loses by stalemate");
  EXPECT_EQ(verdict_text({Outcome::BlackWins, "general blasted"}), "Red's general is blasted");
  EXPECT_EQ(verdict_text({Outcome::Draw, "repetition"}), "Draw by repetition");
  // A reason the judge may add later flows through unchanged.
  EXPECT_EQ(verdict_text({Outcome::BlackWins, "perpetual chase"}), "Red loses by perpetual chase");
}

TEST(MatchSummary, RoundRobinStandingsAndCrosstable) {
  MatchInfo info;
  info.engines = {"A", "B", "C"};
  info.tournament = "round-robin";
  info.gamesPerRound = 2;
  Schedule sched = info.schedule();
  ASSERT_EQ(sched.encounters.size(), 3u);  // A-B, A-C, B-C
  EXPECT_EQ(sched.per_round(), 6);
  // A beats everyone, B draws C.
  std::vector<GameRecord> gs;
  for (int i = 0; i < 6; ++i) gs.push_back(game(info, i, sched.slot(i).encounter == 2 ? 0.5 : 1));
  auto st = standings(gs, info);
  ASSERT_EQ(st.size(), 3u);
  EXPECT_EQ(st[0].name, "A");
  EXPECT_EQ(st[0].points(), 4);
  EXPECT_EQ(st[1].points(), 1);
  auto t = crosstable(gs, info);
  EXPECT_EQ(t[0][1], 2);  // A against B
  EXPECT_EQ(t[1][0], 0);
  EXPECT_EQ(t[1][2], 1);
  std::string text = final_report(gs, info);
  EXPECT_NE(text.find("Score of B vs C: 0 - 0 - 2"), std::string::npos) << text;
  EXPECT_NE(text.find("Crosstable"), std::string::npos) << text;
  EXPECT_NE(text.find("2.0/2"), std::string::npos) << text;
  Json j = summary_json(gs, info);
  EXPECT_EQ(j["crosstable"]["A"]["C"], 2.0);
  EXPECT_EQ(j["standings"][0]["name"], "A");
  // The report reads back into the same tables (what merge does).
  MatchInfo back;
  std::vector<GameRecord> again;
  std::string err;
  ASSERT_TRUE(read_report(j, back, again, err)) << err;
  EXPECT_EQ(back.engines, info.engines);
  EXPECT_EQ(dump_json(summary_json(again, back)), dump_json(j));
}

TEST(MatchSummary, GauntletPairsTheFirstEngineWithEachOther) {
  Schedule g = Schedule::make(4, "gauntlet", 2);
  ASSERT_EQ(g.encounters.size(), 3u);
  for (auto& [a, b] : g.encounters) EXPECT_EQ(a, 0);
  // Two engines: the plain match order, round = index / games.
  Schedule m = Schedule::make(2, "", 2);
  EXPECT_EQ(m.slot(5).round, 2);
  EXPECT_FALSE(m.slot(5).firstIsRed);
  EXPECT_EQ(m.slot(5).pair, m.slot(4).pair);
  EXPECT_NE(m.slot(5).pair, m.slot(3).pair);
}

// minpairs in the summary, the SPRT line and the JSON report, read back as
// merge and -resume do; reports written before minpairs existed read as 0.
TEST(MatchSummary, SprtMinPairsInTheReport) {
  MatchInfo info = two(2);
  info.rounds = 20;
  info.sprt.enabled = true;
  info.sprt.elo0 = 0;
  info.sprt.elo1 = 50;
  info.sprt.minPairs = 10;
  std::vector<GameRecord> gs;
  // Pairs of 2, 2, 2 and 1.5 points: the recorded atomic SPRT, LLR 9.80.
  const double firstGame[4] = {1, 1, 1, 1}, secondGame[4] = {1, 1, 1, 0.5};
  for (int p = 0; p < 4; ++p) {
    gs.push_back(game(info, 2 * p, firstGame[p]));
    gs.push_back(game(info, 2 * p + 1, secondGame[p]));
  }
  Summary s = summarize(gs, info);
  EXPECT_NEAR(s.llr, 9.80023476609871, 1e-9);
  EXPECT_EQ(s.sprt, SprtVerdict::None);
  EXPECT_EQ(sprt_line(s, info.sprt),
            "SPRT: llr 9.80 (332.8%), lbound -2.94, ubound 2.94, minpairs 10 - no verdict before 10 pairs (4 so far)");
  Json j = summary_json(gs, info);
  EXPECT_EQ(j["sprt"], "none");
  EXPECT_EQ(j["sprt_config"]["minpairs"], 10);
  MatchInfo back;
  std::vector<GameRecord> again;
  std::string err;
  ASSERT_TRUE(read_report(j, back, again, err)) << err;
  EXPECT_EQ(back.sprt.minPairs, 10);
  EXPECT_EQ(dump_json(summary_json(again, back)), dump_json(j));

  // Six more pairs won twice: at pair 10 the verdict is given.
  for (int i = 8; i < 20; ++i) gs.push_back(game(info, i, 1));
  s = summarize(gs, info);
  EXPECT_EQ(s.pairs.pairs(), 10);
  EXPECT_EQ(s.sprt, SprtVerdict::H1);
  EXPECT_EQ(sprt_line(s, info.sprt).substr(sprt_line(s, info.sprt).find(", minpairs")),
            ", minpairs 10 - H1 was accepted");
  // One pair fewer: still held back.
  gs.resize(18);
  EXPECT_EQ(summarize(gs, info).sprt, SprtVerdict::None);

  // An older report has no minpairs: no minimum, so H1 after the 4 pairs.
  gs.resize(8);
  j = summary_json(gs, info);
  j["sprt_config"].erase("minpairs");
  MatchInfo old;
  again.clear();
  ASSERT_TRUE(read_report(j, old, again, err)) << err;
  EXPECT_EQ(old.sprt.minPairs, 0);
  EXPECT_EQ(summarize(again, old).sprt, SprtVerdict::H1);
  EXPECT_EQ(sprt_line(summarize(again, old), old.sprt).find("minpairs"), std::string::npos);

  // A bad minpairs is refused, with the key named.
  for (Json bad : {Json(-1), Json(2.5), Json("10")}) {
    j["sprt_config"]["minpairs"] = bad;
    MatchInfo b;
    again.clear();
    err.clear();
    EXPECT_FALSE(read_report(j, b, again, err)) << bad;
    EXPECT_NE(err.find("minpairs"), std::string::npos) << err;
  }
}
