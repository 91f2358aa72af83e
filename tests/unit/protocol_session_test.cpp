// Command handling of a protocol session against the scripted FakeEngine:
// handshakes, errors without state change, bestmove timing under ponder and
// infinite, UCCI time units.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "pili/engine/engine.h"
#include "pili/protocol/protocol.h"
#include "protocol_fake_engine.h"
#include "protocol_session.h"

using namespace pili;
using namespace pili::protocol;
using pili::protocol::testing::FakeEngine;

namespace {

using Session = pili::protocol::testing::ProtocolSession<FakeEngine>;

bool is_info_string(const std::vector<std::string>& v) {
  return v.size() == 1 && v[0].rfind("info string ", 0) == 0;
}

}  // namespace

TEST(ProtocolSession, UciHandshake) {
  Session s;
  auto out = s.send("uci");
  ASSERT_GE(out.size(), 3u);
  EXPECT_EQ(out.front().rfind("id name Pili", 0), 0u);
  EXPECT_EQ(out.back(), "uciok");
  EXPECT_EQ(s.proto.dialect(), Dialect::Uci);
  EXPECT_EQ(s.send("isready"), std::vector<std::string>{"readyok"});
}

TEST(ProtocolSession, UcciHandshakeAndQuit) {
  Session s;
  auto out = s.send("ucci");
  EXPECT_EQ(out.back(), "ucciok");
  EXPECT_TRUE(Session::any_starts(out, "option usemillisec"));
  EXPECT_EQ(s.proto.dialect(), Dialect::Ucci);
  EXPECT_EQ(s.send("stop"), std::vector<std::string>{"nobestmove"});  // idle stop
  EXPECT_FALSE(s.proto.handle_line("quit"));
  EXPECT_EQ(s.lines.back(), "bye");
}

TEST(ProtocolSession, ErrorsPrintOneLineAndChangeNothing) {
  Session s;
  s.send("uci");
  s.send("position startpos moves h2e2");
  for (const char* bad :
       {"frobnicate", "position fen nonsense", "position startpos moves h2e2 zz9",
        "position", "position startpos moves h2e2 h2e2x", "setoption name NoSuchOption value 3",
        "setoption name Hash value lots", "setoption name Hash value 0",
        "setoption name Threads value 99999", "setoption name Ponder value maybe",
        "setoption name UCI_Variant value chess", "go depth x", "go searchmoves a0a9",
        "banmoves i9i0"}) {
    auto out = s.send(bad);
    EXPECT_TRUE(is_info_string(out)) << bad << " -> " << (out.empty() ? "(nothing)" : out[0]);
    EXPECT_EQ(s.engine.fenNow, FakeEngine::START) << bad;
    EXPECT_EQ(s.engine.movesNow, std::vector<std::string>{"h2e2"}) << bad;
    EXPECT_EQ(s.engine.now.hashMb, 16) << bad;
    EXPECT_EQ(s.engine.now.threads, 1) << bad;
    EXPECT_EQ(s.engine.goCalls, 0) << bad;
  }
}

TEST(ProtocolSession, UcciConventionalOptionsAreSilentlyAccepted) {
  Session s;
  s.send("ucci");
  EXPECT_TRUE(s.send("setoption idle none").empty());
  EXPECT_TRUE(s.send("setoption randomness none").empty());
  EXPECT_TRUE(is_info_string(s.send("setoption frobnication on")));
}

TEST(ProtocolSession, OptionsReachTheEngine) {
  Session s;
  s.send("uci");
  EXPECT_TRUE(s.send("setoption name Hash value 64").empty());
  EXPECT_TRUE(s.send("setoption name threads value 2").empty());
  EXPECT_TRUE(s.send("setoption name MultiPV value 3").empty());
  EXPECT_TRUE(s.send("setoption name Move Overhead value 50").empty());
  EXPECT_TRUE(s.send("setoption name Clear Hash").empty());
  EXPECT_TRUE(s.send("setoption name Ranks1to10 value true").empty());
  EXPECT_TRUE(s.send("setoption name UCI_Variant value xiangqi").empty());
  EXPECT_EQ(s.engine.now.hashMb, 64);
  EXPECT_EQ(s.engine.now.threads, 2);
  EXPECT_EQ(s.engine.now.multiPV, 3);
  EXPECT_EQ(s.engine.now.moveOverheadMs, 50);
  EXPECT_EQ(s.engine.clearHashes, 1);
  EXPECT_TRUE(s.engine.now.ranks1to10);
  s.send("ucinewgame");
  EXPECT_EQ(s.engine.newGames, 1);
  s.send("setoption hashsize 32");  // UCCI spelling
  EXPECT_EQ(s.engine.now.hashMb, 32);
}

TEST(ProtocolSession, CyclonePositionLines) {
  Session s;
  s.send("fen 4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1 moves h2e2");
  EXPECT_EQ(s.engine.fenNow, "4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1");
  s.send("startpos moves b0c2");
  EXPECT_EQ(s.engine.fenNow, FakeEngine::START);
  EXPECT_EQ(s.engine.movesNow, std::vector<std::string>{"b0c2"});
}

TEST(ProtocolSession, GoPrintsInfoAndOneBestmove) {
  Session s;
  s.send("uci");
  s.send("go depth 5");
  ASSERT_EQ(s.engine.goCalls, 1);
  EXPECT_EQ(s.engine.lastLimits.depth, 5);
  SearchInfo info;
  info.depth = 1;
  info.pv = {"h2e2"};
  s.engine.onInfo(info);
  EXPECT_EQ(s.lines.back().rfind("info depth 1 ", 0), 0u);
  EXPECT_EQ(s.send("isready"), std::vector<std::string>{"readyok"});  // while searching
  s.engine.finish("b0c2", "h9g7");
  EXPECT_EQ(s.lines.back(), "bestmove b0c2 ponder h9g7");
  EXPECT_TRUE(s.send("stop").empty());  // idle UCI stop is silent
}

// docs/architecture.md: a `go` enters the rules once. The protocol plans it
// from the root engine.go reports and asks nothing else of the engine.
TEST(ProtocolSession, EveryGoIsOneEngineCall) {
  const std::pair<const char*, std::vector<const char*>> cases[] = {
      {"uci", {"go depth 5", "go searchmoves b0c2 depth 2", "go depth 0", "go wtime 900 btime 800",
               "go searchmoves a0a1", "go infinite", "go ponder"}},
      {"ucci", {"go depth 5", "go depth 0", "go time 5 opptime 3", "go infinite", "go ponder time 1"}}};
  for (const auto& [dialect, gos] : cases)
    for (const char* go : gos) {
      SCOPED_TRACE(std::string(dialect) + ": " + go);
      Session s;
      s.send(dialect);
      const int before = s.engine.rootReads;
      s.send(go);
      EXPECT_EQ(s.engine.goRequests, 1);
      EXPECT_EQ(s.engine.rootReads, before);
      s.send("stop");
    }
  Session s;
  s.send("ucci");
  s.send("go depth 0");  // UCCI: the static score, from the same call
  EXPECT_EQ(s.engine.goCalls, 0);
  EXPECT_EQ(s.lines[s.lines.size() - 2], "info depth 0 score " + std::to_string(FakeEngine::STATIC_EVAL));
  s.send("position fen 4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
  s.send("go time 5 opptime 3");  // UCCI's own clock is the side to move's, from the root
  EXPECT_EQ(s.engine.lastLimits.time[BLACK], 5000);
  EXPECT_EQ(s.engine.lastLimits.time[RED], 3000);
}

TEST(ProtocolSession, IllegalBestmoveIsNeverPrinted) {
  Session s;
  s.send("go depth 3");
  s.engine.finish("a0a9");
  EXPECT_EQ(s.lines.back(), "bestmove h2e2");  // the first legal move
  EXPECT_EQ(s.lines[s.lines.size() - 2].rfind("info string", 0), 0u);
}

TEST(ProtocolSession, NoLegalMove) {
  Session s;
  s.engine.legal.clear();
  s.send("uci");
  auto out = s.send("go depth 3");
  EXPECT_EQ(out.back(), "bestmove (none)");
  EXPECT_EQ(s.engine.goCalls, 0);
  s.send("ucci");
  EXPECT_EQ(s.send("go depth 3").back(), "nobestmove");
}

TEST(ProtocolSession, PonderHoldsBestmoveUntilPonderhit) {
  Session s;
  s.send("uci");
  s.send("go ponder wtime 1000 btime 1000");
  EXPECT_TRUE(s.engine.lastLimits.ponder);
  s.engine.finish("h2e2");  // the search ends while the GUI still ponders
  EXPECT_FALSE(Session::any_starts(s.lines, "bestmove"));
  auto out = s.send("ponderhit");
  EXPECT_EQ(out, std::vector<std::string>{"bestmove h2e2"});
  EXPECT_EQ(s.engine.ponderhits, 1);
  EXPECT_TRUE(s.send("ponderhit").empty());  // nothing left to release
}

TEST(ProtocolSession, StopEndsPonderAndInfinite) {
  Session s;
  s.send("uci");
  s.send("go infinite");
  EXPECT_TRUE(s.engine.lastLimits.infinite);
  s.engine.bestOnStop = "c3c4";
  auto out = s.send("stop");
  EXPECT_EQ(out, std::vector<std::string>{"bestmove c3c4"});
  s.send("go ponder");
  s.engine.finish("b0c2");
  EXPECT_EQ(s.send("stop"), std::vector<std::string>{"bestmove b0c2"});
}

TEST(ProtocolSession, CommandsDuringSearchStopItFirst) {
  Session s;
  s.send("go infinite");
  auto out = s.send("position startpos moves h2e2");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], "bestmove h2e2");
  EXPECT_EQ(s.engine.movesNow, std::vector<std::string>{"h2e2"});
  s.send("go infinite");
  EXPECT_TRUE(is_info_string(s.send("d")));  // no board while busy
  EXPECT_FALSE(s.proto.handle_line("quit"));
  EXPECT_EQ(s.lines.back(), "bestmove h2e2");  // quit stopped the search
}

TEST(ProtocolSession, UcciTimesAreSecondsUnlessMillisec) {
  Session s;
  s.send("ucci");
  s.send("go time 1.5 increment 0.5 opptime 20 oppincrement 1");
  EXPECT_EQ(s.engine.lastLimits.time[RED], 1500);
  EXPECT_EQ(s.engine.lastLimits.inc[RED], 500);
  EXPECT_EQ(s.engine.lastLimits.time[BLACK], 20000);
  EXPECT_EQ(s.engine.lastLimits.inc[BLACK], 1000);
  s.send("stop");
  s.send("setoption usemillisec true");
  EXPECT_TRUE(s.proto.use_millisec());
  // Black to move: "time" is Black's clock.
  s.send("position fen 4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
  s.send("go time 700 movestogo 10 opptime 9000");
  EXPECT_EQ(s.engine.lastLimits.time[BLACK], 700);
  EXPECT_EQ(s.engine.lastLimits.time[RED], 9000);
  EXPECT_EQ(s.engine.lastLimits.movesToGo, 10);
  auto out = s.send("stop");
  EXPECT_EQ(out, std::vector<std::string>{"bestmove h2e2"});
}

TEST(ProtocolSession, UcciDepthZeroAndInfinite) {
  Session s;
  s.send("ucci");
  auto out = s.send("go depth 0");
  EXPECT_EQ(out, (std::vector<std::string>{"info depth 0 score 12", "nobestmove"}));
  EXPECT_EQ(s.engine.goCalls, 0);
  s.send("go draw depth infinite");
  EXPECT_TRUE(s.engine.lastLimits.infinite);
  EXPECT_TRUE(s.engine.lastLimits.drawOffered);
  s.engine.finish("h2e2");
  EXPECT_FALSE(Session::any_starts(s.lines, "bestmove"));  // held until stop
  EXPECT_EQ(s.send("stop"), std::vector<std::string>{"bestmove h2e2"});
}

TEST(ProtocolSession, UcciBanmovesProbeAndPerft) {
  Session s;
  s.send("ucci");
  EXPECT_TRUE(s.send("banmoves h2e2 b0c2").empty());
  EXPECT_EQ(s.engine.banned.size(), 2u);
  EXPECT_EQ(s.send("probe"), std::vector<std::string>{"pophash bestmove h2e2 lowerbound 20 depth 7"});
  s.send("position startpos moves h2e2");
  s.send("probe startpos moves b0c2");
  EXPECT_EQ(s.engine.movesNow, std::vector<std::string>{"h2e2"});  // restored
  auto out = s.send("go perft 2");
  EXPECT_EQ(out.back(), "Nodes searched: 8");
  EXPECT_EQ(out[0], "h2e2: 2");
}

TEST(ProtocolSession, RunLoopHandlesCrlfHugeAndEof) {
  FakeEngine engine;
  std::vector<std::string> lines;
  LineOutput out([&](const std::string& s) { lines.push_back(s); });
  Protocol proto(engine, out);
  std::string input = "uci\r\n\r\n" + std::string(MAX_LINE + 10, 'x') + "\nisready\r\ngo infinite\n";
  std::istringstream in(input);
  proto.run(in);  // ends at EOF and stops the search
  EXPECT_EQ(lines.back(), "bestmove h2e2");
  int errors = 0, ready = 0;
  for (const auto& l : lines) {
    errors += l.rfind("info string line longer", 0) == 0;
    ready += l == "readyok";
  }
  EXPECT_EQ(errors, 1);
  EXPECT_EQ(ready, 1);
}

TEST(ProtocolSession, LastLineWithoutNewlineAndSecondHandshake) {
  FakeEngine engine;
  std::vector<std::string> lines;
  LineOutput out([&](const std::string& s) { lines.push_back(s); });
  Protocol proto(engine, out);
  // VinXiangQi sends both handshakes: each is answered, the last one wins.
  std::istringstream in("uci\nucci\nposition startpos moves h2\nisready");
  proto.run(in);
  EXPECT_EQ(proto.dialect(), Dialect::Ucci);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines.back(), "readyok");
  EXPECT_EQ(lines[lines.size() - 2].rfind("info string position", 0), 0u);  // truncated move
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "uciok"), 1);
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "ucciok"), 1);
}

// UCCI's FENs and coordinates are the 9x10 board's: a variant on another
// board is refused with a word, and the session keeps its variant (a real
// engine: the fake plays xiangqi only).
TEST(ProtocolSession, UcciRefusesAVariantOnAnotherBoard) {
  pili::protocol::testing::ProtocolSession<Engine> s;
  s.send("ucci");
  ASSERT_TRUE(s.send("setoption variant atomic").empty());
  auto out = s.send("setoption variant atomic-chess");
  ASSERT_TRUE(is_info_string(out));
  EXPECT_NE(out[0].find("atomic-chess needs the UCI protocol"), std::string::npos) << out[0];
  EXPECT_EQ(s.engine.variant(), Variant::Atomic);
  pili::protocol::testing::ProtocolSession<Engine> uci;
  uci.send("uci");
  EXPECT_TRUE(uci.send("setoption name UCI_Variant value atomic-chess").empty());
  EXPECT_EQ(uci.engine.variant(), Variant::AtomicChess);
}
