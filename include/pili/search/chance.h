// Chance nodes (Jieqi, docs/rules/jieqi.md section 6 and "In the engine"):
// the position after a covered move, whose piece turns face up as one of the
// types of its side's pool. The search tries each type and combines the
// results here, as an expectation weighted by the pool's counts. Scores are
// from the point of view of the side to move at the chance node.
#pragma once

#include <algorithm>
#include <cmath>

#include "pili/search/score.h"

namespace pili::search {

// The logistic that turns a score into an expected result (win 1, draw 1/2,
// loss 0): 1 / (1 + e^(-v/CHANCE_LOGISTIC_SCALE)). 160 centipawns is the
// least-squares fit, over -800..800, of the expected result of the WDL model
// Pili reports (src/search/report.h, score_to_wdl: win + draw/2).
inline constexpr double CHANCE_LOGISTIC_SCALE = 160.0;

// A combined score that is not a forced result stays strictly inside the
// evaluation range: an identity that mates is not a mate of the chance node.
inline constexpr int CHANCE_SCORE_LIMIT = VALUE_KNOWN_WIN_LIMIT - 1;

// Every value decisive (beyond VALUE_KNOWN_WIN_LIMIT) and of one sign: the
// result is forced whatever the identity. Otherwise an expectation.
//
// The rule for decisive values (mates, perpetual wins):
//  - all wins: the slowest (smallest) win, which every identity guarantees;
//  - all losses: the slowest (largest) loss, which every identity concedes:
//    the opponent's forced win at the distance it can count on;
//  - any other mix: decisive wins count as result 1 and losses as 0 in the
//    expectation, and the result is clamped to CHANCE_SCORE_LIMIT. This is
//    the heuristic part: a mate in some identities only is worth its chance,
//    not a mate (Pikafish instead scores a mix of mating wins and losses as
//    a win, docs/rules/jieqi.md section 6 step 3).
// The combination never decreases when one value rises, so bounds combine
// into a bound of the same kind (src/search/chance_node.h relies on it).
inline int combine_reveals(const int* values, const int* weights, int n) {
  if (n == 1) return values[0];
  bool allWins = true, allLosses = true;
  int slowestWin = VALUE_INFINITE, slowestLoss = -VALUE_INFINITE;
  for (int i = 0; i < n; ++i) {
    int v = values[i];
    allWins = allWins && v >= VALUE_KNOWN_WIN_LIMIT;
    allLosses = allLosses && v <= -VALUE_KNOWN_WIN_LIMIT;
    slowestWin = std::min(slowestWin, v);
    slowestLoss = std::max(slowestLoss, v);
  }
  if (allWins) return slowestWin;
  if (allLosses) return slowestLoss;
  double sum = 0, total = 0;
  for (int i = 0; i < n; ++i) {
    int v = values[i];
    double p = v >= VALUE_KNOWN_WIN_LIMIT    ? 1.0
               : v <= -VALUE_KNOWN_WIN_LIMIT ? 0.0
                                             : 1.0 / (1.0 + std::exp(-v / CHANCE_LOGISTIC_SCALE));
    sum += p * weights[i];
    total += weights[i];
  }
  double p = sum / total;
  // Back to a score; certain results (p of 0 or 1) land on the clamp.
  if (p <= 0) return -CHANCE_SCORE_LIMIT;
  if (p >= 1) return CHANCE_SCORE_LIMIT;
  double v = CHANCE_LOGISTIC_SCALE * std::log(p / (1 - p));
  return int(std::lround(std::clamp(v, double(-CHANCE_SCORE_LIMIT), double(CHANCE_SCORE_LIMIT))));
}

}  // namespace pili::search
