// Through the real `pili` binary: clocks, stop, ponderhit, isready during a
// search, quitting mid-search, threads. The tests wait for the engine's own
// lines (a search has started when it reports an iteration), never for a
// fixed time; the only wall-clock bounds are the clocks themselves.
#include <chrono>

#include "protocol_gui_session.h"
#include "protocol_legality.h"

using namespace pili::protocol::testing;

namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

}  // namespace

// The clocks are three seconds, of which the engine plans about 80 ms and
// may use at most about 400 ms by its own clock: the upper bounds are the
// clocks themselves (over them the engine has lost on time), seconds that a
// loaded or emulated machine does not add to a move. The lower bounds tell seconds from
// milliseconds; a slow machine only lengthens a search. What share of a
// clock is planned is checked without a clock (TimeManagement tests).
TEST(ProtocolBinary, TimeControlsAreHonoured) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos");
  auto t0 = Clock::now();
  std::string best = parse_best(p.bestmove("go wtime 3000 btime 3000")).move;
  EXPECT_LT(ms_since(t0), 3000) << "go wtime 3000 lost on time";
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {}, best));

  // A movetime is used (less the 10 ms Move Overhead); a search that
  // ignored it would never end, and the timeout of the read would fail it.
  t0 = Clock::now();
  p.bestmove("go movetime 300");
  EXPECT_GE(ms_since(t0), 200);

  // UCCI: seconds by default, milliseconds after usemillisec.
  p.handshake("ucci");
  p.send("position startpos moves h2e2");
  t0 = Clock::now();
  best = parse_best(p.bestmove("go time 3 opptime 3")).move;
  int64_t ms = ms_since(t0);
  EXPECT_LT(ms, 3000) << "UCCI go time 3 (s) lost on time";
  EXPECT_GT(ms, 20) << "UCCI go time 3 read as 3 ms?";  // at least 0.7 of the 80 ms planned
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2"}, best));
  p.send("setoption usemillisec true");
  t0 = Clock::now();
  p.bestmove("go time 3000 increment 0 opptime 3000");
  // Read as seconds, the plan would be about 80 s.
  EXPECT_LT(ms_since(t0), 3000) << "UCCI go time 3000 (ms) lost on time";
}

TEST(ProtocolBinary, StopPonderhitAndIsreadyWhileSearching) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos");
  // isready is answered while an infinite search runs: the readyok comes
  // and no bestmove before it (an infinite search never ends by itself).
  p.send("go infinite");
  p.search_started();
  for (auto& l : p.reply("")) EXPECT_FALSE(starts_with(l, "bestmove")) << "infinite search ended by itself";
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {}, parse_best(p.bestmove("stop")).move));

  // Many go/stop pairs in a row: exactly one legal bestmove each.
  const int N = 20;
  for (int i = 0; i < N; ++i) {
    p.send("go infinite");
    p.send("stop");
  }
  int got = 0;
  for (int i = 0; i < N; ++i) got += is_legal("xiangqi", XIANGQI_START, {}, parse_best(p.bestmove("")).move);
  EXPECT_EQ(got, N);
  for (auto& l : p.reply("")) EXPECT_FALSE(starts_with(l, "bestmove")) << "extra " << l;

  // Ponder, then ponderhit: the search goes on with the clock and ends. With
  // 600 ms on the clock a move may take 40 ms; the ponder search reports
  // 100 ms of its own time without answering.
  p.send("position startpos moves h2e2");
  p.send("go ponder wtime 600 btime 600");
  for (auto& l : p.searched_for(100)) EXPECT_FALSE(starts_with(l, "bestmove")) << "bestmove while pondering";
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2"}, parse_best(p.bestmove("ponderhit")).move));
  // Ponder, then stop (the GUI's ponder miss).
  p.send("go ponder wtime 600 btime 600");
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2"}, parse_best(p.bestmove("stop")).move));

  // UCCI: ponderhit during the search, and stop while idle.
  p.handshake("ucci");
  p.send("go ponder time 1 opptime 1");
  p.search_started();
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2"}, parse_best(p.bestmove("ponderhit")).move));
  EXPECT_EQ(p.reply("stop"), std::vector<std::string>{"nobestmove"});
}

TEST(ProtocolBinary, QuitWhileSearchingAndEndOfInput) {
  {
    GuiSession p;
    p.send("go infinite");
    p.search_started();
    p.send("quit");
    EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
  }
  {
    GuiSession p;
    p.send("ucci");
    p.send("go depth infinite");
    p.search_started();
    p.send("quit");
    p.expect("bye");
    EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
  }
  {
    GuiSession p;
    p.send("go infinite");
    p.close_input();  // the GUI died
    EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
  }
}

TEST(ProtocolBinary, ThreadsOneAndTwo) {
  for (int threads : {1, 2}) {
    GuiSession p;
    p.handshake("uci");
    EXPECT_TRUE(p.reply("setoption name Threads value " + std::to_string(threads)).empty());
    p.send("position startpos moves h2e2 h9g7");
    std::string best = parse_best(p.bestmove("go depth 6")).move;
    EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2", "h9g7"}, best)) << threads << ": " << best;
    p.send("go infinite");
    p.search_started();
    EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2", "h9g7"}, parse_best(p.bestmove("stop")).move));
  }
}
