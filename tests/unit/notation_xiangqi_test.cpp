// Chinese and WXF notation on hand-built positions, against examples written
// out in the sources docs/notation.md cites:
//   [xqbase]  象棋百科全书网, 中国象棋电脑应用规范（二）：着法表示 (xqbase.com/protocol/cchess_move.htm)
//   [wiki]    中文维基百科, 象棋, 记谱法
//   [wxf]     World Xiangqi Federation, Official Xiangqi Piece Names and Notation
//   [xqe]     xqinenglish.com, Introduction to notations 02
#include "notation_test_util.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::testutil;
using notation::Style;

namespace {

struct Example {
  const char* coords;
  const char* chinese;
  const char* traditional;
  const char* wxf;
  const char* coordinates;
};

// [xqbase] section 三 lists these opening moves in ICCS coordinates beside
// their Chinese text; Black's numerals are full-width there, as here.
const Example OPENING[] = {
    {"h2e2", "炮二平五", "炮二平五", "C2.5", "二C>五C"},
    {"h7e7", "炮８平５", "砲８平５", "C8.5", "8c>5c"},
    {"e2e6", "炮五进四", "炮五進四", "C5+4", "五C>五G"},
    {"d9e8", "士４进５", "士４進５", "A4+5", "4a>5b"},
    {"h0g2", "马二进三", "傌二進三", "H2+3", "二A>三C"},
    {"h9g7", "马８进７", "馬８進７", "H8+7", "8a>7c"},
    {"b2e2", "炮八平五", "炮八平五", "C8.5", "八C>五C"},
    {"b9c7", "马２进３", "馬２進３", "H2+3", "2a>3c"},
    {"e6e4", "前炮退二", "前炮退二", "C+-2", "五G>五E"},  // two cannons on file 五
    {"i9h9", "车９平８", "車９平８", "R9.8", "9a>8a"},
};

}  // namespace

TEST(NotationXiangqi, OpeningFromTheSource) {
  Position pos = position_of<Xiangqi>(Position::START_FEN);
  for (const Example& e : OPENING) {
    EXPECT_EQ(written<Xiangqi>(pos, e.coords, CHINESE), e.chinese);
    EXPECT_EQ(written<Xiangqi>(pos, e.coords, CHINESE_TRAD), e.traditional);
    EXPECT_EQ(written<Xiangqi>(pos, e.coords, WXF), e.wxf);
    EXPECT_EQ(written<Xiangqi>(pos, e.coords, COORDS), e.coordinates);
    for (const char* text : {e.chinese, e.traditional, e.wxf, e.coordinates})
      EXPECT_EQ(read_as<Xiangqi>(pos, text), e.coords) << text;
    std::string err;
    ASSERT_TRUE(play_moves<Xiangqi>(pos, {e.coords}, err)) << err;
  }
}

// Numbers as players write them: either script, any numerals, 上/下, spaces.
TEST(NotationXiangqi, ReadsCommonVariants) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  for (const char* text : {"炮二平五", "炮2平5", "炮２平５", "砲二平五", "包二平五", "炮 二 平 五"})
    EXPECT_EQ(read_as<Xiangqi>(start, text), "h2e2") << text;
  for (const char* text : {"马二进三", "馬二進三", "傌二上三", "H2+3", "N2+3", "h2+3"})
    EXPECT_EQ(read_as<Xiangqi>(start, text), "h0g2") << text;
  for (const char* text : {"相三进五", "象三进五", "E3+5", "B3+5", "M3+5"})
    EXPECT_EQ(read_as<Xiangqi>(start, text), "g0e2") << text;
  // WXF traverse written as '=' or with no mark ([xqe]).
  for (const char* text : {"C2=5", "C25"}) EXPECT_EQ(read_as<Xiangqi>(start, text), "h2e2") << text;
  Position black = position_after<Xiangqi>(Position::START_FEN, {"h2e2"});
  for (const char* text : {"马8进7", "马８进７", "馬８進７", "H8+7", "n8+7"})
    EXPECT_EQ(read_as<Xiangqi>(black, text), "h9g7") << text;
}

// [xqbase], [wiki]: two pieces on a file are 前 and 后 and the file is left
// out (前马退六, 后炮平４ in players' guides); [wxf]: 車前平三 = R+.3, 炮後退一 = C--1.
TEST(NotationXiangqi, FrontAndRearPieces) {
  std::string horses = fen_of({{'K', "d0"}, {'k', "e9"}, {'N', "g4"}, {'N', "g2"}});
  EXPECT_EQ(written<Xiangqi>(horses, "g4f2", CHINESE), "前马退四");
  EXPECT_EQ(written<Xiangqi>(horses, "g2f4", CHINESE), "后马进四");
  EXPECT_EQ(written<Xiangqi>(horses, "g2f4", CHINESE_TRAD), "後傌進四");
  EXPECT_EQ(written<Xiangqi>(horses, "g4f2", WXF), "H+-4");
  EXPECT_EQ(written<Xiangqi>(horses, "g2f4", WXF), "H-+4");
  EXPECT_EQ(read_as<Xiangqi>(horses, "后马进四"), "g2f4");
  EXPECT_EQ(read_as<Xiangqi>(horses, "马后进四"), "g2f4");
  EXPECT_EQ(read_as<Xiangqi>(horses, "-H+4"), "g2f4");
  EXPECT_EQ(read_as<Xiangqi>(horses, "rH+4"), "g2f4");  // the older f/r marks
  // The file alone names nothing: g4f2 and g2f0 both retreat to file 四.
  EXPECT_EQ(read_as<Xiangqi>(horses, "马三退四"), "error: ambiguous");

  std::string rooks = fen_of({{'K', "d0"}, {'k', "f9"}, {'R', "a5"}, {'R', "a3"}});
  EXPECT_EQ(written<Xiangqi>(rooks, "a3d3", CHINESE), "后车平六");
  EXPECT_EQ(written<Xiangqi>(rooks, "a5d5", CHINESE), "前车平六");
  EXPECT_EQ(written<Xiangqi>(rooks, "a5d5", WXF), "R+.6");

  std::string wxf = fen_of({{'K', "d0"}, {'k', "f9"}, {'R', "e5"}, {'R', "e3"}, {'C', "c5"}, {'C', "c3"}});
  EXPECT_EQ(written<Xiangqi>(wxf, "e5g5", WXF), "R+.3");
  EXPECT_EQ(written<Xiangqi>(wxf, "e5g5", CHINESE_TRAD), "前俥平三");
  EXPECT_EQ(read_as<Xiangqi>(wxf, "車前平三"), "e5g5");
  EXPECT_EQ(written<Xiangqi>(wxf, "c3c2", WXF), "C--1");
  EXPECT_EQ(written<Xiangqi>(wxf, "c3c2", CHINESE_TRAD), "後炮退一");
  EXPECT_EQ(read_as<Xiangqi>(wxf, "炮後退一"), "c3c2");
}

// [xqbase] rule 一 and [xqe]: advisors and elephants sharing a file keep the
// file, since only the rear one can advance and only the front one retreat.
TEST(NotationXiangqi, AdvisorsAndElephantsKeepTheirFile) {
  std::string fen = fen_of({{'K', "e0"}, {'k', "f9"}, {'A', "d0"}, {'A', "d2"}, {'B', "c0"}, {'B', "c4"}});
  EXPECT_EQ(written<Xiangqi>(fen, "d0e1", CHINESE), "仕六进五");
  EXPECT_EQ(written<Xiangqi>(fen, "d2e1", CHINESE), "仕六退五");
  EXPECT_EQ(written<Xiangqi>(fen, "d0e1", WXF), "A6+5");
  EXPECT_EQ(written<Xiangqi>(fen, "d2e1", WXF), "A6-5");
  EXPECT_EQ(written<Xiangqi>(fen, "c0e2", CHINESE), "相七进五");
  EXPECT_EQ(written<Xiangqi>(fen, "c4a2", CHINESE), "相七退九");
  EXPECT_EQ(written<Xiangqi>(fen, "c4e2", WXF), "E7-5");
  // The tandem forms are read too.
  EXPECT_EQ(read_as<Xiangqi>(fen, "前仕退五"), "d2e1");
  EXPECT_EQ(read_as<Xiangqi>(fen, "A-+5"), "d0e1");
}

// [wxf] (I): three soldiers on file 3 traverse to file 4; [xqbase] (1) 前/中/后.
TEST(NotationXiangqi, ThreeSoldiersOnAFile) {
  std::string fen = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "g7"}, {'P', "g6"}, {'P', "g5"}});
  const char* cases[][3] = {{"g7f7", "前兵平四", "P+.4"}, {"g6f6", "中兵平四", "P3.4"}, {"g5f5", "后兵平四", "P-.4"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Xiangqi>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(fen, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[2]), c[0]);
  }
  EXPECT_EQ(written<Xiangqi>(fen, "g7g8", CHINESE), "前兵进一");
  EXPECT_EQ(written<Xiangqi>(fen, "g5f5", CHINESE_TRAD), "後兵平四");
  // A plain file names nothing here: three soldiers could traverse.
  EXPECT_EQ(read_as<Xiangqi>(fen, "兵三平四"), "error: ambiguous");
}

// [wxf] (II), (III): five and four soldiers on a file; [xqbase] (2) numbers
// them 一..五 from the front; [wiki] writes 前, 二, 三, 四 and 后.
TEST(NotationXiangqi, FourAndFiveSoldiersOnAFile) {
  std::string five = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "g9"}, {'P', "g8"}, {'P', "g7"}, {'P', "g6"}, {'P', "g5"}});
  const char* fives[][3] = {{"g9f9", "一兵平四", "++.4"}, {"g8f8", "二兵平四", "P+.4"},
                            {"g7f7", "三兵平四", "P3.4"}, {"g6f6", "四兵平四", "P-.4"},
                            {"g5f5", "五兵平四", "--.4"}};
  for (auto& c : fives) {
    EXPECT_EQ(written<Xiangqi>(five, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(five, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(five, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(five, c[2]), c[0]);
  }
  EXPECT_EQ(read_as<Xiangqi>(five, "前兵平四"), "g9f9");
  EXPECT_EQ(read_as<Xiangqi>(five, "后兵平四"), "g5f5");
  EXPECT_EQ(read_as<Xiangqi>(five, "中兵平四"), "g7f7");

  std::string four = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "g8"}, {'P', "g7"}, {'P', "g6"}, {'P', "g5"}});
  const char* fours[][3] = {{"g8f8", "一兵平四", "++.4"}, {"g7f7", "二兵平四", "P+.4"},
                            {"g6f6", "三兵平四", "P-.4"}, {"g5f5", "四兵平四", "--.4"}};
  for (auto& c : fours) {
    EXPECT_EQ(written<Xiangqi>(four, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(four, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(four, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(four, c[2]), c[0]);
  }
  EXPECT_EQ(read_as<Xiangqi>(four, "前兵平四"), "g8f8");
  EXPECT_EQ(read_as<Xiangqi>(four, "后兵平四"), "g5f5");
}

// [xqbase] (3): soldiers on two files with two or more each are numbered
// 一..五 together, first the file nearer the mover's right, each front to
// back. Its own table: Red soldiers on f8 f6 d8 d6 (files 四 and 六).
TEST(NotationXiangqi, SoldiersOnTwoFilesFromTheSource) {
  std::string fen = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "f8"}, {'P', "f6"}, {'P', "d8"}, {'P', "d6"}});
  const char* cases[][4] = {{"f8e8", "一兵平五", "4+.5", "前兵四平五"},
                            {"f6e6", "二兵平五", "4-.5", "后兵四平五"},
                            {"d8e8", "三兵平五", "6+.5", "前兵六平五"},
                            {"d6e6", "四兵平五", "6-.5", "后六平五"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Xiangqi>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(fen, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[2]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[3]), c[0]) << c[3];  // [wiki]: the file restored
  }
  // Without a file, 前兵 could be either file's front soldier.
  EXPECT_EQ(read_as<Xiangqi>(fen, "前兵平五"), "error: ambiguous");
}

// [wxf] (IV): three soldiers on file 3 and two on file 7.
TEST(NotationXiangqi, ThreeAndTwoSoldiers) {
  std::string fen = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "g7"}, {'P', "g6"}, {'P', "g5"}, {'P', "c6"}, {'P', "c5"}});
  const char* cases[][4] = {{"g7f7", "一兵平四", "3+.4", "前兵三平四"},
                            {"g6f6", "二兵平四", "33.4", "中兵三平四"},
                            {"g5f5", "三兵平四", "3-.4", "后兵三平四"},
                            {"c6d6", "四兵平六", "7+.6", "前兵七平六"},
                            {"c5d5", "五兵平六", "7-.6", "后兵七平六"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Xiangqi>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(fen, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[2]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[3]), c[0]);
  }
  // A lone soldier elsewhere keeps the plain form.
  std::string lone = fen_of({{'K', "d0"}, {'k', "e9"}, {'P', "g6"}, {'P', "g5"}, {'P', "c6"}, {'P', "c5"}, {'P', "a6"}});
  EXPECT_EQ(written<Xiangqi>(lone, "a6a7", CHINESE), "兵九进一");
}

// Black counts files from its own right (Red's left) and "front" is toward
// Red; the ordinals stay Chinese numerals for Black ([xqbase]: 一卒平５).
TEST(NotationXiangqi, BlackSoldiersOnTwoFiles) {
  std::string fen = fen_of({{'K', "d0"}, {'k', "e9"}, {'p', "c3"}, {'p', "c4"}, {'p', "g3"}, {'p', "g4"}}, 'b');
  const char* cases[][3] = {{"c3d3", "一卒平４", "3+.4"}, {"c4b4", "二卒平２", "3-.2"},
                            {"g3f3", "三卒平６", "7+.6"}, {"g4h4", "四卒平８", "7-.8"}};
  for (auto& c : cases) {
    EXPECT_EQ(written<Xiangqi>(fen, c[0], CHINESE), c[1]);
    EXPECT_EQ(written<Xiangqi>(fen, c[0], WXF), c[2]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[1]), c[0]);
    EXPECT_EQ(read_as<Xiangqi>(fen, c[2]), c[0]);
  }
  EXPECT_EQ(written<Xiangqi>(fen, "c3c2", CHINESE_TRAD), "一卒進１");
  EXPECT_EQ(written<Xiangqi>(fen, "c3d3", COORDS), "3g>4g");
}

// Meng's extended-file mode names the rank reached (red A-J from Red's back
// rank, black a-j from Black's); it reads on any 90-point board.
TEST(NotationXiangqi, RankLetters) {
  Position start = position_of<Xiangqi>(Position::START_FEN);
  EXPECT_EQ(written<Xiangqi>(start, "i0i2", RANKS), "车一进C");
  EXPECT_EQ(written<Xiangqi>(start, "h2h9", RANKS), "炮二进J");
  EXPECT_EQ(written<Xiangqi>(start, "h0g2", RANKS), "马二进三");  // a file, not a rank
  EXPECT_EQ(read_as<Xiangqi>(start, "车一进C"), "i0i2");
  Position black = position_after<Xiangqi>(Position::START_FEN, {"h2e2"});
  EXPECT_EQ(written<Xiangqi>(black, "a9a7", RANKS), "车１进c");
  EXPECT_EQ(read_as<Xiangqi>(black, "车1进c"), "a9a7");
}
