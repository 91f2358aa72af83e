// Piece-by-piece movement rules of standard xiangqi on hand-built positions.
#include "pili/rules/xiangqi.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;
using Set = std::set<std::string>;

namespace {
Set targets(std::initializer_list<std::pair<char, const char*>> pieces, const char* from,
            char side = 'w') {
  return targets_from<Xiangqi>(position_of<Xiangqi>(fen_of(pieces, side)), from);
}
}  // namespace

TEST(XiangqiMoves, HorseLegsBlock) {
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'N', "e4"}}, "e4"),
            (Set{"c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"}));
  // A piece on the north leg removes d6/f6, one on the west leg c3/c5.
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'N', "e4"}, {'P', "e5"}, {'p', "d4"}}, "e4"),
            (Set{"d2", "f2", "g3", "g5"}));
}

TEST(XiangqiMoves, HorseCapturesButNotOwnPieces) {
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'N', "a0"}, {'r', "b2"}, {'P', "c1"}}, "a0"),
            (Set{"b2"}));
}

TEST(XiangqiMoves, ElephantEyeAndRiver) {
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'B', "e2"}}, "e2"), (Set{"c0", "c4", "g0", "g4"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'B', "e2"}, {'p', "d3"}}, "e2"),
            (Set{"c0", "g0", "g4"}));
  // From the river bank it may not cross.
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'B', "c4"}}, "c4"), (Set{"a2", "e2"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'b', "c5"}}, "c5", 'b'), (Set{"a7", "e7"}));
}

TEST(XiangqiMoves, AdvisorStaysInPalace) {
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "d9"}, {'A', "e1"}}, "e1"), (Set{"d0", "d2", "f0", "f2"}));
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "d9"}, {'A', "d0"}}, "d0"), (Set{"e1"}));
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "d9"}, {'a', "f7"}}, "f7", 'b'), (Set{"e8"}));
}

TEST(XiangqiMoves, GeneralStaysInPalaceAndNeverFaces) {
  // d1 would face the black general on the open d-file.
  EXPECT_EQ(targets({{'K', "e1"}, {'k', "d9"}}, "e1"), (Set{"e0", "e2", "f1"}));
  EXPECT_EQ(targets({{'K', "d2"}, {'k', "f9"}}, "d2"), (Set{"d1", "e2"}));
}

TEST(XiangqiMoves, SoldierForwardThenSideways) {
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'P', "e3"}}, "e3"), (Set{"e4"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'P', "c5"}}, "c5"), (Set{"b5", "c6", "d5"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'P', "a9"}}, "a9"), (Set{"b9"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'p', "e6"}}, "e6", 'b'), (Set{"e5"}));
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'p', "e4"}}, "e4", 'b'), (Set{"d4", "e3", "f4"}));
}

TEST(XiangqiMoves, ChariotSlidesAndCaptures) {
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'R', "a4"}, {'p', "a7"}, {'P', "e4"}}, "a4"),
            (Set{"a0", "a1", "a2", "a3", "a5", "a6", "a7", "b4", "c4", "d4"}));
}

TEST(XiangqiMoves, CannonNeedsExactlyOneScreen) {
  // Up the b-file: b5 is the screen, b8 the first piece beyond it; b9 is behind two.
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'C', "b2"}, {'p', "b5"}, {'n', "b8"}, {'r', "b9"}}, "b2"),
            (Set{"a2", "b0", "b1", "b3", "b4", "b8", "c2", "d2", "e2", "f2", "g2", "h2", "i2"}));
  // Without a screen it cannot capture; it never captures its own piece.
  EXPECT_EQ(targets({{'K', "d0"}, {'k', "f9"}, {'C', "a0"}, {'r', "a3"}, {'P', "a5"}, {'P', "c0"}}, "a0"),
            (Set{"a1", "a2", "b0"}));
}

TEST(XiangqiMoves, PinnedByChariot) {
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "d9"}, {'N', "e2"}, {'r', "e7"}}, "e2"), Set{});
  // Sliding along the pin line is fine, capturing the pinner too.
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "d9"}, {'R', "e2"}, {'r', "e5"}}, "e2"),
            (Set{"e1", "e3", "e4", "e5"}));
}

TEST(XiangqiMoves, MayNotBecomeTheScreenOfACannon) {
  Set t = targets({{'K', "e0"}, {'k', "d9"}, {'R', "a3"}, {'c', "e7"}}, "a3");
  EXPECT_FALSE(t.count("e3"));
  EXPECT_TRUE(t.count("d3"));
  EXPECT_TRUE(t.count("f3"));
}

TEST(XiangqiMoves, RemovingOneOfTwoScreensIsIllegal) {
  auto pos = position_of<Xiangqi>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'N', "e2"}, {'P', "e4"}, {'c', "e8"}}));
  EXPECT_EQ(targets_from<Xiangqi>(pos, "e2"), Set{});
  EXPECT_EQ(targets_from<Xiangqi>(pos, "e4"), (Set{"e5"}));
}

TEST(XiangqiMoves, DiscoveredFacingIsIllegal) {
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "e9"}, {'A', "e1"}}, "e1"), Set{});
  EXPECT_EQ(targets({{'K', "e0"}, {'k', "e9"}, {'C', "e4"}}, "e4"),
            (Set{"e1", "e2", "e3", "e5", "e6", "e7", "e8"}));
}

TEST(XiangqiMoves, CapturesAndQuietsPartitionLegalMoves) {
  auto pos = position_of<Xiangqi>("r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34");
  Set all = legal_moves<Xiangqi>(pos), caps = legal_moves<Xiangqi, CAPTURES>(pos),
      quiets = legal_moves<Xiangqi, QUIETS>(pos);
  EXPECT_EQ(all.size(), caps.size() + quiets.size());
  for (const auto& m : caps) {
    EXPECT_TRUE(all.count(m));
    EXPECT_NE(pos.piece_on(parse_move(m)->to()), NO_PIECE) << m;
  }
  for (const auto& m : quiets) EXPECT_EQ(pos.piece_on(parse_move(m)->to()), NO_PIECE) << m;
}
