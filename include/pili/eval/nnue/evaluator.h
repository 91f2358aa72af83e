// One search thread's view of a net: a stack of accumulators, one per ply,
// kept in step with the board by the searcher. Compiled for one feature set
// FS (features.h); the searcher of rule module R holds an
// Evaluator<FeaturesOf<R>>.
//
//   reset(pos)    at the root (builds ply 0 from the board)
//   push(dirty)   after every do_move / null move, with what the move changed
//   pop()         after the matching undo
//   evaluate(pos) centipawns for the side to move of `pos` (the current ply)
//
// push() only records the changes (most nodes the search visits are never
// evaluated: cut-offs, TT hits). evaluate() walks back to the last ply whose
// accumulator is known and updates forward from there, keeping every
// intermediate ply for the siblings that follow; when the changes to replay
// cost more than building the accumulator from the board, it refreshes the
// current ply from `pos` instead. docs/nnue.md gives the cost rule.
//
// A v2 net (Network::v2) is evaluated by the v2 stack (evaluator_v2.h),
// which the calls above forward to: one test of a flag per call.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "pili/eval/nnue/accumulator.h"
#include "pili/eval/nnue/evaluator_v2.h"

namespace pili::eval::nnue {

template <class FS>
class Evaluator {
 public:
  using Pos = typename FS::Position;
  // `net` must have FS's inputs (its featureSet is FS::ID).
  explicit Evaluator(const Network* net = nullptr);

  // The net to evaluate with (not owned; it must outlive its use and have
  // FS's inputs). reset() must follow.
  void set_network(const Network* net) {
    net_ = net;
    isV2_ = net && net->v2;
    if (isV2_) v2_.set_weights(net->v2.get());
  }
  const Network* network() const { return net_; }

  void reset(const Pos& pos);
  void push(const DirtyPieces& dirty);
  void pop() {
    if (isV2_) [[unlikely]] return v2_.pop();
    assert(ply_ > 0);
    --ply_;
  }
  int ply() const { return isV2_ ? v2_.ply() : ply_; }

  int evaluate(const Pos& pos);

  // The current ply's accumulator, computed if needed (for tests and
  // tools): accumulator() of a v1 net, accumulator_v2() of a v2 net.
  const Accumulator& accumulator(const Pos& pos) { return compute(pos); }
  const v2::Accumulator& accumulator_v2(const Pos& pos) { return v2_.accumulator(pos); }
  // True when both evaluators' current accumulators are equal (same net
  // architecture), computing them if needed.
  bool same_accumulators(Evaluator& other, const Pos& pos);

  using Stats = EvalStats;
  const Stats& stats() const { return isV2_ ? v2_.stats() : stats_; }

 private:
  struct Entry {
    Accumulator acc;
    DirtyPieces dirty;
    bool computed = false;
  };

  const Accumulator& compute(const Pos& pos);

  const Network* net_;
  std::vector<Entry> stack_;
  int ply_ = 0;
  Stats stats_;
  bool isV2_ = false;
  v2::Evaluator<FS> v2_;
};

}  // namespace pili::eval::nnue
