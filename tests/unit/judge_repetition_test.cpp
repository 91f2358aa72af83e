// Repetition windows in every variant (Meng rule 26): a cycle is found over
// every position since the last irreversible move, and judged by the law.
#include <gtest/gtest.h>

#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "search_helpers.h"
#include "test_util.h"

namespace pili {
namespace {
using testutil::position_of;

template <class R>
Position played(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos = position_of<R>(fen);
  std::string err;
  EXPECT_TRUE(play_moves<R>(pos, moves, err)) << err;
  return pos;
}

template <class R>
std::vector<std::string> times(const std::vector<std::string>& cycle, int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.insert(out.end(), cycle.begin(), cycle.end());
  return out;
}

// The game of issue 10 item 4: Black's general re-takes its own Tris on d8
// every fourth ply (a combination, then a separation) while Red checks.
const char* MENG_FEN = "4T4/r2tR4/3k5/9/P8/9/9/9/9/3AKA3[] w 25 - 2 451";
const std::vector<std::string> MENG_CYCLE = {"e8e7", "d7d8", "e7e8", "d8d7k"};

TEST(JudgeRepetition, MengGeneralRetakingItsTrisRepeats) {
  Position once = played<Meng>(MENG_FEN, MENG_CYCLE);
  EXPECT_EQ(once.rule50(), 6);  // 2 + 4: taking the own Tris reset nothing
  EXPECT_EQ(last_repetition(once), 4);
  EXPECT_EQ(adjudicate<Meng>(once).outcome, Outcome::Ongoing);  // second occurrence only
  Position twice = played<Meng>(MENG_FEN, times<Meng>(MENG_CYCLE, 2));
  Verdict v = adjudicate<Meng>(twice);
  EXPECT_EQ(v.outcome, Outcome::BlackWins);  // Red checked on every move of the cycle
  EXPECT_EQ(v.reason, "perpetual check");
}

TEST(JudgeRepetition, DoubleTrisAirDropCycleRepeats) {
  // Red's chariot takes its own Tris and re-places it where it stood; the
  // black general shuffles. Nothing irreversible happens.
  const char* fen = "3k5/8t/9/9/9/9/9/9/R1T6/4K4[] w 4 - 0 1";
  std::vector<std::string> cycle = {"a1c1@a1", "d9d8", "c1a1@c1", "d8d9"};
  Position pos = played<DoubleTris>(fen, times<DoubleTris>(cycle, 2));
  EXPECT_EQ(pos.rule50(), 8);
  Verdict v = adjudicate<DoubleTris>(pos);
  EXPECT_EQ(v.outcome, Outcome::Draw);
  EXPECT_EQ(v.reason, "repetition");
}

TEST(JudgeRepetition, MengDropClosesTheWindow) {
  // A drop changes the reserve: positions before it cannot repeat after it.
  const char* fen = "3k5/8t/9/9/9/9/9/9/1R7/4K4[T] w 4 - 0 1";
  Position pos = played<Meng>(fen, {"b1b2", "d9d8", "b2b1", "d8d9", "T@i5", "d9d8", "b1b2", "d8d9", "b2b1"});
  EXPECT_EQ(repetition_window(pos), 4);  // the drop was 5 plies ago
  EXPECT_EQ(last_repetition(pos), 4);
  Position before = played<Meng>(fen, {"b1b2", "d9d8", "b2b1", "d8d9", "T@i5"});
  EXPECT_EQ(repetition_window(before), 0);
}

TEST(JudgeRepetition, XiangqiAndAtomicCapturesCloseTheWindow) {
  const char* fen = "3k5/9/9/9/9/9/9/9/1R5p1/4K4 w - - 0 1";
  Position x = played<Xiangqi>(fen, {"b1b2", "d9d8", "b2b1", "d8d9", "b1h1", "d9d8", "h1b1", "d8d9"});
  EXPECT_EQ(repetition_window(x), 3);  // since the capture on h1
  EXPECT_EQ(last_repetition(x), 0);
  const char* afen = "3k5/9/9/9/9/9/9/9/1R7/4K4 w - - 0 1";
  Position a = played<Atomic>(afen, {"b1b2", "d9d8", "b2b1", "d8d9", "b1b2", "d9d8", "b2b1", "d8d9"});
  EXPECT_EQ(last_repetition(a), 4);
  EXPECT_EQ(adjudicate<Atomic>(a).reason, "repetition");
  Position ac = played<AtomicClassic>(afen, {"b1b2", "d9d8", "b2b1", "d8d9", "b1b2", "d9d8", "b2b1", "d8d9"});
  EXPECT_EQ(adjudicate<AtomicClassic>(ac).reason, "repetition");
}

TEST(JudgeRepetition, MengSearchSeesTheCycle) {
  // Red to move after one cycle: e8e7 repeats the perpetual check, which loses.
  Position pos = played<Meng>(MENG_FEN, MENG_CYCLE);
  SearchLimits limits;
  limits.depth = 3;
  limits.searchMoves = {"e8e7"};
  auto run = searchtest::run_search<Meng>(pos, limits);
  ASSERT_NE(run.last(), nullptr);
  EXPECT_LE(run.last()->score, -search::VALUE_KNOWN_WIN_LIMIT);
}

}  // namespace
}  // namespace pili
