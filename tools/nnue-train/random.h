// A small seeded generator whose numbers are the same on every platform
// and standard library (std:: distributions are not), so that a seed
// names one run everywhere.
#pragma once

#include <cmath>
#include <cstdint>

namespace pili::train {

class SplitMix {
 public:
  explicit SplitMix(uint64_t seed) : s_(seed) {}

  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // In [0, 1), 53 bits.
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }
  // In [0, n), without the modulo's bias.
  uint64_t below(uint64_t n) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do x = next();
    while (x >= limit);
    return x % n;
  }
  // Standard normal (Box-Muller; one draw per call keeps the stream simple).
  double normal() {
    double u1 = uniform();
    while (u1 <= 0.0) u1 = uniform();
    const double u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

 private:
  uint64_t s_;
};

}  // namespace pili::train
