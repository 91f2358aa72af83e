// The draw among the root's MultiPV lines (root_choice.h).
#include "pili/search/root_choice.h"

#include <algorithm>
#include <cmath>

#include "pili/search/score.h"

namespace pili::search {
namespace {

// splitmix64: one well-mixed 64-bit value per seed, the same on every platform
// (std::uniform_real_distribution is not), so a seed names one game.
uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

size_t choose_root_line(const std::vector<ChoiceLine>& lines, const RootChoice& choice) {
  if (!choice.active() || lines.size() < 2) return 0;
  const int best = lines[0].score;
  if (is_decisive(best)) return 0;
  const int bound = std::max(choice.temperatureCp > 0 ? choice.maxLossCp : 0, choice.randomCp);
  std::vector<double> weight;
  double total = 0;
  for (const ChoiceLine& l : lines) {
    int loss = best - l.score;
    if (is_decisive(l.score) || loss > bound) break;  // sorted: the rest lose more
    double w = 1.0;
    // Within the randomness bound every line is as good as the best; beyond
    // it (levels only) the weight falls with the loss.
    if (choice.temperatureCp > 0 && loss > choice.randomCp)
      w = std::exp(-double(loss - choice.randomCp) / choice.temperatureCp);
    weight.push_back(w);
    total += w;
  }
  if (weight.size() < 2) return 0;
  // 53 random bits: a uniform double in [0, total).
  double u = double(mix(choice.seed) >> 11) * (1.0 / 9007199254740992.0) * total;
  for (size_t i = 0; i < weight.size(); ++i) {
    if (u < weight[i]) return i;
    u -= weight[i];
  }
  return weight.size() - 1;
}

}  // namespace pili::search
