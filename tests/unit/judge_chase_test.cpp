// The perpetual-chase law (AXF rules; docs/rules/xiangqi-repetition.md): one
// test per case Pili implements, each a position with its move cycle played
// to the third occurrence and the verdict expected; the same law in Meng,
// none in the Atomic variants, and the search steering clear of a forbidden
// chase.
#include <gtest/gtest.h>

#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "search_helpers.h"
#include "test_util.h"

namespace pili {
namespace {
using testutil::position_of;

// The cycle played twice from `fen`: the start position occurs three times.
template <class R = Xiangqi>
Position cycled(const std::string& fen, const std::vector<std::string>& cycle, int times = 2) {
  Position pos = position_of<R>(fen);
  std::string err;
  for (int i = 0; i < times; ++i) EXPECT_TRUE(play_moves<R>(pos, cycle, err)) << err;
  return pos;
}

template <class R = Xiangqi>
Verdict verdict_of(const std::string& fen, const std::vector<std::string>& cycle) {
  return adjudicate<R>(cycled<R>(fen, cycle));
}

void expect_chase_loss(const Verdict& v, Color loser, const std::string& text) {
  EXPECT_EQ(v.outcome, loser == RED ? Outcome::BlackWins : Outcome::RedWins) << v.text();
  EXPECT_EQ(v.reason, "perpetual chase");
  EXPECT_EQ(v.loser, loser);
  EXPECT_EQ(v.text(), text);
}

void expect_draw(const Verdict& v) {
  EXPECT_EQ(v.outcome, Outcome::Draw) << v.text();
  EXPECT_EQ(v.reason, "repetition");
  EXPECT_EQ(v.loser, COLOR_NB);
}

// Red's chariot follows a black cannon between b7 and b6 (a6a7 b7b6 a7a6 b6b7).
const std::vector<std::string> ROOK_CYCLE = {"a6a7", "b7b6", "a7a6", "b6b7"};

// AXF: perpetual chase of an unprotected piece loses.
TEST(ChaseLaw, ChariotChasingAnUnprotectedCannonLoses) {
  expect_chase_loss(verdict_of("3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE), RED,
                    "Red loses by perpetual chase of the cannon on b7");
}

// AXF: a protected piece of lower or equal value is not chased.
TEST(ChaseLaw, ProtectedCannonIsNotChased) {
  expect_draw(verdict_of("1r1k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE));
}

// AXF: a pinned protector does not protect (its recapture would be illegal).
TEST(ChaseLaw, PinnedProtectorDoesNotProtect) {
  expect_chase_loss(verdict_of("Rr1k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE), RED,
                    "Red loses by perpetual chase of the cannon on b7");
}

// AXF rule 15 / 13: a horse (or cannon) may not chase a chariot, protected or
// not. The black king guards d8 and the horse on b8 guards d7.
TEST(ChaseLaw, HorseChasingAProtectedChariotLoses) {
  Position pos = cycled("3k5/1n1r5/9/9/4N4/9/9/9/9/4K4 w - - 0 1", {"e5f7", "d8d7", "f7e5", "d7d8"});
  CycleAnalysis a = analyse_cycle<Xiangqi>(pos, 4, true);
  ASSERT_EQ(a.moves.size(), 4u);
  EXPECT_EQ(a.moves[0].cls, MoveClass::Chase);
  EXPECT_EQ(a.moves[1].cls, MoveClass::Chase);  // d8d7 attacks the horse once
  EXPECT_EQ(a.moves[3].cls, MoveClass::Idle);
  EXPECT_FALSE(a.chases(BLACK));
  expect_chase_loss(adjudicate<Xiangqi>(pos), RED, "Red loses by perpetual chase of the chariot on d8");
}

// AXF rule 32: one piece chasing two pieces in turn is allowed.
TEST(ChaseLaw, ChasingTwoPiecesInTurnDraws) {
  Position pos = cycled("3k5/9/1c7/Rc7/9/9/9/9/9/4K4 w - - 0 1", {"a6a7", "d9d8", "a7a6", "d8d9"});
  CycleAnalysis a = analyse_cycle<Xiangqi>(pos, 4, false);
  EXPECT_TRUE(a.allChase[RED]);  // every move chases...
  EXPECT_FALSE(a.chases(RED));   // ...but never the same cannon twice
  expect_draw(adjudicate<Xiangqi>(pos));
}

// AXF rule 28: the general may chase.
TEST(ChaseLaw, GeneralMayChase) {
  expect_draw(verdict_of("5k3/9/9/9/9/9/9/9/3c5/4K4 w - - 0 1", {"e0d0", "d1e1", "d0e0", "e1d1"}));
}

// AXF rule 29: a soldier may chase.
TEST(ChaseLaw, SoldierMayChase) {
  expect_draw(verdict_of("5k3/9/4c4/5P3/9/9/9/9/9/3K5 w - - 0 1", {"f6e6", "e7f7", "e6f6", "f7e7"}));
}

// A soldier that has not crossed the river is never a chased piece; one that
// has crossed is (the chariot steps next to it, the black general shuffles).
TEST(ChaseLaw, UncrossedSoldierIsNotChased) {
  const std::vector<std::string> cycle = {"a6a7", "d9d8", "a7a6", "d8d9"};
  Position home = cycled("3k5/9/1p7/R8/9/9/9/9/9/4K4 w - - 0 1", cycle);
  CycleAnalysis a = analyse_cycle<Xiangqi>(home, 4, true);
  EXPECT_EQ(a.moves[0].cls, MoveClass::Idle);
  expect_draw(adjudicate<Xiangqi>(home));
  Position crossed = cycled("3k5/9/9/9/9/9/2p6/R8/9/4K4 w - - 0 1", {"a2a3", "d9d8", "a3a2", "d8d9"});
  CycleAnalysis c = analyse_cycle<Xiangqi>(crossed, 4, true);
  EXPECT_EQ(c.moves[0].cls, MoveClass::Chase);
  EXPECT_EQ(c.moves[0].chased, square_bb(SQ_C3));
  EXPECT_EQ(c.moves[2].cls, MoveClass::Idle);  // stepping away threatens nothing
  expect_draw(adjudicate<Xiangqi>(crossed));
}

// AXF rules 24, 40: a chariot offering itself to a chariot that can take it
// back (an exchange offered) does not chase.
TEST(ChaseLaw, OfferedExchangeIsNoChase) {
  expect_draw(verdict_of("3k5/9/1r7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE));
}

// AXF rule 6: perpetual check loses, whatever the other side does.
TEST(ChaseLaw, PerpetualCheckLoses) {
  Verdict v = verdict_of("3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1", {"a8a9", "d9d8", "a9a8", "d8d9"});
  EXPECT_EQ(v.outcome, Outcome::BlackWins);
  EXPECT_EQ(v.loser, RED);
  EXPECT_EQ(v.text(), "Red loses by perpetual check");
}

// Meng and Double-Tris: a stack is chased as its regular piece, a Tris never.
TEST(ChaseLaw, MengStackIsChasedTrisIsNot) {
  expect_chase_loss(verdict_of<Meng>("3k5/9/1+c7/R8/9/9/9/9/9/4K4[T] w 28 - 0 1", ROOK_CYCLE), RED,
                    "Red loses by perpetual chase of the cannon stack on b7");
  expect_draw(verdict_of<Meng>("3k5/9/1t7/R8/9/9/9/9/9/4K4[T] w 29 - 0 1", ROOK_CYCLE));
  expect_chase_loss(verdict_of<DoubleTris>("3k5/9/1c7/R8/9/9/9/9/9/4K4[TT] w 28 - 0 1", ROOK_CYCLE), RED,
                    "Red loses by perpetual chase of the cannon on b7");
}

// Atomic Xiangqi keeps perpetual check only: the same chase draws.
TEST(ChaseLaw, AtomicHasNoChaseRule) {
  expect_draw(verdict_of<Atomic>("3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE));
  expect_draw(verdict_of<AtomicClassic>("3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE));
}

// The search: after one cycle, repeating the chase (a6a7) loses by the law;
// Red's other moves do not, so the search avoids it.
TEST(ChaseLaw, SearchAvoidsAForbiddenChase) {
  Position pos = cycled("3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", ROOK_CYCLE, 1);
  SearchLimits limits;
  limits.depth = 4;
  limits.searchMoves = {"a6a7"};
  auto repeat = searchtest::run_search<Xiangqi>(pos, limits);
  ASSERT_NE(repeat.last(), nullptr);
  EXPECT_LE(repeat.last()->score, -search::VALUE_KNOWN_WIN_LIMIT);
  limits.searchMoves.clear();
  auto free = searchtest::run_search<Xiangqi>(pos, limits);
  EXPECT_NE(free.result.bestMove, "a6a7");
  ASSERT_NE(free.last(), nullptr);
  EXPECT_GT(free.last()->score, -search::VALUE_KNOWN_WIN_LIMIT);
  // Black, chased, steers into the repetition: its b7b6 wins by the law.
  Position black = cycled("3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1", {"a6a7", "b7b6", "a7a6", "b6b7", "a6a7"}, 1);
  limits.searchMoves = {"b7b6"};
  auto escape = searchtest::run_search<Xiangqi>(black, limits);
  ASSERT_NE(escape.last(), nullptr);
  EXPECT_GE(escape.last()->score, search::VALUE_KNOWN_WIN_LIMIT);
}

}  // namespace
}  // namespace pili
