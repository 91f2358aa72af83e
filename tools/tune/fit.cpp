#include "fit.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace pili::tune {

// Engine scores are squashed on the pawn scale a search reports in, the same
// for every position (K fits the evaluation to them, not the other way).
constexpr double SCORE_SCALE = 1.0;

double predict(const Sample& s, const double* w) {
  double v = s.rest;
  for (auto [i, n] : s.x) v += w[i] * n;
  return v * s.scale + s.offset;
}

double sigmoid(double k, double v) { return 1.0 / (1.0 + std::pow(10.0, -k * v / 400.0)); }

bool parse_line(const std::string& line, double mix, std::string& fen, float& target) {
  size_t a = line.find(';');
  if (a == std::string::npos) return false;
  fen = line.substr(0, a);
  size_t b = line.find(';', a + 1);
  double result = std::atof(line.c_str() + a + 1);
  if (b == std::string::npos || mix <= 0) {
    target = float(result);
    return true;
  }
  double score = std::atof(line.c_str() + b + 1);
  target = float((1 - mix) * result + mix * sigmoid(SCORE_SCALE, score));
  return true;
}

namespace {

double error(const std::vector<Sample>& data, const double* w, double k) {
  double e = 0;
  for (const auto& s : data) {
    double d = s.target - sigmoid(k, predict(s, w));
    e += d * d;
  }
  return e / double(data.size());
}

}  // namespace

void fit(const std::vector<Sample>& data, std::vector<double>& w, const FitOptions& opt) {
  const size_t n = w.size();
  const std::vector<double> w0 = w;
  std::vector<char> seen(n, 0);
  for (const auto& s : data)
    for (auto [i, c] : s.x) seen[i] |= c != 0;
  // K: the scale that makes the current evaluation predict the targets best.
  double k = opt.k, bestE = opt.k > 0 ? error(data, w.data(), opt.k) : 1e9;
  if (opt.k <= 0)
    for (double kk = 0.02; kk <= 3.0; kk += 0.02)
      if (double e = error(data, w.data(), kk); e < bestE) bestE = e, k = kk;
  std::printf("positions %zu, K %.2f, error before %.6f\n", data.size(), k, bestE);
  if (opt.validation && !opt.validation->empty())
    std::printf("held-out positions %zu, error before %.6f\n", opt.validation->size(), error(*opt.validation, w.data(), k));
  // Gradient descent with Adam-style step sizes (parameters differ in scale).
  std::vector<double> m(n, 0.0), v(n, 0.0), g(n);
  const double ln10 = std::log(10.0);
  for (int it = 1; it <= opt.iterations; ++it) {
    std::fill(g.begin(), g.end(), 0.0);
    for (const auto& s : data) {
      double p = sigmoid(k, predict(s, w.data()));
      double common = -2.0 * (s.target - p) * p * (1 - p) * k * ln10 / 400.0 * s.scale;
      for (auto [i, c] : s.x) g[i] += common * c;
    }
    for (size_t i = 0; i < n; ++i) {
      if (!seen[i]) continue;
      g[i] /= double(data.size());
      g[i] += 2.0 * opt.lambda * (w[i] - w0[i]) / 10000.0;
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      double mh = m[i] / (1 - std::pow(0.9, it)), vh = v[i] / (1 - std::pow(0.999, it));
      w[i] -= opt.rate * mh / (std::sqrt(vh) + 1e-12);
    }
  }
  for (auto& x : w) x = double(std::lround(x));
  std::printf("error after %.6f (%d iterations)\n", error(data, w.data(), k), opt.iterations);
  if (opt.validation && !opt.validation->empty())
    std::printf("held-out error after %.6f\n", error(*opt.validation, w.data(), k));
}

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

bool write_named(const std::string& path, const std::vector<std::string>& names, const std::vector<int>& values) {
  std::string text;
  if (!read_file(path, text)) return false;
  size_t found = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    std::string tag = "/* " + names[i] + " */ ";
    size_t p = text.find(tag);
    if (p == std::string::npos) continue;
    size_t a = p + tag.size(), b = text.find(',', a);
    if (b == std::string::npos) continue;
    text.replace(a, b - a, std::to_string(values[i]));
    ++found;
  }
  if (found != names.size()) {
    std::cerr << "error: " << path << " holds " << found << " of " << names.size() << " weights\n";
    return false;
  }
  std::ofstream os(path, std::ios::binary);
  os << text;
  return bool(os);
}

}  // namespace pili::tune
