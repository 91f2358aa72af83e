// The searcher finds short mates, and its PV really mates by the rules.
#include "search_helpers.h"
#include "test_util.h"

namespace pili::searchtest {
using namespace pili::testutil;
namespace {

struct MateCase {
  const char* fen;
  int moves;  // mate in this many moves of the side to move
};

// Built by hand; the brute force below proves each distance independently.
const MateCase MATES[] = {
    {"3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1", 1},          // two chariots, flying general
    {"3k5/9/3a5/9/8p/9/9/9/R8/1R2K4 w - - 0 1", 2},       // chariot to the 8th first
    {"4k4/9/9/9/8p/9/9/9/9/RR1K5 w - - 0 1", 2},
    {"4k4/4a4/9/9/8p/9/9/9/9/R2K4R w - - 0 1", 3},
};

TEST(SearchMate, BruteForceAgreesWithTheCases) {
  for (const auto& c : MATES) {
    Position pos = position_of<Xiangqi>(c.fen);
    if (c.moves == 0) continue;
    EXPECT_TRUE(forced_win_in<Xiangqi>(pos, c.moves)) << c.fen;
    if (c.moves > 1) { EXPECT_FALSE(forced_win_in<Xiangqi>(pos, c.moves - 1)) << c.fen; }
  }
}

TEST(SearchMate, FindsMateAndThePvMates) {
  for (const auto& c : MATES) {
    if (c.moves == 0) continue;
    Position pos = position_of<Xiangqi>(c.fen);
    SearchLimits limits;
    limits.depth = 2 * c.moves + 2;
    SearchRun run = run_search<Xiangqi>(pos, limits);
    ASSERT_NE(run.last(), nullptr) << c.fen;
    const SearchInfo& info = *run.last();
    EXPECT_EQ(info.kind, ScoreKind::Mate) << c.fen;
    EXPECT_EQ(info.score, c.moves) << c.fen;
    ASSERT_EQ(int(info.pv.size()), 2 * c.moves - 1) << c.fen;
    EXPECT_EQ(run.result.bestMove, info.pv[0]);
    std::string bad;
    ASSERT_TRUE(play_pv<Xiangqi>(pos, info.pv, &bad)) << c.fen << " illegal PV move " << bad;
    EXPECT_EQ(Xiangqi::count_legal(pos), 0u) << c.fen;
    EXPECT_TRUE(Xiangqi::in_check(pos)) << c.fen;
  }
}

TEST(SearchMate, GoMateStopsEarly) {
  Position pos = position_of<Xiangqi>(MATES[1].fen);
  SearchLimits limits;
  limits.mate = 2;
  SearchRun run = run_search<Xiangqi>(pos, limits);
  ASSERT_NE(run.last(), nullptr);
  EXPECT_EQ(run.last()->kind, ScoreKind::Mate);
  EXPECT_EQ(run.last()->score, 2);
  EXPECT_LE(run.last()->depth, 8);
}

TEST(SearchMate, MatedSideSeesNegativeMate) {
  // Black to move can only push a soldier; the chariot then mates.
  Position pos = position_of<Xiangqi>("3k5/R8/9/9/8p/9/9/9/1R7/4K4 b - - 0 1");
  SearchLimits limits;
  limits.depth = 5;
  SearchRun run = run_search<Xiangqi>(pos, limits);
  ASSERT_NE(run.last(), nullptr);
  EXPECT_EQ(run.last()->kind, ScoreKind::Mate);
  EXPECT_LT(run.last()->score, 0);
  EXPECT_TRUE(run.result.resign);
}

TEST(SearchMate, NoLegalMoveGivesEmptyBestMove) {
  // Black is mated: the search must report no move.
  Position pos = position_of<Xiangqi>("1R1k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
  ASSERT_EQ(Xiangqi::count_legal(pos), 0u);
  SearchLimits limits;
  limits.depth = 3;
  SearchRun run = run_search<Xiangqi>(pos, limits);
  EXPECT_TRUE(run.result.bestMove.empty());
}

}  // namespace
}  // namespace pili::searchtest
