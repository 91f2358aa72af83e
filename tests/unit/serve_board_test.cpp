// The board data behind `pili serve` and `pili show`: FEN reading, move
// texts, blast points, text and SVG diagrams.
#include <gtest/gtest.h>

#include <cctype>

#include "assets.h"
#include "board_view.h"
#include "diagram.h"
#include "game_state.h"
#include "pili/core/piece_kinds.h"
#include "pili/rules/variant.h"

namespace {

using namespace pili::serve;

TEST(ServeBoard, ReadsXiangqiMengAndChessFens) {
  auto v = parse_board("rnbakabnr/9/1c5c1/p1p1p1p1p/4T4/9/P1P1+P1P1P/1C5C1/9/RNBAKABNR[T] b 2 wb:e4 0 1");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->files, 9);
  EXPECT_EQ(v->ranks, 10);
  EXPECT_EQ(v->reserve, 1);
  EXPECT_FALSE(v->redToMove);
  EXPECT_EQ(v->debts, "wb:e4");
  int f, r;
  ASSERT_TRUE(v->parse_square("e5", f, r));
  EXPECT_EQ(v->at(f, r).tris, 'T');
  EXPECT_EQ(v->at(f, r).piece, 0);
  ASSERT_TRUE(v->parse_square("e3", f, r));
  EXPECT_EQ(v->at(f, r).piece, 'P');
  EXPECT_EQ(v->at(f, r).tris, 'T');
  EXPECT_EQ(v->square_name(0, 0), "a0");
  EXPECT_FALSE(v->parse_square("j0", f, r));
  EXPECT_FALSE(v->parse_square("a10", f, r));

  auto c = parse_board("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->chess);
  EXPECT_EQ(c->rankBase, 1);
  EXPECT_EQ(c->reserve, -1);
  ASSERT_TRUE(c->parse_square("e4", f, r));
  EXPECT_EQ(c->at(f, r).piece, 'P');
  EXPECT_EQ(c->square_name(7, 7), "h8");

  EXPECT_FALSE(parse_board("rnb/9 w"));     // ragged rows
  EXPECT_FALSE(parse_board("rn?akabnr w"));  // unknown character
  EXPECT_FALSE(parse_board(""));
}

TEST(ServeBoard, SplitsEveryMoveKind) {
  EXPECT_EQ(split_move("h2e2", false).kind, "normal");
  auto d = split_move("T@e5", true);
  EXPECT_EQ(d.kind, "drop");
  EXPECT_EQ(d.to, "e5");
  auto a = split_move("b2b9@e5", true);
  EXPECT_EQ(a.kind, "airdrop");
  EXPECT_EQ(a.from, "b2");
  EXPECT_EQ(a.to, "b9");
  EXPECT_EQ(a.extra, "e5");
  EXPECT_EQ(split_move("e5f7t", true).kind, "split-tris");
  EXPECT_EQ(split_move("e5e8r", true).kind, "split-piece");
  auto p = split_move("e7e8q", false);
  EXPECT_EQ(p.kind, "promotion");
  EXPECT_EQ(p.promotion, 'q');
}

TEST(ServeBoard, ClearedPointsAreTheBlastOnly) {
  auto before = parse_board("rnbakabnr/9/1c5c1/2p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  auto plain = parse_board("Rnbakabnr/9/1c5c1/2p1p1p1p/9/9/2P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1");
  auto blast = parse_board("2bakabnr/9/1c5c1/2p1p1p1p/9/9/2P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1");
  ASSERT_TRUE(before && plain && blast);
  EXPECT_TRUE(cleared_points(*before, *plain, "a0").empty());
  EXPECT_EQ(cleared_points(*before, *blast, "a0"), (std::vector<std::string>{"a9", "b9"}));
}

TEST(ServeShow, TextAndSvgDiagrams) {
  auto v = parse_board("rnbakabnr/9/1c5c1/p1p1p1p1p/4T4/9/P1P1+P1P1P/1C5C1/9/RNBAKABNR[T] w 2 - 0 1");
  ASSERT_TRUE(v);
  DiagramMarks marks;
  marks.to = "e4";
  std::string text = text_diagram(*v, marks, false);
  EXPECT_NE(text.find("帥"), std::string::npos);
  EXPECT_NE(text.find("將"), std::string::npos);
  EXPECT_NE(text.find("兵+"), std::string::npos);  // the stack on e3
  EXPECT_NE(text.find("玄r"), std::string::npos);  // the red Tris on e5
  EXPECT_NE(text.find("reserve: 1"), std::string::npos);
  EXPECT_EQ(text.find("\x1b["), std::string::npos);
  EXPECT_NE(text_diagram(*v, marks, true).find("\x1b[1;31m"), std::string::npos);
  std::string svg = svg_diagram(*v, marks);
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_NE(svg.find("楚河"), std::string::npos);
  EXPECT_NE(svg.find("font/ttf;base64,"), std::string::npos);
  EXPECT_NE(svg.find(">俥<"), std::string::npos);
  EXPECT_NE(svg.find(">i<"), std::string::npos);  // coordinates
  EXPECT_NE(svg.find(">9<"), std::string::npos);
  EXPECT_NE(svg.find("reserve"), std::string::npos);
  EXPECT_NE(text.find("a stack on its Tris"), std::string::npos);  // the legend of the Tris marks
  // Boards without Tris have no Tris legend; chess names White and Black.
  for (const char* fen : {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}) {
    auto plain = parse_board(fen);
    ASSERT_TRUE(plain) << fen;
    std::string t = text_diagram(*plain, DiagramMarks{}, false);
    EXPECT_EQ(t.find("Tris"), std::string::npos) << t;
    EXPECT_NE(t.find(plain->chess ? "White to move" : "Red to move"), std::string::npos) << t;
  }
}

// Every kind of the 90-point board is drawn from its row of core/piece_kinds.h,
// by its FEN and its WXF letter; Manchu's banner in text and SVG alike.
TEST(ServeShow, GlyphsComeFromTheKindTable) {
  for (int pt = pili::KING; pt < pili::PIECE_TYPE_NB; ++pt) {
    const pili::PieceKind& k = pili::piece_kind(pili::PieceType(pt));
    for (char letter : {k.fen, k.wxf}) {
      EXPECT_EQ(piece_glyph(letter, false), k.glyph[1][pili::RED]) << letter;
      EXPECT_EQ(piece_glyph(char(std::tolower(letter)), false), k.glyph[1][pili::BLACK]) << letter;
    }
  }
  EXPECT_EQ(piece_glyph('z', false), "?");
  // X / x is no kind: a covered (face-down) piece of Jieqi's FEN.
  EXPECT_EQ(piece_glyph('X', false), "Ｘ");
  EXPECT_EQ(piece_glyph('x', false), "ｘ");
  auto v = parse_board(pili::start_fen(pili::Variant::Manchu));
  ASSERT_TRUE(v);
  const std::string text = text_diagram(*v, DiagramMarks{}, false), svg = svg_diagram(*v, DiagramMarks{});
  EXPECT_NE(text.find("旗"), std::string::npos) << text;
  EXPECT_NE(svg.find(">旗<"), std::string::npos);
  EXPECT_EQ(text.find('?'), std::string::npos) << text;
  EXPECT_EQ(svg.find(">?<"), std::string::npos);
}

// The browser board draws the same characters: the page's pieces.js gets its
// table from core/piece_kinds.h at build time (cmake/web_page.cmake).
TEST(ServeShow, TheBoardsGlyphsComeFromTheKindTable) {
  const Asset* js = find_asset("/pieces.js");
  ASSERT_NE(js, nullptr);
  const std::string text(reinterpret_cast<const char*>(js->data), js->size);
  EXPECT_EQ(text.find("core/piece_kinds.h */}"), std::string::npos) << "the table was not filled in";
  for (int pt = pili::KING; pt < pili::PIECE_TYPE_NB; ++pt) {
    const pili::PieceKind& k = pili::piece_kind(pili::PieceType(pt));
    for (char letter : {k.fen, k.wxf}) {
      const std::string red = std::string(1, letter) + ": \"" + k.glyph[1][pili::RED] + "\"";
      const std::string black = std::string(1, char(std::tolower(letter))) + ": \"" + k.glyph[1][pili::BLACK] + "\"";
      EXPECT_NE(text.find(red), std::string::npos) << red;
      EXPECT_NE(text.find(black), std::string::npos) << black;
    }
  }
}

}  // namespace
