// The notation of the board's move list and of `pili show`: which variant
// has which notation, move texts of played games, the edge labels, and the
// `pili show --notation` command line. Expected texts are the sources'
// literal examples (docs/notation.md), not output of the notation module.
#include <gtest/gtest.h>

#include "lab_run.h"
#include "notation_view.h"

namespace pili::serve {
namespace {

using lab_test::pili;
using lab_test::run;

// The opening xqbase lists beside its coordinates, in the order played.
const std::vector<std::string> OPENING = {"h2e2", "h7e7", "e2e6", "d9e8", "h0g2",
                                          "h9g7", "b2e2", "b9c7", "e6e4", "i9h9"};

std::vector<std::string> texts(const std::string& variant, const std::string& fen,
                               const std::vector<std::string>& moves, MoveNotation n) {
  std::vector<std::string> out;
  std::string err;
  EXPECT_TRUE(write_moves(variant, fen, moves, n, out, err)) << err;
  return out;
}

TEST(NotationView, ChineseAndWxfOfAPlayedOpening) {
  EXPECT_EQ(texts("xiangqi", "", OPENING, MoveNotation::Chinese),
            (std::vector<std::string>{"炮二平五", "炮８平５", "炮五进四", "士４进５", "马二进三", "马８进７",
                                      "炮八平五", "马２进３", "前炮退二", "车９平８"}));
  EXPECT_EQ(texts("xiangqi", "", OPENING, MoveNotation::Wxf),
            (std::vector<std::string>{"C2.5", "C8.5", "C5+4", "A4+5", "H2+3", "H8+7", "C8.5", "H2+3",
                                      "C+-2", "R9.8"}));
  EXPECT_EQ(texts("xiangqi", "", OPENING, MoveNotation::Coord), OPENING);
  // Atomic Xiangqi is played on the same board with the same pieces.
  EXPECT_EQ(texts("atomic", "", {"h2e2", "h9g7"}, MoveNotation::Wxf), (std::vector<std::string>{"C2.5", "H8+7"}));
}

TEST(NotationView, MengDualAndDropsWithoutWxfLetters) {
  EXPECT_EQ(texts("meng", "", {"h2e2", "h9g7"}, MoveNotation::Dual), (std::vector<std::string>{"二C>五C", "8a>7c"}));
  EXPECT_EQ(texts("doubletris", "", {"h2e2", "h9g7"}, MoveNotation::Chinese),
            (std::vector<std::string>{"炮二平五", "马８进７"}));
  const std::string drop = "5k3/9/9/9/9/9/9/9/9/R2K5[TT] w 2 - 0 1";
  EXPECT_EQ(texts("meng", drop, {"T@e4"}, MoveNotation::Chinese), (std::vector<std::string>{"玄O平五进四"}));
  EXPECT_EQ(texts("meng", drop, {"T@e4"}, MoveNotation::Dual), (std::vector<std::string>{"OA>>五E"}));
  // WXF has no letters for a Tris: the move keeps its coordinates.
  EXPECT_EQ(texts("meng", drop, {"T@e4"}, MoveNotation::Wxf), (std::vector<std::string>{"T@e4"}));
  std::vector<std::string> out;
  std::string err;
  EXPECT_FALSE(write_moves("xiangqi", "", {"h2e2", "h2e2"}, MoveNotation::Chinese, out, err));
  EXPECT_NE(err.find("h2e2"), std::string::npos) << err;
}

TEST(NotationView, EachVariantHasItsNotations) {
  auto names = [](const std::string& v) {
    std::string s;
    for (MoveNotation n : notations_of(v)) s += std::string(s.empty() ? "" : " ") + notation_name(n);
    return s;
  };
  EXPECT_EQ(names("xiangqi"), "coord chinese wxf");
  EXPECT_EQ(names("atomic"), "coord chinese wxf");
  EXPECT_EQ(names("atomic-classic"), "coord chinese wxf");
  EXPECT_EQ(names("meng"), "coord chinese wxf dual");
  EXPECT_EQ(names("doubletris"), "coord chinese wxf dual");
  EXPECT_EQ(names("atomic-chess"), "coord");
  std::string err;
  EXPECT_EQ(notation_for("meng", "dual", err), MoveNotation::Dual);
  EXPECT_FALSE(notation_for("xiangqi", "dual", err));
  EXPECT_NE(err.find("dual"), std::string::npos) << err;
  EXPECT_FALSE(notation_for("atomic-chess", "chinese", err));
  EXPECT_FALSE(notation_for("atomic-chess", "wxf", err));
  EXPECT_EQ(notation_for("atomic-chess", "coord", err), MoveNotation::Coord);
  EXPECT_FALSE(notation_for("xiangqi", "iccs", err));
  EXPECT_NE(err.find("unknown notation 'iccs'"), std::string::npos) << err;
}

TEST(NotationView, EdgesAreLabelledAsPlayersCount) {
  auto join = [](const std::vector<std::string>& v) {
    std::string s;
    for (auto& x : v) s += x;
    return s;
  };
  EdgeLabels c = edge_labels(MoveNotation::Chinese, 9, 10, 0);
  EXPECT_EQ(join(c.redFiles), "九八七六五四三二一");
  EXPECT_EQ(join(c.blackFiles), "１２３４５６７８９");
  EXPECT_EQ(join(c.redRanks), "");
  EdgeLabels w = edge_labels(MoveNotation::Wxf, 9, 10, 0);
  EXPECT_EQ(join(w.redFiles), "987654321");
  EXPECT_EQ(join(w.blackFiles), "123456789");
  EdgeLabels d = edge_labels(MoveNotation::Dual, 9, 10, 0);
  EXPECT_EQ(join(d.redFiles), "九八七六五四三二一");
  EXPECT_EQ(join(d.blackFiles), "123456789");
  EXPECT_EQ(join(d.redRanks), "ABCDEFGHIJ");
  EXPECT_EQ(join(d.blackRanks), "jihgfedcba");
  EdgeLabels k = edge_labels(MoveNotation::Coord, 8, 8, 1);
  EXPECT_EQ(join(k.redFiles), "abcdefgh");
  EXPECT_EQ(join(k.blackRanks), "12345678");
}

TEST(NotationView, MoveNumbersFollowTheFen) {
  EXPECT_EQ(numbered_moves("", {"a", "b", "c"}), "1. a b 2. c");
  EXPECT_EQ(numbered_moves("9/9/9/9/9/9/9/9/9/9 b - - 0 7", {"a", "b"}), "7... a 8. b");
}

TEST(NotationShow, ListsTheMovesInTheChosenNotation) {
  auto c = run(pili() + " show --colour never --moves h2e2 h9g7 --notation chinese");
  EXPECT_EQ(c.code, 0) << c.out;
  EXPECT_NE(c.out.find("Moves: 1. 炮二平五 马８进７\n"), std::string::npos) << c.out;
  auto w = run(pili() + " show --colour never --moves h2e2 h9g7 --notation wxf");
  EXPECT_NE(w.out.find("Moves: 1. C2.5 H8+7\n"), std::string::npos) << w.out;
  auto plain = run(pili() + " show --colour never --moves h2e2 h9g7");
  EXPECT_NE(plain.out.find("Moves: 1. h2e2 h9g7\n"), std::string::npos) << plain.out;
  auto dual = run(pili() + " show --colour never --variant meng --moves h2e2 h9g7 --notation dual");
  EXPECT_EQ(dual.code, 0) << dual.out;
  EXPECT_NE(dual.out.find("Moves: 1. 二C>五C 8a>7c\n"), std::string::npos) << dual.out;
}

TEST(NotationShow, RefusesANotationTheVariantHasNot) {
  auto chess = run(pili() + " show --variant atomic-chess --moves e2e4 --notation chinese");
  EXPECT_EQ(chess.code, 2) << chess.out;
  EXPECT_NE(chess.out.find("error: notation 'chinese' is not for atomic-chess"), std::string::npos) << chess.out;
  auto dual = run(pili() + " show --notation dual");
  EXPECT_EQ(dual.code, 2) << dual.out;
  EXPECT_NE(dual.out.find("'dual' is not for xiangqi"), std::string::npos) << dual.out;
  auto bogus = run(pili() + " show --notation iccs");
  EXPECT_EQ(bogus.code, 2) << bogus.out;
  EXPECT_NE(bogus.out.find("unknown notation 'iccs'"), std::string::npos) << bogus.out;
}

}  // namespace
}  // namespace pili::serve
