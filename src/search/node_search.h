// The node search: principal variation search over the lock-free
// transposition table, in numbered steps run in this order at every node
// below the root.
#pragma once

#include "worker.h"

namespace pili::search {

template <class R>
template <bool PV>
int Worker<R>::search(int alpha, int beta, int depth, int ply, bool cutNode) {
  // Step 1. Horizon: with no depth left only captures and evasions can change the score.
  if (depth <= 0) return qsearch<PV>(alpha, beta, ply, 0);
  // Step 1b. Chance node (Jieqi): the last move turned a covered piece over;
  // its identities are searched one by one (chance_node.h). Not in
  // quiescence, where the piece stays covered, worth its pool's average.
  if (awaits_reveal(ply)) return chance_search<PV>(alpha, beta, depth, ply, cutNode);

  // Step 2. Node start: the node, stop and time limits are checked at every node.
  pvLen[ply] = 0;
  count_node();
  if (stopped()) return 0;
  if constexpr (PV) selDepth = std::max(selDepth, ply + 1);

  // Step 3. Results by rule: a lost general, a repetition judged by the AXF
  // law or the no-capture limit ends the game here, whatever the evaluation says.
  if (R::king_lost(pos)) return mated_in(ply);
  if (int v = rule_value(ply); v != VALUE_NONE) return v;
  const bool inCheck = R::in_check(pos);
  if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : evaluate();

  // Step 4. Mate distance pruning: no line from here beats a shorter mate found.
  alpha = std::max(mated_in(ply), alpha);
  beta = std::min(mate_in(ply + 1), beta);
  if (alpha >= beta) return alpha;

  // Step 4b. Endgame tablebases (the variants whose profile has them): a won
  // or lost position ends the line with its result. Draws are searched on:
  // the tables do not apply the chase rule, which may decide them (docs/egtb.md).
  if constexpr (R::PROFILE.tablebases)
    if (sh.cfg.tablebases && popcount(pos.pieces()) <= sh.cfg.tablebases->max_pieces()) {
      egtb::ProbeResult r = egtb::probe_position(*sh.cfg.tablebases, pos);
      if (r.found && r.wdl != egtb::WDL_DRAW) return r.wdl == egtb::WDL_WIN ? VALUE_TB_WIN - ply : -VALUE_TB_WIN + ply;
    }

  // Step 5. Transposition table: a deep enough entry with a usable bound answers a non-PV node.
  const Move excluded = ss[ply].excluded;
  const uint64_t key = pos.key();
  TTData tte;
  bool ttHit = sh.tt.probe(key, tte);
  int ttValue = ttHit ? value_from_tt(tte.score, ply) : VALUE_NONE;
  Move ttMove = ttHit ? tte.move : Move::none();
  if (!PV && !excluded.is_ok() && ttHit && tte.depth >= depth &&
      (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)))
    return ttValue;

  // Step 6. Static evaluation (plus the correction history in xiangqi and
  // atomic chess): the base of the pruning and reductions below.
  int staticEval = VALUE_NONE, rawEval = EVAL_NONE;
  bool improving = false;
  if (!inCheck) {
    rawEval = raw_eval(ttHit, tte);
    staticEval = std::clamp(corrected_eval(rawEval), -VALUE_KNOWN_WIN_LIMIT + 1, VALUE_KNOWN_WIN_LIMIT - 1);
    improving = ss[ply - 2].staticEval != VALUE_NONE && staticEval > ss[ply - 2].staticEval;
  }
  ss[ply].staticEval = staticEval;
  ss[ply + 1].killers[0] = ss[ply + 1].killers[1] = Move::none();

  if (!PV && !inCheck && !excluded.is_ok()) {
    // Step 7. Reverse futility pruning: far above beta with little depth left.
    if (depth <= tune::RFP_MAX_DEPTH && !is_decisive(beta) &&
        staticEval - tune::RFP_MARGIN * (depth - improving) >= beta)
      return staticEval;

    // Step 8. Null move pruning: passing still holds beta, so a real move
    // will too. Not with little material, where zugzwang-like positions are common.
    if (depth >= tune::NMP_MIN_DEPTH && ss[ply - 1].move.is_ok() && staticEval >= beta &&
        !is_decisive(beta) &&
        eval::non_pawn_material<R>(pos, pos.side_to_move()) >= tune::NMP_MIN_MATERIAL) {
      int r = tune::NMP_BASE_REDUCTION + depth / tune::NMP_DEPTH_DIVISOR +
              std::min((staticEval - beta) / 200, 3);
      set_null_move(ply);
      make_null_move();
      int v = -search<false>(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
      unmake_null_move();
      if (stopped()) return 0;
      if (v >= beta) return is_decisive(v) ? beta : v;
    }
  }

  // Step 9. ProbCut (xiangqi): a capture whose exchange clears beta by a
  // margin and whose reduced search still holds it will hold at full depth.
  if constexpr (R::PROFILE.search.probCut) {
    const int probBeta = beta + tune::PROBCUT_MARGIN;
    if (!PV && !inCheck && !excluded.is_ok() && depth >= tune::PROBCUT_MIN_DEPTH && !is_decisive(beta) &&
        !(ttHit && tte.depth >= depth - 3 && ttValue != VALUE_NONE && ttValue < probBeta)) {
      MovePicker<R> cp(pos, pickers[ply], ttMove, false);  // captures only
      for (Move m; (m = cp.next()).is_ok();) {
        if (!takes_material<R>(pos, m) || see(pos, m) < probBeta - staticEval) continue;
        set_move(ply, m);
        make_move(m);
        int v = -qsearch<false>(-probBeta, -probBeta + 1, ply + 1, 0);
        if (v >= probBeta) v = -search<false>(-probBeta, -probBeta + 1, depth - 4, ply + 1, !cutNode);
        unmake_move(m);
        if (stopped()) return 0;
        if (v >= probBeta) {
          sh.tt.store(key, m, value_to_tt(v, ply), depth - 3, BOUND_LOWER, rawEval);
          return v;
        }
      }
    }
  }

  // Step 10. Internal iterative reduction: without a hash move this node is new.
  if (!ttMove.is_ok() && depth >= tune::IIR_MIN_DEPTH && (PV || cutNode)) --depth;

  // Step 11. Move ordering: hash move, captures, killers, counter-move, quiet
  // moves by history; no legal move is mate, or stalemate (a loss on the
  // xiangqi boards, a draw in chess).
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
  if (mp.empty()) return stalemate_draws<R>() && !inCheck ? VALUE_DRAW : mated_in(ply);

  // Step 12. Move loop: every move in order until one fails high (steps 13-19).
  int bestValue = -VALUE_INFINITE, moveCount = 0, quietCount = 0, captureCount = 0;
  Move bestMove, quiets[64], captures[32];
  const int origAlpha = alpha;
  const Color us = pos.side_to_move();
  for (Move m; (m = mp.next()).is_ok();) {
    if (m == excluded) continue;
    ++moveCount;
    bool capture = takes_material<R>(pos, m);

    // Step 13. Shallow pruning: late move and futility pruning of quiet moves
    // that neither give nor escape check, static exchange pruning (xiangqi,
    // shallow non-PV nodes) of moves that give no check and lose material;
    // a move known to give no check is judged before it is made.
    bool seeKnown = false;
    if constexpr (USES_SEE<R>)
      seeKnown = !PV && !inCheck && depth <= tune::SEE_MAX_DEPTH && moveCount > 1 && bestValue > VALUE_MATED_IN_MAX_PLY;
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
    bool checkKnown = false;
    if constexpr (requires { R::may_give_check(pos, m); }) {
      checkKnown = !R::may_give_check(pos, m);
      if (checkKnown && (qp || seeLoses(seeOf()))) continue;
    }
    const int seeValue = checkKnown || qp ? 0 : seeOf();  // before the move: it reads the board

    // Step 14. Singular extension (atomic chess): when every other move fails
    // well below the hash move's score, the hash move is searched one ply
    // deeper; when another move also clears beta, the node is cut (multi-cut).
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
    int statScore = 0;  // quiet move statistics, for the reduction of step 17
    if (!capture) {
      const PieceTo k = ss[ply].moved;
      if constexpr (!RICH_ORDERING)
        statScore = stats->main.get(us, m) * tune::LMR_STAT_DIVISOR / tune::LMR_HISTORY_DIVISOR;
      else
        statScore = stats->main.get(us, m) + ss[ply - 1].contHist->get(k.pc, k.to) +
                    ss[ply - 2].contHist->get(k.pc, k.to);
    }

    // Step 15. Make the move: "gives check" is known exactly only now, so
    // the pruning of step 13 not decided before is decided here.
    make_move(m);
    bool givesCheck = R::in_check(pos);
    if (!checkKnown && !givesCheck && (qp || seeLoses(seeValue))) {
      unmake_move(m);
      continue;
    }

    // Step 16. Extensions: a checking move is searched one ply deeper (while the
    // ply is below a multiple of the root depth), or as step 14 decided.
    int extension = singularExt ? singularExt : givesCheck && ply < tune::CHECK_EXTENSION_PLY_FACTOR * rootDepth ? 1 : 0;
    int newDepth = depth - 1 + extension;
    int v;
    // Step 17. Late move reductions: late quiet moves are searched shallower
    // first, and at full depth only when they beat alpha.
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
    // Step 18. PVS: a null window proves most moves worse; the first move of a
    // PV node and any that lands inside (alpha, beta) get the full window.
    if (PV && (moveCount == 1 || (v > alpha && v < beta))) {
      pvLen[ply + 1] = 0;
      v = -search<true>(-beta, -alpha, newDepth, ply + 1, false);
    }
    unmake_move(m);
    if (stopped()) return 0;

    // Step 19. Best move: raise alpha, extend the PV, cut off at beta.
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

  // Step 20. History: a fail high teaches the killers, the counter-move and
  // the butterfly, continuation and capture histories.
  if (bestValue >= beta && bestMove.is_ok()) {
    bool bestIsCapture = takes_material<R>(pos, bestMove);
    if (!bestIsCapture) update_quiet_stats(ply, bestMove, depth, quiets, quietCount);
    update_capture_stats(bestMove, depth, captures, captureCount, bestIsCapture);
  }

  Bound b = bestValue >= beta ? BOUND_LOWER : PV && bestValue > origAlpha ? BOUND_EXACT : BOUND_UPPER;
  if (excluded.is_ok()) return bestValue;  // a singular test: neither stored nor learnt from
  // Step 21. Correction history: quiet results that contradict the static
  // evaluation in the direction the bound allows correct later evaluations.
  if constexpr (USES_CORRECTION) {
    if (!inCheck && staticEval != VALUE_NONE && !is_decisive(bestValue) &&
        !(bestMove.is_ok() && takes_material<R>(pos, bestMove)) &&
        !(b == BOUND_LOWER && bestValue <= staticEval) && !(b == BOUND_UPPER && bestValue >= staticEval)) {
      int bonus = std::clamp((bestValue - staticEval) * depth, -tune::CORRECTION_MAX / 4, tune::CORRECTION_MAX / 4);
      stats->correction.update(pos.side_to_move(), correction_index(), bonus);
    }
  }
  // Step 22. Store: the result goes to the transposition table (mate scores node-relative).
  sh.tt.store(key, bestMove, value_to_tt(bestValue, ply), depth, b, rawEval);
  return bestValue;
}

}  // namespace pili::search
