// The bounds a v2 net must meet before the engine evaluates with it.
#include "pili/eval/nnue/network_v2.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

#include "pili/eval/nnue/king_buckets.h"

namespace pili::eval::nnue::v2 {

Weights Weights::zero(FeatureSet fs) {
  Weights w;
  w.featureSet = fs;
  w.ftWeights.assign(input_count(fs), Column{});
  w.stacks.assign(STACKS, Stack{});
  return w;
}

bool check_bounds(const Weights& w, std::string& err) {
  constexpr int32_t BIAS_LIMIT = 1 << 30;
  for (size_t s = 0; s < w.stacks.size(); ++s) {
    const Stack& st = w.stacks[s];
    auto bias_ok = [&](int32_t b) { return b > -BIAS_LIMIT && b < BIAS_LIMIT; };
    bool ok = bias_ok(st.b3);
    for (int32_t b : st.b1) ok = ok && bias_ok(b);
    for (int32_t b : st.b2) ok = ok && bias_ok(b);
    if (!ok) {
      err = "stack " + std::to_string(s) + ": a hidden bias is outside +-2^30";
      return false;
    }
    for (const auto& row : st.w2)
      if (std::any_of(row + L2, row + L2_PAD, [](int8_t x) { return x != 0; })) {
        err = "stack " + std::to_string(s) + ": nonzero padding in the second layer";
        return false;
      }
  }
  const int k = max_active(w.featureSet);
  const size_t per = nnue::input_count(w.featureSet);
  std::vector<int> col(per);
  for (size_t bucket = 0; bucket * per < w.ftWeights.size(); ++bucket)
    for (int n = 0; n < L1; ++n) {
      for (size_t i = 0; i < per; ++i) col[i] = std::abs(int(w.ftWeights[bucket * per + i].v[n]));
      const int take = std::min<int>(k, int(per));
      std::partial_sort(col.begin(), col.begin() + take, col.end(), std::greater<int>());
      int64_t worst = std::abs(int(w.ftBias.v[n]));
      for (int i = 0; i < take; ++i) worst += col[i];
      if (worst > INT16_MAX) {
        err = "neuron " + std::to_string(n) + " (king bucket " + std::to_string(bucket) +
              ") could overflow the int16 accumulator: |bias| + " + std::to_string(k) +
              " largest |weights| = " + std::to_string(worst) + " > 32767";
        return false;
      }
    }
  return true;
}

}  // namespace pili::eval::nnue::v2
