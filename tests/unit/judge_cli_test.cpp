// `pili judge` through the real binary, and the verdict table of the law for
// the cases no small position shows (both sides offending, check vs chase).
#include <gtest/gtest.h>

#include "lab_run.h"
#include "pili/rules/judge.h"

namespace pili {
namespace {
using lab_test::pili;
using lab_test::run;

const std::string CHASE = " judge --fen '3k5/9/1c7/R8/9/9/9/9/9/4K4 w - - 0 1' --moves"
                          " a6a7 b7b6 a7a6 b6b7 a6a7 b7b6 a7a6 b6b7";

TEST(JudgeCli, ExplainsAPerpetualChase) {
  auto r = run(pili() + CHASE);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("cycle of 4 plies"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a6a7  chase: cannon on b7"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a7a6  chase: cannon on b6"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("b7b6  idle"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Verdict: Red loses by perpetual chase of the cannon on b7"), std::string::npos) << r.out;
  // Atomic has no chase rule: the same game is a draw.
  auto a = run(pili() + " judge --variant atomic" + CHASE.substr(6));
  EXPECT_NE(a.out.find("Verdict: Draw by repetition"), std::string::npos) << a.out;
}

TEST(JudgeCli, BadInputIsAClearError) {
  auto bad = run(pili() + " judge --moves h2e2 zz");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.out.find("move 2 'zz' is not legal"), std::string::npos) << bad.out;
  EXPECT_EQ(run(pili() + " judge --variant nope").code, 2);
  EXPECT_EQ(run(pili() + " judge --fen 'not a fen'").code, 2);
  auto none = run(pili() + " judge --moves h2e2 h9g7");
  EXPECT_EQ(none.code, 0);
  EXPECT_NE(none.out.find("No repetition"), std::string::npos) << none.out;
}

CycleAnalysis classes(bool checkR, bool checkB, bool chaseR, bool chaseB) {
  CycleAnalysis a;
  a.length = 4;
  a.allCheck[RED] = checkR;
  a.allCheck[BLACK] = checkB;
  a.allChase[RED] = chaseR;
  a.allChase[BLACK] = chaseB;
  a.perpetual[RED] = chaseR ? square_bb(SQ_B7) : 0;
  a.perpetual[BLACK] = chaseB ? square_bb(SQ_B7) : 0;
  return a;
}

TEST(JudgeVerdict, BothOffendingDrawsAndACheckBeatsAChase) {
  Position pos;  // b7 holds a black cannon in the start position
  EXPECT_EQ(cycle_verdict(pos, classes(true, true, false, false)).outcome, Outcome::Draw);
  EXPECT_EQ(cycle_verdict(pos, classes(true, true, false, false)).detail, "both sides check perpetually");
  Verdict checkVsChase = cycle_verdict(pos, classes(false, true, true, false));
  EXPECT_EQ(checkVsChase.outcome, Outcome::RedWins);  // Black checked all through: Black changes
  EXPECT_EQ(checkVsChase.text(), "Black loses by perpetual check");
  EXPECT_EQ(cycle_verdict(pos, classes(false, false, true, true)).detail, "both sides chase perpetually");
  Verdict chase = cycle_verdict(pos, classes(false, false, false, true));
  EXPECT_EQ(chase.loser, BLACK);
  EXPECT_EQ(chase.text(), "Black loses by perpetual chase of the cannon on b7");
  EXPECT_EQ(cycle_verdict(pos, classes(false, false, false, false)).text(), "Draw by repetition");
}

TEST(JudgeVerdict, TextsNameTheLoser) {
  EXPECT_EQ((Verdict{Outcome::RedWins, "checkmate", BLACK, ""}).text(), "Red mates");
  EXPECT_EQ((Verdict{Outcome::BlackWins, "stalemate", RED, ""}).text(), "Red loses by stalemate");
  EXPECT_EQ((Verdict{Outcome::Draw, "move limit without capture", COLOR_NB, ""}).text(),
            "Draw by move limit without capture");
}

}  // namespace
}  // namespace pili
