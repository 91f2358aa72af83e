// Stress tests for Lazy SMP and the protocol's threads, meant to run under
// ThreadSanitizer (-DPILI_TSAN=ON; .ci/harden.sh runs `Stress*`): Threads 2-8,
// go / stop / ponderhit / setoption / ucinewgame / isready / quit arriving at
// random moments, Hash resized between and during searches. Each test also
// checks the protocol's promises: one bestmove per go, every bestmove legal,
// one readyok per isready. The random schedule is seeded, so a failure can
// be replayed; the timing between commands is not, which is the point.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "pili/engine/engine.h"
#include "pili/protocol/output.h"
#include "pili/protocol/protocol.h"
#include "protocol_session.h"

using namespace pili;
using namespace pili::protocol;

namespace {

// A real engine behind the real protocol, output collected thread-safely
// (LineOutput serialises the sink).
using LiveSession = pili::protocol::testing::ProtocolSession<Engine>;

void pause_us(std::mt19937& rng, int maxUs) {
  std::this_thread::sleep_for(std::chrono::microseconds(rng() % maxUs));
}

const char* const POSITIONS[] = {
    "position startpos",
    "position startpos moves h2e2 h9g7",
    "position fen 3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1",
    "position startpos moves b0c2 b9c7 h0g2",
};

const char* const GOES[] = {
    "go depth 6", "go nodes 20000", "go movetime 20", "go wtime 300 btime 300 winc 5 binc 5",
    // Ponder with 1 s clocks: below a 50 ms hard limit a search runs on one
    // thread (tunables.h), and these must race the helpers.
    "go infinite", "go ponder wtime 1000 btime 1000", "go depth 3",
};

// Runs `commands` random commands on one session and checks its output.
void random_session(unsigned seed, int commands, const char* variant) {
  std::mt19937 rng(seed);
  LiveSession s;
  s.post("uci");
  s.post(std::string("setoption name UCI_Variant value ") + variant);
  int goes = 0, readies = 0;
  for (int i = 0; i < commands; ++i) {
    switch (rng() % 10) {
      case 0:
        s.post("setoption name Threads value " + std::to_string(2 + rng() % 7));
        break;
      case 1:
        s.post("setoption name Hash value " + std::to_string(1 + rng() % 8));
        break;
      case 2:
        s.post("ucinewgame");
        break;
      case 3:
        if (std::string(variant) == "xiangqi") s.post(POSITIONS[rng() % std::size(POSITIONS)]);
        else s.post("position startpos");
        break;
      case 4:
      case 5:
        s.post(GOES[rng() % std::size(GOES)]);
        ++goes;
        break;
      case 6:
        s.post("stop");
        break;
      case 7:
        s.post("ponderhit");
        break;
      case 8:
        s.post("isready");
        ++readies;
        break;
      case 9:
        s.post("setoption name MultiPV value " + std::to_string(1 + rng() % 3));
        break;
    }
    pause_us(rng, 3000);
  }
  EXPECT_FALSE(s.proto.handle_line("quit"));  // ends any search, prints its bestmove
  EXPECT_FALSE(s.engine.searching());
  EXPECT_EQ(s.count_prefix("bestmove "), goes) << "seed " << seed;
  EXPECT_EQ(s.count_prefix("readyok"), readies) << "seed " << seed;
  for (const auto& l : s.lines) {
    EXPECT_EQ(l.rfind("info string engine reported", 0), std::string::npos) << l;
    EXPECT_NE(l, "bestmove (none)") << "seed " << seed;
  }
}

}  // namespace

TEST(StressSmp, RandomUciSessionsXiangqi) {
  for (unsigned seed = 1; seed <= 3; ++seed) random_session(seed, 60, "xiangqi");
}

TEST(StressSmp, RandomUciSessionsOtherVariants) {
  random_session(11, 40, "atomic");
  random_session(12, 40, "meng");
  random_session(13, 30, "doubletris");
}

// Searches with many threads stopped at random moments, straight through the
// facade, with the table resized between them.
TEST(StressSmp, EngineStopAtRandomMoments) {
  std::mt19937 rng(7);
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position("", {"h2e2"}, err)) << err;
  for (int i = 0; i < 24; ++i) {
    e.set(&Settings::threads, 2 + int(rng() % 7));
    if (i % 3 == 0) e.set(&Settings::hashMb, 1 + rng() % 4);
    std::atomic<int> bests{0};
    std::string best;
    std::mutex m;
    SearchLimits limits;
    limits.infinite = i % 2 == 0;
    limits.ponder = i % 4 == 1;
    e.go(limits, [](const SearchInfo&) {},
         [&](const SearchResult& r) {
           std::lock_guard lock(m);
           best = r.bestMove;
           ++bests;
         });
    pause_us(rng, 20000);
    if (limits.ponder && rng() % 2) e.ponderhit();
    e.stop();
    e.wait();
    EXPECT_EQ(bests.load(), 1) << i;
    std::lock_guard lock(m);
    auto legal = e.legal_moves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), best), legal.end()) << i << " " << best;
  }
}

// A search left running when the engine is destroyed (a GUI closing the
// engine mid-search) and `go` replacing a running search: every go gets
// exactly one bestmove, and a legal one. The replaced search answers before
// `go` returns (it is stopped and joined first), the destroyed one from the
// destructor; an infinite search never answers before either.
TEST(StressSmp, DestroyAndRestartWhileSearching) {
  std::mt19937 rng(5);
  for (int i = 0; i < 6; ++i) {
    SCOPED_TRACE(i);
    // Declared before the engine: its destructor's last callback writes them.
    std::atomic<int> firstCalls{0}, secondCalls{0};
    std::string firstMove, secondMove;  // read once the search thread is joined
    std::vector<std::string> legal;
    {
      Engine e;
      e.set(&Settings::threads, 2 + i);
      legal = e.legal_moves();
      SearchLimits limits;
      limits.infinite = true;
      e.go(limits, nullptr, [&](const SearchResult& r) {
        firstMove = r.bestMove;
        ++firstCalls;
      });
      pause_us(rng, 10000);
      EXPECT_TRUE(e.searching());
      EXPECT_EQ(firstCalls.load(), 0);
      e.go(limits, nullptr, [&](const SearchResult& r) {
        secondMove = r.bestMove;
        ++secondCalls;
      });
      EXPECT_EQ(firstCalls.load(), 1);  // the first search answered before the second began
      pause_us(rng, 10000);
      EXPECT_TRUE(e.searching());
      EXPECT_EQ(secondCalls.load(), 0);
    }  // the destructor stops the second search and waits for its answer
    EXPECT_EQ(firstCalls.load(), 1);
    EXPECT_EQ(secondCalls.load(), 1);
    EXPECT_NE(std::find(legal.begin(), legal.end(), firstMove), legal.end()) << firstMove;
    EXPECT_NE(std::find(legal.begin(), legal.end(), secondMove), legal.end()) << secondMove;
  }
}

// Commands fired while a multi-threaded search runs, from the reading
// thread, exactly as a GUI's stream arrives: a new option or position waits
// for the search to end; isready is answered at once.
TEST(StressSmp, OptionsAndPositionsDuringSearch) {
  std::mt19937 rng(3);
  LiveSession s;
  s.post("uci");
  s.post("setoption name Threads value 4");
  int goes = 0;
  for (int i = 0; i < 20; ++i) {
    s.post(i % 2 ? "go infinite" : "go ponder wtime 1000 btime 1000");
    ++goes;
    pause_us(rng, 5000);
    switch (i % 5) {
      case 0: s.post("setoption name Hash value " + std::to_string(1 + i % 5)); break;
      case 1: s.post("ucinewgame"); break;
      case 2: s.post("position startpos moves h2e2"); break;
      case 3: s.post("setoption name Threads value " + std::to_string(2 + i % 7)); break;
      case 4: s.post("ponderhit"); s.post("stop"); break;
    }
  }
  EXPECT_FALSE(s.proto.handle_line("quit"));
  EXPECT_EQ(s.count_prefix("bestmove "), goes);
}
