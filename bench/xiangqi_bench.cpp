// Google Benchmark cases for the xiangqi core: generation, make/unmake and
// perft from several positions. Speed is measured here, never asserted.
#include <benchmark/benchmark.h>

#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/xiangqi.h"

using namespace pili;

namespace {

const char* const POSITIONS[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34",
    "R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36",
    "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72",
};

Position load(int i) {
  Position pos;
  std::string err;
  set_position<Xiangqi>(pos, POSITIONS[i], err);
  return pos;
}

void BM_GenerateLegal(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  MoveList list;
  for (auto _ : state) {
    list.clear();
    Xiangqi::generate<LEGAL>(pos, list);
    benchmark::DoNotOptimize(list.count);
  }
  state.SetItemsProcessed(state.iterations() * list.size());
}
BENCHMARK(BM_GenerateLegal)->DenseRange(0, 3);

void BM_CountLegal(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(Xiangqi::count_legal(pos));
}
BENCHMARK(BM_CountLegal)->DenseRange(0, 3);

void BM_DoUndo(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (auto _ : state)
    for (Move m : list) {
      Xiangqi::do_move(pos, m);
      Xiangqi::undo_move(pos, m);
    }
  state.SetItemsProcessed(state.iterations() * list.size());
}
BENCHMARK(BM_DoUndo)->DenseRange(0, 3);

void BM_Perft(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  int depth = int(state.range(1));
  uint64_t nodes = 0;
  for (auto _ : state) nodes += perft<Xiangqi>(pos, depth);
  state.counters["nps"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Args({0, 4})->Args({1, 3})->Args({2, 3})->Args({3, 5})->Unit(benchmark::kMillisecond);

}  // namespace
