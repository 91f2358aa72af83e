// One search thread over rule module R: its board, its search stack, its
// move lists and statistics. The variant's profile (`R::PROFILE`, beside its
// rule module) says which search features, exchange policy and evaluation
// it uses; those are the only variant tests here, all compile-time.
// Included by the per-variant instantiation files only.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <type_traits>
#include <vector>

#include "eval_state.h"
#include "pili/egtb/probe.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/search/movepick.h"
#include "pili/search/score.h"
#include "pili/search/search.h"
#include "pili/search/tunables.h"

namespace pili::search {

struct RootMove {
  explicit RootMove(Move m) : move(m), pv{m} {}
  bool operator<(const RootMove& o) const {  // sorts best first
    return score != o.score ? score > o.score : previousScore > o.previousScore;
  }
  Move move;
  int score = -VALUE_INFINITE;
  int previousScore = -VALUE_INFINITE;
  int selDepth = 0;
  bool lowerbound = false, upperbound = false;
  std::vector<Move> pv;
};

// Late move reductions by depth and move number, in plies.
struct Reductions {
  int8_t r[64][64];
  Reductions() { build(); }
  void build() {
    const double base = tune::LMR_BASE_X100 / 100.0, divisor = tune::LMR_DIVISOR_X100 / 100.0;
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m) r[d][m] = d && m ? int8_t(base + std::log(d) * std::log(m) / divisor) : 0;
  }
  int operator()(int d, int m) const { return r[std::min(d, 63)][std::min(m, 63)]; }
};
#ifdef PILI_TUNE
inline Reductions REDUCTIONS;  // rebuilt when a tuned LMR parameter changes (search/tune_params.h)
#else
inline const Reductions REDUCTIONS;
#endif

template <class R>
class Worker {
 public:
  using Pos = typename R::Position;  // the module's board (90-point or 8x8)
  Worker(Shared& s, int threadId, const Pos& root, std::vector<RootMove> moves)
      : rootMoves(std::move(moves)), sh(s), id(threadId), pos(root), evals(s), nodes(*s.nodes[threadId]) {
    if (threadId < int(s.stats.size()) && s.stats[threadId]) stats = s.stats[threadId];
    else ownStats.reset(new SearchStats()), stats = ownStats.get();
  }

  // Iterative deepening until a limit or `stop` (root_search.h).
  void run();

  std::vector<RootMove> rootMoves;
  int completedDepth = 0;
  // The MultiPV lines of the last completed iteration (main thread, only
  // when SearchConfig::choice is active): what choose_root_line draws from.
  std::vector<ChoiceLine> choiceLines;
  std::vector<std::vector<Move>> choicePvs;
  std::vector<Move> lastReportedPv;  // of the last `info ... pv` line for line 1
  // The line the search ends with, when it differs from the last one shown (report.h).
  void report_final(const std::vector<Move>& pv);
  // The hash move of the position after `best` when it is legal there, else
  // none: a reply to ponder on when the PV holds one move (root_search.h).
  Move ponder_reply(Move best);

 private:
  struct Stack {
    Move move;
    PieceTo moved;                      // history keys of `move`
    PieceToTable* contHist = nullptr;   // continuation row of `move`
    int staticEval = VALUE_NONE;
    Move killers[2];
    Move excluded;                      // singular extension test: the move left out
  };

  bool is_main() const { return id == 0; }
  static constexpr bool CHESS_BOARD = R::PROFILE.board == Board::Chess8x8;
  // Search features by variant, with the measurements behind each choice in
  // the profiles (include/pili/rules/*.h) and docs/search.md.
  static constexpr bool USES_CORRECTION = R::PROFILE.search.correctionHistory;
  static constexpr bool RICH_ORDERING = R::PROFILE.search.richOrdering;
  static constexpr bool USES_SINGULAR = R::PROFILE.search.singularExtensions;
  int correction_index() const {
    if constexpr (CHESS_BOARD)
      return CorrectionHistory::index(pos.pieces(RED, chess::PAWN), pos.pieces(BLACK, chess::PAWN));
    else
      return CorrectionHistory::index(pos.pieces(RED, PAWN), pos.pieces(BLACK, PAWN));
  }
  // The static evaluation of the current position: the net's when the
  // search has one, else the hand-crafted one.
  int evaluate() { return evals.evaluate(pos); }
  // The static evaluation, from the TT entry when it holds one (the same
  // number: the evaluation depends on the placement and side only, and the
  // engine clears the table when the evaluation changes).
  int raw_eval(bool ttHit, const TTData& tte) {
    return ttHit && tte.eval != EVAL_NONE ? tte.eval : evaluate();
  }
  int corrected_eval(int raw) const {
    int v = raw;
    if constexpr (USES_CORRECTION) v += stats->correction.get(pos.side_to_move(), correction_index());
    return v;
  }
  bool stopped() const { return sh.stop.load(std::memory_order_relaxed); }

  // The only places where the searcher changes its board: whatever must
  // follow the board move by move (the hash prefetch, the evaluation's
  // incremental state) belongs here. The evaluation reads each move's dirty
  // pieces after do_move, and again before undo_move pops the state that
  // holds them.
  void make_move(Move m) {
    R::do_move(pos, m);
    sh.tt.prefetch(pos.key());
    evals.moved(pos);
  }
  void unmake_move(Move m) {
    evals.unmaking(pos);
    R::undo_move(pos, m);
    evals.unmade(pos);
  }
  void make_null_move() {
    R::do_null_move(pos);
    evals.null_moved(pos);
  }
  void unmake_null_move() {
    R::undo_null_move(pos);
    evals.unmade(pos);
  }
  // At the root, before the first move.
  void reset_eval() { evals.reset(pos); }

  // Marks ss[ply] as having made move m (before make_move).
  void set_move(int ply, Move m) {
    ss[ply].move = m;
    ss[ply].moved = piece_to(pos, m);
    ss[ply].contHist = stats->cont.row(ss[ply].moved.pc, ss[ply].moved.to);
  }
  void set_null_move(int ply) {
    ss[ply].move = Move::none();
    ss[ply].moved = PieceTo{};
    ss[ply].contHist = stats->cont.row(NO_PIECE, Square(0));
  }

  void count_node();
  void check_time();
  int search_root(int alpha, int beta, int depth);
  template <bool PV>
  int search(int alpha, int beta, int depth, int ply, bool cutNode);
  template <bool PV>
  int qsearch(int alpha, int beta, int ply, int qply);
  bool awaits_reveal(int ply) const;
  template <bool PV>
  int chance_search(int alpha, int beta, int depth, int ply, bool cutNode);
  int rule_value(int ply) const;
  void update_pv(int ply, Move m);
  void update_quiet_stats(int ply, Move best, int depth, const Move* quiets, int quietCount);
  void update_capture_stats(Move best, int depth, const Move* captures, int captureCount, bool bestIsCapture);
  void update_cont(int ply, PieceTo k, int bonus);
  void report(int depth);
  void report_bound(int depth, const RootMove& rm, int alpha, int beta);
  void report_currmove(int depth, Move m, int number);

  Shared& sh;
  int id;
  Pos pos;
  EvalState<R> evals;  // the evaluation's incremental state, in step with `pos`
  std::atomic<uint64_t>& nodes;
  int timeCounter = 0;
  int selDepth = 0;
  int rootDepth = 0;
  int pvIdx = 0;
  int multiPV = 1;
  int chanceNest = 0;  // chance nodes above this one on the line
  int rootSearched = 0;  // root moves searched to the end in this search_root call
  double bestMoveChanges = 0;
  Stack stackBuf[MAX_PLY + 8];
  Stack* ss = stackBuf + 2;  // ss[-2] and ss[-1] exist at the root
  Move pvTable[MAX_PLY + 2][MAX_PLY + 2];
  int pvLen[MAX_PLY + 2] = {};
  std::unique_ptr<SearchStats> ownStats;
  SearchStats* stats = nullptr;
  // One move list per ply (default-initialised: no zero fill).
  std::unique_ptr<PickerStorage<R>[]> pickers{new PickerStorage<R>[MAX_PLY + 2]};
  // The singular test searches a node again while its own picker is in use.
  std::unique_ptr<PickerStorage<R>[]> singularPickers{USES_SINGULAR ? new PickerStorage<R>[MAX_PLY + 2] : nullptr};
};

template <class R>
void Worker<R>::count_node() {
  if (stopped()) return;  // a node entered after the stop is not searched: `go nodes N` never reports N+1
  uint64_t n = nodes.load(std::memory_order_relaxed) + 1;
  nodes.store(n, std::memory_order_relaxed);
  // With one thread the node limit is exact, so `go nodes N` is reproducible.
  if (is_main() && sh.cfg.limits.nodes && sh.cfg.threads == 1 && n >= sh.cfg.limits.nodes) sh.stop = true;
  // Every thread watches the clock: with more threads than cores the main
  // one may not run for a while.
  if (++timeCounter >= (R::PROFILE.search.frequentClockChecks ? tune::TIME_CHECK_NODES_TRIS : tune::TIME_CHECK_NODES)) {
    timeCounter = 0;
    check_time();
  }
}

template <class R>
void Worker<R>::check_time() {
  if (sh.cfg.limits.nodes && sh.total_nodes() >= sh.cfg.limits.nodes) sh.stop = true;
  // Acquire: a ponderhit stores ponderhitMs before clearing `pondering`, so
  // budget_elapsed() below sees it (relaxed could read 0 and stop at once).
  if (sh.pondering.load(std::memory_order_acquire) || !sh.budget.limited) return;
  // The iteration that must complete before a move exists is never cut short
  // by the optimum, only by the hard maximum.
  if (sh.budget_elapsed() >= sh.budget.maximum) sh.stop = true;
}

// Draw or decided result by the game's rules at a node, or VALUE_NONE.
template <class R>
int Worker<R>::rule_value(int ply) const {
  if (int back = last_repetition(pos)) {
    Outcome o = judge_cycle<R>(pos, back);  // the AXF law (rules/chase.h)
    if (o == Outcome::Draw) return VALUE_DRAW;
    bool weWin = (o == Outcome::RedWins) == (pos.side_to_move() == RED);
    return weWin ? VALUE_PERPETUAL_WIN - ply : -VALUE_PERPETUAL_WIN + ply;
  }
  if (pos.rule50() >= move_limit_plies<R>())
    return R::count_legal(pos) || (stalemate_draws<R>() && !R::in_check(pos)) ? VALUE_DRAW : mated_in(ply);
  return VALUE_NONE;
}

template <class R>
void Worker<R>::update_pv(int ply, Move m) {
  pvTable[ply][0] = m;
  int n = pvLen[ply + 1];
  for (int i = 0; i < n; ++i) pvTable[ply][i + 1] = pvTable[ply + 1][i];
  pvLen[ply] = n + 1;
}

template <class R>
void Worker<R>::update_quiet_stats(int ply, Move best, int depth, const Move* quiets, int quietCount) {
  if (ss[ply].killers[0] != best) {
    ss[ply].killers[1] = ss[ply].killers[0];
    ss[ply].killers[0] = best;
  }
  int bonus = std::min(16 * depth * depth + 32 * depth, 1800);
  Color us = pos.side_to_move();
  stats->main.update(us, best, bonus);
  update_cont(ply, piece_to(pos, best), bonus);
  for (int i = 0; i < quietCount; ++i)
    if (quiets[i] != best) {
      stats->main.update(us, quiets[i], -bonus);
      update_cont(ply, piece_to(pos, quiets[i]), -bonus);
    }
  // The refutation of the opponent's last move.
  if (ss[ply - 1].move.is_ok()) stats->counter.m[ss[ply - 1].moved.pc][ss[ply - 1].moved.to] = best;
}

template <class R>
void Worker<R>::update_cont(int ply, PieceTo k, int bonus) {
  for (int back : {1, 2})
    if (ss[ply - back].move.is_ok()) ss[ply - back].contHist->update(k.pc, k.to, bonus);
}

// A capture that failed high gains, the captures tried before it lose.
template <class R>
void Worker<R>::update_capture_stats(Move best, int depth, const Move* captures, int captureCount,
                                     bool bestIsCapture) {
  int bonus = std::min(16 * depth * depth + 32 * depth, 1800);
  auto upd = [&](Move m, int b) {
    PieceTo k = piece_to(pos, m);
    stats->capture.update(k.pc, k.to, captured_type(pos, k.to), b);
  };
  if (bestIsCapture) upd(best, bonus);
  for (int i = 0; i < captureCount; ++i)
    if (captures[i] != best) upd(captures[i], -bonus);
}

}  // namespace pili::search
