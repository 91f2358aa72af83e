// The searcher evaluating with a net (SearchConfig::net), on both boards:
// - the accumulator stack and the piece-square sums it keeps along its
//   moves equal ones built from the board after every move and undo
//   (null moves included) and at every evaluation of short searches from
//   the perft-suite positions of every variant (SearchConfig::checkEval);
// - with a random net the search still finds the wins in one move that the
//   rules prove (every root move is searched at depth 1 and a lost position
//   is scored by the rules, whatever the evaluation says).
#include <memory>
#include <string>

#include "nnue_test_util.h"
#include "search_helpers.h"
#include "test_util.h"

namespace pili {
namespace {

using namespace nnuetest;
using namespace searchtest;
using testutil::read_perft_file;

struct NetRun {
  std::string bestMove;
  SearchInfo last;
  uint64_t checks = 0, mismatches = 0, nodes = 0;
};

// One single-threaded search of `pos` evaluated by `net`.
template <class R>
NetRun search_with_net(const typename R::Position& pos, std::shared_ptr<const Network> net, int depth,
                       bool checkEval) {
  static search::TranspositionTable tt;
  tt.clear();
  search::SearchConfig cfg;
  cfg.limits.depth = depth;
  cfg.net = std::move(net);
  cfg.checkEval = checkEval;
  search::Shared sh(tt, cfg);
  sh.budget = search::plan_time(cfg.limits, pos.side_to_move(), default_settings().moveOverheadMs);
  NetRun run;
  sh.onReport = [&](const search::Report& r) {
    if (!r.currMove.is_ok()) run.last = r.info;
  };
  search::Decision d = search::run_search<R>(sh, pos);
  if (d.bestMove.is_ok()) run.bestMove = move_text<R>(d.bestMove);
  run.checks = sh.evalChecks.load();
  run.mismatches = sh.evalMismatches.load();
  run.nodes = sh.total_nodes();
  return run;
}

template <class R>
typename R::Position load(const std::string& fen) {
  typename R::Position pos;
  std::string err;
  EXPECT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

// Short searches from every `stride`-th position of a perft suite (every
// 6 x `stride`-th under the sanitizers).
template <class R>
void incremental_equals_refresh(Variant v, const char* suite, size_t stride, int depth) {
  auto net = std::make_shared<const Network>(random_network(v, 99u + unsigned(v)));
  auto lines = read_perft_file(suite);
  uint64_t checks = 0, nodes = 0;
  if (testutil::SANITIZED) stride *= 6;
  for (size_t i = 0; i < lines.size(); i += stride) {
    typename R::Position pos = load<R>(lines[i].fen);
    if (R::king_lost(pos)) continue;
    NetRun run = search_with_net<R>(pos, net, depth, true);
    EXPECT_EQ(run.mismatches, 0u) << lines[i].fen;
    checks += run.checks;
    nodes += run.nodes;
  }
  // Every node made a move, so there are more checks than nodes.
  EXPECT_GT(nodes, 1000u) << suite;
  EXPECT_GT(checks, nodes) << suite;
}

TEST(NnueSearch, IncrementalEqualsRefreshXiangqi) {
  incremental_equals_refresh<Xiangqi>(Variant::Xiangqi, "xiangqi.perft", 4, 5);
}
TEST(NnueSearch, IncrementalEqualsRefreshAtomic) {
  incremental_equals_refresh<Atomic>(Variant::Atomic, "atomic.perft", 4, 5);
}
TEST(NnueSearch, IncrementalEqualsRefreshAtomicClassic) {
  incremental_equals_refresh<AtomicClassic>(Variant::AtomicClassic, "atomic-classic.perft", 3, 5);
}
TEST(NnueSearch, IncrementalEqualsRefreshMeng) {
  incremental_equals_refresh<Meng>(Variant::Meng, "meng.perft", 3, 4);
}
TEST(NnueSearch, IncrementalEqualsRefreshDoubleTris) {
  incremental_equals_refresh<DoubleTris>(Variant::DoubleTris, "doubletris.perft", 3, 4);
}
TEST(NnueSearch, IncrementalEqualsRefreshAtomicChess) {
  incremental_equals_refresh<AtomicChess>(Variant::AtomicChess, "atomic-chess.perft", 2, 5);
}

// The check itself can fail: a search without a net has nothing to check,
// and one with a net counts its checks.
TEST(NnueSearch, CheckCountsOnlyWithANet) {
  Position pos = load<Xiangqi>(Xiangqi::START_FEN);
  EXPECT_EQ(search_with_net<Xiangqi>(pos, nullptr, 3, true).checks, 0u);
  auto net = std::make_shared<const Network>(random_network(Variant::Xiangqi, 5));
  EXPECT_GT(search_with_net<Xiangqi>(pos, net, 3, true).checks, 100u);
  EXPECT_EQ(search_with_net<Xiangqi>(pos, net, 3, false).checks, 0u);
}

// A win in one, proved by the rules, found with a random net at `depth`.
template <class R>
void finds_win_in_one(Variant v, const std::string& fen, int depth) {
  Position pos = load<R>(fen);
  ASSERT_TRUE(forced_win_in<R>(pos, 1)) << fen;
  for (unsigned seed : {1u, 2u, 3u}) {
    auto net = std::make_shared<const Network>(random_network(v, seed));
    NetRun run = search_with_net<R>(pos, net, depth, false);
    EXPECT_EQ(run.last.kind, ScoreKind::Mate) << fen << " seed " << seed;
    EXPECT_EQ(run.last.score, 1) << fen << " seed " << seed;
    Position after = pos;
    Move m = find_legal_move<R>(after, run.bestMove);
    ASSERT_TRUE(m.is_ok()) << run.bestMove;
    R::do_move(after, m);
    EXPECT_TRUE(has_lost<R>(after)) << fen << " " << run.bestMove << " seed " << seed;
  }
}

TEST(NnueSearch, RandomNetStillFindsWinsInOne) {
  finds_win_in_one<Xiangqi>(Variant::Xiangqi, "3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1", 1);
  finds_win_in_one<Xiangqi>(Variant::Xiangqi, "3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1", 4);
  finds_win_in_one<Atomic>(Variant::Atomic, "3ak4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1", 1);
  finds_win_in_one<AtomicClassic>(Variant::AtomicClassic, "3ak4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1", 1);
  finds_win_in_one<Meng>(Variant::Meng, "4k4/9/4P4/9/9/9/9/9/3R1R3/4K4[TT] w 27 - 0 1", 3);
  finds_win_in_one<DoubleTris>(Variant::DoubleTris, "4k4/9/4P4/9/9/9/9/9/3R1R3/4K4[TT] w 27 - 0 1", 3);
}

}  // namespace
}  // namespace pili
