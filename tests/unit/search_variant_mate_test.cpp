// Wins found by the search in every variant: a blast at depth 1 in Atomic,
// a mate in one in Meng and Double-Tris (where a Tris drop could block a
// line check, so the mate is by an adjacent soldier). Each win is proved
// with the rules, independently of the searcher.
#include "pili/rules/atomic.h"
#include "pili/rules/meng.h"
#include "search_helpers.h"

namespace pili::searchtest {
namespace {

template <class R>
Position load(const std::string& fen) {
  Position pos;
  std::string err;
  EXPECT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

// The best move must win at once: after it the side to move has lost.
template <class R>
void expect_win_in_one(const std::string& fen, int depth) {
  Position pos = load<R>(fen);
  ASSERT_TRUE(forced_win_in<R>(pos, 1)) << fen;  // the rules agree a win exists
  SearchLimits limits;
  limits.depth = depth;
  SearchRun run = run_search<R>(pos, limits);
  ASSERT_NE(run.last(), nullptr) << fen;
  EXPECT_EQ(run.last()->kind, ScoreKind::Mate) << fen;
  EXPECT_EQ(run.last()->score, 1) << fen;
  Move m = find_legal_move<R>(pos, run.result.bestMove);
  ASSERT_TRUE(m.is_ok()) << run.result.bestMove;
  R::do_move(pos, m);
  EXPECT_TRUE(has_lost<R>(pos)) << fen << " " << run.result.bestMove;
}

TEST(SearchVariantMate, AtomicBlastFoundAtDepthOne) {
  // The chariot takes the advisor beside the black general: the blast removes it.
  expect_win_in_one<Atomic>("3ak4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1", 1);
  Position pos = load<Atomic>("3ak4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
  SearchLimits limits;
  limits.depth = 1;
  EXPECT_EQ(run_search<Atomic>(pos, limits).result.bestMove, "d0d9");
}

TEST(SearchVariantMate, AtomicClassicBlastFoundAtDepthOne) {
  expect_win_in_one<AtomicClassic>("3ak4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1", 1);
}

TEST(SearchVariantMate, AtomicDefenderSeesTheBlastComing) {
  // Black to move, the chariot aims at the advisor beside its general: broad
  // check. The searcher must not leave the advisor there to be taken.
  Position pos = load<Atomic>("3ak4/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1");
  EXPECT_TRUE(Atomic::in_check(pos));
  SearchLimits limits;
  limits.depth = 4;
  SearchRun run = run_search<Atomic>(pos, limits);
  Move m = find_legal_move<Atomic>(pos, run.result.bestMove);
  ASSERT_TRUE(m.is_ok()) << run.result.bestMove;
  Atomic::do_move(pos, m);
  EXPECT_FALSE(forced_win_in<Atomic>(pos, 1)) << run.result.bestMove;
}

// Soldier mate: e7e8 checks e9; d9/f9 are covered by the chariots and taking
// the soldier would face the red general. No drop can block a contact check.
TEST(SearchVariantMate, MengMateInOne) {
  expect_win_in_one<Meng>("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4[TT] w 27 - 0 1", 3);
}

TEST(SearchVariantMate, DoubleTrisMateInOne) {
  expect_win_in_one<DoubleTris>("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4[TT] w 27 - 0 1", 3);
}

TEST(SearchVariantMate, MengContactCheckCannotBeBlockedByADrop) {
  Position mated = load<Meng>("4k4/4P4/9/9/9/9/9/9/3R1R3/4K4[TT] b 27 - 0 1");
  EXPECT_TRUE(Meng::in_check(mated));
  EXPECT_EQ(Meng::count_legal(mated), 0u);
}

}  // namespace
}  // namespace pili::searchtest
