// Meng Xiangqi's three notations on hand-built positions, after the forms its
// rule text gives (the section 萌象棋的记谱法; docs/notation.md): the
// traditional mode 玄O平X进N for drops, 分进/分退/分平 for separations, the
// Tris words 斜进/小进..., the extended-file mode (rank letters after 进/退),
// and the dual-coordinate mode with >, >>, #> and %>.
#include "notation_test_util.h"
#include "pili/rules/meng.h"

using namespace pili;
using namespace pili::testutil;

namespace {

std::string mfen(std::initializer_list<std::pair<const char*, const char*>> pieces,
                 const std::string& tail) {
  return board_fen(pieces) + tail;
}

}  // namespace

// Red's reserve point is OA (off the board at Red's right, on its back rank);
// a drop goes across to the file, then forward to the rank.
TEST(NotationMeng, RedDrops) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 2 - 0 1");
  EXPECT_EQ(written<Meng>(fen, "T@e4", CHINESE), "玄O平五进四");
  EXPECT_EQ(written<Meng>(fen, "T@e4", CHINESE_TRAD), "玄O平五進四");
  EXPECT_EQ(written<Meng>(fen, "T@e4", RANKS), "玄O平五进E");
  EXPECT_EQ(written<Meng>(fen, "T@e4", COORDS), "OA>>五E");
  EXPECT_EQ(written<Meng>(fen, "T@i0", CHINESE), "玄O平一");  // on the back rank: no 进
  for (const char* text : {"玄O平五进四", "玄〇平五进四", "玄0平5进4", "玄O平五进E", "OA>>五E",
                           ">>五E", "玄>>五E", "OA>>5e"})
    EXPECT_EQ(read_as<Meng>(fen, text), "T@e4") << text;
  EXPECT_EQ(read_as<Meng>(fen, "玄O平一"), "T@i0");
}

// Black's reserve point is 0a, at Black's right on Black's back rank.
TEST(NotationMeng, BlackDrops) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"r", "a9"}}, "[TT] b 2 - 0 1");
  EXPECT_EQ(written<Meng>(fen, "T@e5", CHINESE), "玄０平５进４");
  EXPECT_EQ(written<Meng>(fen, "T@e5", RANKS), "玄０平５进e");
  EXPECT_EQ(written<Meng>(fen, "T@e5", COORDS), "0a>>5e");
  EXPECT_EQ(written<DoubleTris>(fen, "T@b9", CHINESE), "玄０平２");
  for (const char* text : {"玄０平５进４", "玄0平5进4", "0a>>5e", "0A>>5E"})
    EXPECT_EQ(read_as<Meng>(fen, text), "T@e5") << text;
}

// A Tris moves one point in eight directions or by a knight's jump: 进/退/平,
// 斜进/斜退 (the jump) and 小进/小退 (diagonally).
TEST(NotationMeng, TrisMoves) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"T", "e4"}}, "[T] w 2 - 0 1");
  const char* cases[][3] = {{"e4e5", "玄五进一", "五E>五F"}, {"e4f4", "玄五平四", "五E>四E"},
                            {"e4f6", "玄五斜进四", "五E>四G"}, {"e4g3", "玄五斜退三", "五E>三D"},
                            {"e4d3", "玄五小退六", "五E>六D"}, {"e4d5", "玄五小进六", "五E>六F"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Meng>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Meng>(fen, c[0], COORDS), c[2]);
    EXPECT_EQ(read_as<Meng>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Meng>(fen, c[2]), c[0]);
  }
  EXPECT_EQ(read_as<Meng>(fen, "玄五小斜进六"), "e4d5");  // the rule text's longer word
  // Two Tris on a file are 前玄 and 后玄, like any two pieces.
  std::string two = mfen({{"K", "d0"}, {"k", "f9"}, {"T", "e4"}, {"T", "e6"}}, "[] w 2 - 0 1");
  EXPECT_EQ(written<Meng>(two, "e6e7", CHINESE), "前玄进一");
  EXPECT_EQ(written<Meng>(two, "e4e3", CHINESE_TRAD), "後玄退一");
  EXPECT_EQ(read_as<Meng>(two, "前玄进一"), "e6e7");
}

// A stack (玄车) moves like a Tris; separating it changes 进/退/平 into
// 分进/分退/分平, named by the part that leaves.
TEST(NotationMeng, StacksAndSeparations) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "b2"}}, "[T] w 2 - 0 1");
  const char* cases[][3] = {{"b2b5r", "车八分进三", "车八C%>八F"},
                            {"b2b3r", "车八分进一", "车八C%>八D"},
                            {"b2b3t", "玄八分进一", "玄八C%>八D"},
                            {"b2c4t", "玄八分斜进七", "玄八C%>七E"},
                            {"b2a2r", "车八分平九", "车八C%>九C"},
                            {"b2b3", "玄车八进一", "八C>八D"},
                            {"b2c3", "玄车八小进七", "八C>七D"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Meng>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Meng>(fen, c[0], COORDS), c[2]);
    EXPECT_EQ(read_as<Meng>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Meng>(fen, c[2]), c[0]);
  }
  EXPECT_EQ(written<Meng>(fen, "b2b5r", CHINESE_TRAD), "俥八分進三");
  EXPECT_EQ(written<Meng>(fen, "b2b5r", RANKS), "车八分进F");
  // Both parts can reach b3: without the leaving part's name the text is ambiguous.
  EXPECT_EQ(read_as<Meng>(fen, "八C%>八D"), "error: ambiguous");
  EXPECT_EQ(read_as<Meng>(fen, "玄车八分进一"), "error: ambiguous");
  EXPECT_EQ(read_as<Meng>(fen, "玄车八分进三"), "b2b5r");  // only the chariot goes that far
  // A bare chariot on the same file is a different piece (车, not 玄车).
  std::string both = mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "b2"}, {"R", "b6"}}, "[T] w 2 - 0 1");
  EXPECT_EQ(written<Meng>(both, "b6b7", CHINESE), "车八进一");
  EXPECT_EQ(written<Meng>(both, "b2b3", CHINESE), "玄车八进一");
}

// A Tris taken by a stack (Meng) or by any piece (Double-Tris) is re-placed
// at once, written like a drop from the capture point (玄X1平X2进N).
TEST(NotationMeng, AirDrops) {
  std::string dt = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}, {"T", "a5"}}, "[T] w 2 - 0 1");
  const char* cases[][4] = {{"a0a5@e4", "车九进五，玄九平五退一", "车九进F，玄九平五退E", "九A>九F#>五E"},
                            {"a0a5@a7", "车九进五，玄九进二", "车九进F，玄九进H", "九A>九F#>九H"},
                            {"a0a5@c5", "车九进五，玄九平七", "车九进F，玄九平七", "九A>九F#>七F"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<DoubleTris>(dt, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<DoubleTris>(dt, c[0], RANKS), c[2]);
    EXPECT_EQ(written<DoubleTris>(dt, c[0], COORDS), c[3]);
    for (int k = 1; k < 4; ++k) EXPECT_EQ(read_as<DoubleTris>(dt, c[k]), c[0]) << c[k];
  }
  for (const char* text : {"车九进五玄九平五退一", "车九进五,玄九平五退一", "車九進五、玄九平五退一"})
    EXPECT_EQ(read_as<DoubleTris>(dt, text), "a0a5@e4") << text;
  // The capture alone does not say where the Tris goes.
  EXPECT_EQ(read_as<DoubleTris>(dt, "车九进五"), "error: illegal");
  EXPECT_EQ(read_as<DoubleTris>(dt, "九A>九F"), "error: illegal");

  std::string meng = mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "a0"}, {"T", "a5"}}, "[] w 2 - 0 1");
  EXPECT_EQ(written<Meng>(meng, "a0a5@e4", CHINESE), "玄车九进五，玄九平五退一");
  EXPECT_EQ(read_as<Meng>(meng, "玄车九进五，玄九平五退一"), "a0a5@e4");
  // In Meng a bare chariot taking a Tris stacks on it: an ordinary move.
  std::string combine = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}, {"T", "a5"}}, "[T] w 2 - 0 1");
  EXPECT_EQ(written<Meng>(combine, "a0a5", CHINESE), "车九进五");
}

TEST(NotationMeng, DropErrors) {
  std::string early = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 1 - 0 1");
  EXPECT_EQ(read_as<Meng>(early, "玄O平五进四"), "error: illegal");  // one capture only
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 2 - 0 1");
  EXPECT_EQ(read_as<Meng>(fen, "玄O平九"), "error: illegal");  // a0 is taken
  EXPECT_EQ(read_as<Meng>(fen, "玄五进一"), "error: no such piece");
  EXPECT_EQ(read_as<Meng>(fen, "OA>>五K"), "error: syntax");
}
