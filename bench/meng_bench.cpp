// Meng and Double-Tris speed: perft from middlegames with both Tris on the
// board and a stack, against Pili's xiangqi perft (the target is at least
// half of its nodes/s), plus move generation and make/unmake alone.
#include <benchmark/benchmark.h>

#include <string>

#include "pili/rules/game.h"
#include "pili/rules/meng.h"
#include "pili/rules/perft.h"
#include "pili/rules/xiangqi.h"

namespace {

using namespace pili;

// From tests/data/meng.perft: a bare Red Tris on f7 and a Red chariot stack
// on f2; a Black chariot stack on f7 and a bare Red Tris on f4; the start.
const char* MENG_FENS[] = {
    "rnba1abnr/4k4/3c1T3/p1p1p1p2/9/2P4Cp/P3P1P1P/1C3+R3/1c7/R1BAK1B2[] w 3 - 1 18",
    "1nba1k1n1/8r/3ab+r3/p1p3p2/P3C3p/2P2T2P/R3P1PC1/1c6N/4A4/1NBA1KB1R[] b 2 - 1 17",
    Meng::START_FEN};
// From tests/data/doubletris.perft: both Tris on the board, Black-locked.
const char* DOUBLETRIS_FEN =
    "rCba1abnr/4k4/1c7/p1p3p1p/2P6/P3p4/4P1P1P/4BC3/4A1t2/RNB1KAt1R[] w 3 - 2 12";
const char* XIANGQI_FENS[] = {
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    Xiangqi::START_FEN};

template <class R>
void run_perft(benchmark::State& state, const char* fen, int depth) {
  Position pos;
  std::string err;
  if (!set_position<R>(pos, fen, err)) {
    state.SkipWithError(err.c_str());
    return;
  }
  uint64_t nodes = 0;
  for (auto _ : state) nodes += perft<R>(pos, depth);
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

// Arguments: {position index, depth}.
void bm_meng_perft(benchmark::State& s) { run_perft<Meng>(s, MENG_FENS[s.range(0)], int(s.range(1))); }
void bm_doubletris_perft(benchmark::State& s) { run_perft<DoubleTris>(s, DOUBLETRIS_FEN, int(s.range(1))); }
void bm_xiangqi_ref_perft(benchmark::State& s) {
  run_perft<Xiangqi>(s, XIANGQI_FENS[s.range(0)], int(s.range(1)));
}

void bm_meng_generate(benchmark::State& state) {
  Position pos;
  std::string err;
  set_position<Meng>(pos, MENG_FENS[0], err);
  Meng::MoveList list;
  for (auto _ : state) {
    list.clear();
    Meng::generate<LEGAL>(pos, list);
    benchmark::DoNotOptimize(list.count);
  }
  state.counters["lists/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}

void bm_meng_do_undo(benchmark::State& state) {
  Position pos;
  std::string err;
  set_position<Meng>(pos, MENG_FENS[0], err);
  Meng::MoveList list;
  Meng::generate<LEGAL>(pos, list);
  uint64_t moves = 0;
  for (auto _ : state)
    for (Move m : list) {
      Meng::do_move(pos, m);
      Meng::undo_move(pos, m);
      ++moves;
    }
  state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}

BENCHMARK(bm_meng_perft)->Name("meng_perft")->Args({0, 4})->Args({1, 4})->Args({2, 4})->Unit(benchmark::kMillisecond);
BENCHMARK(bm_doubletris_perft)->Name("doubletris_perft")->Args({0, 4})->Unit(benchmark::kMillisecond);
BENCHMARK(bm_xiangqi_ref_perft)->Name("xiangqi_ref_perft")->Args({0, 4})->Args({1, 4})->Unit(benchmark::kMillisecond);
BENCHMARK(bm_meng_generate)->Name("meng_generate");
BENCHMARK(bm_meng_do_undo)->Name("meng_do_undo");

}  // namespace
