// The overflow bounds a net must meet before the engine evaluates with it.
#include "pili/eval/nnue/network.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace pili::eval::nnue {

Network Network::zero(Variant v) {
  Network net;
  net.variant = v;
  net.featureSet = feature_set_of(v);
  net.ftWeights.assign(input_count(net.featureSet), Column{});
  return net;
}

Network Network::zero_v2(Variant v) {
  Network net;
  net.variant = v;
  net.featureSet = feature_set_of(v);
  net.v2 = std::make_shared<v2::Weights>(v2::Weights::zero(net.featureSet));
  return net;
}

bool check_bounds(const Network& net, std::string& err) {
  if (net.v2) return v2::check_bounds(*net.v2, err);
  for (int b = 0; b < BUCKETS; ++b) {
    int64_t total = 0;
    for (int i = 0; i < 2 * L1; ++i) {
      int w = std::abs(int(net.outWeights[b].v[i]));
      if (w > OUT_WEIGHT_LIMIT) {
        err = "output weight " + std::to_string(net.outWeights[b].v[i]) + " (bucket " +
              std::to_string(b) + ", neuron " + std::to_string(i) + ") is outside +-" +
              std::to_string(OUT_WEIGHT_LIMIT);
        return false;
      }
      total += int64_t(QA) * QA * w;
    }
    if (total > INT32_MAX) {
      err = "bucket " + std::to_string(b) + " could overflow: 255*255*sum|w| = " +
            std::to_string(total) + " > INT32_MAX";
      return false;
    }
  }
  // The accumulator: the bias plus the largest weights a position can
  // switch on at once must fit int16 whatever their signs.
  const int k = max_active(net.featureSet);
  std::vector<int> col(net.ftWeights.size());
  for (int n = 0; n < L1; ++n) {
    for (size_t i = 0; i < col.size(); ++i) col[i] = std::abs(int(net.ftWeights[i].v[n]));
    int take = std::min<int>(k, int(col.size()));
    std::partial_sort(col.begin(), col.begin() + take, col.end(), std::greater<int>());
    int64_t worst = std::abs(int(net.ftBias.v[n]));
    for (int i = 0; i < take; ++i) worst += col[i];
    if (worst > INT16_MAX) {
      err = "neuron " + std::to_string(n) + " could overflow the int16 accumulator: |bias| + " +
            std::to_string(k) + " largest |weights| = " + std::to_string(worst) + " > 32767";
      return false;
    }
  }
  return true;
}

}  // namespace pili::eval::nnue
