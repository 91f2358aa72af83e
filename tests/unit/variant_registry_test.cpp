// The variant registry (rules/variant.h) and the profiles it lists: every
// start position is a legal position of its own board and of no other,
// names and aliases map to the right variants, the name `atomic` picks its
// board by the FEN, and each profile holds the facts the rest of the code
// used to spell out for itself.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

using namespace pili;

namespace {

using Variants = std::vector<Variant>;

const char* const CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// Perft 3 from each variant's start (the first line of tests/data/<variant>.perft).
struct StartCount {
  Variant v;
  uint64_t depth3;
};
constexpr StartCount START_PERFT[] = {
    {Variant::Xiangqi, 79666}, {Variant::Atomic, 80117},     {Variant::AtomicClassic, 79431},
    {Variant::Meng, 79906},    {Variant::DoubleTris, 79906}, {Variant::AtomicChess, 8902},
    {Variant::Manchu, 17648},  {Variant::Jieqi, 2593799},
};

TEST(VariantRegistry, ListsEveryVariantOnceXiangqiFirst) {
  ASSERT_EQ(std::size(ALL_VARIANTS), 8u);
  EXPECT_EQ(ALL_VARIANTS[0], Variant::Xiangqi);
  std::set<std::string> names;
  for (Variant v : ALL_VARIANTS) {
    EXPECT_TRUE(variant_available(v)) << variant_name(v);
    EXPECT_TRUE(names.insert(variant_name(v)).second) << variant_name(v);
    // visit_rules reaches the module whose profile this is.
    std::string moduleName = visit_rules(v, []<class R>() { return std::string(R::NAME); });
    EXPECT_EQ(moduleName, variant_name(v));
  }
}

TEST(VariantRegistry, StartPositionsPlayOnTheirOwnBoard) {
  ASSERT_EQ(std::size(START_PERFT), std::size(ALL_VARIANTS));
  for (const StartCount& start : START_PERFT) {
    const Variant v = start.v;  // a plain variable: lambdas capture it (Clang 14)
    visit_rules(v, [&]<class R>() {
      typename R::Position pos;
      std::string err;
      ASSERT_TRUE(set_position<R>(pos, start_fen(v), err)) << variant_name(v) << ": " << err;
      EXPECT_EQ(pos.fen(uses_meng_fen(v)), start_fen(v)) << variant_name(v);
      EXPECT_EQ(perft<R>(pos, 3), start.depth3) << variant_name(v);
    });
    EXPECT_EQ(fen_board(start_fen(v)), profile(v).board) << variant_name(v);
  }
}

TEST(VariantRegistry, StartPositionsDoNotParseOnTheOtherBoard) {
  for (Variant v : ALL_VARIANTS)
    for (Variant other : ALL_VARIANTS) {
      if (profile(other).board == profile(v).board) continue;
      visit_rules(other, [&]<class R>() {
        typename R::Position pos;
        std::string err;
        EXPECT_FALSE(set_position<R>(pos, start_fen(v), err)) << variant_name(v) << " as " << variant_name(other);
      });
    }
}

TEST(VariantRegistry, StartFens) {
  EXPECT_STREQ(start_fen(Variant::Xiangqi), XIANGQI_START);
  EXPECT_STREQ(start_fen(Variant::Atomic), XIANGQI_START);
  EXPECT_STREQ(start_fen(Variant::AtomicClassic), XIANGQI_START);
  const char* tris = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
  EXPECT_STREQ(start_fen(Variant::Meng), tris);
  EXPECT_STREQ(start_fen(Variant::DoubleTris), tris);
  EXPECT_STREQ(start_fen(Variant::AtomicChess), CHESS_START);
  EXPECT_STREQ(start_fen(Variant::Manchu), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1");
  // Pikafish's `jieqi` start (docs/rules/jieqi.md R5.1).
  EXPECT_STREQ(start_fen(Variant::Jieqi),
               "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2A2C2P5N2B2r2a2c2p5n2b2 0 1");
  EXPECT_STREQ(AtomicChess::START_FEN, CHESS_START);
  EXPECT_STREQ(Meng::START_FEN, tris);
}

TEST(VariantRegistry, CanonicalNamesParseExactly) {
  EXPECT_EQ(parse_variant("xiangqi"), Variant::Xiangqi);
  EXPECT_EQ(parse_variant("atomic"), Variant::Atomic);
  EXPECT_EQ(parse_variant("atomic-classic"), Variant::AtomicClassic);
  EXPECT_EQ(parse_variant("meng"), Variant::Meng);
  EXPECT_EQ(parse_variant("doubletris"), Variant::DoubleTris);
  EXPECT_EQ(parse_variant("atomic-chess"), Variant::AtomicChess);
  EXPECT_EQ(parse_variant("manchu"), Variant::Manchu);
  EXPECT_EQ(parse_variant("jieqi"), Variant::Jieqi);
  // Case and aliases are for the callers that accept them (variants_named).
  for (const char* other : {"Atomic", "XIANGQI", "chinese", "atomic chess", "chess", "", "atomicxiangqi"})
    EXPECT_EQ(parse_variant(other), std::nullopt) << other;
}

TEST(VariantRegistry, AliasesMapToTheirVariants) {
  EXPECT_EQ(variants_named("atomic"), (Variants{Variant::Atomic, Variant::AtomicChess}));
  EXPECT_EQ(variants_named("Atomic"), (Variants{Variant::Atomic, Variant::AtomicChess}));
  for (const char* name : {"atomic-chess", "Atomic Chess", "atomicchess", "ATOMIC_CHESS"})
    EXPECT_EQ(variants_named(name), Variants{Variant::AtomicChess}) << name;
  for (const char* name : {"xiangqi", "Xiangqi", "chinese chess", "Chinese"})
    EXPECT_EQ(variants_named(name), Variants{Variant::Xiangqi}) << name;
  EXPECT_EQ(variants_named("Atomic-Classic"), Variants{Variant::AtomicClassic});
  EXPECT_EQ(variants_named("meng"), Variants{Variant::Meng});
  EXPECT_EQ(variants_named("DoubleTris"), Variants{Variant::DoubleTris});
  for (const char* name : {"manchu", "Manchu Chess", "yitong"})
    EXPECT_EQ(variants_named(name), Variants{Variant::Manchu}) << name;
  for (const char* name : {"jieqi", "JieQi", "揭棋", "jieqi xiangqi"})
    EXPECT_EQ(variants_named(name), Variants{Variant::Jieqi}) << name;
  for (const char* name : {"chess", "standard", "checkers", "", "atomic chess960", "chinese chess "})
    EXPECT_TRUE(variants_named(name).empty()) << name;
}

TEST(VariantRegistry, NamesOtherProgramsUse) {
  EXPECT_STREQ(profile(Variant::AtomicChess).pgnName, "Atomic");
  EXPECT_STREQ(profile(Variant::Xiangqi).pgnName, "xiangqi");
  EXPECT_STREQ(profile(Variant::Atomic).pgnName, "atomic");
  EXPECT_STREQ(profile(Variant::Meng).pgnName, "meng");
  EXPECT_STREQ(profile(Variant::Xiangqi).fsfName, "xiangqi");
  EXPECT_STREQ(profile(Variant::Atomic).fsfName, "atomicxiangqi");
  EXPECT_STREQ(profile(Variant::AtomicClassic).fsfName, "atomicclassic");
  EXPECT_STREQ(profile(Variant::AtomicChess).fsfName, "atomic");
  EXPECT_STREQ(profile(Variant::Meng).fsfName, "");
  EXPECT_STREQ(profile(Variant::DoubleTris).fsfName, "");
  EXPECT_STREQ(profile(Variant::Manchu).pgnName, "manchu");
  EXPECT_STREQ(profile(Variant::Manchu).fsfName, "manchu");
  EXPECT_STREQ(profile(Variant::Jieqi).pgnName, "jieqi");
  EXPECT_STREQ(profile(Variant::Jieqi).fsfName, "");  // Fairy-Stockfish has no Jieqi
}

TEST(VariantRegistry, FenBoardCountsRanks) {
  EXPECT_EQ(fen_board(CHESS_START), Board::Chess8x8);
  EXPECT_EQ(fen_board("4k3/8/8/8/8/8/8/4K3"), Board::Chess8x8);
  EXPECT_EQ(fen_board(XIANGQI_START), Board::Xiangqi9x10);
  EXPECT_EQ(fen_board("3k5/9/9/9/9/9/9/9/9/4K4[TT] w 0 - 0 1"), Board::Xiangqi9x10);
  EXPECT_EQ(fen_board("rnbakabnr/9/9 w"), std::nullopt);
  EXPECT_EQ(fen_board("4k4/9/9/9/9/9/9/9/9/9/4K4 w"), std::nullopt);  // 11 ranks
  EXPECT_EQ(fen_board(""), std::nullopt);
  EXPECT_EQ(fen_board(" w - - 0 1"), std::nullopt);
}

TEST(VariantRegistry, AtomicFenPicksTheBoard) {
  EXPECT_EQ(atomic_variant_for_fen(CHESS_START), Variant::AtomicChess);
  EXPECT_EQ(atomic_variant_for_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Variant::AtomicChess);
  EXPECT_EQ(atomic_variant_for_fen(XIANGQI_START), Variant::Atomic);
  EXPECT_EQ(atomic_variant_for_fen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"), Variant::Atomic);
  EXPECT_EQ(atomic_variant_for_fen("rnbakabnr/9/9 w"), std::nullopt);
  EXPECT_EQ(atomic_variant_for_fen(""), std::nullopt);
  // The same decision for any name: the variant of that name on the FEN's board.
  EXPECT_EQ(variant_for_fen("Atomic", CHESS_START), Variant::AtomicChess);
  EXPECT_EQ(variant_for_fen("xiangqi", XIANGQI_START), Variant::Xiangqi);
  EXPECT_EQ(variant_for_fen("xiangqi", CHESS_START), std::nullopt);
  EXPECT_EQ(variant_for_fen("atomic-chess", XIANGQI_START), std::nullopt);
  EXPECT_EQ(variant_for_fen("checkers", XIANGQI_START), std::nullopt);
}

TEST(VariantRegistry, AtomicStartposRule) {
  EXPECT_EQ(atomic_variant_for_startpos(std::nullopt, false), Variant::Atomic);
  EXPECT_EQ(atomic_variant_for_startpos(std::nullopt, true), Variant::AtomicChess);
  EXPECT_EQ(atomic_variant_for_startpos(Variant::Atomic, true), Variant::Atomic);
  EXPECT_EQ(atomic_variant_for_startpos(Variant::AtomicChess, false), Variant::AtomicChess);
}

// The protocol reads the atomic rule through these, naming no module.
TEST(VariantRegistry, AtomicOnEachBoard) {
  EXPECT_TRUE(names_both_boards("atomic"));
  EXPECT_TRUE(names_both_boards("Atomic"));
  EXPECT_FALSE(names_both_boards("atomic-chess"));
  EXPECT_FALSE(names_both_boards("xiangqi"));
  EXPECT_FALSE(names_both_boards("checkers"));
  EXPECT_EQ(atomic_variant_on(Board::Chess8x8), Variant::AtomicChess);
  EXPECT_EQ(atomic_variant_on(Board::Xiangqi9x10), Variant::Atomic);
  EXPECT_EQ(atomic_variant_off(Variant::AtomicChess), Variant::Atomic);
  EXPECT_EQ(atomic_variant_off(Variant::Atomic), Variant::AtomicChess);
}

// Only xiangqi's positions are in the tables (docs/egtb.md).
TEST(VariantRegistry, TablebasesAreXiangqis) {
  for (Variant v : ALL_VARIANTS) EXPECT_EQ(profile(v).tablebases, v == Variant::Xiangqi) << variant_name(v);
}

TEST(VariantRegistry, RulesFacts) {
  for (Variant v : ALL_VARIANTS) {
    const VariantProfile& p = profile(v);
    bool chess = v == Variant::AtomicChess;
    bool tris = v == Variant::Meng || v == Variant::DoubleTris;
    bool blasts = v == Variant::Atomic || v == Variant::AtomicClassic || chess;
    EXPECT_EQ(p.board, chess ? Board::Chess8x8 : Board::Xiangqi9x10) << p.name;
    EXPECT_EQ(p.mengFen, tris) << p.name;
    EXPECT_EQ(uses_meng_fen(v), tris) << p.name;
    EXPECT_EQ(p.tris, tris) << p.name;
    EXPECT_EQ(p.blasts, blasts) << p.name;
    // Manchu judges perpetual check only, as Fairy-Stockfish does (docs/rules/manchu.md).
    EXPECT_EQ(p.chaseLaw, !blasts && v != Variant::Manchu) << p.name;
    // Jieqi: 80 plies without a capture (docs/rules/jieqi.md D3, R4.2).
    EXPECT_EQ(p.moveLimitPlies, chess ? 100 : v == Variant::Jieqi ? 80 : 120) << p.name;
    EXPECT_EQ(p.coveredPieces, v == Variant::Jieqi) << p.name;
    EXPECT_EQ(p.stalemateDraws, chess) << p.name;
  }
}

// The search features each variant was measured with (docs/search.md).
TEST(VariantRegistry, SearchTraits) {
  struct Expected {
    Variant v;
    EvalKind eval;
    Exchange exchange;
    FeatureSet nnue;
    bool probCut, singular, correction, rich, clock;
  };
  const Expected table[] = {
      {Variant::Xiangqi, EvalKind::Xiangqi, Exchange::StaticExchange, FeatureSet::Xiangqi90, true, false, true, true, false},
      {Variant::Atomic, EvalKind::AtomicXiangqi, Exchange::Blast, FeatureSet::Xiangqi90, false, false, false, false, false},
      {Variant::AtomicClassic, EvalKind::AtomicXiangqi, Exchange::Blast, FeatureSet::Xiangqi90, false, false, false, false,
       false},
      {Variant::Meng, EvalKind::Tris, Exchange::Victim, FeatureSet::Meng90, false, false, false, true, true},
      {Variant::DoubleTris, EvalKind::Tris, Exchange::Victim, FeatureSet::Meng90, false, false, false, true, true},
      {Variant::AtomicChess, EvalKind::AtomicChess, Exchange::Blast, FeatureSet::Chess64, false, true, true, true, false},
      {Variant::Manchu, EvalKind::Xiangqi, Exchange::Victim, FeatureSet::None, false, false, false, false, false},
      {Variant::Jieqi, EvalKind::Xiangqi, Exchange::Victim, FeatureSet::None, false, false, false, false, false},
  };
  ASSERT_EQ(std::size(table), std::size(ALL_VARIANTS));
  for (const Expected& e : table) {
    const SearchTraits& t = profile(e.v).search;
    const char* name = variant_name(e.v);
    EXPECT_EQ(t.eval, e.eval) << name;
    EXPECT_EQ(t.exchange, e.exchange) << name;
    EXPECT_EQ(profile(e.v).nnue, e.nnue) << name;
    EXPECT_EQ(t.probCut, e.probCut) << name;
    EXPECT_EQ(t.singularExtensions, e.singular) << name;
    EXPECT_EQ(t.correctionHistory, e.correction) << name;
    EXPECT_EQ(t.richOrdering, e.rich) << name;
    EXPECT_EQ(t.frequentClockChecks, e.clock) << name;
  }
}

}  // namespace
