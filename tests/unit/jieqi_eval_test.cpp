// Jieqi's evaluation and drawing (docs/rules/jieqi.md, "In the engine"): a
// covered piece is worth its side's pool on average (R3.2c), so revealing
// changes no side's material and capturing a covered piece takes an
// average; `pili show` draws covered pieces as the FEN's X and x.
#include <gtest/gtest.h>

#include "board_view.h"
#include "diagram.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

Position after(const std::vector<std::string>& moves) {
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  std::string err;
  EXPECT_TRUE(play_moves<Jieqi>(pos, moves, err)) << err;
  return pos;
}

}  // namespace

TEST(JieqiEval, CoveredPiecesAreWorthTheirPool) {
  // At the start each side's 15 covered pieces hold its whole army.
  Position xq = position_of<Xiangqi>(XIANGQI_START_FEN);
  const int army = eval::material<Xiangqi>(xq, RED);
  Position start = position_of<Jieqi>(Jieqi::START_FEN);
  EXPECT_EQ(eval::material<Jieqi>(start, RED), army);
  EXPECT_EQ(eval::material<Jieqi>(start, BLACK), army);
  // A quiet reveal moves value from the pool to the board, to the centipawn
  // when the pool splits evenly: a cannon out of 15 leaves 14 covered.
  Position cannon = after({"h2e2C"});
  EXPECT_NEAR(eval::material<Jieqi>(cannon, RED), army, 2);
  // The covered piece on b9 taken unseen: Black keeps 14 of 15 on average.
  Position taken = after({"b2b9C"});
  const int* v = eval::piece_values<Jieqi>();
  int nonPawn = 2 * (v[ROOK] + v[HORSE] + v[ELEPHANT] + v[ADVISOR] + v[CANNON]);
  EXPECT_EQ(eval::material<Jieqi>(taken, BLACK), nonPawn * 14 / 15 + 5 * v[PAWN] * 14 / 15);
  // Taken with its identity known (a chariot), Black's pool loses the chariot.
  Position known = after({"b2b9Cr"});
  EXPECT_EQ(eval::material<Jieqi>(known, BLACK), nonPawn - v[ROOK] + 5 * v[PAWN]);
  EXPECT_LT(eval::material<Jieqi>(known, BLACK), eval::material<Jieqi>(taken, BLACK));
}

TEST(JieqiShow, CoveredPiecesAreDrawnAsXandx) {
  Position pos = after({"b2b9C"});
  auto view = serve::parse_board(pos.fen());
  ASSERT_TRUE(view);
  std::string text = serve::text_diagram(*view, serve::DiagramMarks{}, false);
  EXPECT_NE(text.find("Ｘ"), std::string::npos);
  EXPECT_NE(text.find("ｘ"), std::string::npos);
  EXPECT_NE(text.find("炮"), std::string::npos);  // the revealed cannon on b9
  EXPECT_EQ(text.find('?'), std::string::npos);
}
