// `pili perft --compare`: against Pili itself, against Fairy-Stockfish when
// installed, and against a fake engine with a deliberate movegen bug, whose
// exact position and move the comparison must pinpoint.
#include <gtest/gtest.h>

#include "lab_run.h"
#include "pili/core/position.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili {
namespace {

using lab_test::buggy_perft_engine;
using lab_test::fake_engine;
using lab_test::pili;
using lab_test::quote;
using lab_test::run;

// The FEN after `moves` from the start, computed by the rules directly.
std::string fen_after(const std::vector<std::string>& moves) {
  Position pos;
  std::string err;
  EXPECT_TRUE(set_position<Xiangqi>(pos, Position::START_FEN, err)) << err;
  EXPECT_TRUE(play_moves<Xiangqi>(pos, moves, err)) << err;
  return pos.fen();
}

TEST(LabCompare, PiliAgainstItselfMatches) {
  auto r = run(pili() + " perft --compare " + quote(PILI_BINARY) + " --depth 3");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("all 44 root moves match"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("DIFFERENCE"), std::string::npos) << r.out;
}

TEST(LabCompare, PiliAgainstItselfAfterMovesAndAtAtomic) {
  auto r = run(pili() + " perft --variant atomic --compare " + quote(PILI_BINARY) +
               " --moves h2e2 h9g7 --depth 2");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("root moves match"), std::string::npos) << r.out;
}

TEST(LabCompare, FairyStockfishAgreesAtXiangqi) {
  if (!lab_test::has_fairy_stockfish()) {
    if (lab_test::fairy_stockfish_required()) FAIL() << "no " << lab_test::FAIRY_STOCKFISH;
    GTEST_SKIP() << "no " << lab_test::FAIRY_STOCKFISH;
  }
  const std::string fsf = quote(lab_test::FAIRY_STOCKFISH);
  auto r = run(pili() + " perft --compare " + fsf + " --engine-ranks 1 --depth 3");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("all 44 root moves match"), std::string::npos) << r.out;
  // And somewhere with captures and checks about.
  r = run(pili() + " perft --compare " + fsf +
          " --engine-ranks 1 --moves h2e2 h9g7 h0g2 i9h9 i0h0 b7b0 --depth 2");
  EXPECT_EQ(r.code, 0) << r.out;
}

TEST(LabCompare, FindsAMissingMoveTwoPliesDown) {
  // The fake engine lacks b0c2 only after h2e2 h9g7; depth 3 from the start
  // must descend h2e2, h9g7 and name that position and move.
  auto r = run(pili() + " perft --compare " + buggy_perft_engine("path='h2e2 h9g7' drop=b0c2") + " --depth 3");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("first differing move h2e2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("first differing move h9g7"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("position: " + fen_after({"h2e2", "h9g7"}) + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("pili has, engine lacks: b0c2\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("engine has, pili lacks: (none)\n"), std::string::npos) << r.out;
}

TEST(LabCompare, FindsAMissingMoveAboveTheHorizon) {
  // The bug sits one ply down with two plies left: the root count for h2e2
  // is short by the whole subtree of the dropped move.
  auto r = run(pili() + " perft --compare " + buggy_perft_engine("path=h2e2 drop=h9g7") + " --depth 3");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("position: " + fen_after({"h2e2"}) + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("pili has, engine lacks: h9g7\n"), std::string::npos) << r.out;
}

TEST(LabCompare, FindsAnExtraMove) {
  auto r = run(pili() + " perft --compare " + buggy_perft_engine("path='b2b9 a9b9' add=a0a5") + " --depth 3");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("position: " + fen_after({"b2b9", "a9b9"}) + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("pili has, engine lacks: (none)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("engine has, pili lacks: a0a5\n"), std::string::npos) << r.out;
}

TEST(LabCompare, BuggyEngineAgreesAwayFromItsBug) {
  // Same fake engine, a root where the bug is out of reach: no difference.
  auto r = run(pili() + " perft --compare " + buggy_perft_engine("path='h2e2 h9g7' drop=b0c2") +
               " --moves b2e2 --depth 2");
  EXPECT_EQ(r.code, 0) << r.out;
}

TEST(LabCompare, ErrorsExitWithTwo) {
  auto r = run(pili() + " perft --compare /nonexistent/engine --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("error"), std::string::npos) << r.out;
  // An engine without `go perft` (answers with a bestmove).
  r = run(pili() + " perft --compare \"" + fake_engine("fake_engine.sh") + " claim\" --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("no perft support"), std::string::npos) << r.out;
  r = run(pili() + " perft --compare " + quote(PILI_BINARY) + " --fen 'not a fen' --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  r = run(pili() + " perft --compare " + quote(PILI_BINARY) + " --moves z9z9 --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
}

}  // namespace
}  // namespace pili
