// Formulas: see stats.h. References for the unit tests were computed
// independently (tests/unit/match_stats_test.cpp says how).
#include "match/stats.h"

#include <cmath>
#include <limits>

namespace pili::match {
namespace {

constexpr double Z95 = 1.959963984540054;  // two-sided 95% normal quantile
constexpr double INF = std::numeric_limits<double>::infinity();
constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
constexpr double PAIR_SCORES[5] = {0.0, 0.25, 0.5, 0.75, 1.0};

// Elo interval half width from the mean and standard error of a score.
double elo_error(double mu, double stderror) {
  if (!(stderror > 0) || mu <= 0 || mu >= 1) return NaN;  // no spread seen yet: unknown
  double lo = mu - Z95 * stderror, hi = mu + Z95 * stderror;
  if (lo > 0 && hi < 1) return (elo_from_score(hi) - elo_from_score(lo)) / 2;
  // d elo / d s = 400 / (ln 10 * s (1 - s)): the delta method keeps it finite.
  return Z95 * stderror * 400.0 / (std::log(10.0) * mu * (1 - mu));
}

// Elo of a mean score, NaN at 0% and 100% (no finite estimate).
double finite_elo(double mu) { return mu > 0 && mu < 1 ? elo_from_score(mu) : NaN; }

}  // namespace

double Trinomial::score() const {
  return games() ? (wins + 0.5 * draws) / games() : 0.5;
}

int Pentanomial::pairs() const {
  int n = 0;
  for (int c : count) n += c;
  return n;
}

void Pentanomial::add_pair(double a, double b) {
  int idx = int(std::lround((a + b) * 2));
  if (idx >= 0 && idx < 5) ++count[idx];
}

double elo_from_score(double s) {
  if (s <= 0) return -INF;
  if (s >= 1) return INF;
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

EloEstimate trinomial_elo(const Trinomial& t) {
  int n = t.games();
  if (!n) return {NaN, NaN};
  double mu = t.score();
  double var = (t.wins * (1 - mu) * (1 - mu) + t.draws * (0.5 - mu) * (0.5 - mu) +
                t.losses * mu * mu) / n;
  return {finite_elo(mu), elo_error(mu, std::sqrt(var / n))};
}

EloEstimate pentanomial_elo(const Pentanomial& p) {
  int n = p.pairs();
  if (!n) return {NaN, NaN};
  double mu = 0;
  for (int i = 0; i < 5; ++i) mu += p.count[i] * PAIR_SCORES[i];
  mu /= n;
  double var = 0;
  for (int i = 0; i < 5; ++i) var += p.count[i] * (PAIR_SCORES[i] - mu) * (PAIR_SCORES[i] - mu);
  var /= n;
  return {finite_elo(mu), elo_error(mu, std::sqrt(var / n))};
}

double los(const Trinomial& t) {
  if (t.wins + t.losses == 0) return 0.5;
  return 0.5 * (1 + std::erf((t.wins - t.losses) / std::sqrt(2.0 * (t.wins + t.losses))));
}

double SprtConfig::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtConfig::upper_bound() const { return std::log((1 - beta) / alpha); }

double sprt_llr(const Pentanomial& p, double elo0, double elo1) {
  int n = p.pairs();
  if (!n) return 0;
  auto moments = [&](double prior, double& mu, double& var) {
    double total = n + 5 * prior;
    mu = var = 0;
    for (int i = 0; i < 5; ++i) mu += (p.count[i] + prior) * PAIR_SCORES[i];
    mu /= total;
    for (int i = 0; i < 5; ++i)
      var += (p.count[i] + prior) * (PAIR_SCORES[i] - mu) * (PAIR_SCORES[i] - mu);
    var /= total;
  };
  double mu, var;
  moments(0, mu, var);
  // All pairs alike (say 6 wins by both colours): no spread to divide by.
  // A quarter pseudo-pair per outcome keeps the evidence finite and growing.
  if (var <= 0) moments(0.25, mu, var);
  double s0 = score_from_elo(elo0), s1 = score_from_elo(elo1);
  return n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var);
}

SprtVerdict sprt_verdict(const SprtConfig& c, double llr, int pairs) {
  if (!c.enabled || pairs < c.minPairs) return SprtVerdict::None;
  if (llr >= c.upper_bound()) return SprtVerdict::H1;
  if (llr <= c.lower_bound()) return SprtVerdict::H0;
  return SprtVerdict::None;
}

const char* sprt_name(SprtVerdict v) {
  return v == SprtVerdict::H0 ? "H0" : v == SprtVerdict::H1 ? "H1" : "none";
}

}  // namespace pili::match
