// Results by rule inside the search: perpetual check loses, other
// repetitions draw, and the searcher honours banned moves and searchmoves.
#include "search_helpers.h"
#include "test_util.h"

namespace pili::searchtest {
using namespace pili::testutil;
namespace {

// Red's chariot checks from a9 and a8 while the general steps d9-d8-d9.
const char* CYCLE_FEN = "3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1";
const std::vector<std::string> CHECK_CYCLE = {"a8a9", "d9d8", "a9a8", "d8d9"};

Position after(const char* fen, const std::vector<std::string>& moves) {
  Position pos = position_of<Xiangqi>(fen);
  std::string err;
  EXPECT_TRUE(play_moves<Xiangqi>(pos, moves, err)) << err;
  return pos;
}

int score_of(const SearchRun& run) {
  EXPECT_NE(run.last(), nullptr);
  return run.last() ? run.last()->score : 0;
}

TEST(SearchRules, CycleReallyChecksEveryRedMove) {
  Position pos = position_of<Xiangqi>(CYCLE_FEN);
  for (size_t i = 0; i < CHECK_CYCLE.size(); ++i) {
    Move m = find_legal_move<Xiangqi>(pos, CHECK_CYCLE[i]);
    ASSERT_TRUE(m.is_ok()) << CHECK_CYCLE[i];
    Xiangqi::do_move(pos, m);
    EXPECT_EQ(Xiangqi::in_check(pos), i % 2 == 0) << CHECK_CYCLE[i];
  }
  EXPECT_EQ(pos.key(), position_of<Xiangqi>(CYCLE_FEN).key());
}

TEST(SearchRules, RepeatingThePerpetualCheckLoses) {
  Position pos = after(CYCLE_FEN, CHECK_CYCLE);
  SearchLimits limits;
  limits.depth = 4;
  limits.searchMoves = {"a8a9"};  // the check that repeats the cycle
  SearchRun run = run_search<Xiangqi>(pos, limits);
  EXPECT_EQ(run.result.bestMove, "a8a9");
  ASSERT_NE(run.last(), nullptr);
  EXPECT_EQ(run.last()->kind, ScoreKind::Centipawns);  // a rule win, not a false mate
  EXPECT_LE(score_of(run), -search::VALUE_KNOWN_WIN_LIMIT);

  // Without the history the same move is simply good for Red.
  Position fresh = position_of<Xiangqi>(CYCLE_FEN);
  SearchRun plain = run_search<Xiangqi>(fresh, limits);
  ASSERT_NE(plain.last(), nullptr);
  EXPECT_TRUE(plain.last()->kind == ScoreKind::Mate ? plain.last()->score > 0 : plain.last()->score > 300);
}

TEST(SearchRules, TheCheckedSideWinsByRepeating) {
  // Black to move in the cycle: stepping back repeats, Red checked throughout.
  auto moves = CHECK_CYCLE;
  moves.push_back("a8a9");
  Position pos = after(CYCLE_FEN, moves);
  SearchLimits limits;
  limits.depth = 4;
  limits.searchMoves = {"d9d8"};
  SearchRun run = run_search<Xiangqi>(pos, limits);
  ASSERT_NE(run.last(), nullptr);
  EXPECT_EQ(run.last()->kind, ScoreKind::Centipawns);
  EXPECT_GE(score_of(run), search::VALUE_KNOWN_WIN_LIMIT);
}

TEST(SearchRules, QuietRepetitionDraws) {
  // Nobody checks: the chariot shuffles b1-b2, the general d9-d8.
  const char* fen = "3k5/9/9/9/9/9/9/9/1R7/4K4 w - - 0 1";
  Position pos = after(fen, {"b1b2", "d9d8", "b2b1", "d8d9"});
  SearchLimits limits;
  limits.depth = 3;
  limits.searchMoves = {"b1b2"};
  SearchRun run = run_search<Xiangqi>(pos, limits);
  EXPECT_EQ(score_of(run), 0);
}

TEST(SearchRules, MoveLimitDraws) {
  // 119 plies without capture: any quiet move reaches 120 and draws.
  Position pos = position_of<Xiangqi>("3k5/9/9/9/9/9/9/9/1R7/4K4 w - - 119 80");
  SearchLimits limits;
  limits.depth = 3;
  limits.searchMoves = {"b1b2"};
  EXPECT_EQ(score_of(run_search<Xiangqi>(pos, limits)), 0);
}

TEST(SearchRules, BannedMovesAndSearchMoves) {
  Position pos;  // start position
  SearchLimits limits;
  limits.depth = 4;
  SearchRun base = run_search<Xiangqi>(pos, limits);
  ASSERT_FALSE(base.result.bestMove.empty());
  Move best = find_legal_move<Xiangqi>(pos, base.result.bestMove);
  ASSERT_TRUE(best.is_ok());

  SearchRun banned = run_search<Xiangqi>(pos, limits, 1, 1, {best});
  EXPECT_NE(banned.result.bestMove, base.result.bestMove);
  EXPECT_TRUE(find_legal_move<Xiangqi>(pos, banned.result.bestMove).is_ok());

  limits.searchMoves = {"a3a4", "i3i4"};
  SearchRun only = run_search<Xiangqi>(pos, limits);
  EXPECT_TRUE(only.result.bestMove == "a3a4" || only.result.bestMove == "i3i4") << only.result.bestMove;
  for (const auto& info : only.infos) EXPECT_TRUE(info.pv[0] == "a3a4" || info.pv[0] == "i3i4");
}

TEST(SearchRules, MultiPvGivesDistinctOrderedLines) {
  Position pos;
  SearchLimits limits;
  limits.depth = 4;
  SearchRun run = run_search<Xiangqi>(pos, limits, 1, 3);
  std::vector<const SearchInfo*> lastLines;
  for (const auto& i : run.infos)
    if (i.depth == 4) lastLines.push_back(&i);
  ASSERT_EQ(lastLines.size(), 3u);
  EXPECT_NE(lastLines[0]->pv[0], lastLines[1]->pv[0]);
  EXPECT_NE(lastLines[1]->pv[0], lastLines[2]->pv[0]);
  EXPECT_GE(lastLines[0]->score, lastLines[1]->score);
  EXPECT_GE(lastLines[1]->score, lastLines[2]->score);
  for (int k = 0; k < 3; ++k) EXPECT_EQ(lastLines[k]->multipv, k + 1);
}

}  // namespace
}  // namespace pili::searchtest
