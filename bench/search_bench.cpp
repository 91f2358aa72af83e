// Google Benchmark: speed of evaluation, move picking and fixed-depth search
// (speed only; the node-count signature is `pili bench`).
#include <benchmark/benchmark.h>

#include <memory>

#include "pili/engine/engine.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"
#include "pili/search/movepick.h"

namespace {

using namespace pili;

const char* MIDDLEGAME = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

void BM_Evaluate(benchmark::State& state) {
  Position pos;
  std::string err;
  set_position<Xiangqi>(pos, MIDDLEGAME, err);
  const eval::PsqSums psq = eval::PsqSums::of(pos);  // kept along the moves in a search
  for (auto _ : state) benchmark::DoNotOptimize(eval::evaluate<Xiangqi>(pos, psq));
}
BENCHMARK(BM_Evaluate);

void BM_MovePicker(benchmark::State& state) {
  Position pos;
  std::string err;
  set_position<Xiangqi>(pos, MIDDLEGAME, err);
  search::History history;
  auto storage = std::make_unique<search::PickerStorage<Xiangqi>>();
  Move killers[2];
  for (auto _ : state) {
    search::MovePicker<Xiangqi> mp(pos, *storage, Move::none(), killers, history);
    int n = 0;
    while (mp.next().is_ok()) ++n;
    benchmark::DoNotOptimize(n);
  }
}
BENCHMARK(BM_MovePicker);

void BM_SearchDepth(benchmark::State& state) {
  Engine engine;
  std::string err;
  engine.set_position(MIDDLEGAME, {}, err);
  uint64_t nodes = 0;
  for (auto _ : state) {
    engine.new_game();
    SearchLimits limits;
    limits.depth = int(state.range(0));
    engine.go(limits, [&](const SearchInfo& i) { nodes = i.nodes; }, nullptr);
    engine.wait();
  }
  state.counters["nodes"] = double(nodes);
  state.counters["nps"] = benchmark::Counter(double(nodes) * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SearchDepth)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

}  // namespace
