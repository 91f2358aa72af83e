// What the searcher tells the engine: scores as centipawns or mate distance
// with a win/draw/loss estimate, and the reports of completed iterations,
// failed aspiration bounds, the move being searched and the final line.
// Moves stay moves: the engine facade writes them as text.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "worker.h"

namespace pili::search {

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

template <class R>
void Worker<R>::report(int depth) {
  if (!sh.onReport) return;
  uint64_t n = sh.total_nodes();
  int64_t ms = ms_since(sh.start);
  int hashfull = sh.tt.hashfull();
  for (int i = 0; i < multiPV; ++i) {
    const RootMove& rm = rootMoves[i];
    if (rm.score == -VALUE_INFINITE) continue;
    Report r;
    SearchInfo& info = r.info;
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
    r.pv = rm.pv;
    if (i == 0) lastReportedPv = rm.pv;
    sh.onReport(r);
  }
}

template <class R>
void Worker<R>::report_final(const std::vector<Move>& pv) {
  const RootMove& rm = rootMoves[0];
  int score = rm.score != -VALUE_INFINITE ? rm.score : rm.previousScore;
  if (!sh.onReport || score == -VALUE_INFINITE || pv == lastReportedPv) return;
  Report r;
  SearchInfo& info = r.info;
  info.depth = std::max(completedDepth, 1);
  info.seldepth = std::max(rm.selDepth, info.depth);
  set_score(info, score);
  info.lowerbound = rm.score != -VALUE_INFINITE && rm.lowerbound;
  info.upperbound = rm.score != -VALUE_INFINITE && rm.upperbound;
  info.nodes = sh.total_nodes();
  info.timeMs = ms_since(sh.start);
  info.nps = info.timeMs > 0 ? info.nodes * 1000 / uint64_t(info.timeMs) : info.nodes * 1000;
  info.hashfull = sh.tt.hashfull();
  r.pv = pv;
  lastReportedPv = pv;
  sh.onReport(r);
}

template <class R>
void Worker<R>::report_bound(int depth, const RootMove& rm, int alpha, int beta) {
  if (!sh.onReport) return;
  Report r;
  SearchInfo& info = r.info;
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
  r.pv = rm.pv;
  if (pvIdx == 0) lastReportedPv = rm.pv;
  sh.onReport(r);
}

template <class R>
void Worker<R>::report_currmove(int depth, Move m, int number) {
  Report r;
  r.info.depth = depth;
  r.info.currMoveNumber = number;
  r.currMove = m;
  sh.onReport(r);
}

}  // namespace pili::search
