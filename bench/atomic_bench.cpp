// Atomic Xiangqi perft speed against Pili's own xiangqi perft from the same
// positions: the start position and a blast-heavy middlegame. Compare the
// nodes/s counters of the atomic and xiangqi cases with the same argument.
#include <benchmark/benchmark.h>

#include <string>

#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

namespace {

using namespace pili;

// From tests/data/atomic.perft: the line with the most captures one
// ply down (413 over its 47 replies), several of them beside a general.
const char* MIDDLEGAME =
    "2ba1k2r/r2Ra4/2n1b4/2N2C2p/4p4/p3P4/P3n2cP/6NC1/7cR/2BAKAB2 b - - 8 19";

const char* fen_of(int which) { return which == 0 ? Position::START_FEN : MIDDLEGAME; }

template <class R>
void bm_perft(benchmark::State& state) {
  Position pos;
  std::string err;
  if (!set_position<R>(pos, fen_of(int(state.range(0))), err)) {
    state.SkipWithError(err.c_str());
    return;
  }
  int depth = int(state.range(1));
  uint64_t nodes = 0;
  for (auto _ : state) nodes += perft<R>(pos, depth);
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

// Arguments: {position (0 = start, 1 = middlegame), depth}.
BENCHMARK(bm_perft<Atomic>)
    ->Name("atomic_perft")
    ->Args({0, 4})
    ->Args({1, 4})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(bm_perft<Xiangqi>)
    ->Name("xiangqi_perft")
    ->Args({0, 4})
    ->Args({1, 4})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(bm_perft<AtomicClassic>)
    ->Name("atomic_classic_perft")
    ->Args({0, 4})
    ->Args({1, 4})
    ->Unit(benchmark::kMillisecond);

}  // namespace
