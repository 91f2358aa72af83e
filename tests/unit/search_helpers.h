// Helpers for the search tests, generic over the rule module R so the same
// checks can be instantiated for every variant: run one search directly on a
// Position, walk a PV through the rules, and prove mates by brute force.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pili/engine/option_table.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"  // every rule module, for the tests that instantiate these
#include "pili/search/score.h"
#include "pili/search/search.h"

namespace pili::searchtest {

struct SearchRun {
  SearchResult result;
  std::vector<SearchInfo> infos;  // completed-iteration reports only
  const SearchInfo* last() const { return infos.empty() ? nullptr : &infos.back(); }
};

// One synchronous search with its own hash table. Moves cross as text, as
// through the engine facade: `limits.searchMoves` are parsed here (those not
// legal left out) and the reports' moves written back in ranks 0-9.
template <class R>
SearchRun run_search(const Position& pos, const SearchLimits& limits, int threads = 1, int multiPV = 1,
                     std::vector<Move> banned = {}, bool chance = true) {
  static search::TranspositionTable tt;  // reused, cleared: allocation is slow under ASan
  tt.clear();
  search::SearchConfig cfg;
  cfg.limits = limits;
  cfg.threads = threads;
  cfg.multiPV = multiPV;
  cfg.banned = std::move(banned);
  cfg.chance = chance;  // Jieqi's chance nodes (search/chance.h)
  for (const auto& text : limits.searchMoves)
    if (Move m = find_legal_move<R>(pos, text); m.is_ok()) cfg.searchMoves.push_back(m);
  search::Shared sh(tt, cfg);
  sh.budget = search::plan_time(limits, pos.side_to_move(), default_settings().moveOverheadMs);
  SearchRun run;
  sh.onReport = [&](const search::Report& r) {
    if (r.currMove.is_ok()) return;
    SearchInfo info = r.info;
    for (Move m : r.pv) info.pv.push_back(move_text<R>(m));
    run.infos.push_back(info);
  };
  search::Decision d = search::run_search<R>(sh, pos);
  if (d.bestMove.is_ok()) run.result.bestMove = move_text<R>(d.bestMove);
  if (d.ponderMove.is_ok()) run.result.ponderMove = move_text<R>(d.ponderMove);
  run.result.offerDraw = d.offerDraw;
  run.result.resign = d.resign;
  run.result.threads = d.threads;
  return run;
}

// Plays a PV; every move must be legal. Returns false at the first that is not.
template <class R>
bool play_pv(Position& pos, const std::vector<std::string>& pv, std::string* bad = nullptr) {
  for (const auto& text : pv) {
    Move m = R::king_lost(pos) ? Move::none() : find_legal_move<R>(pos, text);
    if (!m.is_ok()) {
      if (bad) *bad = text;
      return false;
    }
    R::do_move(pos, m);
  }
  return true;
}

// The side to move has lost: general gone, or no legal move (mate or
// stalemate, both losses in xiangqi).
template <class R>
bool has_lost(const Position& pos) {
  return R::king_lost(pos) || R::count_legal(pos) == 0;
}

// Brute force, independent of the searcher: can the side to move force a
// win by the rules within n of its own moves?
template <class R>
bool forced_win_in(Position& pos, int n) {
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  for (Move m : list) {
    R::do_move(pos, m);
    bool win = has_lost<R>(pos);
    if (!win && n > 1) {
      win = true;
      typename R::MoveList replies;
      R::template generate<LEGAL>(pos, replies);
      for (Move r : replies) {
        R::do_move(pos, r);
        bool still = forced_win_in<R>(pos, n - 1);
        R::undo_move(pos, r);
        if (!still) {
          win = false;
          break;
        }
      }
    }
    R::undo_move(pos, m);
    if (win) return true;
  }
  return false;
}

}  // namespace pili::searchtest
