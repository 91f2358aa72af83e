// Match statistics: Elo with a 95% interval from the trinomial (per game) or
// pentanomial (per game pair) model, likelihood of superiority, and the SPRT.
//
// Elo here is logistic Elo, E = 1 / (1 + 10^(-elo/400)). The SPRT uses the
// GSPRT approximation of Michel Van den Bergh as fishtest and fastchess do:
//   LLR = N * (s1 - s0) * (2*mu - s0 - s1) / (2 * var)
// over the N game pairs, mu and var the mean and variance of the pair score
// (0, 1/4, 1/2, 3/4, 1), s0 and s1 the expected scores at elo0 and elo1
// (logistic). Bounds: log(beta/(1-alpha)) and log((1-beta)/alpha).
// The LLR rests on a normal approximation that a handful of pairs does not
// support (4 lopsided pairs can give an LLR of 9.8), so a verdict can be held
// back until minPairs complete pairs (docs/matches.md, "Statistics").
#pragma once

#include <array>
#include <string>

namespace pili::match {

// Per-game results from one engine's point of view.
struct Trinomial {
  int wins = 0, losses = 0, draws = 0;
  int games() const { return wins + losses + draws; }
  double score() const;  // (wins + draws/2) / games
};

// Counts of game pairs by the pair's points: 0, 0.5, 1, 1.5, 2.
struct Pentanomial {
  std::array<int, 5> count{};
  int pairs() const;
  void add_pair(double pointsFirst, double pointsSecond);
};

// Undefined values are NaN (never +-inf): check with std::isfinite.
struct EloEstimate {
  double elo = 0;    // NaN with no games or a 0% / 100% score
  double error = 0;  // half width of the 95% interval; NaN while the scores have no spread
};

// Logistic Elo of an expected score s in (0, 1); +-inf at the ends.
double elo_from_score(double s);
double score_from_elo(double elo);

// The error is the Elo distance of the 95% score interval; when that interval
// reaches 0 or 1 (few, lopsided games) the delta method is used instead
// (slope of the Elo curve at the mean score), so it stays finite.
EloEstimate trinomial_elo(const Trinomial& t);
EloEstimate pentanomial_elo(const Pentanomial& p);

// Likelihood of superiority: P(true Elo > 0) from wins and losses.
double los(const Trinomial& t);

struct SprtConfig {
  bool enabled = false;
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  int minPairs = 0;  // no verdict before this many complete pairs (0: none, as before)
  double lower_bound() const;
  double upper_bound() const;
};

enum class SprtVerdict { None, H0, H1 };

double sprt_llr(const Pentanomial& p, double elo0, double elo1);
// The verdict of an LLR over `pairs` complete pairs: None while the LLR is
// inside the bounds or fewer than c.minPairs pairs are complete.
SprtVerdict sprt_verdict(const SprtConfig& c, double llr, int pairs);
const char* sprt_name(SprtVerdict v);

}  // namespace pili::match
