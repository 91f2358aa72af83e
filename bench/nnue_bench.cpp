// Google Benchmark cases for the learned evaluation: a fixed 60-ply xiangqi
// line played move by move, each ply's accumulators updated and the
// position evaluated, with a v1 net and with a v2 net (random weights of
// the right shape: the speed depends on the architecture, and for v2's
// sparse first layer on how many 4-byte input groups are all zero; with
// these symmetric weights about half the bytes clip to zero, few whole
// groups, as with a trained net: docs/nnue.md, "v2 speed"). Speed is measured here, never asserted; the ratio of the
// two items-per-second figures is the v2 / v1 evaluation cost, without the
// search around it (`pili bench --eval-file` measures that).
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "pili/eval/nnue/evaluator.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::eval::nnue;

namespace {

Network random_net(bool v2Net) {
  std::mt19937 rng(5);
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const Variant v = variant_of<Xiangqi>();
  Network net = v2Net ? Network::zero_v2(v) : Network::zero(v);
  if (v2Net) {
    for (v2::Column& c : net.v2->ftWeights)
      for (int16_t& w : c.v) w = int16_t(uni(-40, 40));
    for (v2::Stack& s : net.v2->stacks)
      for (auto& group : s.w1g)
        for (int8_t& w : group) w = int8_t(uni(-6, 6));
  } else {
    for (Column& c : net.ftWeights)
      for (int16_t& w : c.v) w = int16_t(uni(-40, 40));
    for (OutputWeights& o : net.outWeights)
      for (int16_t& w : o.v) w = int16_t(uni(-60, 60));
  }
  return net;
}

// A fixed line from the start: seeded random legal moves.
std::vector<Move> fixed_line(Position pos, int plies) {
  std::mt19937 rng(11);
  std::vector<Move> line;
  for (int i = 0; i < plies; ++i) {
    MoveList list;
    Xiangqi::generate<LEGAL>(pos, list);
    if (list.size() == 0) break;
    line.push_back(list[int(rng() % list.size())]);
    Xiangqi::do_move(pos, line.back());
  }
  return line;
}

void BM_NnueXiangqiLine(benchmark::State& state) {
  const Network net = random_net(state.range(0) == 2);
  Position pos;
  std::string err;
  set_position<Xiangqi>(pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", err);
  const std::vector<Move> line = fixed_line(pos, 60);
  Evaluator<Xiangqi90> ev(&net);
  for (auto _ : state) {
    ev.reset(pos);
    for (Move m : line) {
      Xiangqi::do_move(pos, m);
      ev.push(pos.st().dirty);
      benchmark::DoNotOptimize(ev.evaluate(pos));
    }
    for (size_t i = line.size(); i-- > 0;) {
      Xiangqi::undo_move(pos, line[i]);
      ev.pop();
    }
  }
  state.SetItemsProcessed(state.iterations() * int64_t(line.size()));
  state.SetLabel(state.range(0) == 2 ? "v2" : "v1");
}
BENCHMARK(BM_NnueXiangqiLine)->Arg(1)->Arg(2);

}  // namespace
