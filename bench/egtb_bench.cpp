// Google Benchmark cases for the endgame tables (docs/egtb.md): one probe of
// a position (what the search does at a node) and a root probe (every legal
// move's result, what `go` and the board's panel do). KRvKA and what it
// captures into are generated once into a temporary folder (under a second).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "pili/egtb/generate.h"
#include "pili/egtb/probe.h"
#include "pili/platform/platform.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

using namespace pili;

namespace {

const char* const POSITIONS[] = {
    "3ak4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
    "4k4/4a4/9/9/9/9/4R4/9/9/3K5 b - - 0 1",
    "5k3/9/3a5/9/1R7/9/9/9/9/4K4 w - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
};

const egtb::Tablebases& tables() {
  static const egtb::Tablebases tb = [] {
    auto dir = std::filesystem::temp_directory_path() / ("pili_egtb_bench_" + std::to_string(platform::process_id()));
    egtb::GenOptions opt;
    opt.dir = dir.string();
    std::string err;
    std::vector<egtb::GenStats> stats;
    egtb::generate(*egtb::parse_material("KRvKA", err), opt, stats, err);
    egtb::Tablebases t;
    t.open(opt.dir, err);
    std::filesystem::remove_all(dir);
    return t;
  }();
  return tb;
}

Position load(int i) {
  Position pos;
  std::string err;
  set_position<Xiangqi>(pos, POSITIONS[i], err);
  return pos;
}

void BM_EgtbProbe(benchmark::State& state) {
  const egtb::Tablebases& tb = tables();
  Position pos = load(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(egtb::probe_position(tb, pos));
}
BENCHMARK(BM_EgtbProbe)->DenseRange(0, 3);

void BM_EgtbProbeRoot(benchmark::State& state) {
  const egtb::Tablebases& tb = tables();
  Position pos = load(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(egtb::probe_root(tb, pos).moves.size());
}
BENCHMARK(BM_EgtbProbeRoot)->DenseRange(0, 3);

}  // namespace
