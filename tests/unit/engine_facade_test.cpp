// The Engine facade outside of search: variants, positions, errors, text.
#include <gtest/gtest.h>

#include "pili/engine/engine.h"
#include "pili/eval/atomic_chess_weights.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"

namespace pili {
namespace {

TEST(EngineFacade, StartPositionAndPerft) {
  Engine e;
  EXPECT_EQ(e.variant(), Variant::Xiangqi);
  EXPECT_EQ(e.legal_moves().size(), 44u);
  std::vector<std::pair<std::string, uint64_t>> divide;
  EXPECT_EQ(e.perft(2, [&](const std::string& m, uint64_t n) { divide.emplace_back(m, n); }), 1920u);
  EXPECT_EQ(divide.size(), 44u);
  EXPECT_EQ(e.perft(3, nullptr), 79666u);
}

TEST(EngineFacade, BadPositionKeepsTheOldOne) {
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position("", {"h2e2"}, err)) << err;
  std::string before = e.fen();
  EXPECT_FALSE(e.set_position("not a fen", {}, err));
  EXPECT_FALSE(err.empty());
  EXPECT_FALSE(e.set_position("", {"h2e2", "e2e9"}, err));  // illegal second move
  EXPECT_NE(err.find("e2e9"), std::string::npos) << err;
  EXPECT_FALSE(e.set_position("", {"zz"}, err));
  EXPECT_EQ(e.fen(), before);
}

TEST(EngineFacade, UnknownVariantIsAnError) {
  Engine e;
  std::string err;
  EXPECT_FALSE(e.set_variant("chess", err));
  EXPECT_FALSE(err.empty());
  EXPECT_EQ(e.variant(), Variant::Xiangqi);
}

TEST(EngineFacade, EveryAvailableVariantStartsAndSearches) {
  for (Variant v : ALL_VARIANTS) {
    if (!variant_available(v)) continue;
    Engine e;
    std::string err;
    ASSERT_TRUE(e.set_variant(variant_name(v), err)) << variant_name(v) << ": " << err;
    auto moves = e.legal_moves();
    ASSERT_FALSE(moves.empty()) << variant_name(v);
    SearchLimits limits;
    limits.depth = 3;
    SearchResult result;
    e.go(limits, nullptr, [&](const SearchResult& r) { result = r; });
    e.wait();
    EXPECT_NE(std::find(moves.begin(), moves.end(), result.bestMove), moves.end())
        << variant_name(v) << " " << result.bestMove;
  }
}

TEST(EngineFacade, RankBaseOneForMoveText) {
  Engine e;
  e.set(&Settings::ranks1to10, true);
  std::string err;
  ASSERT_TRUE(e.set_position("", {"h3e3"}, err)) << err;  // h2e2 in 0-based ranks
  auto moves = e.legal_moves();
  EXPECT_NE(std::find(moves.begin(), moves.end(), "h10g8"), moves.end());
}

TEST(EngineFacade, SideToMove) {
  Engine e;
  EXPECT_EQ(e.side_to_move(), RED);
  std::string err;
  ASSERT_TRUE(e.set_position("", {"h2e2"}, err)) << err;
  EXPECT_EQ(e.side_to_move(), BLACK);
  ASSERT_TRUE(e.set_position("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1", {"d9d8"}, err)) << err;
  EXPECT_EQ(e.side_to_move(), RED);
  if (!variant_available(Variant::AtomicChess)) return;
  ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
  EXPECT_EQ(e.side_to_move(), RED);
  ASSERT_TRUE(e.set_position("", {"e2e4"}, err)) << err;
  EXPECT_EQ(e.side_to_move(), BLACK);
}

TEST(EngineFacade, BanMoves) {
  Engine e;
  std::string err;
  EXPECT_FALSE(e.set_ban_moves({"a0a5"}, err));  // not legal
  ASSERT_TRUE(e.set_ban_moves({"h2e2", "b2e2"}, err)) << err;
  SearchLimits limits;
  limits.depth = 3;
  SearchResult result;
  e.go(limits, nullptr, [&](const SearchResult& r) { result = r; });
  e.wait();
  EXPECT_NE(result.bestMove, "h2e2");
  EXPECT_NE(result.bestMove, "b2e2");
  EXPECT_FALSE(result.bestMove.empty());
}

TEST(EngineFacade, DiagramEvalAndVerdict) {
  Engine e;
  std::string d = e.board_diagram();
  EXPECT_NE(d.find("Fen: " + e.fen()), std::string::npos);
  EXPECT_NE(d.find("Key: "), std::string::npos);
  EXPECT_NE(d.find("Checkers:"), std::string::npos);
  std::string r = e.eval_report();
  EXPECT_NE(r.find("material"), std::string::npos);
  EXPECT_NE(r.find("Total evaluation"), std::string::npos);
  EXPECT_NE(r.find("(Red's view)"), std::string::npos);
  EXPECT_NE(r.find("tris"), std::string::npos);
  {
    // Atomic chess: White and Black, no Tris row.
    Engine c;
    std::string err;
    ASSERT_TRUE(c.set_variant("atomic-chess", err)) << err;
    std::string rc = c.eval_report();
    EXPECT_NE(rc.find("white-black"), std::string::npos) << rc;
    // The start position is symmetric: only the tempo remains.
    // (appended piece by piece: GCC 12 warns falsely on "literal" + string)
    std::string expected = "(White to move's view), +";
    expected += std::to_string(eval::AC_WEIGHTS[eval::AC_TEMPO]);
    expected += " (White's view)";
    EXPECT_NE(rc.find(expected), std::string::npos) << rc;
    EXPECT_EQ(rc.find("tris"), std::string::npos) << rc;
    EXPECT_EQ(rc.find("Red"), std::string::npos) << rc;
  }
  // The start position is symmetric: only the tempo remains (of the
  // hand-crafted evaluation; a net values the first move as it learnt).
  e.set(&Settings::useNnue, false);
  EXPECT_GT(e.static_eval(), 0);
  EXPECT_LT(e.static_eval(), 30);
  EXPECT_EQ(e.verdict().outcome, Outcome::Ongoing);

  std::string err;
  ASSERT_TRUE(e.set_position("1R1k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", {}, err)) << err;
  EXPECT_EQ(e.verdict().outcome, Outcome::RedWins);
  EXPECT_NE(e.board_diagram().find("(in check)"), std::string::npos);
}

TEST(EngineFacade, EvalIsSymmetric) {
  Engine e;
  std::string err;
  // A position and its colour mirror (ranks flipped, colours swapped, side swapped).
  ASSERT_TRUE(e.set_position("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", {}, err));
  int a = e.static_eval();
  ASSERT_TRUE(e.set_position("2bakab2/9/1cCc5/p1p2r2p/6p2/4C4/PnP1P1P1P/2N1B4/4KN3/R1BA1A3 b - - 0 1", {}, err)) << err;
  EXPECT_EQ(e.static_eval(), a);
}

TEST(EngineFacade, ProbeAfterSearch) {
  Engine e;
  EXPECT_FALSE(e.probe().has_value());
  SearchLimits limits;
  limits.depth = 5;
  e.go(limits, nullptr, nullptr);
  e.wait();
  auto p = e.probe();
  ASSERT_TRUE(p.has_value());
  auto moves = e.legal_moves();
  EXPECT_NE(std::find(moves.begin(), moves.end(), p->bestMove), moves.end());
  EXPECT_GE(p->depth, 1);
  e.clear_hash();
  EXPECT_FALSE(e.probe().has_value());
}

}  // namespace
}  // namespace pili

namespace pili {
// A move that blasts the general ends the game: below depth 1 it has no
// children, in the facade's divide exactly as in perft<R>.
TEST(EngineFacade, PerftEndsAtABlastedGeneral) {
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_variant("atomic", err)) << err;
  ASSERT_TRUE(e.set_position("3aka3/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1", {}, err)) << err;
  uint64_t blastChildren = 99;
  uint64_t total = e.perft(2, [&](const std::string& m, uint64_t n) {
    if (m == "d1d9") blastChildren = n;
  });
  EXPECT_EQ(blastChildren, 0u);  // d1d9 takes the advisor next to the general
  Position pos;
  ASSERT_TRUE(set_position<Atomic>(pos, "3aka3/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1", err));
  EXPECT_EQ(total, perft<Atomic>(pos, 2));
}
}  // namespace pili
