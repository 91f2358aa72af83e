// The evaluation a search thread keeps in step with its board: the
// hand-crafted evaluation's piece-square sums (90-point board) always, and
// an NNUE accumulator stack (eval/nnue/evaluator.h), compiled for the
// module's feature set, when the search evaluates with a net. Worker<R> calls it from the functions that make and
// unmake its moves, and nowhere else.
//
// Whether a net is in use is decided once per search (SearchConfig::net):
// without one, a move costs one test of a null pointer beyond the sums.
#pragma once

#include <algorithm>
#include <memory>

#include "pili/eval/evaluate.h"
#include "pili/eval/nnue/evaluator.h"
#include "pili/eval/psq_sums.h"
#include "pili/search/shared.h"

namespace pili::search {

template <class R>
class EvalState {
 public:
  using Pos = typename R::Position;
  static constexpr bool CHESS_BOARD = R::PROFILE.board == Board::Chess8x8;
  using Features = eval::nnue::FeaturesOf<R>;
  using NetEvaluator = eval::nnue::Evaluator<Features>;

  explicit EvalState(Shared& s) : sh(s) {
    const eval::nnue::Network* net = s.cfg.net.get();
    // The engine hands over its net for the variant searched; one of other
    // inputs would not even index the same points.
    if (net && net->featureSet == Features::ID) {
      nnue = std::make_unique<NetEvaluator>(net);
      if (s.cfg.checkEval) check = std::make_unique<Check>(net);
    }
  }

  bool uses_net() const { return nnue != nullptr; }

  // At the root, before the first move.
  void reset(const Pos& pos) {
    if constexpr (!CHESS_BOARD) psq.refresh(pos);
    if (nnue) nnue->reset(pos);
  }
  // After do_move.
  void moved(const Pos& pos) {
    if constexpr (!CHESS_BOARD) psq.apply(pos.st().dirty);
    if (nnue) [[unlikely]] pushed(pos);
  }
  // After do_null_move: no piece changed.
  void null_moved(const Pos& pos) {
    if (nnue) [[unlikely]] pushed(pos);
  }
  // Before undo_move, while the state that lists the move's changes is
  // still on the board's stack.
  void unmaking(const Pos& pos) {
    if constexpr (!CHESS_BOARD) psq.revert(pos.st().dirty);
  }
  // After undo_move or undo_null_move.
  void unmade(const Pos& pos) {
    if (nnue) [[unlikely]] {
      nnue->pop();
      if (check) verify(pos, nullptr);
    }
  }

  // The static evaluation of `pos`, the board this state follows.
  int evaluate(const Pos& pos) {
    if (nnue) [[unlikely]] {
      int v = nnue->evaluate(pos);
      if (check) verify(pos, &v);
      return v;
    }
    if constexpr (CHESS_BOARD) return eval::evaluate<R>(pos);
    else return eval::evaluate<R>(pos, psq);
  }

 private:
  // SearchConfig::checkEval: a copy of the search's accumulator stack (so
  // computing it leaves the search's own as lazy as it was) and one built
  // from the board alone.
  struct Check {
    explicit Check(const eval::nnue::Network* net) : lazy(net), fresh(net) {}
    NetEvaluator lazy, fresh;
  };

  void pushed(const Pos& pos) {
    nnue->push(pos.st().dirty);
    if (check) verify(pos, nullptr);
  }

  // `searched`: the value the search just took, when it took one.
  void verify(const Pos& pos, const int* searched) {
    bool ok = true;
    if constexpr (!CHESS_BOARD) {
      eval::PsqSums scratch = eval::PsqSums::of(pos);
      ok = scratch[RED] == psq[RED] && scratch[BLACK] == psq[BLACK];
    }
    check->lazy = *nnue;
    check->fresh.reset(pos);
    ok = ok && check->lazy.same_accumulators(check->fresh, pos);
    const int want = check->fresh.evaluate(pos);
    ok = ok && check->lazy.evaluate(pos) == want && (!searched || *searched == want);
    sh.evalChecks.fetch_add(1, std::memory_order_relaxed);
    if (!ok) sh.evalMismatches.fetch_add(1, std::memory_order_relaxed);
  }

  Shared& sh;
  eval::PsqSums psq;  // unused on the 8x8 board
  std::unique_ptr<NetEvaluator> nnue;
  std::unique_ptr<Check> check;
};

}  // namespace pili::search
