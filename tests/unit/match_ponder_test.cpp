// pili-match pondering (engine key `ponder`, docs/matches.md): after
// "bestmove X ponder P" the engine gets the position after X P and
// `go ponder`; the opponent's real move answers it with `ponderhit` (P) or
// `stop` (another move: that bestmove is read and discarded, then a normal
// go). The fake engines log what they receive, so the tests check the
// exact command sequence; the game itself must not change.
#include <gtest/gtest.h>

#include <cstdio>
#include <regex>

#include "match_fake.h"
#include "match/match_config.h"
#include "match/records_file.h"
#include "match/runner.h"
#include "pili/rules/variant.h"

using namespace pili;
using namespace pili::client;
using namespace pili::match;
using namespace pili::record;
using namespace pili::match::test;

namespace {

const std::string SHUFFLE = "line=h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h0g2 h9g7";
const std::vector<std::string> SHUFFLE_GAME = {"h0g2", "h9g7", "g2h0", "g7h9",
                                               "h0g2", "h9g7", "g2h0", "g7h9"};

// A log file for one fake engine, removed at the end of the test.
struct Log {
  std::string path;
  explicit Log(const std::string& name)
      : path(testing::TempDir() + "ponder-" + name + "-" + std::to_string(::getpid()) + ".log") {
    std::remove(path.c_str());
  }
  ~Log() { std::remove(path.c_str()); }
  std::string arg() const { return "log=" + path; }
  std::vector<std::string> lines() const {
    std::vector<std::string> out;
    std::istringstream in(slurp(path));
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
  }
  // How many received lines start with `prefix`.
  int count(const std::string& prefix) const {
    int n = 0;
    for (auto& l : lines()) n += l.rfind(prefix, 0) == 0;
    return n;
  }
  // The commands after each "go ponder": "ponderhit" or "stop".
  std::vector<std::string> answers() const {
    auto ls = lines();
    std::vector<std::string> out;
    for (size_t i = 0; i + 1 < ls.size(); ++i)
      if (ls[i].rfind("go ponder", 0) == 0) out.push_back(ls[i + 1]);
    return out;
  }
};

EngineConfig pondering(EngineConfig c) {
  c.ponder = true;
  return c;
}

}  // namespace

TEST(MatchPonder, EngineKeyAndFingerprint) {
  MatchConfig cfg;
  std::string err;
  ASSERT_TRUE(parse_match_args({"-engine", "cmd=a", "ponder", "-engine", "cmd=b", "ponder=false", "-each",
                                "ponder=true", "st=1"},
                               cfg, err))
      << err;
  EXPECT_TRUE(cfg.engines[0].ponder);
  EXPECT_FALSE(cfg.engines[1].ponder);  // its own key wins over -each
  MatchConfig bad;
  EXPECT_FALSE(parse_match_args({"-engine", "cmd=a", "ponder=maybe", "-engine", "cmd=b"}, bad, err));
  EXPECT_NE(err.find("ponder"), std::string::npos) << err;
  // Pondering is part of the match (resume must not mix it), absent when off.
  EXPECT_NE(match_fingerprint(cfg).dump().find("ponder"), std::string::npos);
  cfg.engines[0].ponder = false;
  EXPECT_EQ(match_fingerprint(cfg).dump().find("ponder"), std::string::npos);
}

TEST(MatchPonder, BestmovePonderWordIsRead) {
  MoveReply r;
  EXPECT_TRUE(take_engine_line("bestmove h2e2 ponder h9g7 draw", r));
  EXPECT_EQ(r.move, "h2e2");
  EXPECT_EQ(r.ponderMove, "h9g7");
  EXPECT_TRUE(r.drawOffer);
  MoveReply bare;
  EXPECT_TRUE(take_engine_line("bestmove h2e2 ponder", bare));
  EXPECT_EQ(bare.ponderMove, "");
}

TEST(MatchPonder, HitsAreAnsweredWithPonderhitAndTheGameIsUnchanged) {
  for (Protocol proto : {Protocol::Uci, Protocol::Ucci}) {
    Log red("hit-red"), black("hit-black");
    EngineConfig r = pondering(fake("a", {"line", SHUFFLE, "ponder=line", red.arg()}));
    EngineConfig b = pondering(fake("b", {"line", SHUFFLE, "ponder=line", black.arg()}));
    r.proto = b.proto = proto;
    Game g(r, b);
    g.play();
    EXPECT_EQ(g.rec.reason, "repetition");
    EXPECT_EQ(g.rec.moves, SHUFFLE_GAME);
    bool uci = proto == Protocol::Uci;
    for (const Log* l : {&red, &black}) {
      EXPECT_EQ(l->count(uci ? "setoption name Ponder value true" : "setoption ponder true"), 1);
      // Both ponder after their first three moves (the fourth ends the game
      // or would repeat the start a third time), and every ponder is a hit.
      EXPECT_EQ(l->answers(), std::vector<std::string>(3, "ponderhit")) << slurp(l->path);
      EXPECT_EQ(l->count("stop"), 0);
      EXPECT_EQ(l->count("go ponder"), 3);
      EXPECT_EQ(l->count("go"), 4);  // one plain go, three go ponder (hits need no go)
    }
    // The position pondered on is the one after the move and the ponder move.
    auto ls = red.lines();
    auto go = std::find_if(ls.begin(), ls.end(), [](auto& l) { return l.rfind("go ponder", 0) == 0; });
    ASSERT_NE(go, ls.begin());
    EXPECT_NE((go - 1)->find("moves h0g2 h9g7"), std::string::npos) << *(go - 1);
    std::string ms = std::to_string(r.tc.moveTimeMs);
    EXPECT_NE(go->find(uci ? "movetime " + ms : "time " + ms + " movestogo 1"), std::string::npos) << *go;
  }
}

TEST(MatchPonder, MissesAreStoppedDrainedAndThenSearched) {
  // Red expects a0a1 and Black i9i8 (legal, never played): every ponder is
  // a miss. Black's last move ends the game while Red ponders: stopped too.
  Log red("miss-red"), black("miss-black");
  Game g(pondering(fake("a", {"line", SHUFFLE, "ponder=i9i8", red.arg()})),
         pondering(fake("b", {"line", SHUFFLE, "ponder=a0a1", black.arg()})));
  g.play();
  EXPECT_EQ(g.rec.reason, "repetition");
  EXPECT_EQ(g.rec.moves, SHUFFLE_GAME);
  EXPECT_EQ(red.answers(), std::vector<std::string>(4, "stop")) << slurp(red.path);
  EXPECT_EQ(black.answers(), std::vector<std::string>(3, "stop")) << slurp(black.path);
  EXPECT_EQ(red.count("ponderhit"), 0);
  // After a miss's stop: the real position and a plain go.
  auto ls = black.lines();
  for (size_t i = 0; i + 2 < ls.size(); ++i)
    if (ls[i] == "stop") {
      EXPECT_EQ(ls[i + 1].rfind("position fen", 0), 0u) << ls[i + 1];
      EXPECT_EQ(ls[i + 2].rfind("go movetime", 0), 0u) << ls[i + 2];
    }
}

TEST(MatchPonder, IllegalOrMissingPonderMovesAreNotPondered) {
  Log red("none-red"), black("none-black");
  Game g(pondering(fake("a", {"line", SHUFFLE, "ponder=e0e5", red.arg()})),
         pondering(fake("b", {"line", SHUFFLE, "ponder=zz", black.arg()})));
  g.play();
  EXPECT_EQ(g.rec.moves, SHUFFLE_GAME);
  EXPECT_EQ(red.count("go ponder"), 0);
  EXPECT_EQ(black.count("go ponder"), 0);
  // Without the key an engine's ponder moves are ignored.
  Log off("off");
  Game g2(fake("a", {"line", SHUFFLE, "ponder=line", off.arg()}), fake("b", {"line", SHUFFLE}));
  g2.play();
  EXPECT_EQ(off.count("go ponder"), 0);
  EXPECT_EQ(off.count("setoption"), 0);
}

TEST(MatchPonder, PonderingTimeIsNotCharged) {
  // Black thinks 0.6 s per move while Red ponders; Red (0.2 s per move)
  // answers its ponderhit at once. Counting from `go ponder` would forfeit.
  Log red("time-red");
  Game g(pondering(fake("a", {"line", SHUFFLE, "ponder=line", red.arg()}, 0.2)),
         fake("b", {"line", SHUFFLE, "think=0.6"}, 2.0));
  g.play();
  EXPECT_EQ(g.rec.reason, "repetition") << g.rec.detail;
  EXPECT_EQ(red.count("ponderhit"), 3);
  // The think-time comments of Red's pondered moves are its own time only.
  for (size_t i = 2; i < g.rec.comments.size(); i += 2) {
    std::smatch m;
    ASSERT_TRUE(std::regex_search(g.rec.comments[i], m, std::regex(R"((\d+\.\d\d)s)"))) << g.rec.comments[i];
    EXPECT_LT(std::stod(m[1]), 0.5) << g.rec.comments[i];
  }
}

TEST(MatchPonder, NoBestmoveAfterStoppingAPonderIsAHang) {
  Log red("hang-red");
  EngineConfig r = pondering(fake("a", {"line", SHUFFLE, "ponder=i9i8", "ponderhang=1", red.arg()}));
  Game g(r, fake("b", {"line", SHUFFLE}));
  g.red.ponderStopMs = 300;
  g.play();
  EXPECT_EQ(g.rec.reason, "hang");
  EXPECT_EQ(g.rec.outcome, Outcome::BlackWins);
  EXPECT_EQ(g.rec.moves, (std::vector<std::string>{"h0g2", "h9g7"}));
  EXPECT_FALSE(g.red.running());
  EXPECT_EQ(red.answers(), std::vector<std::string>{"stop"});
}

TEST(MatchPonder, PonderSearchStillRunningAtTheGameEndIsStopped) {
  // The game ends by the ply cap on Black's move while Red ponders (a hit
  // that never comes): Red gets stop; one that ignores it is killed, and
  // the result stands.
  for (bool hangs : {false, true}) {
    Log red(hangs ? "end-hang" : "end");
    std::vector<std::string> args = {"line", SHUFFLE, "ponder=line", red.arg()};
    if (hangs) args.push_back("ponderhang=1");
    Game g(pondering(fake("a", args)), fake("b", {"line", SHUFFLE}));
    g.red.ponderStopMs = 300;
    g.setup.maxPlies = 2;
    g.play();
    EXPECT_EQ(g.rec.reason, "max plies");
    EXPECT_EQ(g.rec.moves, (std::vector<std::string>{"h0g2", "h9g7"}));
    EXPECT_EQ(red.answers(), std::vector<std::string>{"stop"}) << slurp(red.path);
    EXPECT_EQ(g.red.running(), !hangs);
    EXPECT_FALSE(g.red.pondering());
  }
}

TEST(MatchPonder, RealPiliPondersInBothProtocols) {
  // Pili against Pili, both pondering: UCI on a clock, UCCI at a fixed time
  // per move. Every game ends by the rules or the ply cap, no fault.
  for (Protocol proto : {Protocol::Uci, Protocol::Ucci}) {
    MatchConfig cfg;
    cfg.variant = "xiangqi";
    PiliPair pair;
    EngineConfig a = proto == Protocol::Uci ? pair.uci : pair.ucci, b = a;
    a.name = "pili-a";
    b.name = "pili-b";
    a.ponder = b.ponder = true;
    // Engine a through `tee`, to see that it really pondered.
    Log input(proto == Protocol::Uci ? "pili-uci" : "pili-ucci");
    a.args = {"-c", "tee -a '" + input.path + "' | '" + a.cmd + "'"};
    a.cmd = "/bin/sh";
    if (proto == Protocol::Uci) {
      a.tc.baseMs = b.tc.baseMs = 2000;
      a.tc.incMs = b.tc.incMs = 50;
    } else {
      a.tc.moveTimeMs = b.tc.moveTimeMs = 50;
    }
    cfg.engines = {a, b};
    cfg.games = 2;
    cfg.maxPlies = 30;
    cfg.timeMarginMs = 200;
    cfg.quiet = true;
    std::vector<GameRecord> games;
    std::ostringstream log;
    ASSERT_EQ(run_match<Xiangqi>(cfg, &games, log), 0);
    ASSERT_EQ(games.size(), 2u);
    expect_ended_by_the_rules(games, proto == Protocol::Uci ? "uci" : "ucci");
    for (auto& g : games) EXPECT_GE(g.moves.size(), 1u);
    EXPECT_GT(input.count("go ponder"), 0);
    EXPECT_GT(input.count("ponderhit") + input.count("stop"), 0);
  }
}
