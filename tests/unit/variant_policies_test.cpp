// Each rule module names its own policies (rules/profile.h): a module that
// leaves one out is not a RuleSet, the registry's compile-time view of a
// module agrees with its runtime one, and the bench positions are the
// variant's own.
#include <gtest/gtest.h>

#include <string>

#include "pili/eval/nnue/features.h"
#include "pili/rules/game.h"
#include "pili/rules/ruleset.h"
#include "pili/rules/variant.h"

using namespace pili;

namespace {

// Xiangqi's rules with a profile that names no evaluation.
struct WithoutEval : Xiangqi {
  static constexpr VariantProfile PROFILE{
      .name = "no-eval",
      .pgnName = "no-eval",
      .startFen = XIANGQI_START_FEN,
      .nnue = FeatureSet::Xiangqi90,
      .bench = XIANGQI_BENCH,
      .search = {.exchange = Exchange::StaticExchange},
  };
};
static_assert(RuleSet<Xiangqi>);
static_assert(!RuleSet<WithoutEval>, "a profile without an evaluation must not be a RuleSet");

// Each policy left out, one at a time.
constexpr VariantProfile without(int which) {
  VariantProfile p = Xiangqi::PROFILE;
  switch (which) {
    case 0: p.search.eval = EvalKind{}; break;
    case 1: p.search.exchange = Exchange{}; break;
    case 2: p.nnue = FeatureSet{}; break;
    case 3: p.bench.search = {}; break;
    case 4: p.bench.perft = {}; break;
    case 5: p.startFen = ""; break;
    case 6: p.search.exchange = Exchange::Blast; break;  // probCut needs static exchange
  }
  return p;
}
static_assert(profile_complete(Xiangqi::PROFILE));
static_assert(!profile_complete(without(0)) && !profile_complete(without(1)) && !profile_complete(without(2)) &&
              !profile_complete(without(3)) && !profile_complete(without(4)) && !profile_complete(without(5)) &&
              !profile_complete(without(6)));

// A module without the material test of captures is not a RuleSet either.
struct WithoutTakesMaterial {
  static constexpr VariantProfile PROFILE = Xiangqi::PROFILE;
  static constexpr const char* NAME = "x";
  static constexpr const char* START_FEN = XIANGQI_START_FEN;
  static constexpr bool MENG_FEN = false, BLASTS = false, HAS_TRIS = false;
  using Position = pili::Position;
  using MoveList = pili::MoveList;
  static bool validate(Position&, std::string&);
  template <GenType T>
  static void generate(const Position&, MoveList&);
  static uint64_t count_legal(const Position&);
  static void do_move(Position&, Move);
  static void undo_move(Position&, Move);
  static void do_null_move(Position&);
  static void undo_null_move(Position&);
  static bool in_check(const Position&);
  static bool is_capture(const Position&, Move);
  static bool king_lost(const Position&);
};
static_assert(!RuleSet<WithoutTakesMaterial>);

TEST(VariantPolicies, DefaultVariantIsTheFirstOfTheRegistry) {
  EXPECT_EQ(DEFAULT_VARIANT, ALL_VARIANTS[0]);
  EXPECT_STREQ(default_variant_name(), "xiangqi");
}

TEST(VariantPolicies, VariantOfIsTheInverseOfVisitRules) {
  for (Variant v : ALL_VARIANTS)
    EXPECT_EQ(visit_rules(v, []<class R>() { return variant_of<R>(); }), v) << variant_name(v);
}

TEST(VariantPolicies, FeatureTypesFollowTheProfiles) {
  for (Variant v : ALL_VARIANTS)
    visit_rules(v, [&]<class R>() {
      using FS = eval::nnue::FeaturesOf<R>;
      EXPECT_EQ(FS::ID, profile(v).nnue) << variant_name(v);
      EXPECT_EQ(FS::INPUTS, eval::nnue::input_count(profile(v).nnue)) << variant_name(v);
      EXPECT_TRUE((std::is_same_v<typename FS::Position, typename R::Position>)) << variant_name(v);
    });
}

// Every bench position of a variant is a position of that variant ("" is
// its start), so `pili bench` skips none.
TEST(VariantPolicies, BenchPositionsParseInTheirVariant) {
  for (Variant v : ALL_VARIANTS)
    visit_rules(v, [&]<class R>() {
      const BenchPositions& b = R::PROFILE.bench;
      EXPECT_GE(b.search.size(), 5u) << variant_name(v);
      EXPECT_GE(b.perft.size(), 2u) << variant_name(v);  // the start and a middlegame at least (Manchu's two)
      std::string err;
      for (const char* fen : b.search) {
        typename R::Position pos;
        EXPECT_TRUE(set_position<R>(pos, *fen ? fen : R::START_FEN, err)) << variant_name(v) << " " << fen << ": " << err;
      }
      for (const PerftBenchPosition& p : b.perft) {
        typename R::Position pos;
        EXPECT_TRUE(set_position<R>(pos, *p.fen ? p.fen : R::START_FEN, err)) << variant_name(v) << " " << p.fen << ": " << err;
        EXPECT_GT(p.depth, 0);
      }
    });
}

}  // namespace
