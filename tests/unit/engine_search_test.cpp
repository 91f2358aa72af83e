// Searching through the Engine facade: limits, stop, ponder, threads,
// determinism, and that every move and PV it prints is legal.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "pili/engine/engine.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"
#include "pili/search/timeman.h"

namespace pili {
namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

struct Outcome_ {
  std::vector<SearchInfo> infos;
  SearchResult result;
  int bestCalls = 0;
};

Outcome_ go_and_wait(Engine& e, const SearchLimits& limits) {
  Outcome_ o;
  e.go(limits, [&](const SearchInfo& i) { if (i.currMove.empty()) o.infos.push_back(i); },
       [&](const SearchResult& r) { o.result = r, ++o.bestCalls; });
  e.wait();
  return o;
}

// A search's reports as they arrive, for the tests that wait on them
// instead of sleeping. Declared before the engine: its destructor may still
// report.
struct Watch {
  std::mutex m;
  std::condition_variable cv;
  int depth = 0;         // of the last iteration reported
  int64_t timeMs = -1;   // search time it reported (the engine's clock)
  int bestCalls = 0;
  SearchResult result;

  Engine::InfoFn info() {
    return [this](const SearchInfo& i) {
      if (!i.currMove.empty()) return;
      std::lock_guard lock(m);
      depth = i.depth, timeMs = i.timeMs;
      cv.notify_all();
    };
  }
  Engine::BestFn best() {
    return [this](const SearchResult& r) {
      std::lock_guard lock(m);
      result = r, ++bestCalls;
      cv.notify_all();
    };
  }
  // Until `reached(*this)` holds or the search answers; false after a
  // minute of neither (a wait for an event, not a time limit).
  template <class P>
  bool wait_until(P reached) {
    std::unique_lock lock(m);
    return cv.wait_for(lock, std::chrono::minutes(1), [&] { return reached(*this) || bestCalls > 0; });
  }
  int calls() {
    std::lock_guard lock(m);
    return bestCalls;
  }
};

void empty_hash(Engine& e) { e.set(&Settings::hashMb, 8); e.set(&Settings::hashMb, 16); }  // resized: empty, no more

const char* POSITIONS[] = {
    "",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34",
    "R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36",
    "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72",
};

TEST(EngineSearch, BestMoveAndEveryPvAreLegal) {
  Engine e;
  for (const char* fen : POSITIONS) {
    std::string err;
    ASSERT_TRUE(e.set_position(fen, {}, err)) << err;
    SearchLimits limits;
    limits.depth = 7;
    Outcome_ o = go_and_wait(e, limits);
    EXPECT_EQ(o.bestCalls, 1);
    auto legal = e.legal_moves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), o.result.bestMove), legal.end()) << fen;
    ASSERT_FALSE(o.infos.empty());
    for (const auto& info : o.infos) {
      Position pos;
      ASSERT_TRUE(set_position<Xiangqi>(pos, *fen ? fen : Position::START_FEN, err));
      for (const auto& m : info.pv) {
        Move mv = find_legal_move<Xiangqi>(pos, m);
        ASSERT_TRUE(mv.is_ok()) << fen << ": illegal PV move " << m << " at depth " << info.depth;
        Xiangqi::do_move(pos, mv);
      }
      EXPECT_GE(info.seldepth, info.depth);
      EXPECT_EQ(info.wdl[0] + info.wdl[1] + info.wdl[2], 1000);
    }
    EXPECT_EQ(o.infos.back().depth, 7);
    if (!o.result.ponderMove.empty()) { EXPECT_EQ(o.result.ponderMove, o.infos.back().pv.at(1)); }
  }
}

// With ranks 1-10 the facade reads `searchmoves` and writes every PV in that
// base; a move that is not legal is left out of the list.
TEST(EngineSearch, SearchMovesAndPvInTheRankBase) {
  Engine e;
  e.set(&Settings::ranks1to10, true);
  SearchLimits limits;
  limits.depth = 5;
  limits.searchMoves = {"z9z9", "a4a5"};  // a4a5: the soldier a3a4 in ranks 0-9
  Outcome_ o = go_and_wait(e, limits);
  EXPECT_EQ(o.result.bestMove, "a4a5");
  ASSERT_FALSE(o.infos.empty());
  for (const auto& info : o.infos) {
    ASSERT_FALSE(info.pv.empty());
    EXPECT_EQ(info.pv.front(), "a4a5");
    Position pos;
    std::string err;
    ASSERT_TRUE(set_position<Xiangqi>(pos, Position::START_FEN, err)) << err;
    for (const auto& m : info.pv) {
      Move mv = find_legal_move<Xiangqi>(pos, m, 1);
      ASSERT_TRUE(mv.is_ok()) << "not a move in ranks 1-10: " << m;
      Xiangqi::do_move(pos, mv);
    }
  }
}

TEST(EngineSearch, DeterministicWithOneThread) {
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position(POSITIONS[1], {}, err));
  SearchLimits limits;
  limits.depth = 8;
  e.new_game();
  Outcome_ a = go_and_wait(e, limits);
  e.new_game();
  Outcome_ b = go_and_wait(e, limits);
  ASSERT_EQ(a.infos.size(), b.infos.size());
  EXPECT_EQ(a.infos.back().nodes, b.infos.back().nodes);
  EXPECT_EQ(a.infos.back().pv, b.infos.back().pv);
  EXPECT_EQ(a.result.bestMove, b.result.bestMove);
}

// Move-ordering statistics carry over from move to move of one game in
// every variant, but new_game, clear_hash and a position that does not
// continue the last one forget them: the search then matches a fresh
// engine's.
TEST(EngineSearch, StatisticsAreForgottenOnANewGame) {
  struct Case {
    const char* variant;
    std::string move, other;  // the game's first move; a first move of another game
  };
  for (const Case& c : {Case{"xiangqi", "h2e2", "b0c2"}, Case{"atomic", "h2e2", "b0c2"},
                        Case{"meng", "h2e2", "b0c2"}, Case{"atomic-chess", "e2e4", "d2d4"}}) {
    SearchLimits limits;
    limits.depth = 7;
    std::string err;
    const std::vector<std::string> line = {c.move};
    Engine fresh;
    ASSERT_TRUE(fresh.set_variant(c.variant, err)) << err;
    ASSERT_TRUE(fresh.set_position("", line, err)) << err;
    Outcome_ ref = go_and_wait(fresh, limits);
    ASSERT_FALSE(ref.infos.empty());
    for (int mode : {0, 1, 2, 3}) {
      Engine e;
      ASSERT_TRUE(e.set_variant(c.variant, err)) << err;
      // Modes 0, 1 and 3 search the start, then continue the game by one move.
      ASSERT_TRUE(e.set_position("", mode == 2 ? std::vector<std::string>{c.other} : std::vector<std::string>{}, err))
          << err;
      go_and_wait(e, limits);
      if (mode == 2) empty_hash(e);
      ASSERT_TRUE(e.set_position("", line, err)) << err;
      if (mode == 0) e.new_game();
      if (mode == 1) e.clear_hash();
      if (mode == 3) empty_hash(e);  // same game, hash cleared: only the statistics remain
      Outcome_ o = go_and_wait(e, limits);
      ASSERT_FALSE(o.infos.empty());
      if (mode == 3) {
        EXPECT_NE(o.infos.back().nodes, ref.infos.back().nodes) << c.variant << ": statistics were not kept";
        continue;
      }
      EXPECT_EQ(o.infos.back().nodes, ref.infos.back().nodes) << c.variant << " mode " << mode;
      EXPECT_EQ(o.result.bestMove, ref.result.bestMove) << c.variant << " mode " << mode;
    }
  }
}

// Atomic chess searched deep enough for its singular extensions (depth >= 6,
// the test search re-enters a node whose move list is in use), correction
// history and continuation history: every PV still plays from the root, the
// best move is legal, and a second run repeats the node count.
TEST(EngineSearch, AtomicChessDeepSearchStaysLegalAndReproducible) {
  for (const char* fen : {"rnb1kb1r/1p2pppp/p1pp4/6N1/4P1n1/PPN2PP1/2PPq2P/R1BQKB1R w KQkq - 1 9",
                          "4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25"}) {
    SearchLimits limits;
    limits.depth = 10;
    std::string err;
    std::vector<Outcome_> runs;
    Engine check;  // replays each PV
    ASSERT_TRUE(check.set_variant("atomic-chess", err)) << err;
    for (int i = 0; i < 2; ++i) {
      Engine e;
      ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
      ASSERT_TRUE(e.set_position(fen, {}, err)) << err;
      runs.push_back(go_and_wait(e, limits));
      auto legal = e.legal_moves();
      EXPECT_NE(std::find(legal.begin(), legal.end(), runs.back().result.bestMove), legal.end()) << fen;
      ASSERT_FALSE(runs.back().infos.empty());
      for (const auto& info : runs.back().infos) {
        EXPECT_TRUE(check.set_position(fen, info.pv, err)) << fen << " depth " << info.depth << ": " << err;
      }
    }
    EXPECT_EQ(runs[0].infos.back().depth, 10) << fen;
    EXPECT_EQ(runs[0].infos.back().nodes, runs[1].infos.back().nodes) << fen;
    EXPECT_EQ(runs[0].result.bestMove, runs[1].result.bestMove) << fen;
  }
}

TEST(EngineSearch, NodeLimit) {
  Engine e;
  SearchLimits limits;
  limits.nodes = 20000;
  Outcome_ a = go_and_wait(e, limits);
  ASSERT_FALSE(a.infos.empty());
  EXPECT_LE(a.infos.back().nodes, 20000u);
  EXPECT_FALSE(a.result.bestMove.empty());
  e.new_game();
  Outcome_ b = go_and_wait(e, limits);  // `go nodes` is reproducible
  EXPECT_EQ(a.result.bestMove, b.result.bestMove);
  EXPECT_EQ(a.infos.back().nodes, b.infos.back().nodes);
}

// Time handling. A movetime is used (less the overhead) and ends the
// search: the lower bound cannot fail on a slow machine, which only
// lengthens a search, and a search that ignored the movetime would never
// end, so the upper bound only has to be finite and is far off.
TEST(EngineSearch, MoveTimeIsRespected) {
  Engine e;
  e.set(&Settings::moveOverheadMs, 10);
  SearchLimits limits;
  limits.moveTime = 150;
  auto t0 = Clock::now();
  Outcome_ o = go_and_wait(e, limits);
  int64_t ms = ms_since(t0);
  EXPECT_GE(ms, 100);
  EXPECT_LT(ms, 10000);
  EXPECT_FALSE(o.result.bestMove.empty());
}

// Never loses on time: with 3 s on the clock the engine plans about 80 ms
// and stops by its own clock after at most about 400 ms, so the clock
// itself is the bound (over it the game is lost), with seconds to spare
// for a loaded or emulated machine. The plan is checked without a clock
// below (TimeManagement).
TEST(EngineSearch, ClockTimeNeverOverruns) {
  Engine e;
  SearchLimits limits;
  limits.time[RED] = 3000;
  limits.time[BLACK] = 3000;
  auto t0 = Clock::now();
  Outcome_ o = go_and_wait(e, limits);
  EXPECT_LT(ms_since(t0), 3000);
  EXPECT_FALSE(o.result.bestMove.empty());
}

// The search polls `stop` every thousand nodes or so (well under a
// millisecond here); the bound is generous so that a loaded machine cannot
// reach it, and still catches a search that does not listen.
TEST(EngineSearch, StopFromAnotherThreadIsQuick) {
  Watch w;
  Engine e;
  SearchLimits limits;
  limits.infinite = true;
  e.go(limits, w.info(), w.best());
  ASSERT_TRUE(w.wait_until([](const Watch& x) { return x.depth >= 1; }));  // running
  EXPECT_TRUE(e.searching());
  EXPECT_EQ(w.calls(), 0);  // infinite: no best move before stop
  auto t0 = Clock::now();
  std::thread stopper([&] { e.stop(); });
  stopper.join();
  e.wait();
  EXPECT_LT(ms_since(t0), 2000);
  EXPECT_EQ(w.calls(), 1);
  EXPECT_FALSE(w.result.bestMove.empty());
  EXPECT_FALSE(e.searching());
  e.stop();  // idle: no-op
}

TEST(EngineSearch, StopAtOnceStillGivesALegalMove) {
  Engine e;
  SearchLimits limits;
  limits.infinite = true;
  SearchResult result;
  e.go(limits, nullptr, [&](const SearchResult& r) { result = r; });
  e.stop();
  e.wait();
  auto legal = e.legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), result.bestMove), legal.end()) << result.bestMove;
}

TEST(EngineSearch, PonderWaitsForPonderhit) {
  Watch w;
  Engine e;
  SearchLimits limits;
  limits.ponder = true;
  limits.depth = 3;  // finishes at once, but must wait while pondering
  e.go(limits, w.info(), w.best());
  ASSERT_TRUE(w.wait_until([](const Watch& x) { return x.depth >= 3; }));
  // Nothing is to happen now: a wrong answer gets a moment to show, and a
  // right engine passes whatever the length of the pause.
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(w.calls(), 0);
  e.ponderhit();
  e.wait();
  EXPECT_EQ(w.calls(), 1);
}

TEST(EngineSearch, PonderhitSwitchesToTheClock) {
  Watch w;
  Engine e;
  SearchLimits limits;
  limits.ponder = true;
  limits.moveTime = 100;
  e.go(limits, w.info(), w.best());
  // Pondering ignores the clock: the search reports 250 ms of its own time,
  // past its movetime, without answering.
  ASSERT_TRUE(w.wait_until([](const Watch& x) { return x.timeMs >= 250; }));
  EXPECT_EQ(w.calls(), 0);
  auto t0 = Clock::now();
  e.ponderhit();
  e.wait();
  // Past its movetime, the search ends at its next look at the clock; one
  // that went on pondering would never answer. Generous, as above.
  EXPECT_LT(ms_since(t0), 2000);
  EXPECT_EQ(w.calls(), 1);
}

TEST(EngineSearch, TwoThreads) {
  Engine e;
  e.set(&Settings::threads, 2);
  std::string err;
  ASSERT_TRUE(e.set_position(POSITIONS[2], {}, err));
  SearchLimits limits;
  limits.depth = 8;
  Outcome_ o = go_and_wait(e, limits);
  auto legal = e.legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), o.result.bestMove), legal.end());
  EXPECT_EQ(o.infos.back().depth, 8);
  EXPECT_GT(o.infos.back().hashfull, 0);
}

TEST(EngineSearch, GoWhileSearchingRestarts) {
  Engine e;
  SearchLimits inf;
  inf.infinite = true;
  std::atomic<int> calls{0};
  e.go(inf, nullptr, [&](const SearchResult&) { ++calls; });
  SearchLimits d;
  d.depth = 2;
  e.go(d, nullptr, [&](const SearchResult&) { ++calls; });
  e.wait();
  EXPECT_EQ(calls.load(), 2);
}

TEST(TimeManagement, BudgetsStayInsideTheClock) {
  for (int64_t t : {1, 5, 20, 100, 1000, 10000, 600000})
    for (int64_t inc : {0, 100, 2000})
      for (int mtg : {0, 1, 5, 40})
        for (int overhead : {0, 10, 100}) {
          SearchLimits l;
          l.time[BLACK] = t;
          l.inc[BLACK] = inc;
          l.movesToGo = mtg;
          auto b = search::plan_time(l, BLACK, overhead);
          ASSERT_TRUE(b.limited);
          EXPECT_GE(b.optimum, 1);
          EXPECT_LE(b.optimum, b.maximum);
          if (t > overhead + 1) { EXPECT_LT(b.maximum, t - overhead + 1) << t << " " << inc << " " << mtg; }
        }
  SearchLimits none;
  EXPECT_FALSE(search::plan_time(none, RED, 10).limited);
  SearchLimits mt;
  mt.moveTime = 500;
  EXPECT_EQ(search::plan_time(mt, RED, 30).maximum, 470);
}

}  // namespace
}  // namespace pili
