// Search properties every rule module must keep, as typed tests over R:
// legal best move and PVs, reproducible node counts, limits honoured.
// New modules are added to SearchRuleTypes below.
#include "search_helpers.h"
#include "pili/rules/variant.h"
#include "test_util.h"

namespace pili::searchtest {
namespace {

template <class R>
Position start_position() {
  Position pos;
  std::string err;
  std::string fen = R::MENG_FEN ? "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1"
                                : Position::START_FEN;
  EXPECT_TRUE(set_position<R>(pos, fen, err)) << R::NAME << ": " << err;
  return pos;
}

template <class R>
class SearchGeneric : public ::testing::Test {};

using SearchRuleTypes = ::testing::Types<Xiangqi, Atomic, AtomicClassic, Meng, DoubleTris>;
TYPED_TEST_SUITE(SearchGeneric, SearchRuleTypes);

TYPED_TEST(SearchGeneric, LegalBestMoveAndPvs) {
  using R = TypeParam;
  Position root = start_position<R>();
  SearchLimits limits;
  limits.depth = 5;
  SearchRun run = run_search<R>(root, limits);
  ASSERT_FALSE(run.infos.empty());
  ASSERT_TRUE(find_legal_move<R>(root, run.result.bestMove).is_ok()) << run.result.bestMove;
  for (const auto& info : run.infos) {
    Position pos = root;
    std::string bad;
    EXPECT_TRUE(play_pv<R>(pos, info.pv, &bad)) << R::NAME << " depth " << info.depth << ": " << bad;
  }
  EXPECT_EQ(run.infos.back().depth, 5);
}

TYPED_TEST(SearchGeneric, ReproducibleNodeCounts) {
  using R = TypeParam;
  Position root = start_position<R>();
  SearchLimits limits;
  limits.depth = 5;
  SearchRun a = run_search<R>(root, limits);
  SearchRun b = run_search<R>(root, limits);
  ASSERT_FALSE(a.infos.empty());
  ASSERT_FALSE(b.infos.empty());
  EXPECT_EQ(a.infos.back().nodes, b.infos.back().nodes);
  EXPECT_EQ(a.result.bestMove, b.result.bestMove);
}

TYPED_TEST(SearchGeneric, NodeLimitAndTwoThreads) {
  using R = TypeParam;
  Position root = start_position<R>();
  SearchLimits limits;
  limits.nodes = 3000;
  SearchRun a = run_search<R>(root, limits);
  ASSERT_TRUE(find_legal_move<R>(root, a.result.bestMove).is_ok());
  if (!a.infos.empty()) { EXPECT_LE(a.infos.back().nodes, 3000u); }
  SearchLimits d;
  d.depth = 4;
  SearchRun two = run_search<R>(root, d, 2);
  ASSERT_TRUE(find_legal_move<R>(root, two.result.bestMove).is_ok());
  EXPECT_EQ(two.result.threads, 2);
}

// With almost no time on the clock the helpers are not started: their start
// and join cost more than the move has (tunables.h, SINGLE_THREAD_BELOW_MS).
TYPED_TEST(SearchGeneric, OneThreadWhenTheClockIsNearlyEmpty) {
  using R = TypeParam;
  Position root = start_position<R>();
  SearchLimits low;
  low.time[root.side_to_move()] = 40;
  low.inc[root.side_to_move()] = 10;
  SearchRun a = run_search<R>(root, low, 2);
  ASSERT_TRUE(find_legal_move<R>(root, a.result.bestMove).is_ok());
  EXPECT_EQ(a.result.threads, 1);
  SearchLimits plenty;
  plenty.time[root.side_to_move()] = 600000;
  plenty.depth = 2;
  EXPECT_EQ(run_search<R>(root, plenty, 2).result.threads, 2);
}

// Each thread's node counter sits on a cache line of its own (no false
// sharing between threads that write theirs at every node), and the total the
// reports give is their sum.
TEST(SearchThreads, NodeCountersOnSeparateCacheLines) {
  Position root = start_position<Xiangqi>();
  search::TranspositionTable tt;
  search::SearchConfig cfg;
  cfg.limits.depth = 3;
  cfg.threads = 4;
  search::Shared sh(tt, cfg);
  search::Decision d = search::run_search<Xiangqi>(sh, root);
  ASSERT_EQ(d.threads, 4);
  ASSERT_EQ(sh.nodes.size(), 4u);
  uint64_t sum = 0;
  for (size_t i = 0; i < sh.nodes.size(); ++i) {
    auto at = reinterpret_cast<uintptr_t>(sh.nodes[i].get());
    EXPECT_EQ(at % 64, 0u) << "counter " << i;
    for (size_t j = 0; j < i; ++j)
      EXPECT_NE(at / 64, reinterpret_cast<uintptr_t>(sh.nodes[j].get()) / 64) << i << " and " << j;
    sum += sh.nodes[i]->load();
  }
  EXPECT_GT(sum, 0u);
  EXPECT_EQ(sh.total_nodes(), sum);
}

}  // namespace
}  // namespace pili::searchtest
