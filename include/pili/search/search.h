// The alpha-beta searcher: one template over the rule module R, so the rules
// are reached without virtual calls; `R::BLASTS`, `R::HAS_TRIS` and the
// board type (`CHESS_BOARD`, atomic chess) are the only variant tests in
// here, all compile-time.
//
// Shape (steps numbered as in docs/search.md):
//   1. iterative deepening with aspiration windows, MultiPV, Lazy SMP helpers;
//   2. root search over a pre-filtered list (searchmoves, banned moves);
//   3. principal variation search with a lock-free transposition table;
//   4. pruning: mate distance, TT cutoffs, reverse futility, null move,
//      late move and futility pruning of quiets, late move reductions;
//   5. check extension; singular extension (atomic chess);
//   6. quiescence: captures (Atomic: the worth of the whole blast), all
//      evasions when in check;
//   7. draws and wins by rule: repetition judged with each state's `check`
//      flag (perpetual check loses), the 120-ply no-capture rule, a lost
//      general (king_lost) = mated.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

#include "pili/core/notation.h"
#include "pili/engine/engine.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/search/movepick.h"
#include "pili/search/score.h"
#include "pili/search/timeman.h"
#include "pili/search/tt.h"
#include "pili/search/tunables.h"

namespace pili::search {

// Everything one `go` needs besides the position.
struct SearchConfig {
  SearchLimits limits;
  int threads = 1;
  int multiPV = 1;
  int rankBase = 0;
  int moveOverhead = 10;
  std::vector<Move> banned;
};

// State shared by the threads of one search.
struct Shared {
  Shared(TranspositionTable& t, SearchConfig c) : tt(t), cfg(std::move(c)) {}

  TranspositionTable& tt;
  SearchConfig cfg;
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::atomic<int64_t> ponderhitMs{0};  // ms after `start` when ponderhit came
  TimePoint start = Clock::now();
  TimeBudget budget;
  Engine::InfoFn onInfo;
  std::vector<std::unique_ptr<std::atomic<uint64_t>>> nodes;  // per thread
  // Move-ordering statistics per thread id, kept by the engine from one
  // search to the next (cleared by new_game); a missing one is made fresh.
  std::vector<SearchStats*> stats;

  uint64_t total_nodes() const {
    uint64_t n = 0;
    for (const auto& p : nodes) n += p->load(std::memory_order_relaxed);
    return n;
  }
  // Our own thinking time: pondering runs on the opponent's clock.
  int64_t budget_elapsed() const { return ms_since(start) - ponderhitMs.load(std::memory_order_relaxed); }
  void ponderhit() {
    if (!pondering.load()) return;  // a stray ponderhit must not stretch the budget
    ponderhitMs.store(ms_since(start), std::memory_order_relaxed);
    pondering.store(false);
  }
};

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

// Win/draw/loss per mille for a score (a logistic curve; xiangqi draws a lot).
inline void score_to_wdl(int v, int wdl[3]) {
  if (is_mate_score(v) || is_decisive(v)) {
    wdl[0] = v > 0 ? 1000 : 0, wdl[1] = 0, wdl[2] = v > 0 ? 0 : 1000;
    return;
  }
  double w = 1000.0 / (1.0 + std::exp((200.0 - v) / 90.0));
  double l = 1000.0 / (1.0 + std::exp((200.0 + v) / 90.0));
  wdl[0] = int(w + 0.5), wdl[2] = int(l + 0.5), wdl[1] = 1000 - wdl[0] - wdl[2];
}

inline void set_score(SearchInfo& info, int v) {
  if (is_mate_score(v)) {
    info.kind = ScoreKind::Mate;
    info.score = v > 0 ? (VALUE_MATE - v + 1) / 2 : -(VALUE_MATE + v) / 2;
  } else {
    info.kind = ScoreKind::Centipawns;
    info.score = v;
  }
  score_to_wdl(v, info.wdl);
}

// `go mate N` without a mate ends after this depth: the 2N-1 plies of the
// mate plus a margin for the reductions and pruning of the normal search.
inline int mate_search_depth(int mateMoves) { return std::min(2 * mateMoves - 1 + 5, MAX_PLY - 2); }

// Late move reductions by depth and move number, in plies.
struct Reductions {
  int8_t r[64][64];
  Reductions() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        r[d][m] = d && m ? int8_t(tune::LMR_BASE + std::log(d) * std::log(m) / tune::LMR_DIVISOR) : 0;
  }
  int operator()(int d, int m) const { return r[std::min(d, 63)][std::min(m, 63)]; }
};
inline const Reductions REDUCTIONS;

template <class R>
class Worker {
 public:
  using Pos = typename R::Position;  // the module's board (90-point or 8x8)
  Worker(Shared& s, int threadId, const Pos& root, std::vector<RootMove> moves)
      : rootMoves(std::move(moves)), sh(s), id(threadId), pos(root), nodes(*s.nodes[threadId]) {
    if (threadId < int(s.stats.size()) && s.stats[threadId]) stats = s.stats[threadId];
    else ownStats.reset(new SearchStats()), stats = ownStats.get();
  }

  // Iterative deepening until a limit or `stop`.
  void run();

  std::vector<RootMove> rootMoves;
  int completedDepth = 0;
  std::vector<Move> lastReportedPv;  // of the last `info ... pv` line for line 1
  // The line the search ends with, when it differs from the last one shown.
  void report_final(const std::vector<Move>& pv);

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
  static constexpr bool CHESS_BOARD = std::is_same_v<Pos, chess::Position>;
  // Correction history: xiangqi and atomic chess (Atomic Xiangqi: no gain
  // with row 13's bundle, docs/search.md; Meng unmeasured).
  static constexpr bool USES_CORRECTION = (!R::BLASTS || CHESS_BOARD) && !R::HAS_TRIS;
  // Atomic Xiangqi keeps butterfly history only: the richer statistics
  // measured -104 +- 83 there (24 games at 10k nodes), 0 +- 25 with row 13.
  static constexpr bool RICH_ORDERING = !R::BLASTS || CHESS_BOARD;
  // Singular extensions: atomic chess (measured there only).
  static constexpr bool USES_SINGULAR = CHESS_BOARD;
  int correction_index() const {
    if constexpr (CHESS_BOARD)
      return CorrectionHistory::index(pos.pieces(RED, chess::PAWN), pos.pieces(BLACK, chess::PAWN));
    else
      return CorrectionHistory::index(pos.pieces(RED, PAWN), pos.pieces(BLACK, PAWN));
  }
  // The static evaluation, from the TT entry when it holds one (the same
  // number: the evaluation depends on the placement and side only).
  static int raw_eval(const Pos& p, bool ttHit, const TTData& tte) {
    return ttHit && tte.eval != EVAL_NONE ? tte.eval : eval::evaluate<R>(p);
  }
  int corrected_eval(int raw) const {
    int v = raw;
    if constexpr (USES_CORRECTION) v += stats->correction.get(pos.side_to_move(), correction_index());
    return v;
  }
  bool stopped() const { return sh.stop.load(std::memory_order_relaxed); }
  void count_node();
  void check_time();
  int search_root(int alpha, int beta, int depth);
  template <bool PV>
  int search(int alpha, int beta, int depth, int ply, bool cutNode);
  template <bool PV>
  int qsearch(int alpha, int beta, int ply, int qply);
  int rule_value(int ply) const;
  void update_pv(int ply, Move m);
  void update_quiet_stats(int ply, Move best, int depth, const Move* quiets, int quietCount);
  void update_capture_stats(Move best, int depth, const Move* captures, int captureCount, bool bestIsCapture);
  void update_cont(int ply, PieceTo k, int bonus);
  // Marks ss[ply] as having made move m (before do_move).
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
  void report(int depth);
  void report_bound(int depth, const RootMove& rm, int alpha, int beta);

  Shared& sh;
  int id;
  Pos pos;
  std::atomic<uint64_t>& nodes;
  int timeCounter = 0;
  int selDepth = 0;
  int rootDepth = 0;
  int pvIdx = 0;
  int multiPV = 1;
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

// --- Implementation ----------------------------------------------------------

template <class R>
void Worker<R>::count_node() {
  if (stopped()) return;  // a node entered after the stop is not searched: `go nodes N` never reports N+1
  uint64_t n = nodes.load(std::memory_order_relaxed) + 1;
  nodes.store(n, std::memory_order_relaxed);
  // With one thread the node limit is exact, so `go nodes N` is reproducible.
  if (is_main() && sh.cfg.limits.nodes && sh.cfg.threads == 1 && n >= sh.cfg.limits.nodes) sh.stop = true;
  // Every thread watches the clock: with more threads than cores the main
  // one may not run for a while.
  if (++timeCounter >= (R::HAS_TRIS ? tune::TIME_CHECK_NODES_TRIS : tune::TIME_CHECK_NODES)) {
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

template <class R>
void Worker<R>::run() {
  multiPV = std::min<int>(sh.cfg.multiPV, int(rootMoves.size()));
  if (!is_main()) multiPV = 1;
  int maxDepth = sh.cfg.limits.depth > 0 ? std::min(sh.cfg.limits.depth, MAX_PLY - 2) : MAX_PLY - 2;
  if (sh.cfg.limits.mate > 0) maxDepth = std::min(maxDepth, mate_search_depth(sh.cfg.limits.mate));
  int lastBestScore = -VALUE_INFINITE;
  Move lastBestMove;
  for (Stack& s : stackBuf) s.contHist = stats->cont.row(NO_PIECE, Square(0));
  for (rootDepth = 1; rootDepth <= maxDepth && !stopped(); ++rootDepth) {
    // Lazy SMP: helpers skip some depths so the threads spread out.
    if (!is_main() && rootDepth > 1 && (rootDepth + id) % 4 == 0) continue;
    for (auto& rm : rootMoves) rm.previousScore = rm.score;
    bestMoveChanges *= 0.5;

    for (pvIdx = 0; pvIdx < multiPV && !stopped(); ++pvIdx) {
      selDepth = 0;
      int prev = rootMoves[pvIdx].previousScore;
      int delta = tune::ASPIRATION_DELTA + std::abs(prev) / 20;
      int alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
      if (rootDepth >= tune::ASPIRATION_MIN_DEPTH && prev > -VALUE_INFINITE && !is_decisive(prev)) {
        alpha = std::max(prev - delta, -VALUE_INFINITE);
        beta = std::min(prev + delta, VALUE_INFINITE);
      }
      while (true) {
        int v = search_root(alpha, beta, rootDepth);
        // Stopped mid-iteration: moves this call did not reach keep scores of
        // the previous depth; they must not overtake the ones searched now.
        if (stopped())
          for (int i = pvIdx + std::max(rootSearched, 1); i < int(rootMoves.size()); ++i)
            rootMoves[i].score = -VALUE_INFINITE;
        std::stable_sort(rootMoves.begin() + pvIdx, rootMoves.end());
        if (stopped()) break;
        if (v <= alpha) {
          if (is_main() && ms_since(sh.start) > tune::CURRMOVE_AFTER_MS)
            report_bound(rootDepth, rootMoves[pvIdx], alpha, beta);
          beta = (alpha + beta) / 2;
          alpha = std::max(v - delta, -VALUE_INFINITE);
        } else if (v >= beta) {
          if (is_main() && ms_since(sh.start) > tune::CURRMOVE_AFTER_MS)
            report_bound(rootDepth, rootMoves[pvIdx], alpha, beta);
          beta = std::min(v + delta, VALUE_INFINITE);
        } else {
          break;
        }
        delta += delta / 2 + 5;
        if (delta > 1000) alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
      }
      std::stable_sort(rootMoves.begin(), rootMoves.begin() + pvIdx + 1);
    }
    if (stopped()) break;
    completedDepth = rootDepth;
    if (!is_main()) continue;
    // The root is not stored by the tree search; `probe` and the next
    // search in this position read it from here.
    sh.tt.store(pos.key(), rootMoves[0].move, value_to_tt(rootMoves[0].score, 0), rootDepth,
                rootMoves[0].lowerbound ? BOUND_LOWER : rootMoves[0].upperbound ? BOUND_UPPER : BOUND_EXACT);
    report(rootDepth);

    const RootMove& best = rootMoves[0];
    if (best.move != lastBestMove) bestMoveChanges += 1;
    // `go mate N`: a mate in N moves or fewer is proven.
    if (sh.cfg.limits.mate && best.score >= mate_in(2 * sh.cfg.limits.mate)) sh.stop = true;
    if (sh.budget.limited && !sh.pondering.load()) {
      double scale = std::min(2.5, 0.7 + 0.6 * bestMoveChanges);
      if (lastBestScore > -VALUE_INFINITE && best.score < lastBestScore - 25) scale *= 1.3;
      if (rootMoves.size() == 1) scale = 0.125;
      if (sh.budget_elapsed() >= int64_t(sh.budget.optimum * scale)) sh.stop = true;
    }
    lastBestScore = best.score;
    lastBestMove = best.move;
  }
}

template <class R>
int Worker<R>::search_root(int alpha, int beta, int depth) {
  int bestValue = -VALUE_INFINITE;
  const bool inCheck = R::in_check(pos);
  pvLen[0] = 0;
  rootSearched = 0;
  for (int i = pvIdx; i < int(rootMoves.size()); ++i) {
    RootMove& rm = rootMoves[i];
    Move m = rm.move;
    int moveCount = i - pvIdx + 1;
    if (is_main() && ms_since(sh.start) > tune::CURRMOVE_AFTER_MS && sh.onInfo) {
      SearchInfo info;
      info.depth = depth;
      info.currMove = move_text<R>(m, sh.cfg.rankBase);
      info.currMoveNumber = i + 1;
      sh.onInfo(info);
    }
    bool capture = takes_material<R>(pos, m);
    set_move(0, m);
    R::do_move(pos, m);
    bool givesCheck = R::in_check(pos);
    int newDepth = depth - 1 + (givesCheck ? 1 : 0);
    int v;
    if (moveCount == 1) {
      v = -search<true>(-beta, -alpha, newDepth, 1, false);
    } else {
      int d = newDepth;
      if (depth >= tune::LMR_MIN_DEPTH && moveCount > 3 && !capture && !givesCheck && !inCheck)
        d = std::max(1, newDepth - REDUCTIONS(depth, moveCount) / 2);
      v = -search<false>(-(alpha + 1), -alpha, d, 1, true);
      if (v > alpha && d < newDepth) v = -search<false>(-(alpha + 1), -alpha, newDepth, 1, true);
      if (v > alpha && v < beta) v = -search<true>(-beta, -alpha, newDepth, 1, false);
    }
    R::undo_move(pos, m);
    if (stopped()) break;
    ++rootSearched;

    if (moveCount == 1 || v > alpha) {
      rm.score = v;
      rm.selDepth = selDepth;
      rm.lowerbound = v >= beta;
      rm.upperbound = v <= alpha;
      rm.pv.assign(1, m);
      for (int k = 0; k < pvLen[1]; ++k) rm.pv.push_back(pvTable[1][k]);
      if (moveCount > 1 && is_main()) bestMoveChanges += 1;
    } else {
      rm.score = -VALUE_INFINITE;
    }
    if (v > bestValue) {
      bestValue = v;
      if (v > alpha) {
        if (v >= beta) break;
        alpha = v;
      }
    }
  }
  return bestValue;
}

template <class R>
template <bool PV>
int Worker<R>::search(int alpha, int beta, int depth, int ply, bool cutNode) {
  if (depth <= 0) return qsearch<PV>(alpha, beta, ply, 0);
  pvLen[ply] = 0;
  count_node();
  if (stopped()) return 0;
  if constexpr (PV) selDepth = std::max(selDepth, ply + 1);

  // Step 7: results by rule.
  if (R::king_lost(pos)) return mated_in(ply);
  if (int v = rule_value(ply); v != VALUE_NONE) return v;
  const bool inCheck = R::in_check(pos);
  if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : eval::evaluate<R>(pos);

  // Mate distance pruning: no line from here beats a shorter mate found.
  alpha = std::max(mated_in(ply), alpha);
  beta = std::min(mate_in(ply + 1), beta);
  if (alpha >= beta) return alpha;

  // Transposition table.
  const Move excluded = ss[ply].excluded;
  const uint64_t key = pos.key();
  TTData tte;
  bool ttHit = sh.tt.probe(key, tte);
  int ttValue = ttHit ? value_from_tt(tte.score, ply) : VALUE_NONE;
  Move ttMove = ttHit ? tte.move : Move::none();
  if (!PV && !excluded.is_ok() && ttHit && tte.depth >= depth &&
      (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)))
    return ttValue;

  // Static evaluation and the pruning it allows.
  int staticEval = VALUE_NONE, rawEval = EVAL_NONE;
  bool improving = false;
  if (!inCheck) {
    rawEval = raw_eval(pos, ttHit, tte);
    staticEval = std::clamp(corrected_eval(rawEval), -VALUE_KNOWN_WIN_LIMIT + 1, VALUE_KNOWN_WIN_LIMIT - 1);
    improving = ss[ply - 2].staticEval != VALUE_NONE && staticEval > ss[ply - 2].staticEval;
  }
  ss[ply].staticEval = staticEval;
  ss[ply + 1].killers[0] = ss[ply + 1].killers[1] = Move::none();

  if (!PV && !inCheck && !excluded.is_ok()) {
    // Reverse futility: far above beta with little depth left.
    if (depth <= tune::RFP_MAX_DEPTH && !is_decisive(beta) &&
        staticEval - tune::RFP_MARGIN * (depth - improving) >= beta)
      return staticEval;

    // Null move: passing still holds beta, so a real move will too. Not
    // with little material, where zugzwang-like positions are common.
    if (depth >= tune::NMP_MIN_DEPTH && ss[ply - 1].move.is_ok() && staticEval >= beta &&
        !is_decisive(beta) &&
        eval::non_pawn_material<R>(pos, pos.side_to_move()) >= tune::NMP_MIN_MATERIAL) {
      int r = tune::NMP_BASE_REDUCTION + depth / tune::NMP_DEPTH_DIVISOR +
              std::min((staticEval - beta) / 200, 3);
      set_null_move(ply);
      R::do_null_move(pos);
      int v = -search<false>(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
      R::undo_null_move(pos);
      if (stopped()) return 0;
      if (v >= beta) return is_decisive(v) ? beta : v;
    }
  }

  // ProbCut (xiangqi): a capture whose exchange clears beta by a margin and
  // whose reduced search still holds it will hold at full depth as well.
  if constexpr (USES_SEE<R>) {
    const int probBeta = beta + tune::PROBCUT_MARGIN;
    if (!PV && !inCheck && !excluded.is_ok() && depth >= tune::PROBCUT_MIN_DEPTH && !is_decisive(beta) &&
        !(ttHit && tte.depth >= depth - 3 && ttValue != VALUE_NONE && ttValue < probBeta)) {
      MovePicker<R> cp(pos, pickers[ply], ttMove, false);  // captures only
      for (Move m; (m = cp.next()).is_ok();) {
        if (!takes_material<R>(pos, m) || see(pos, m) < probBeta - staticEval) continue;
        set_move(ply, m);
        R::do_move(pos, m);
        sh.tt.prefetch(pos.key());
        int v = -qsearch<false>(-probBeta, -probBeta + 1, ply + 1, 0);
        if (v >= probBeta) v = -search<false>(-probBeta, -probBeta + 1, depth - 4, ply + 1, !cutNode);
        R::undo_move(pos, m);
        if (stopped()) return 0;
        if (v >= probBeta) {
          sh.tt.store(key, m, value_to_tt(v, ply), depth - 3, BOUND_LOWER, rawEval);
          return v;
        }
      }
    }
  }

  // Internal iterative reduction: without a hash move this node is new.
  if (!ttMove.is_ok() && depth >= tune::IIR_MIN_DEPTH && (PV || cutNode)) --depth;

  OrderingContext ctx;
  ctx.killers = ss[ply].killers;
  ctx.history = &stats->main;
  if constexpr (RICH_ORDERING) {
    ctx.captureHistory = &stats->capture;
    ctx.cont[0] = ss[ply - 1].contHist;
    ctx.cont[1] = ss[ply - 2].contHist;
    if (ss[ply - 1].move.is_ok()) ctx.counter = stats->counter.m[ss[ply - 1].moved.pc][ss[ply - 1].moved.to];
  }
  MovePicker<R> mp(pos, excluded.is_ok() ? singularPickers[ply] : pickers[ply], ttMove, ctx);
  // Mate loses; stalemate loses on the xiangqi boards and draws in chess.
  if (mp.empty()) return stalemate_draws<R>() && !inCheck ? VALUE_DRAW : mated_in(ply);

  int bestValue = -VALUE_INFINITE, moveCount = 0, quietCount = 0, captureCount = 0;
  Move bestMove, quiets[64], captures[32];
  const int origAlpha = alpha;
  const Color us = pos.side_to_move();
  for (Move m; (m = mp.next()).is_ok();) {
    if (m == excluded) continue;
    ++moveCount;
    bool capture = takes_material<R>(pos, m);
    // Static exchange pruning applies (xiangqi, shallow non-PV nodes).
    bool seeKnown = false;
    if constexpr (USES_SEE<R>)
      seeKnown = !PV && !inCheck && depth <= tune::SEE_MAX_DEPTH && moveCount > 1 && bestValue > VALUE_MATED_IN_MAX_PLY;
    // Shallow pruning of quiet moves that neither give nor escape check
    // (late move pruning, futility), and of moves that give no check and
    // lose material by static exchange (taken before the move is made).
    auto quietPruned = [&] {
      if (PV || capture || inCheck || bestValue <= VALUE_MATED_IN_MAX_PLY) return false;
      if (depth <= tune::LMP_MAX_DEPTH &&
          moveCount > (tune::LMP_BASE + depth * depth) * (1 + improving) / (1 + !improving) + 1)
        return true;
      return depth <= tune::FUTILITY_MAX_DEPTH && moveCount > 1 &&
             staticEval + tune::FUTILITY_BASE + tune::FUTILITY_PER_DEPTH * depth <= alpha;
    };
    auto seeLoses = [&](int seeValue) {
      return seeKnown &&
             seeValue < -(capture ? tune::SEE_CAPTURE_MARGIN * depth : tune::SEE_QUIET_MARGIN * depth * depth);
    };
    auto seeOf = [&] {
      if constexpr (USES_SEE<R>) return !seeKnown ? 0 : capture ? mp.last_see() : see(pos, m);
      else return 0;
    };
    const bool qp = quietPruned();
    set_move(ply, m);
    // A move that certainly gives no check is judged before it is made:
    // most pruned moves are never made.
    bool checkKnown = false;
    if constexpr (requires { R::may_give_check(pos, m); }) {
      checkKnown = !R::may_give_check(pos, m);
      if (checkKnown && (qp || seeLoses(seeOf()))) continue;
    }
    const int seeValue = checkKnown || qp ? 0 : seeOf();  // before the move: it reads the board
    // Singular extension: when every other move fails well below the hash
    // move's score, the hash move is searched one ply deeper; when another
    // move also clears beta, the node is cut (multi-cut).
    int singularExt = 0;
    if constexpr (USES_SINGULAR) {
      if (m == ttMove && !excluded.is_ok() && depth >= tune::SINGULAR_MIN_DEPTH && ply < 2 * rootDepth &&
          (tte.bound & BOUND_LOWER) && tte.depth >= depth - 3 && !is_decisive(ttValue)) {
        const int singularBeta = ttValue - tune::SINGULAR_MARGIN * depth;
        ss[ply].excluded = m;
        int v = search<false>(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
        ss[ply].excluded = Move::none();
        if (stopped()) return 0;
        if (v < singularBeta) singularExt = 1;
        else if (singularBeta >= beta) return singularBeta;
        else if (ttValue >= beta) singularExt = -1;
        set_move(ply, m);  // the test search made other moves from this ply
      }
    }
    int statScore = 0;  // quiet move statistics, for the reduction
    if (!capture) {
      const PieceTo k = ss[ply].moved;
      if constexpr (!RICH_ORDERING)
        statScore = stats->main.get(us, m) * tune::LMR_STAT_DIVISOR / tune::LMR_HISTORY_DIVISOR;
      else
        statScore = stats->main.get(us, m) + ss[ply - 1].contHist->get(k.pc, k.to) +
                    ss[ply - 2].contHist->get(k.pc, k.to);
    }
    R::do_move(pos, m);
    sh.tt.prefetch(pos.key());
    bool givesCheck = R::in_check(pos);
    if (!checkKnown && !givesCheck && (qp || seeLoses(seeValue))) {
      R::undo_move(pos, m);
      continue;
    }

    int extension = singularExt ? singularExt : givesCheck && ply < tune::CHECK_EXTENSION_PLY_FACTOR * rootDepth ? 1 : 0;
    int newDepth = depth - 1 + extension;
    int v;
    if (depth >= tune::LMR_MIN_DEPTH && moveCount > 1 + PV && !capture && !givesCheck && !inCheck) {
      int r = REDUCTIONS(depth, moveCount);
      r += !PV + cutNode - improving;
      if (m == ss[ply].killers[0] || m == ss[ply].killers[1]) --r;
      r -= statScore / tune::LMR_STAT_DIVISOR;
      int d = std::clamp(newDepth - r, 1, newDepth);
      v = -search<false>(-(alpha + 1), -alpha, d, ply + 1, true);
      if (v > alpha && d < newDepth) v = -search<false>(-(alpha + 1), -alpha, newDepth, ply + 1, !cutNode);
    } else if (!PV || moveCount > 1) {
      v = -search<false>(-(alpha + 1), -alpha, newDepth, ply + 1, !cutNode);
    } else {
      v = alpha + 1;  // the first move of a PV node gets the full window below
    }
    if (PV && (moveCount == 1 || (v > alpha && v < beta))) {
      pvLen[ply + 1] = 0;
      v = -search<true>(-beta, -alpha, newDepth, ply + 1, false);
    }
    R::undo_move(pos, m);
    if (stopped()) return 0;

    if (v > bestValue) {
      bestValue = v;
      if (v > alpha) {
        bestMove = m;
        if constexpr (PV) update_pv(ply, m);
        if (v >= beta) break;
        alpha = v;
      }
    }
    if (m != bestMove) {
      if (!capture && quietCount < 64) quiets[quietCount++] = m;
      else if (capture && captureCount < 32) captures[captureCount++] = m;
    }
  }
  if (moveCount == 0 || bestValue == -VALUE_INFINITE) return alpha;  // every move pruned

  if (bestValue >= beta && bestMove.is_ok()) {
    bool bestIsCapture = takes_material<R>(pos, bestMove);
    if (!bestIsCapture) update_quiet_stats(ply, bestMove, depth, quiets, quietCount);
    update_capture_stats(bestMove, depth, captures, captureCount, bestIsCapture);
  }

  Bound b = bestValue >= beta ? BOUND_LOWER : PV && bestValue > origAlpha ? BOUND_EXACT : BOUND_UPPER;
  if (excluded.is_ok()) return bestValue;  // a singular test: neither stored nor learnt from
  // Correction history learns from quiet results that contradict the static
  // evaluation in the direction the bound allows.
  if constexpr (USES_CORRECTION) {
    if (!inCheck && staticEval != VALUE_NONE && !is_decisive(bestValue) &&
        !(bestMove.is_ok() && takes_material<R>(pos, bestMove)) &&
        !(b == BOUND_LOWER && bestValue <= staticEval) && !(b == BOUND_UPPER && bestValue >= staticEval)) {
      int bonus = std::clamp((bestValue - staticEval) * depth, -tune::CORRECTION_MAX / 4, tune::CORRECTION_MAX / 4);
      stats->correction.update(pos.side_to_move(), correction_index(), bonus);
    }
  }
  sh.tt.store(key, bestMove, value_to_tt(bestValue, ply), depth, b, rawEval);
  return bestValue;
}

template <class R>
template <bool PV>
int Worker<R>::qsearch(int alpha, int beta, int ply, int qply) {
  pvLen[ply] = 0;
  count_node();
  if (stopped()) return 0;
  if constexpr (PV) selDepth = std::max(selDepth, ply + 1);
  if (R::king_lost(pos)) return mated_in(ply);
  if (int v = rule_value(ply); v != VALUE_NONE) return v;
  const bool inCheck = R::in_check(pos);
  if (ply >= MAX_PLY - 1 || (inCheck && qply > tune::QS_MAX_PLY_IN_CHECK))
    return inCheck ? VALUE_DRAW : eval::evaluate<R>(pos);

  const uint64_t key = pos.key();
  TTData tte;
  bool ttHit = sh.tt.probe(key, tte);
  int ttValue = ttHit ? value_from_tt(tte.score, ply) : VALUE_NONE;
  if (!PV && ttHit && (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER))) return ttValue;

  int bestValue = -VALUE_INFINITE, standPat = VALUE_NONE, rawEval = EVAL_NONE;
  if (!inCheck) {
    rawEval = raw_eval(pos, ttHit, tte);
    standPat = std::clamp(corrected_eval(rawEval), -VALUE_KNOWN_WIN_LIMIT + 1, VALUE_KNOWN_WIN_LIMIT - 1);
    if (standPat >= beta) return standPat;
    alpha = std::max(alpha, standPat);
    bestValue = standPat;
  }

  MovePicker<R> mp(pos, pickers[ply], ttHit ? tte.move : Move::none(), inCheck);
  if (inCheck && mp.empty()) return mated_in(ply);
  Move bestMove;
  for (Move m; (m = mp.next()).is_ok();) {
    if (!inCheck) {
      int worth = mp.last_worth();
      // Delta pruning: even winning this much cannot reach alpha.
      if (standPat + worth + tune::QS_DELTA_MARGIN <= alpha && worth < VALUE_KNOWN_WIN_LIMIT) continue;
      // A capture that loses material on the spot.
      if (mp.last_losing()) continue;
    }
    set_move(ply, m);
    R::do_move(pos, m);
    sh.tt.prefetch(pos.key());
    int v = -qsearch<PV>(-beta, -alpha, ply + 1, qply + 1);
    R::undo_move(pos, m);
    if (stopped()) return 0;
    if (v > bestValue) {
      bestValue = v;
      if (v > alpha) {
        bestMove = m;
        if constexpr (PV) update_pv(ply, m);
        if (v >= beta) break;
        alpha = v;
      }
    }
  }
  if (bestValue == -VALUE_INFINITE) return alpha;
  sh.tt.store(key, bestMove, value_to_tt(bestValue, ply), 0, bestValue >= beta ? BOUND_LOWER : BOUND_UPPER,
              rawEval);
  return bestValue;
}

template <class R>
void Worker<R>::report(int depth) {
  if (!sh.onInfo) return;
  uint64_t n = sh.total_nodes();
  int64_t ms = ms_since(sh.start);
  int hashfull = sh.tt.hashfull();
  for (int i = 0; i < multiPV; ++i) {
    const RootMove& rm = rootMoves[i];
    if (rm.score == -VALUE_INFINITE) continue;
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(rm.selDepth, depth);
    info.multipv = i + 1;
    set_score(info, rm.score);
    info.lowerbound = rm.lowerbound;
    info.upperbound = rm.upperbound;
    info.nodes = n;
    info.nps = ms > 0 ? n * 1000 / uint64_t(ms) : n * 1000;
    info.hashfull = hashfull;
    info.timeMs = ms;
    for (Move m : rm.pv) info.pv.push_back(move_text<R>(m, sh.cfg.rankBase));
    if (i == 0) lastReportedPv = rm.pv;
    sh.onInfo(info);
  }
}

template <class R>
void Worker<R>::report_final(const std::vector<Move>& pv) {
  const RootMove& rm = rootMoves[0];
  int score = rm.score != -VALUE_INFINITE ? rm.score : rm.previousScore;
  if (!sh.onInfo || score == -VALUE_INFINITE || pv == lastReportedPv) return;
  SearchInfo info;
  info.depth = std::max(completedDepth, 1);
  info.seldepth = std::max(rm.selDepth, info.depth);
  set_score(info, score);
  info.lowerbound = rm.score != -VALUE_INFINITE && rm.lowerbound;
  info.upperbound = rm.score != -VALUE_INFINITE && rm.upperbound;
  info.nodes = sh.total_nodes();
  info.timeMs = ms_since(sh.start);
  info.nps = info.timeMs > 0 ? info.nodes * 1000 / uint64_t(info.timeMs) : info.nodes * 1000;
  info.hashfull = sh.tt.hashfull();
  for (Move m : pv) info.pv.push_back(move_text<R>(m, sh.cfg.rankBase));
  lastReportedPv = pv;
  sh.onInfo(info);
}

template <class R>
void Worker<R>::report_bound(int depth, const RootMove& rm, int alpha, int beta) {
  if (!sh.onInfo) return;
  SearchInfo info;
  info.depth = depth;
  info.seldepth = std::max(rm.selDepth, depth);
  info.multipv = pvIdx + 1;
  set_score(info, rm.score);
  info.lowerbound = rm.score >= beta;
  info.upperbound = rm.score <= alpha;
  info.nodes = sh.total_nodes();
  info.timeMs = ms_since(sh.start);
  info.nps = info.timeMs > 0 ? info.nodes * 1000 / uint64_t(info.timeMs) : 0;
  info.hashfull = sh.tt.hashfull();
  for (Move m : rm.pv) info.pv.push_back(move_text<R>(m, sh.cfg.rankBase));
  if (pvIdx == 0) lastReportedPv = rm.pv;
  sh.onInfo(info);
}

// The legal root moves after banned moves and `searchmoves` (text) are
// applied. searchmoves that match nothing legal are ignored as a whole.
template <class R>
std::vector<RootMove> root_moves(const typename R::Position& pos, const SearchConfig& cfg) {
  std::vector<RootMove> out;
  if (R::king_lost(pos)) return out;
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  std::vector<Move> only;
  for (const auto& text : cfg.limits.searchMoves)
    if (Move m = find_legal_move<R>(pos, text, cfg.rankBase); m.is_ok()) only.push_back(m);
  for (Move m : list) {
    if (std::find(cfg.banned.begin(), cfg.banned.end(), m) != cfg.banned.end()) continue;
    if (!only.empty() && std::find(only.begin(), only.end(), m) == only.end()) continue;
    out.emplace_back(m);
  }
  return out;
}

// One whole `go`: starts the helpers, searches on the calling thread, waits
// for stop/ponderhit when required, and reports the best move once.
template <class R>
SearchResult run_search(Shared& sh, const typename R::Position& root) {
  const SearchConfig& cfg = sh.cfg;
  sh.tt.new_search();
  std::vector<RootMove> moves = root_moves<R>(root, cfg);
  SearchResult result;
  int threads = std::max(1, cfg.threads);
  if (sh.budget.limited && sh.budget.maximum < tune::SINGLE_THREAD_BELOW_MS) threads = 1;
  result.threads = threads;
  sh.nodes.clear();
  for (int i = 0; i < threads; ++i) sh.nodes.push_back(std::make_unique<std::atomic<uint64_t>>(0));

  std::vector<std::unique_ptr<Worker<R>>> workers;
  std::vector<std::thread> helpers;
  if (!moves.empty()) {
    for (int i = 0; i < threads; ++i) workers.push_back(std::make_unique<Worker<R>>(sh, i, root, moves));
    try {
      for (int i = 1; i < threads; ++i) helpers.emplace_back([w = workers[i].get()] { w->run(); });
    } catch (const std::system_error&) {}  // out of threads: search with those started
    workers[0]->run();
  } else if (sh.onInfo) {
    SearchInfo info;  // no legal move: report the lost position once
    set_score(info, mated_in(0));
    sh.onInfo(info);
  }
  // UCI: in infinite or ponder mode the best move waits for stop/ponderhit.
  while (!sh.stop.load() && (cfg.limits.infinite || sh.pondering.load()))
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  sh.stop = true;
  for (auto& t : helpers) t.join();
  if (moves.empty()) return result;

  const RootMove& best = workers[0]->rootMoves[0];
  result.bestMove = move_text<R>(best.move, cfg.rankBase);
  std::vector<Move> pv = best.pv;
  if (pv.size() == 1) {
    // Ask the hash for a reply to ponder on.
    typename R::Position p = root;
    R::do_move(p, best.move);
    TTData tte;
    if (!R::king_lost(p) && sh.tt.probe(p.key(), tte) && tte.move.is_ok()) {
      typename R::MoveList list;
      R::template generate<LEGAL>(p, list);
      if (list.contains(tte.move)) pv.push_back(tte.move);
    }
  }
  if (pv.size() > 1) result.ponderMove = move_text<R>(pv[1], cfg.rankBase);
  // The GUI's last line must be the one played: best move first, ponder move second.
  workers[0]->report_final(pv);
  int score = best.score;
  if (workers[0]->completedDepth > 0) {
    result.offerDraw = cfg.limits.drawOffered && score < -30;
    result.resign = score <= -VALUE_KNOWN_WIN_LIMIT;  // mated or losing by perpetual check
  }
  return result;
}

}  // namespace pili::search
