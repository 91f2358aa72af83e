// The engine client (pili/client/engine_client.h) against the scripted fake
// engine (tests/fake_engines/fake_engine.sh) and Pili itself: handshake and
// the variant option, a search with its info lines, junk lines, deadlines,
// an engine that dies between moves, `go perft`.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "pili/client/engine_client.h"

using namespace pili::client;

namespace {

const std::string FAKE = std::string(PILI_TEST_DATA) + "/../fake_engines/fake_engine.sh";
const std::string START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

EngineSpec fake(std::vector<std::string> args, Protocol proto = Protocol::Uci) {
  EngineSpec s;
  s.name = "fake";
  s.cmd = FAKE;
  s.args = std::move(args);
  s.proto = proto;
  return s;
}

GoRequest move_time(int64_t ms, int64_t deadlineMs) {
  GoRequest rq;
  rq.fen = START;
  rq.moveTimeMs = ms;
  rq.deadlineMs = deadlineMs;
  return rq;
}

// A file for the fake engine's command log, empty at first.
std::string log_file(const std::string& name) {
  std::string path = testing::TempDir() + "client_" + name + ".log";
  std::remove(path.c_str());
  return path;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(ClientEngine, SearchReportsItsInfoLines) {
  EngineClient e(fake({"line", "line=h2e2 h9g7", "score=35"}), "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  ASSERT_TRUE(e.new_game(err)) << err;
  std::vector<EngineInfo> seen;
  MoveReply r = e.go(move_time(50, 5000), [&](const EngineInfo& i) { seen.push_back(i); });
  EXPECT_EQ(r.status, MoveReply::Status::Move);
  EXPECT_EQ(r.move, "h2e2");
  EXPECT_TRUE(r.hasScore);
  EXPECT_EQ(r.score, 35);
  EXPECT_EQ(r.depth, 1);
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].pv, std::vector<std::string>{"h2e2"});
  e.quit();
  EXPECT_FALSE(e.running());
}

TEST(ClientEngine, JunkLinesAreReadPast) {
  // Empty and binary lines, a 9000-character line, a CR line end, text after
  // "info string", look-alikes of bestmove and a stray readyok before the answer.
  EngineClient e(fake({"line", "line=h2e2 h9g7", "score=35", "noise=1"}), "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  int exact = 0;
  MoveReply r = e.go(move_time(50, 5000), [&](const EngineInfo& i) {
    exact += i.hasScore && !i.bound && i.multipv == 1;
  });
  EXPECT_EQ(r.status, MoveReply::Status::Move);
  EXPECT_EQ(r.move, "h2e2");
  EXPECT_EQ(r.score, 35);
  EXPECT_EQ(exact, 1);  // the junk's "score cp 999" is text, its -400 a MultiPV bound
  GoRequest next = move_time(50, 5000);
  next.moves = {"h2e2", "h9g7"};
  r = e.go(next);
  EXPECT_EQ(r.status, MoveReply::Status::NoMove);  // past its line, without pili=
}

TEST(ClientEngine, HangIsKilledAfterTheGraceTime) {
  EngineClient e(fake({"hang"}), "xiangqi");
  e.graceMs = 200;
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  auto t0 = std::chrono::steady_clock::now();
  MoveReply r = e.go(move_time(50, 100));
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.status, MoveReply::Status::Hang);
  EXPECT_FALSE(e.running());
  EXPECT_GE(ms, 300);
  EXPECT_LT(ms, 5000);
}

TEST(ClientEngine, AnswerAfterStopIsLate) {
  EngineClient e(fake({"slow", "pili=" + std::string(PILI_BINARY)}), "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  MoveReply r = e.go(move_time(50, 100));
  EXPECT_EQ(r.status, MoveReply::Status::Late);
  EXPECT_TRUE(e.running());  // late, not dead: the next game may use it
}

TEST(ClientEngine, EngineDyingBetweenMovesIsACrashAndCanRestart) {
  EngineClient e(fake({"crash", "after=1", "pili=" + std::string(PILI_BINARY)}), "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  MoveReply first = e.go(move_time(50, 5000));
  EXPECT_EQ(first.status, MoveReply::Status::Move);
  MoveReply second = e.go(move_time(50, 5000));
  EXPECT_EQ(second.status, MoveReply::Status::Crash);
  EXPECT_FALSE(e.running());
  EXPECT_FALSE(e.new_game(err));
  ASSERT_TRUE(e.start(err)) << err;  // a fresh process
  EXPECT_TRUE(e.new_game(err)) << err;
}

TEST(ClientEngine, StartFailures) {
  std::string err;
  EngineSpec missing;
  missing.name = "nowhere";
  missing.cmd = "/nonexistent/engine";
  EngineClient a(missing, "xiangqi");
  EXPECT_FALSE(a.start(err));
  EXPECT_EQ(err.rfind("nowhere: cannot run '/nonexistent/engine'", 0), 0u) << err;

  EngineClient b(fake({"silent"}), "xiangqi");
  b.handshakeTimeoutMs = 200;
  EXPECT_FALSE(b.start(err));
  EXPECT_EQ(err, "fake: no 'uciok' within 200 ms");
  EXPECT_FALSE(b.running());

  EngineClient c(fake({"silent"}, Protocol::Ucci), "xiangqi");
  c.handshakeTimeoutMs = 200;
  EXPECT_FALSE(c.start(err));
  EXPECT_EQ(err, "fake: no 'ucciok' within 200 ms");
}

TEST(ClientEngine, VariantOptionIsSentAndChecked) {
  std::string log = log_file("variant");
  std::vector<std::string> args{"line", "variants=xiangqi atomic", "log=" + log};
  std::string err;
  {
    EngineClient e(fake(args), "meng");  // not in the engine's list
    EXPECT_FALSE(e.start(err));
    EXPECT_NE(err.find("does not offer 'meng' (it offers xiangqi atomic)"), std::string::npos) << err;
    EXPECT_EQ(e.offered_variants(), (std::vector<std::string>{"xiangqi", "atomic"}));
  }
  EXPECT_EQ(slurp(log).find("setoption"), std::string::npos);
  {
    EngineClient e(fake(args), "xiangqi");  // listed: sent even for xiangqi
    ASSERT_TRUE(e.start(err)) << err;
  }
  EXPECT_NE(slurp(log).find("setoption name UCI_Variant value xiangqi\n"), std::string::npos);
  {
    EngineClient e(fake(args, Protocol::Ucci), "atomic");
    ASSERT_TRUE(e.start(err)) << err;
  }
  EXPECT_NE(slurp(log).find("setoption variant atomic\n"), std::string::npos);
  {
    EngineSpec s = fake(args);  // given explicitly: the user knows the engine's name
    s.set_option("UCI_Variant", "meng2");
    EngineClient e(s, "meng");
    ASSERT_TRUE(e.start(err)) << err;
  }
  std::string text = slurp(log);
  EXPECT_NE(text.find("setoption name UCI_Variant value meng2\n"), std::string::npos);
  EXPECT_EQ(text.find("value meng\n"), std::string::npos);
}

TEST(ClientEngine, UnlistedVariantIsSentForVariantsOnly) {
  std::string log = log_file("unlisted");
  std::string err;
  {
    EngineClient e(fake({"line", "log=" + log}), "xiangqi");
    ASSERT_TRUE(e.start(err)) << err;
  }
  EXPECT_EQ(slurp(log).find("UCI_Variant"), std::string::npos);
  {
    EngineClient e(fake({"line", "log=" + log}), "atomic");
    ASSERT_TRUE(e.start(err)) << err;
  }
  EXPECT_NE(slurp(log).find("setoption name UCI_Variant value atomic\n"), std::string::npos);
}

TEST(ClientEngine, PerftDivideFromPili) {
  EngineSpec s;
  s.cmd = PILI_BINARY;
  EngineClient e(s, "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  std::map<std::string, uint64_t> counts;
  uint64_t total = 0;
  ASSERT_TRUE(e.perft(START, {}, 2, counts, total, err)) << err;
  EXPECT_EQ(total, 1920u);  // xiangqi perft(2) from the start
  EXPECT_EQ(counts.size(), 44u);  // the root moves
  EXPECT_EQ(counts.count("h2e2"), 1u);
  uint64_t sum = 0;
  for (auto& [move, n] : counts) sum += n;
  EXPECT_EQ(sum, total);
  uint64_t below = counts["h2e2"];
  ASSERT_TRUE(e.perft(START, {"h2e2"}, 1, counts, total, err)) << err;  // the moves reach the engine
  EXPECT_EQ(total, below);
  EXPECT_EQ(counts.size(), below);
}

TEST(ClientEngine, QueryReturnsTheEnginesOwnLines) {
  EngineSpec s;
  s.cmd = PILI_BINARY;
  EngineClient e(s, "xiangqi");
  std::string err;
  ASSERT_TRUE(e.start(err)) << err;
  std::vector<std::string> lines;
  ASSERT_TRUE(e.query(START, {"h2e2"}, "d", lines, err)) << err;
  // The central cannon moved; Black to move, one quiet ply on the counter.
  EXPECT_NE(std::find(lines.begin(), lines.end(),
                      "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"),
            lines.end());
  EXPECT_EQ(std::find(lines.begin(), lines.end(), "readyok"), lines.end());
  ASSERT_TRUE(e.query(START, {}, "d", lines, err)) << err;  // nothing left over from the first answer
  EXPECT_NE(std::find(lines.begin(), lines.end(), "Fen: " + START), lines.end());
}

TEST(ClientEngine, PerftFailures) {
  std::map<std::string, uint64_t> counts;
  uint64_t total = 0;
  std::string err;
  EngineClient searcher(fake({"claim"}), "xiangqi");  // answers `go perft` with a bestmove
  ASSERT_TRUE(searcher.start(err)) << err;
  EXPECT_FALSE(searcher.perft(START, {}, 1, counts, total, err));
  EXPECT_NE(err.find("no perft support"), std::string::npos) << err;

  EngineClient mute(fake({"hang"}), "xiangqi");
  mute.silenceMs = 200;
  ASSERT_TRUE(mute.start(err)) << err;
  EXPECT_FALSE(mute.perft(START, {}, 1, counts, total, err));
  EXPECT_EQ(err, "fake: go perft: no answer within 200 ms");
  EXPECT_FALSE(mute.running());
}

}  // namespace
