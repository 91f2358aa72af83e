// Runs f(0) .. f(threads - 1) at once, f(0) on the calling thread. Threads
// are started per call: a call does milliseconds of work, a start costs
// tens of microseconds.
#pragma once

#include <thread>
#include <vector>

namespace pili::train {

template <class F>
void parallel_for(int threads, F&& f) {
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back([&f, t] { f(t); });
  f(0);
  for (auto& th : pool) th.join();
}

// The t-th of `parts` near-equal pieces of [0, n).
inline size_t piece_begin(size_t n, int parts, int t) { return n * size_t(t) / size_t(parts); }

}  // namespace pili::train
