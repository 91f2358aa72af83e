// The ladder's order (docs/levels.md): a lower Skill Level scores below a
// higher one. Whole games between two engines at fixed seeds (a level caps
// its own nodes, so nothing here depends on time), judged by a sign test on
// the decisive games: the higher level must win significantly more of them
// than it loses. Not a measurement of the gap (that is the ladder's match
// records, docs/evidence/), only of its direction.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
#include "pili/rules/judge.h"
#include "test_util.h"

using namespace pili;

namespace {

// P(X >= k) for X ~ Binomial(n, 1/2): the one-sided sign test.
double sign_test_p(int k, int n) {
  double p = 0;
  for (int i = k; i <= n; ++i) p += std::exp(std::lgamma(n + 1) - std::lgamma(i + 1) - std::lgamma(n - i + 1) - n * std::log(2.0));
  return p;
}

struct Tally {
  int highWins = 0, lowWins = 0, draws = 0;
};

// One game from `opening`; `highIsRed` says which colour the higher level
// plays. A game still going after `maxPlies` counts as a draw.
void play_game(Variant v, const std::vector<std::string>& opening, int lowSkill, int highSkill, bool highIsRed,
               uint64_t seed, Tally& t) {
  Engine players[2], referee;
  std::string err;
  for (Engine* e : {&players[0], &players[1], &referee}) ASSERT_TRUE(e->set_variant(variant_name(v), err)) << err;
  for (int side = 0; side < 2; ++side) {  // players[0] plays Red
    levels::PlayStrength st;
    st.skill = (side == 0) == highIsRed ? highSkill : lowSkill;
    players[side].set(&Settings::strength, st);
    players[side].set_random_seed(seed * 2 + uint64_t(side));
  }
  std::vector<std::string> moves = opening;
  const int maxPlies = 200;
  for (int ply = 0; ply < maxPlies; ++ply) {
    ASSERT_TRUE(referee.set_position("", moves, err)) << err;
    Verdict verdict = referee.verdict();
    if (verdict.outcome != Outcome::Ongoing) {
      if (verdict.outcome == Outcome::Draw) {
        ++t.draws;
      } else {
        bool redWon = verdict.outcome == Outcome::RedWins;
        ++(redWon == highIsRed ? t.highWins : t.lowWins);
      }
      return;
    }
    Engine& mover = players[referee.side_to_move() == RED ? 0 : 1];
    ASSERT_TRUE(mover.set_position("", moves, err)) << err;
    std::string best;
    mover.go(SearchLimits{}, [](const SearchInfo&) {}, [&](const SearchResult& r) { best = r.bestMove; });
    mover.wait();
    ASSERT_FALSE(best.empty()) << "no move after " << moves.size() << " plies";
    moves.push_back(best);
  }
  ++t.draws;
}

// Under the sanitizers (ten times slower) one opening's two games check
// memory on the same code; the order itself is judged in the optimised run.
void expect_order(Variant v, const std::vector<std::vector<std::string>>& openings, int lowSkill, int highSkill) {
  Tally t;
  uint64_t seed = 1;
  for (const auto& opening : openings) {
    for (bool highIsRed : {true, false}) play_game(v, opening, lowSkill, highSkill, highIsRed, seed++, t);
    if (testutil::SANITIZED) {
      EXPECT_EQ(t.highWins + t.lowWins + t.draws, 2);
      return;
    }
  }
  int decisive = t.highWins + t.lowWins;
  SCOPED_TRACE(std::string(variant_name(v)) + ": skill " + std::to_string(highSkill) + " vs " +
               std::to_string(lowSkill) + ": " + std::to_string(t.highWins) + "-" + std::to_string(t.lowWins) + "-" +
               std::to_string(t.draws));
  ASSERT_GT(decisive, 0);
  EXPECT_LT(sign_test_p(t.highWins, decisive), 0.01);
}

TEST(LevelLadder, SignTestIsRight) {
  EXPECT_DOUBLE_EQ(sign_test_p(0, 4), 1.0);
  EXPECT_NEAR(sign_test_p(10, 10), 1.0 / 1024, 1e-12);
  EXPECT_NEAR(sign_test_p(9, 10), 11.0 / 1024, 1e-12);
}

// Two plies of the common openings, each played with both colours.
const std::vector<std::vector<std::string>> XIANGQI_OPENINGS = {
    {"h2e2", "h9g7"}, {"b2e2", "b9c7"}, {"c3c4", "g6g5"}, {"b0c2", "h7e7"}, {"g0e2", "c6c5"}, {"h2f2", "b9a7"},
};

TEST(LevelLadder, LowerLevelScoresBelowHigherXiangqi) { expect_order(Variant::Xiangqi, XIANGQI_OPENINGS, 3, 11); }

TEST(LevelLadder, LowerLevelScoresBelowHigherAtomic) {
  expect_order(Variant::Atomic, {{"h2e2", "h9g7"}, {"b0c2", "b7e7"}, {"c3c4", "g6g5"}, {"g0e2", "h7h3"},
                                 {"b2b6", "c6c5"}, {"h0g2", "b9a7"}},
               3, 11);
}

}  // namespace
