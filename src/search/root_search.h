// The root: iterative deepening with aspiration windows and MultiPV lines
// (`Worker::run`), the root move loop (`search_root`) over a list built once
// per search, and the time and mate decisions taken between iterations.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "worker.h"

namespace pili::search {

// `go mate N` without a mate ends after this depth: the 2N-1 plies of the
// mate plus a margin for the reductions and pruning of the normal search.
inline int mate_search_depth(int mateMoves) { return std::min(2 * mateMoves - 1 + 5, MAX_PLY - 2); }

// The legal root moves less the banned ones and, when any is given, only the
// `searchmoves` (the facade passes only those it found legal).
template <class R>
std::vector<RootMove> root_moves(const typename R::Position& pos, const SearchConfig& cfg) {
  std::vector<RootMove> out;
  if (R::king_lost(pos)) return out;
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  const std::vector<Move>& only = cfg.searchMoves;
  for (Move m : list) {
    if (std::find(cfg.banned.begin(), cfg.banned.end(), m) != cfg.banned.end()) continue;
    if (!only.empty() && std::find(only.begin(), only.end(), m) == only.end()) continue;
    out.emplace_back(m);
  }
  return out;
}

template <class R>
void Worker<R>::run() {
  multiPV = std::min<int>(sh.cfg.multiPV, int(rootMoves.size()));
  if (!is_main()) multiPV = 1;
  int maxDepth = sh.cfg.limits.depth > 0 ? std::min(sh.cfg.limits.depth, MAX_PLY - 2) : MAX_PLY - 2;
  if (sh.cfg.limits.mate > 0) maxDepth = std::min(maxDepth, mate_search_depth(sh.cfg.limits.mate));
  int lastBestScore = -VALUE_INFINITE;
  Move lastBestMove;
  reset_eval();
  for (Stack& s : stackBuf) s.contHist = stats->cont.row(NO_PIECE, Square(0));
  for (rootDepth = 1; rootDepth <= maxDepth && !stopped(); ++rootDepth) {
    // Lazy SMP: helpers skip some depths so the threads spread out.
    if (!is_main() && rootDepth > 1 && (rootDepth + id) % 4 == 0) continue;
    for (auto& rm : rootMoves) rm.previousScore = rm.score;
    bestMoveChanges *= 0.5;

    for (pvIdx = 0; pvIdx < multiPV && !stopped(); ++pvIdx) {
      // Aspiration window around the previous score, widened on each fail.
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
    if (sh.cfg.choice.active()) {
      choiceLines.clear();
      choicePvs.clear();
      for (int i = 0; i < multiPV; ++i) {
        choiceLines.push_back({rootMoves[i].move, rootMoves[i].score});
        choicePvs.push_back(rootMoves[i].pv);
      }
    }
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

// The root move loop: the first move gets the full window, later ones a null
// window (reduced when quiet and late) and a re-search when they beat alpha.
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
    if (is_main() && ms_since(sh.start) > tune::CURRMOVE_AFTER_MS && sh.onReport) report_currmove(depth, m, i + 1);
    bool capture = takes_material<R>(pos, m);
    set_move(0, m);
    make_move(m);
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
    unmake_move(m);
    if (stopped()) break;
    ++rootSearched;

    // A move searched to the end above alpha takes its score and PV; the
    // others fall to -infinity, so a stop keeps the last iteration's best.
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

// Made on the worker's own board, back at the root once the search is over.
template <class R>
Move Worker<R>::ponder_reply(Move best) {
  Move reply = Move::none();
  make_move(best);
  TTData tte;
  if (!R::king_lost(pos) && sh.tt.probe(pos.key(), tte) && tte.move.is_ok()) {
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    if (list.contains(tte.move)) reply = tte.move;
  }
  unmake_move(best);
  return reply;
}

}  // namespace pili::search
