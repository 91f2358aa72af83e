// A search thread's view of a v2 net (architecture_v2.h): the lazy stack of
// evaluator.h with king-bucketed accumulators. Each perspective is computed
// on its own: it is replayed from the last ply where it is known unless a
// move in between changed its king key (king_buckets.h) or the replay costs
// more than a refresh, in which case it is built from the current board.
// nnue::Evaluator<FS> holds one and forwards to it when its net is v2.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "pili/core/dirty_pieces.h"
#include "pili/eval/nnue/eval_stats.h"
#include "pili/eval/nnue/network_v2.h"

namespace pili::eval::nnue::v2 {

struct Accumulator {
  alignas(64) int16_t v[COLOR_NB][L1];  // indexed by the perspective's colour
  uint8_t key[COLOR_NB] = {};           // each perspective's king key
};

// acc's perspective c built from the board alone.
template <class FS>
void refresh(const Weights& w, const typename FS::Position& pos, Color c, Accumulator& acc);

// The king key of `c` in `pos`.
template <class FS>
int king_key_of(const typename FS::Position& pos, Color c);

// The output of the layer stack for the accumulators of `pos` (Meng90's
// counters added), in centipawns for the side to move.
template <class FS>
int evaluate(const Weights& w, const Accumulator& acc, const typename FS::Position& pos);

template <class FS>
class Evaluator {
 public:
  using Pos = typename FS::Position;

  void set_weights(const Weights* w) {
    w_ = w;
    if (stack_.empty()) stack_.resize(64);
  }
  void reset(const Pos& pos);
  void push(const DirtyPieces& dirty);
  void pop() {
    assert(ply_ > 0);
    --ply_;
  }
  int ply() const { return ply_; }
  int evaluate(const Pos& pos) { return v2::evaluate<FS>(*w_, compute(pos), pos); }
  const Accumulator& accumulator(const Pos& pos) { return compute(pos); }
  const EvalStats& stats() const { return stats_; }

 private:
  struct Entry {
    Accumulator acc;
    DirtyPieces dirty;
    bool computed[COLOR_NB] = {};
  };

  const Accumulator& compute(const Pos& pos);
  void compute(const Pos& pos, Color c);

  const Weights* w_ = nullptr;
  std::vector<Entry> stack_;
  int ply_ = 0;
  EvalStats stats_;
};

}  // namespace pili::eval::nnue::v2
