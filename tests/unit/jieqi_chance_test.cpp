// Jieqi's chance nodes (docs/rules/jieqi.md, "In the engine"): after a
// covered move the search tries each identity of the mover's pool and
// combines the values by the pool's counts (search/chance.h); a forced mate
// stays a mate; lines stop at the reveal (R5.3); a covered victim is worth
// its pool's average to the move ordering, as to the evaluation (R3.2d).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "pili/eval/evaluate.h"
#include "pili/rules/jieqi.h"
#include "pili/search/chance.h"
#include "pili/search/movepick.h"
#include "search_helpers.h"
#include "test_util.h"

namespace pili::searchtest {
using namespace pili::testutil;
using namespace pili::search;
namespace {

// Red's covered piece on d0 goes to e1 and, whatever it is, screens the
// cannon on e0 against the general boxed in by its own soldiers: mate in 1
// through a reveal of any of six types.
const char* MATE_THROUGH_REVEAL = "3pkp3/9/9/9/9/9/9/9/5K3/3XC4 w R1A1C1P1N1B1 0 1";
// Black to move. Red's covered soldier on e3 threatens to step to e4: as a
// chariot (2 of the 3 in the pool) it mates the general boxed in by its own
// soldiers. Taking the soldier on a3 with the horse wins 100 and lets the
// threat through; only a search that tries the identities sees it.
const char* REVEAL_THREAT = "3pkp3/9/9/9/1n7/9/P3X4/9/9/3K5 b R2P1 0 1";

double expected_result(int v) { return 1 / (1 + std::exp(-v / CHANCE_LOGISTIC_SCALE)); }

TEST(JieqiChance, OneIdentityIsItsOwnValue) {
  int v[] = {-137}, w[] = {4};
  EXPECT_EQ(combine_reveals(v, w, 1), -137);
  int mate[] = {mated_in(3)};
  EXPECT_EQ(combine_reveals(mate, w, 1), mated_in(3));
}

TEST(JieqiChance, ValuesCombineAsAnExpectationByPoolCounts) {
  int even[] = {300, -300}, one[] = {1, 1};
  EXPECT_EQ(combine_reveals(even, one, 2), 0);
  int same[] = {85, 85, 85}, w3[] = {2, 5, 1};
  EXPECT_EQ(combine_reveals(same, w3, 3), 85);
  // Three chariots' worth of weight on +300 against one on -300.
  int three[] = {3, 1};
  double p = (3 * expected_result(300) + expected_result(-300)) / 4;
  int want = int(std::lround(CHANCE_LOGISTIC_SCALE * std::log(p / (1 - p))));
  EXPECT_EQ(combine_reveals(even, three, 2), want);
  EXPECT_GT(want, 0);
  EXPECT_LT(want, 300);
}

TEST(JieqiChance, AForcedMateIsNeverAveragedAway) {
  int wins[] = {mate_in(3), mate_in(7), mate_in(5)}, w[] = {1, 5, 2};
  EXPECT_EQ(combine_reveals(wins, w, 3), mate_in(7));  // the slowest: every identity mates by then
  int losses[] = {mated_in(2), mated_in(6)};
  EXPECT_EQ(combine_reveals(losses, w, 2), mated_in(6));
  int perpetual[] = {VALUE_PERPETUAL_WIN - 4, mate_in(9)};
  EXPECT_EQ(combine_reveals(perpetual, w, 2), VALUE_PERPETUAL_WIN - 4);
}

TEST(JieqiChance, AMateInSomeIdentitiesIsAChanceNotAMate) {
  int someMate[] = {mate_in(1), 0}, w[] = {1, 4};
  int v = combine_reveals(someMate, w, 2);
  EXPECT_FALSE(is_decisive(v));
  EXPECT_GT(v, 0);
  // Chance 1/5 of a win and 4/5 of an even game: 0.6 expected.
  EXPECT_EQ(v, int(std::lround(CHANCE_LOGISTIC_SCALE * std::log(0.6 / 0.4))));
  int winOrLose[] = {mate_in(1), mated_in(2)}, even[] = {1, 1};
  EXPECT_EQ(combine_reveals(winOrLose, even, 2), 0);
  int mostlyLost[] = {mate_in(1), mated_in(2)}, w19[] = {1, 9};
  v = combine_reveals(mostlyLost, w19, 2);
  EXPECT_FALSE(is_decisive(v));
  EXPECT_LT(v, 0);
}

// Bounds combine into bounds only if raising one value never lowers the result.
TEST(JieqiChance, CombinationIsMonotone) {
  std::mt19937 rng(7);
  const int pick[] = {mated_in(2), mated_in(40), -VALUE_PERPETUAL_WIN + 3, -2000, -300, -1, 0, 1, 250,
                      1900, VALUE_PERPETUAL_WIN - 3, mate_in(40), mate_in(2)};
  for (int trial = 0; trial < 2000; ++trial) {
    int n = 1 + int(rng() % 4);
    int v[4], w[4];
    for (int i = 0; i < n; ++i) v[i] = pick[rng() % std::size(pick)], w[i] = 1 + int(rng() % 5);
    int before = combine_reveals(v, w, n);
    int i = int(rng() % n);
    int raised = v[i];
    for (int c : pick) if (c > v[i]) { raised = c; break; }
    v[i] = raised;
    EXPECT_GE(combine_reveals(v, w, n), before);
  }
}

TEST(JieqiChance, RevealsHaveKeysOfTheirOwn) {
  // The chance node's key and each branch's differ: the hash cannot mix them.
  Position pos = position_of<Jieqi>(MATE_THROUGH_REVEAL);
  Move m = find_legal_move<Jieqi>(pos, "d0e1");
  ASSERT_TRUE(m.is_ok());
  std::vector<uint64_t> keys;
  Jieqi::do_move(pos, m);
  keys.push_back(pos.key());
  EXPECT_TRUE(test(pos.covered(), m.to()));
  Jieqi::undo_move(pos, m);
  for (int pt = ADVISOR; pt <= PAWN; ++pt) {
    Move r = Jieqi::with_identities(m, PieceType(pt));
    Jieqi::do_move(pos, r);
    EXPECT_FALSE(test(pos.covered(), m.to()));
    keys.push_back(pos.key());
    Jieqi::undo_move(pos, r);
  }
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(std::unique(keys.begin(), keys.end()), keys.end());
}

TEST(JieqiChance, TheChanceNodeStoresItsCombinedValueWithoutAMove) {
  // After the search, the position after the covered d0e1 (no identity)
  // holds the chance node's entry: Black mated there whatever the reveal,
  // node-relative, and no move (no branch's move belongs to it).
  Position pos = position_of<Jieqi>(MATE_THROUGH_REVEAL);
  search::TranspositionTable tt;
  search::SearchConfig cfg;
  cfg.limits.depth = 3;
  search::Shared sh(tt, cfg);
  sh.budget = search::plan_time(cfg.limits, pos.side_to_move(), 0);
  search::Decision d = search::run_search<Jieqi>(sh, pos);
  ASSERT_EQ(move_text<Jieqi>(d.bestMove), "d0e1");
  EXPECT_FALSE(d.ponderMove.is_ok());
  Move m = find_legal_move<Jieqi>(pos, "d0e1");
  Jieqi::do_move(pos, m);
  TTData e;
  ASSERT_TRUE(tt.probe(pos.key(), e));
  EXPECT_FALSE(e.move.is_ok());
  EXPECT_EQ(e.score, -VALUE_MATE);
  EXPECT_TRUE(e.bound & BOUND_UPPER);
  // (Without chance nodes the node search, finding no move there, stores nothing.)
}

TEST(JieqiChance, ForcedMateThroughARevealScoresAsMate) {
  Position pos = position_of<Jieqi>(MATE_THROUGH_REVEAL);
  SearchLimits limits;
  limits.depth = 4;
  for (bool chance : {true, false}) {
    SearchRun run = run_search<Jieqi>(pos, limits, 1, 1, {}, chance);
    ASSERT_NE(run.last(), nullptr);
    EXPECT_EQ(run.result.bestMove, "d0e1") << chance;
    EXPECT_EQ(run.last()->kind, ScoreKind::Mate) << chance;
    EXPECT_EQ(run.last()->score, 1) << chance;
  }
}

TEST(JieqiChance, TheExpectationOverIdentitiesPicksTheMove) {
  Position pos = position_of<Jieqi>(REVEAL_THREAT);
  SearchLimits limits;
  limits.depth = 6;
  SearchRun on = run_search<Jieqi>(pos, limits, 1, 1, {}, true);
  SearchRun off = run_search<Jieqi>(pos, limits, 1, 1, {}, false);
  ASSERT_NE(on.last(), nullptr);
  ASSERT_NE(off.last(), nullptr);
  EXPECT_NE(on.result.bestMove, "b5a3");
  // Without chance nodes the soldier stays covered on e4 and never mates.
  EXPECT_EQ(off.result.bestMove, "b5a3");
  // The greedy capture: a sure soldier without chance nodes; with them,
  // 2/3 of a loss and 1/3 of a soldier up.
  limits.searchMoves = {"b5a3"};
  SearchRun greedyOn = run_search<Jieqi>(pos, limits, 1, 1, {}, true);
  SearchRun greedyOff = run_search<Jieqi>(pos, limits, 1, 1, {}, false);
  ASSERT_NE(greedyOn.last(), nullptr);
  ASSERT_NE(greedyOff.last(), nullptr);
  EXPECT_EQ(greedyOn.last()->kind, ScoreKind::Centipawns);
  EXPECT_LT(greedyOn.last()->score, -50);
  EXPECT_GT(greedyOff.last()->score, 100);
  // Its line stops at Red's reveal.
  EXPECT_EQ(greedyOn.last()->pv, (std::vector<std::string>{"b5a3", "e3e4"}));
}

TEST(JieqiChance, LinesStopAtTheRevealAndNoPonderMoveFollowsIt) {
  // From the start every move but e0e1 is covered; so is every reply.
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  SearchLimits limits;
  limits.depth = 5;
  SearchRun run = run_search<Jieqi>(pos, limits);
  ASSERT_FALSE(run.infos.empty());
  for (const SearchInfo& info : run.infos) {
    ASSERT_FALSE(info.pv.empty());
    EXPECT_LE(info.pv.size(), info.pv[0] == "e0e1" ? 2u : 1u);
  }
  if (run.result.bestMove != "e0e1") {
    EXPECT_EQ(run.result.ponderMove, "");
  }
  // After a covered mate the line is the one move, with no ponder move.
  Position mate = position_of<Jieqi>(MATE_THROUGH_REVEAL);
  SearchRun m = run_search<Jieqi>(mate, limits);
  ASSERT_NE(m.last(), nullptr);
  EXPECT_EQ(m.last()->pv, std::vector<std::string>{"d0e1"});
  EXPECT_EQ(m.result.ponderMove, "");
}

TEST(JieqiChance, SearchIsDeterministic) {
  Position pos = position_of<Jieqi>("x1xak1xxr/9/1x3n1x1/2x1B1x1x/p8/4A4/X1X1X1X1X/1R5X1/9/X1XXK1XXX b "
                                    "R1A1C2P5N2B1r1a1c2p4n1b2 0 8");
  SearchLimits limits;
  limits.depth = 6;
  SearchRun a = run_search<Jieqi>(pos, limits), b = run_search<Jieqi>(pos, limits);
  ASSERT_NE(a.last(), nullptr);
  ASSERT_NE(b.last(), nullptr);
  EXPECT_EQ(a.last()->nodes, b.last()->nodes);
  EXPECT_EQ(a.result.bestMove, b.result.bestMove);
}

TEST(JieqiChance, CoveredVictimIsWorthItsPoolsAverage) {
  // Red's chariot on b5 can take the covered piece on b9 (home role horse,
  // 420) or the face-up advisor on e5 (200). Black's pool holds soldiers
  // only: the covered piece is worth a soldier, so the advisor goes first.
  Position pos = position_of<Jieqi>("1x3k3/9/9/9/1R2a4/9/9/9/9/3K5 w p5 0 1");
  EXPECT_EQ(eval::covered_piece_value<Jieqi>(pos, BLACK), eval::piece_values<Jieqi>()[PAWN]);
  PickerStorage<Jieqi> storage;
  MovePicker<Jieqi> picker(pos, storage, Move::none(), false);
  Move first = picker.next();
  ASSERT_TRUE(first.is_ok());
  EXPECT_EQ(move_text<Jieqi>(first), "b5e5");
  EXPECT_EQ(picker.last_worth(), eval::piece_values<Jieqi>()[ADVISOR]);
  Move second = picker.next();
  EXPECT_EQ(move_text<Jieqi>(second), "b5b9");
  EXPECT_EQ(picker.last_worth(), eval::piece_values<Jieqi>()[PAWN]);
}

}  // namespace
}  // namespace pili::searchtest
