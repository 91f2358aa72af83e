// Statistics of the match runner against reference values computed once,
// independently, with Python's statistics module (pvariance over the list of
// per-game / per-pair scores, NormalDist().inv_cdf(0.975)) from the textbook
// formulas: logistic Elo -400*log10(1/s - 1), its 95% interval from the
// normal approximation of the mean score, LOS = (1 + erf((W-L)/sqrt(2(W+L))))/2,
// and the GSPRT approximation used by fishtest and fastchess (Van den Bergh):
// LLR = N (s1 - s0)(2 mu - s0 - s1) / (2 var).
#include <gtest/gtest.h>

#include <cmath>

#include "match/stats.h"

using namespace pili::match;

TEST(MatchStats, EloScoreConversion) {
  EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-12);
  EXPECT_NEAR(elo_from_score(0.75), 190.848501887865, 1e-9);  // 400*log10(3)
  EXPECT_NEAR(score_from_elo(elo_from_score(0.3)), 0.3, 1e-12);
  EXPECT_TRUE(std::isinf(elo_from_score(1.0)));
  EXPECT_TRUE(std::isinf(elo_from_score(0.0)));
}

TEST(MatchStats, TrinomialEloAndError) {
  Trinomial t{30, 20, 50};
  EloEstimate e = trinomial_elo(t);
  EXPECT_NEAR(e.elo, 34.86007028756008, 1e-6);
  EXPECT_NEAR(e.error, 48.470228059870166, 1e-6);
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{}).elo));
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{0, 0, 4}).error));  // no spread: unknown
}

// Issue 10 item 11: never inf or nan where a finite value is defined. The
// 95% score interval of 9 wins and 1 loss reaches past 1 (1.086), so the
// error comes from the delta method: z * se * 400 / (ln 10 * s (1 - s)),
// reference from Python (statistics.pvariance, NormalDist).
TEST(MatchStats, EloErrorIsFiniteAsSoonAsThereIsASpread) {
  EloEstimate e = trinomial_elo(Trinomial{9, 1, 0});
  EXPECT_NEAR(e.elo, 381.69700377572997, 1e-6);  // 400 log10(9)
  EXPECT_NEAR(e.error, 358.89808325455834, 1e-6);
  e = trinomial_elo(Trinomial{2, 1, 1});
  EXPECT_NEAR(e.elo, 88.73949984654251, 1e-6);
  EXPECT_NEAR(e.error, 301.1323882469507, 1e-6);
  // One game, or only wins: no finite Elo or error (printed "n/a").
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{1, 0, 0}).elo));
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{1, 0, 0}).error));
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{10, 0, 0}).elo));
  EXPECT_EQ(trinomial_elo(Trinomial{0, 0, 1}).elo, 0.0);
  EXPECT_TRUE(std::isnan(trinomial_elo(Trinomial{0, 0, 1}).error));
  // Every mix of results up to 12 games: finite or NaN, never infinite.
  for (int w = 0; w <= 12; ++w)
    for (int l = 0; w + l <= 12; ++l)
      for (int d = 0; w + l + d <= 12; ++d) {
        EloEstimate t = trinomial_elo(Trinomial{w, l, d});
        EXPECT_FALSE(std::isinf(t.elo) || std::isinf(t.error)) << w << " " << l << " " << d;
        bool spread = (w > 0) + (l > 0) + (d > 0) >= 2;
        EXPECT_EQ(std::isfinite(t.error), spread) << w << " " << l << " " << d;
      }
  Pentanomial p;
  p.count = {0, 0, 0, 1, 1};  // pairs 1.5 and 2: spread, mean 0.875
  EXPECT_TRUE(std::isfinite(pentanomial_elo(p).error));
}

TEST(MatchStats, Los) {
  EXPECT_NEAR(los(Trinomial{30, 20, 50}), 0.9213503964748575, 1e-9);
  EXPECT_NEAR(los(Trinomial{0, 0, 10}), 0.5, 1e-12);
  EXPECT_NEAR(los(Trinomial{20, 30, 0}), 1 - 0.9213503964748575, 1e-9);
}

TEST(MatchStats, PentanomialEloAndError) {
  Pentanomial p;
  p.count = {3, 10, 20, 12, 5};
  EXPECT_EQ(p.pairs(), 50);
  EloEstimate e = pentanomial_elo(p);
  EXPECT_NEAR(e.elo, 20.87120466602867, 1e-6);
  EXPECT_NEAR(e.error, 50.236057157571004, 1e-6);
}

TEST(MatchStats, PairsAreBinnedByPoints) {
  Pentanomial p;
  p.add_pair(1, 1);
  p.add_pair(0.5, 1);
  p.add_pair(0, 0.5);
  p.add_pair(1, 0);
  EXPECT_EQ(p.count[4], 1);
  EXPECT_EQ(p.count[3], 1);
  EXPECT_EQ(p.count[1], 1);
  EXPECT_EQ(p.count[2], 1);
}

TEST(MatchStats, SprtLlrAndBounds) {
  Pentanomial p;
  p.count = {3, 10, 20, 12, 5};
  EXPECT_NEAR(sprt_llr(p, 0, 5), 0.14261850666034412, 1e-9);
  p.count = {10, 200, 500, 260, 30};
  double llr = sprt_llr(p, -5, 5);
  EXPECT_NEAR(llr, 9.436172733182127, 1e-9);
  SprtConfig c;
  c.enabled = true;
  EXPECT_NEAR(c.lower_bound(), -2.9444389791664403, 1e-12);
  EXPECT_NEAR(c.upper_bound(), 2.9444389791664403, 1e-12);
  EXPECT_EQ(sprt_verdict(c, llr, 1000), SprtVerdict::H1);
  EXPECT_EQ(sprt_verdict(c, -3.0, 1000), SprtVerdict::H0);
  EXPECT_EQ(sprt_verdict(c, 0.0, 1000), SprtVerdict::None);
  c.enabled = false;
  EXPECT_EQ(sprt_verdict(c, llr, 1000), SprtVerdict::None);
}

// Identical pairs have no spread; the LLR must still grow with the evidence
// instead of staying at zero, and point the right way.
TEST(MatchStats, SprtLlrWithoutSpread) {
  Pentanomial wins, losses, draws;
  double last = 0;
  for (int n = 1; n <= 10; ++n) {
    wins.count = {0, 0, 0, 0, n};
    double llr = sprt_llr(wins, 0, 50);
    EXPECT_GT(llr, last) << n;
    last = llr;
    losses.count = {n, 0, 0, 0, 0};
    EXPECT_LT(sprt_llr(losses, 0, 50), 0) << n;
  }
  SprtConfig c;
  c.enabled = true;
  EXPECT_EQ(sprt_verdict(c, last, 10), SprtVerdict::H1);
  // Only draws: the observed score sits between the hypotheses' scores for
  // elo0 = -10, elo1 = +10, so there is no evidence either way.
  draws.count = {0, 0, 8, 0, 0};
  EXPECT_NEAR(sprt_llr(draws, -10, 10), 0.0, 1e-12);
}

// The recorded atomic SPRT (docs/nnue.md, "atomic round 1"): pairs of 2, 2, 2
// and 1.5 points put the LLR(0, 50) at 9.80 after 4 pairs, far above 2.94.
// With minpairs=10 there is no verdict before pair 10; at pair 10 the verdict
// is the LLR's: H1 if the pairs kept winning, none if they turned.
TEST(MatchStats, SprtMinPairsHoldsTheVerdict) {
  SprtConfig none, ten;
  none.enabled = ten.enabled = true;
  none.elo0 = ten.elo0 = 0;
  none.elo1 = ten.elo1 = 50;
  ten.minPairs = 10;
  const int kept[10] = {4, 4, 4, 3, 4, 4, 4, 4, 4, 4};    // pentanomial index of each pair
  const int turned[10] = {4, 4, 4, 3, 0, 0, 1, 0, 1, 2};  // the same start, then mostly lost
  Pentanomial a, b;
  for (int k = 1; k <= 10; ++k) {
    ++a.count[size_t(kept[k - 1])];
    ++b.count[size_t(turned[k - 1])];
    double la = sprt_llr(a, 0, 50), lb = sprt_llr(b, 0, 50);
    ASSERT_EQ(a.pairs(), k);
    if (k == 4) {
      EXPECT_NEAR(la, 9.80023476609871, 1e-9);  // store.sprt_llr, tools/evidence/store.py
      EXPECT_EQ(sprt_verdict(none, la, k), SprtVerdict::H1) << "no minimum: today's early stop";
    }
    if (k < 4) {
      EXPECT_EQ(sprt_verdict(none, la, k), SprtVerdict::None) << k;
    } else {
      EXPECT_GE(la, ten.upper_bound()) << k;  // above the bound from pair 4 on
    }
    if (k < 10) {
      EXPECT_EQ(sprt_verdict(ten, la, k), SprtVerdict::None) << k;
      EXPECT_EQ(sprt_verdict(ten, lb, k), SprtVerdict::None) << k;
    }
  }
  EXPECT_EQ(sprt_verdict(ten, sprt_llr(a, 0, 50), 10), SprtVerdict::H1);
  double lb = sprt_llr(b, 0, 50);
  EXPECT_GT(lb, ten.lower_bound());
  EXPECT_LT(lb, ten.upper_bound());
  EXPECT_EQ(sprt_verdict(ten, lb, 10), SprtVerdict::None);
  // The minimum holds back H0 as well.
  EXPECT_EQ(sprt_verdict(ten, -5.0, 9), SprtVerdict::None);
  EXPECT_EQ(sprt_verdict(ten, -5.0, 10), SprtVerdict::H0);
}
