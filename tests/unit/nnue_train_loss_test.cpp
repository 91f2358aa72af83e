// pili-train's arithmetic: the loss of a position file equals the loss
// computed directly from the weights; the gradient equals finite
// differences of that direct loss; one and two Adam steps move weights as
// Adam's formula says.
#include <cmath>

#include "nnue-train/adam.h"
#include "nnue-train/batch_step.h"
#include "nnue_train_util.h"

using namespace pili;
using namespace pili::train;
using namespace pili::traintest;

namespace {

struct Fixture {
  std::vector<Rec> recs;
  PositionFile file;
  FloatNet net{XQ_INPUTS};

  Fixture(const std::string& name, int n, bool learnable) {
    recs = random_records(n, 7, learnable);
    const std::string path = scratch_dir(name) + "/data.feat";
    write_feat(path, recs);
    std::string err;
    EXPECT_TRUE(file.open(path, err)) << err;
    net.init_random(3);
    // Biases that put accumulators on both sides of the clamp's corners.
    for (int j = 0; j < L1; ++j) net.ft_bias()[j] = 0.6f * std::sin(float(j));
    for (int b = 0; b < BUCKETS; ++b) net.out_bias()[b] = 0.05f * float(b - 3);
  }
};

}  // namespace

TEST(NnueTrainLoss, MeanLossEqualsTheDirectComputation) {
  Fixture fx("loss", 300, false);
  ASSERT_EQ(fx.file.size(), 300u);
  for (double lambda : {0.0, 0.75, 1.0}) {
    for (int threads : {1, 2, 3}) {
      BatchStep step(threads, fx.net.p.size());
      const LossSettings s{float(lambda), 400.0f};
      const double got = step.mean_loss(fx.net, fx.file, 0, fx.file.size(), s);
      const double want = direct_loss(fx.net, fx.recs, lambda, 400.0);
      EXPECT_NEAR(got, want, 1e-6 * want) << "lambda " << lambda << ", threads " << threads;
    }
  }
  // Another scale changes the loss the same way.
  BatchStep step(1, fx.net.p.size());
  EXPECT_NEAR(step.mean_loss(fx.net, fx.file, 0, 300, {0.5f, 250.0f}), direct_loss(fx.net, fx.recs, 0.5, 250.0),
              1e-6);
}

TEST(NnueTrainLoss, GradientMatchesFiniteDifferences) {
  Fixture fx("grad", 40, false);
  std::vector<uint32_t> idx(40);
  for (uint32_t i = 0; i < 40; ++i) idx[i] = i;
  std::vector<float> grad(fx.net.p.size(), 0.0f);
  const LossSettings s{0.75f, 400.0f};
  add_gradient(fx.net, fx.file, idx.data(), idx.size(), 1.0f / 40, s, grad.data());

  // Parameters of each block: rows of features that occur, a bias, output
  // weights and biases of buckets in use.
  const Rec& r0 = fx.recs[0];
  const Layout& lay = fx.net.layout;
  std::vector<size_t> probe = {lay.ftWeight() + size_t(r0.us[0]) * L1 + 5,
                               lay.ftWeight() + size_t(r0.them[1]) * L1 + 77,
                               lay.ftBias() + 3,
                               lay.ftBias() + 200,
                               lay.out() + r0.bucket * 2 * L1 + 10,
                               lay.out() + r0.bucket * 2 * L1 + L1 + 10,
                               lay.outBias() + r0.bucket};
  int checked = 0;
  for (size_t i : probe) {
    FloatNet plus = fx.net, minus = fx.net;
    const float h = 1e-3f;
    plus.p[i] += h;
    minus.p[i] -= h;
    const double fd = (direct_loss(plus, fx.recs, 0.75, 400) - direct_loss(minus, fx.recs, 0.75, 400)) /
                      (double(plus.p[i]) - double(minus.p[i]));
    EXPECT_NEAR(grad[i], fd, 2e-3 * std::abs(fd) + 1e-7) << "parameter " << i;
    checked += std::abs(fd) > 1e-6;
  }
  EXPECT_GE(checked, 5);  // the probes are not all at zero gradient
  // A row no record uses gets nothing.
  std::vector<bool> used(XQ_INPUTS, false);
  for (const Rec& r : fx.recs) {
    for (uint16_t f : r.us) used[f] = true;
    for (uint16_t f : r.them) used[f] = true;
  }
  for (uint32_t f = 0; f < XQ_INPUTS; ++f) {
    if (used[f]) continue;
    for (int j = 0; j < L1; ++j) ASSERT_EQ(grad[lay.ftWeight() + size_t(f) * L1 + j], 0.0f);
  }
}

TEST(NnueTrainAdam, StepsFollowTheFormula) {
  // Adam with lr 0.01 on three weights, two steps; expectations from the
  // formula in double.
  const double lr = 0.01, b1 = 0.9, b2 = 0.999, eps = 1e-8;
  std::vector<float> p = {0.5f, -1.0f, 0.0f}, g1 = {0.2f, -3.0f, 0.0f}, g2 = {-0.1f, 1.0f, 1e-4f};
  std::vector<double> want(p.begin(), p.end()), m(3, 0), v(3, 0);
  Adam adam(3);
  for (int t = 1; t <= 2; ++t) {
    const std::vector<float>& g = t == 1 ? g1 : g2;
    for (int i = 0; i < 3; ++i) {
      m[i] = b1 * m[i] + (1 - b1) * g[i];
      v[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
      const double mhat = m[i] / (1 - std::pow(b1, t)), vhat = v[i] / (1 - std::pow(b2, t));
      want[i] -= lr * mhat / (std::sqrt(vhat) + eps);
    }
    const AdamStep s = adam.begin_step(lr);
    adam_update(s, p.data(), g.data(), adam.m.data(), adam.v.data(), 0, 3);
    for (int i = 0; i < 3; ++i) EXPECT_NEAR(p[i], want[i], 1e-6) << "step " << t << ", weight " << i;
  }
  EXPECT_EQ(adam.steps, 2u);
  // A first step moves a weight by lr against its gradient's sign, whatever its size.
  std::vector<float> q = {0.5f, 0.5f};
  const std::vector<float> gq = {1e-3f, -50.0f};
  Adam fresh(2);
  adam_update(fresh.begin_step(lr), q.data(), gq.data(), fresh.m.data(), fresh.v.data(), 0, 2);
  EXPECT_NEAR(q[0], 0.49, 1e-6);
  EXPECT_NEAR(q[1], 0.51, 1e-6);
}
