// Quiescence: at the horizon, stand pat or try the captures that can still
// change the score (Atomic: by the worth of the whole blast); in check every
// evasion, up to a few plies deep.
#pragma once

#include "worker.h"

namespace pili::search {

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
    return inCheck ? VALUE_DRAW : evaluate();

  const uint64_t key = pos.key();
  TTData tte;
  bool ttHit = sh.tt.probe(key, tte);
  int ttValue = ttHit ? value_from_tt(tte.score, ply) : VALUE_NONE;
  if (!PV && ttHit && (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER))) return ttValue;

  int bestValue = -VALUE_INFINITE, standPat = VALUE_NONE, rawEval = EVAL_NONE;
  if (!inCheck) {
    rawEval = raw_eval(ttHit, tte);
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
    make_move(m);
    int v = -qsearch<PV>(-beta, -alpha, ply + 1, qply + 1);
    unmake_move(m);
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

}  // namespace pili::search
