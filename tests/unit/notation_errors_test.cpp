// Bad input: every notation reader answers with an error of the right kind,
// never a crash, and never a move that is not legal.
#include <random>

#include "notation_test_util.h"
#include "pili/rules/meng.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::testutil;
using notation::Style;

TEST(NotationErrors, Syntax) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  const char* bad[] = {"", "   ", "炮", "炮二", "炮二平", "炮二平五五", "炮十平五", "炮二平十", "炮二走五",
                       "X2.5", "Q2+1", "C0.5", "C2.0", "C2*5", "C2.", "C", "C2.55", "++", "+-.4",
                       "二C>", "二C>五", ">五C", "二C>>五C", "OA>", "玄", "玄O", "玄O平", "兵平五",
                       "\xff\xfe", "\xe7\x82", "h2e2"};
  for (const char* text : bad) EXPECT_EQ(read_as<Xiangqi>(start, text), "error: syntax") << text;
  // Each text is read only by its own reader.
  EXPECT_EQ(read_as<Xiangqi>(start, "C2.5", Style::Chinese), "error: syntax");
  EXPECT_EQ(read_as<Xiangqi>(start, "C2.5", Style::Coordinates), "error: syntax");
  EXPECT_EQ(read_as<Xiangqi>(start, "炮二平五", Style::Wxf), "error: syntax");
  EXPECT_EQ(read_as<Xiangqi>(start, "炮二平五", Style::Coordinates), "error: syntax");
  EXPECT_EQ(read_as<Xiangqi>(start, "二C>五C", Style::Chinese), "error: syntax");
  EXPECT_EQ(read_as<Xiangqi>(start, "二C>五C", Style::Wxf), "error: syntax");
}

TEST(NotationErrors, NoSuchPiece) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  for (const char* text : {"炮三平五", "C3.5", "前炮退二", "C+-2", "中兵进一", "一兵进一", "++.4",
                           "3+.4", "五E>五F", "车五进一", "五兵进一"})
    EXPECT_EQ(read_as<Xiangqi>(start, text), "error: no such piece") << text;
  // Black's pieces are not Red's to move (e9 in Red's frame is 五J).
  EXPECT_EQ(read_as<Xiangqi>(start, "五J>五I"), "error: no such piece");
}

TEST(NotationErrors, Illegal) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  for (const char* text : {"车一进九", "马二进四", "马二平三", "炮二进十", "炮二斜进三", "C2+9",
                           "H2.3", "P3-1", "兵三平二", "二C>二K", "二C>三D", "帅五平五"})
    EXPECT_NE(read_as<Xiangqi>(start, text).find("error: "), std::string::npos) << text;
  for (const char* text : {"车一进九", "马二进四", "C2+9", "兵三平二", "二C>三D"})
    EXPECT_EQ(read_as<Xiangqi>(start, text), "error: illegal") << text;
  // A legal move of a pinned piece is no move at all.
  std::string pinned = fen_of({{'K', "e0"}, {'k', "d9"}, {'R', "e4"}, {'r', "e8"}});
  EXPECT_EQ(read_as<Xiangqi>(pinned, "车五平四"), "error: illegal");
  EXPECT_EQ(read_as<Xiangqi>(pinned, "车五进一"), "e4e5");
}

TEST(NotationErrors, Ambiguous) {
  std::string rooks = fen_of({{'K', "d0"}, {'k', "f9"}, {'R', "a5"}, {'R', "a3"}});
  EXPECT_EQ(read_as<Xiangqi>(rooks, "车九平八"), "error: ambiguous");
  EXPECT_EQ(read_as<Xiangqi>(rooks, "R9.8"), "error: ambiguous");
  EXPECT_EQ(read_as<Xiangqi>(rooks, "车九进一"), "error: ambiguous");
  EXPECT_EQ(read_as<Xiangqi>(rooks, "车九进三"), "a5a8");  // a5 blocks a3
}

// Random text from the notations' own alphabet and random bytes: whatever
// comes back is an error or a legal move.
TEST(NotationErrors, NeverCrashes) {
  const char* pieces[] = {"炮", "马", "车", "兵", "卒", "玄", "前", "中", "后", "一", "二", "五", "九", "１",
                          "５", "进", "退", "平", "分", "斜", "小", "O", "０", "A", "e", "C", "P", "+",
                          "-", ".", "=", ">", ">>", "#>", "%>", "，", "3", "8", "K", " ", "\x80", "\xe4"};
  std::mt19937 rng(20240611);
  Position xq = position_of<Xiangqi>(Position::START_FEN);
  Position meng = position_of<Meng>(
      board_fen<const char*>({{"K", "d0"}, {"k", "f9"}, {"+R", "b2"}, {"T", "e4"}, {"P", "c5"}}) +
      "[] w 2 - 0 1");
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    int len = int(rng() % 8);
    for (int k = 0; k < len; ++k) {
      if (rng() % 5 == 0) text += char(rng() % 256);
      else text += pieces[rng() % std::size(pieces)];
    }
    for (Style s : {Style::Auto, Style::Chinese, Style::Wxf, Style::Coordinates}) {
      notation::ReadResult a = notation::read_move<Xiangqi>(xq, text, s);
      if (a.ok()) EXPECT_TRUE(legal_moves<Xiangqi>(xq).count(move_to_string(a.move))) << text;
      else EXPECT_FALSE(a.message.empty());
      notation::ReadResult b = notation::read_move<Meng>(meng, text, s);
      if (b.ok()) EXPECT_TRUE(legal_moves<Meng>(meng).count(move_to_string(b.move))) << text;
      else EXPECT_FALSE(b.message.empty());
    }
  }
}

// Writing a move that is not legal gives no text.
TEST(NotationErrors, WritesOnlyLegalMoves) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  for (notation::Format f : {CHINESE, CHINESE_TRAD, RANKS, WXF, COORDS}) {
    EXPECT_EQ(notation::write_move<Xiangqi>(start, Move(SQ_H2, SQ_G3), f), "");
    EXPECT_EQ(notation::write_move<Xiangqi>(start, Move::none(), f), "");
  }
}
