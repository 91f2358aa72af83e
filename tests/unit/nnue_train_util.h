// What the pili-train tests share: position files written here from
// docs/nnue-training.md's record layout (not with the trainer's reader),
// a scratch directory, and the loss computed directly in double precision
// from the float network's weights with plain loops.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "nnue-train/float_net.h"

namespace pili::traintest {

struct Rec {
  int16_t score = 0;
  uint8_t result = 1;  // 0 loss, 1 draw, 2 win
  uint8_t bucket = 0;
  std::vector<uint16_t> us, them;
};

inline void put_u32(std::ofstream& f, uint32_t v) {
  for (int i = 0; i < 4; ++i) f.put(char(v >> (8 * i)));
}
inline void put_u16(std::ofstream& f, uint16_t v) {
  f.put(char(v & 0xFF));
  f.put(char(v >> 8));
}

// Xiangqi: variant 0, feature set 1, 1260 inputs, K = 32.
inline constexpr uint32_t XQ_INPUTS = 1260, XQ_K = 32;

// Meng: variant 3, feature set 2, 1445 inputs.
inline constexpr uint32_t MENG_INPUTS = 1445;

inline void write_feat(const std::string& path, const std::vector<Rec>& recs, uint32_t variant = 0,
                       uint32_t featureSet = 1, uint32_t inputs = XQ_INPUTS) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write("PILIFEAT", 8);
  for (uint32_t v : {1u, variant, featureSet, inputs, XQ_K, 8 + 4 * XQ_K}) put_u32(f, v);
  for (const Rec& r : recs) {
    put_u16(f, uint16_t(r.score));
    f.put(char(r.result));
    f.put(char(r.bucket));
    f.put(0);  // side to move
    f.put(char(r.us.size()));
    f.put(char(r.them.size()));
    f.put(0);
    for (const auto* list : {&r.us, &r.them})
      for (uint32_t k = 0; k < XQ_K; ++k) put_u16(f, k < list->size() ? (*list)[k] : uint16_t(inputs));
  }
}

// Random records; with `learnable` the score is a fixed function of the
// features (each input is worth its own number of centipawns) and the
// result follows the score, and the features come from the first 64
// inputs only, so that each occurs often enough for a net to generalise.
inline std::vector<Rec> random_records(int n, unsigned seed, bool learnable) {
  std::mt19937 rng(seed);
  std::vector<int> worth(XQ_INPUTS);
  for (int& w : worth) w = int(rng() % 41) - 20;
  std::vector<Rec> out(static_cast<size_t>(n));
  for (Rec& r : out) {
    const int pieces = 8 + int(rng() % 20);
    int score = 0;
    for (int k = 0; k < pieces; ++k) {
      const uint32_t range = learnable ? 64 : XQ_INPUTS;
      r.us.push_back(uint16_t(rng() % range));
      r.them.push_back(uint16_t(rng() % range));
      score += worth[r.us.back()] - worth[r.them.back()];
    }
    r.bucket = uint8_t(rng() % 8);
    r.score = int16_t(learnable ? 4 * score : int(rng() % 1601) - 800);
    r.result = uint8_t(learnable ? (score > 20 ? 2 : score < -20 ? 0 : 1) : rng() % 3);
  }
  return out;
}

// The network's output for one record, in double, written from
// docs/nnue-training.md: accumulators, SCReLU, the bucket's output.
inline double direct_output(const train::FloatNet& net, const Rec& r) {
  using train::L1;
  std::vector<double> hidden;
  for (const auto* list : {&r.us, &r.them}) {
    for (int j = 0; j < L1; ++j) {
      double a = net.ft_bias()[j];
      for (uint16_t f : *list) a += net.ft_weight()[size_t(f) * L1 + j];
      const double c = std::min(1.0, std::max(0.0, a));
      hidden.push_back(c * c);
    }
  }
  double out = net.out_bias()[r.bucket];
  for (int i = 0; i < 2 * L1; ++i) out += double(net.out()[r.bucket * 2 * L1 + i]) * hidden[size_t(i)];
  return out;
}

inline double direct_loss(const train::FloatNet& net, const std::vector<Rec>& recs, double lambda,
                          double scale) {
  auto sig = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
  double total = 0;
  for (const Rec& r : recs) {
    const double p = sig(direct_output(net, r) * 400.0 / scale);
    const double t = lambda * sig(r.score / scale) + (1 - lambda) * r.result / 2.0;
    total += (p - t) * (p - t);
  }
  return total / double(recs.size());
}

// A fresh directory under the system's temporary one.
inline std::string scratch_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("pili-train-test-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

inline std::vector<uint8_t> file_bytes(const std::string& path) {
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  std::vector<uint8_t> b(f ? size_t(f.tellg()) : 0);
  f.seekg(0);
  f.read(reinterpret_cast<char*>(b.data()), std::streamsize(b.size()));
  return b;
}

}  // namespace pili::traintest
