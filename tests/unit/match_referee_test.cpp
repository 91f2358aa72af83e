// The referee and the match runner against small fake engines
// (tests/fake_engines/fake_engine.sh) that misbehave on purpose.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>

#include "match_fake.h"
#include "match/referee.h"
#include "match/runner.h"
#include "match/summary.h"
#include "pili/record/pgn.h"
#include "pili/rules/variant.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::client;
using namespace pili::match;
using namespace pili::record;
using namespace pili::match::test;

namespace {

// Red mates with b0b9 (the rook on a8 holds rank 8).
const std::string MATE_IN_ONE = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
const std::string SHUFFLE = "line=h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h0g2 h9g7";

// The text without what depends on the clock: Date/Time tags and values,
// and thinking times ("0.05s").
std::string without_times(std::string s) {
  static const std::regex clock(R"(\d{4}\.\d\d\.\d\d|\d\d:\d\d:\d\d|\d+\.\d\ds)");
  return std::regex_replace(s, clock, "#");
}

}  // namespace

TEST(MatchReferee, IllegalMoveLosesForEitherSide) {
  {
    Game g(fake("bad", {"illegal"}), fake("ok", {"line", "line=h9g7"}));
    g.play();
    EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
    EXPECT_EQ(g.rec.reason, "illegal move");
    EXPECT_EQ(g.rec.termination, "rules infraction");
    EXPECT_TRUE(g.rec.moves.empty());
  }
  Game g(fake("ok", {"line", "line=h2e2"}), fake("bad", {"illegal"}));
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
  EXPECT_EQ(g.rec.reason, "illegal move");
  EXPECT_EQ(g.rec.moves, std::vector<std::string>{"h2e2"});
}

TEST(MatchReferee, UnparsableMoveAndFalseClaimLose) {
  {
    Game g(fake("junk", {"garbage"}), fake("ok", {"line", "line=h9g7"}));
    g.play();
    EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
    EXPECT_EQ(g.rec.reason, "unparsable move");
  }
  Game g(fake("ok", {"line", "line=h2e2"}), fake("claims", {"claim"}));
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
  EXPECT_EQ(g.rec.reason, "false claim");
}

TEST(MatchReferee, CrashLosesAndTheEngineCanBeRestarted) {
  Game g(fake("crashes", {"crash"}), fake("ok", {"line", "line=h9g7"}));
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
  EXPECT_EQ(g.rec.reason, "crash");
  EXPECT_FALSE(g.red.running());
  std::string err;
  EXPECT_TRUE(g.red.start(err)) << err;
  EXPECT_TRUE(g.red.running());
}

// The clock tests below give the misbehaving side 50 ms a move (and the
// referee 50 ms of margin); the side that behaves keeps the generous default.
TEST(MatchReferee, HangIsKilledAndLoses) {
  Game g(fake("ok", {"line", "line=h2e2"}), fake("hangs", {"hang"}, 0.05));
  auto t0 = std::chrono::steady_clock::now();
  g.play();
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
  EXPECT_EQ(g.rec.reason, "hang");
  EXPECT_EQ(g.rec.termination, "stalled connection");
  EXPECT_FALSE(g.black.running());
  EXPECT_NE(g.rec.detail.find("no bestmove 2000 ms after stop"), std::string::npos) << g.rec.detail;
  // 50 ms + margin + the 2 s grace after stop (the detail above names the
  // grace). A referee that never gave up would wait forever: the bound only
  // has to be finite, and is far enough off for a loaded machine.
  EXPECT_LT(secs, 30.0);
}

TEST(MatchReferee, LateAnswerAfterStopIsATimeForfeitNotAHang) {
  // Black answers 0.6 s after its 0.05 s (a process not scheduled for a
  // while on a loaded machine): late, but it answered, so no hang.
  Game g(fake("ok", {"line", "line=h2e2"}), fake("late", {"line", "line=x h9g7", "think=0.6"}, 0.05));
  g.play();
  EXPECT_EQ(g.rec.reason, "time forfeit") << g.rec.detail;
  EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
  EXPECT_TRUE(g.black.running());
  EXPECT_NE(g.rec.detail.find("allowed 100 ms"), std::string::npos) << g.rec.detail;
}

TEST(MatchReferee, SlowEngineForfeitsOnTimeButStaysUp) {
  Game g(fake("slow", {"slow", "line=h2e2"}, 0.05), fake("ok", {"line", "line=h9g7"}));
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
  EXPECT_EQ(g.rec.reason, "time forfeit");
  EXPECT_TRUE(g.red.running());
}

TEST(MatchReferee, CheckmateAndRepetitionAreAdjudicatedByTheRules) {
  {
    Game g(fake("mater", {"line", "line=b0b9"}), fake("victim", {"claim"}));
    g.setup.fen = MATE_IN_ONE;
    g.play();
    EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
    EXPECT_EQ(g.rec.reason, "checkmate");
    EXPECT_EQ(g.rec.termination, "normal");
    EXPECT_EQ(g.rec.moves, std::vector<std::string>{"b0b9"});
  }
  Game g(fake("a", {"line", SHUFFLE}), fake("b", {"line", SHUFFLE}));
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::Draw);
  EXPECT_EQ(g.rec.reason, "repetition");
  EXPECT_EQ(g.rec.moves.size(), 8u);  // the start position occurs for the third time
}

TEST(MatchReferee, EngineRankBaseIsConverted) {
  // Red speaks ranks 1-10: "h3e3" is h2e2. After the line both claim.
  EngineConfig red = fake("ranks1", {"line", "line=h3e3"});
  red.rankBase = 1;
  Game g(red, fake("ok", {"line", "line=x h9g7"}));
  g.play();
  EXPECT_EQ(g.rec.moves, (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ(g.rec.reason, "false claim");
  EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
}

TEST(MatchReferee, RandomLegalGameWithRankBaseOne) {
  // Random movers that ask `pili perft` for legal moves; one speaks ranks 1-10
  // and converts what it receives, so a wrong conversion ends in a claim.
  EngineConfig red = fake("r1", {"random", std::string("pili=") + PILI_BINARY, "ranks=1"}, 1.0);
  red.rankBase = 1;
  Game g(red, fake("r0", {"random", std::string("pili=") + PILI_BINARY}, 1.0));
  g.setup.maxPlies = 30;
  g.play();
  EXPECT_NE(g.rec.reason, "false claim");
  EXPECT_NE(g.rec.reason, "illegal move");
  EXPECT_GT(g.rec.moves.size(), 0u);
  EXPECT_LE(g.rec.moves.size(), 30u);
  // Every recorded move replays legally.
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(pos, START, err));
  EXPECT_TRUE(play_moves<Xiangqi>(pos, g.rec.moves, err)) << err;
}

TEST(MatchReferee, ScoreAdjudication) {
  {
    Game g(fake("pessimist", {"line", SHUFFLE, "score=-700"}), fake("b", {"line", SHUFFLE, "score=0"}));
    g.setup.adj.resignMoveCount = 2;
    g.setup.adj.resignScore = 600;
    g.play();
    EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
    EXPECT_EQ(g.rec.reason, "adjudication: resign");
    EXPECT_EQ(g.rec.moves.size(), 3u);
  }
  Game g(fake("a", {"line", SHUFFLE, "score=5"}), fake("b", {"line", SHUFFLE, "score=-3"}));
  g.setup.adj.drawMoveNumber = 1;
  g.setup.adj.drawMoveCount = 2;
  g.setup.adj.drawScore = 10;
  g.play();
  EXPECT_EQ(g.rec.outcome, Outcome::Draw);
  EXPECT_EQ(g.rec.reason, "adjudication: draw");
  EXPECT_EQ(g.rec.moves.size(), 4u);
}

TEST(MatchReferee, UcciEngines) {
  EngineConfig red = fake("u1", {"line", "line=h2e2"}), black = fake("u2", {"claim", "score=15"});
  red.proto = black.proto = Protocol::Ucci;
  Game g(red, black);
  g.play();
  EXPECT_EQ(g.rec.moves, std::vector<std::string>{"h2e2"});
  EXPECT_EQ(g.rec.reason, "false claim");  // "nobestmove" while moves exist
  EXPECT_EQ(g.rec.outcome, Outcome::RedWins);
}

TEST(MatchReferee, ScoreParsing) {
  int s;
  EXPECT_TRUE(parse_info_score("info depth 5 score cp -35 nodes 100 pv h2e2", s));
  EXPECT_EQ(s, -35);
  EXPECT_TRUE(parse_info_score("info depth 9 score mate 3 pv h2e2", s));
  EXPECT_EQ(s, MATE_SCORE - 3);
  EXPECT_TRUE(parse_info_score("info depth 9 score mate -2", s));
  EXPECT_EQ(s, -(MATE_SCORE - 2));
  EXPECT_TRUE(parse_info_score("info depth 4 score 120 pv h2e2", s));  // UCCI
  EXPECT_EQ(s, 120);
  EXPECT_FALSE(parse_info_score("info string score cp", s));
  EXPECT_FALSE(parse_info_score("bestmove h2e2", s));
}

TEST(MatchRunner, CrashingEngineLosesEveryGameAndTheMatchGoesOn) {
  MatchConfig cfg;
  cfg.engines = {fake("crashes", {"crash"}), fake("ok", {"line", "line=h2e2 h9g7"})};
  cfg.games = 2;
  cfg.rounds = 2;
  cfg.concurrency = 2;
  cfg.quiet = true;
  cfg.timeMarginMs = 50;
  cfg.jsonOut = testing::TempDir() + "match_crash.json";
  std::vector<GameRecord> games;
  ASSERT_EQ(run_match<Xiangqi>(cfg, &games), 0);
  ASSERT_EQ(games.size(), 4u);
  for (auto& g : games) {
    EXPECT_EQ(g.reason, "crash");
    EXPECT_EQ(g.first_points(), 0.0);
  }
  Json j;
  std::string err;
  ASSERT_TRUE(parse_json(slurp(cfg.jsonOut), j, err)) << err;
  EXPECT_EQ(j["games"], 4);
  EXPECT_EQ(j["losses"], 4);
  EXPECT_EQ(j["terminations"]["crash"], 4);
  EXPECT_EQ(j["pentanomial"][0], 2);
  std::remove(cfg.jsonOut.c_str());
}

TEST(MatchRunner, BadEngineCommandIsAClearError) {
  MatchConfig cfg;
  cfg.engines = {fake("a", {"line"}), fake("missing", {})};
  cfg.engines[1].cmd = "/nonexistent/engine";
  cfg.quiet = true;
  EXPECT_EQ(run_match<Xiangqi>(cfg), 2);
}

TEST(MatchRunner, ShardsMergeIntoTheSameResultAsOneRun) {
  std::string dir = testing::TempDir();
  std::string book = dir + "match_book.fen";
  {
    std::ofstream out(book);
    out << START << "\n"
        << START << " moves h2e2 h9g7\n"
        << START << " moves h2e2\n";
  }
  MatchConfig cfg;
  // "illegal" loses at its first move; the liner's line fits every opening.
  cfg.engines = {fake("liner", {"line", "line=h2e2 h9g7 b0c2"}), fake("bad", {"illegal"})};
  cfg.timeMarginMs = 3000;  // about shards, not clocks: no time forfeit on a loaded machine
  cfg.games = 2;
  cfg.rounds = 3;
  cfg.concurrency = 2;
  cfg.quiet = true;
  cfg.openings.file = book;
  cfg.openings.random = true;
  cfg.openings.seed = 5;
  cfg.sprt.enabled = true;
  cfg.pgnOut = dir + "match_full.pgn";
  cfg.jsonOut = dir + "match_full.json";
  ASSERT_EQ(run_match<Xiangqi>(cfg), 0);
  for (int k = 1; k <= 2; ++k) {
    MatchConfig s = cfg;
    s.shardIndex = k;
    s.shardCount = 2;
    s.pgnOut = dir + "match_shard" + std::to_string(k) + ".pgn";
    s.jsonOut = dir + "match_shard" + std::to_string(k) + ".json";
    ASSERT_EQ(run_match<Xiangqi>(s), 0);
  }
  ASSERT_EQ(merge_command({dir + "match_shard2.json", dir + "match_shard1.json", "-pgnout",
                           dir + "match_merged.pgn", "-json", dir + "match_merged.json"}),
            0);
  std::string full = slurp(cfg.pgnOut);
  EXPECT_FALSE(full.empty());
  // Equal but for the clock: dates, times and thinking times differ by run.
  EXPECT_EQ(without_times(slurp(dir + "match_merged.pgn")), without_times(full));
  EXPECT_EQ(without_times(slurp(dir + "match_merged.json")), without_times(slurp(cfg.jsonOut)));

  std::vector<PgnGame> games;
  std::string err;
  ASSERT_TRUE(read_pgn(full, games, err)) << err;
  ASSERT_EQ(games.size(), 6u);
  for (size_t i = 0; i < games.size(); ++i) {
    // Colours alternate within a round; the liner always wins.
    EXPECT_EQ(*games[i].tag("White"), i % 2 ? "bad" : "liner");
    EXPECT_EQ(games[i].result, i % 2 ? "0-1" : "1-0");
    EXPECT_EQ(*games[i].tag("Round"), std::to_string(i / 2 + 1));
  }
  // A merge of the same shard twice is refused.
  EXPECT_EQ(merge_command({dir + "match_shard1.json", dir + "match_shard1.json"}), 2);
  for (auto f : {"match_book.fen", "match_full.pgn", "match_full.json", "match_shard1.pgn",
                 "match_shard1.json", "match_shard2.pgn", "match_shard2.json", "match_merged.pgn",
                 "match_merged.json"})
    std::remove((dir + f).c_str());
}

TEST(MatchRunner, OpeningsStartPicksTheFirstRoundsOpening) {
  // start=N continues a book where an earlier match stopped: rounds run from opening N on.
  std::string book = testing::TempDir() + "match_start_book.fen";
  {
    std::ofstream out(book);
    out << START << "\n" << START << " moves h2e2\n" << START << " moves h2e2 h9g7\n";
  }
  MatchConfig cfg;
  cfg.engines = {fake("liner", {"line", "line=h2e2 h9g7 b0c2"}), fake("bad", {"illegal"})};
  cfg.timeMarginMs = 3000;
  cfg.games = 1;
  cfg.rounds = 3;
  cfg.quiet = true;
  cfg.openings.file = book;
  cfg.openings.start = 2;
  std::vector<pili::record::GameRecord> games;
  ASSERT_EQ(run_match<Xiangqi>(cfg, &games), 0);
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[0].opening, 1);
  EXPECT_EQ(games[0].bookPlies, 1);
  EXPECT_EQ(games[1].opening, 2);
  EXPECT_EQ(games[2].opening, 0);  // wraps round to the top of the book
  cfg.openings.start = 4;          // past the end of a three-line book
  EXPECT_EQ(run_match<Xiangqi>(cfg), 2);
  std::remove(book.c_str());
}

TEST(MatchRunner, EveryAvailableVariantIsRefereedByItsOwnRules) {
  // Random movers learn the variant from the UCI_Variant / UCCI variant
  // option the runner sends; if it were missing, their `pili perft` would
  // use xiangqi rules and the referee would see illegal moves or claims.
  for (pili::Variant v : ALL_VARIANTS) {
    if (!variant_available(v)) continue;
    MatchConfig cfg;
    cfg.variant = variant_name(v);
    std::string pili = std::string("pili=") + PILI_BINARY;
    cfg.engines = {fake("uci", {"random", pili}, 2.0), fake("ucci", {"random", pili}, 2.0)};
    cfg.engines[1].proto = Protocol::Ucci;
    cfg.games = 2;
    cfg.maxPlies = 16;
    cfg.quiet = true;
    std::vector<GameRecord> games;
    int rc = visit_rules(v, [&]<class R>() { return run_match<R>(cfg, &games); });
    ASSERT_EQ(rc, 0) << cfg.variant;
    ASSERT_EQ(games.size(), 2u);
    expect_ended_by_the_rules(games, cfg.variant);
    for (auto& g : games) EXPECT_EQ(g.variant, cfg.variant);
  }
}

TEST(MatchRunner, TwoRealPiliEnginesPlayEveryVariantToTheEnd) {
  // The real engine at a tiny node count, both protocols: every game must
  // end by the variant's rules (no engine fault), within the ply cap.
  for (pili::Variant v : ALL_VARIANTS) {
    if (!variant_available(v)) continue;
    MatchConfig cfg;
    cfg.variant = variant_name(v);
    PiliPair pair;
    EngineConfig &a = pair.uci, &b = pair.ucci;
    a.tc.nodes = b.tc.nodes = 400;
    if (v == pili::Variant::AtomicChess) {  // UCCI is xiangqi only: two UCI engines
      b.proto = Protocol::Uci;
      b.options = a.options;
    }
    cfg.engines = {a, b};
    cfg.games = 2;
    cfg.maxPlies = 400;
    cfg.quiet = true;
    std::vector<GameRecord> games;
    int rc = visit_rules(v, [&]<class R>() { return run_match<R>(cfg, &games); });
    ASSERT_EQ(rc, 0) << cfg.variant;
    ASSERT_EQ(games.size(), 2u);
    expect_ended_by_the_rules(games, cfg.variant);
    // The sides are named as the board's players are: White on the 8x8 board.
    for (const auto& g : games) {
      if (g.outcome == pili::Outcome::Draw) continue;
      bool named = g.detail.rfind(v == pili::Variant::AtomicChess ? "White" : "Red", 0) == 0 ||
                   g.detail.rfind("Black", 0) == 0;
      EXPECT_TRUE(named) << cfg.variant << ": " << g.detail;
    }
  }
}
