// One `go` over N threads (Lazy SMP): every thread runs its own Worker on the
// same root and shares the transposition table; the calling thread is the
// main one (id 0), which reports, manages time and gives the answer. Helper
// threads are started per search and joined before it reports its move.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

#include "chance_node.h"
#include "node_search.h"
#include "pili/platform/platform.h"
#include "qsearch.h"
#include "report.h"
#include "root_search.h"
#include "worker.h"

namespace pili::search {

template <class R>
Decision run_search(Shared& sh, const typename R::Position& root) {
  const SearchConfig& cfg = sh.cfg;
  sh.tt.new_search();
  std::vector<RootMove> moves = root_moves<R>(root, cfg);
  Decision result;
  int threads = std::max(1, cfg.threads);
  if (sh.budget.limited && sh.budget.maximum < tune::SINGLE_THREAD_BELOW_MS) threads = 1;
  if (!platform::HAS_THREADS) threads = 1;
  result.threads = threads;
  sh.nodes.clear();
  for (int i = 0; i < threads; ++i) sh.nodes.push_back(std::make_unique<NodeCounter>());

  std::vector<std::unique_ptr<Worker<R>>> workers;
  std::vector<std::thread> helpers;
  if (!moves.empty()) {
    for (int i = 0; i < threads; ++i) workers.push_back(std::make_unique<Worker<R>>(sh, i, root, moves));
    try {
      for (int i = 1; i < threads; ++i) helpers.emplace_back([w = workers[i].get()] { w->run(); });
    } catch (const std::system_error&) {}  // out of threads: search with those started
    workers[0]->run();
  } else if (sh.onReport) {
    Report r;  // no legal move: report the lost position once
    set_score(r.info, mated_in(0));
    sh.onReport(r);
  }
  // UCI: in infinite or ponder mode the best move waits for stop/ponderhit.
  // Without threads nothing could send them: the search answers at once.
  while (platform::HAS_THREADS && !sh.stop.load() && (cfg.limits.infinite || sh.pondering.load()))
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  sh.stop = true;
  for (auto& t : helpers) t.join();
  if (moves.empty()) return result;

  Worker<R>& main = *workers[0];
  const RootMove& best = main.rootMoves[0];
  std::vector<Move> pv = best.pv;
  // A weaker level or varied play may choose another line of the last
  // completed iteration; draw offers and resigning still go by the best.
  result.bestMove = best.move;
  if (size_t i = choose_root_line(main.choiceLines, cfg.choice); i > 0) {
    pv = main.choicePvs[i];
    result.bestMove = pv[0];
  }
  if (pv.size() == 1)  // ask the hash for a reply to ponder on
    if (Move reply = main.ponder_reply(result.bestMove); reply.is_ok()) pv.push_back(reply);
  if (pv.size() > 1) result.ponderMove = pv[1];
  // The GUI's last line must be the one played: best move first, ponder move second.
  main.report_final(pv);
  int score = best.score;
  if (main.completedDepth > 0) {
    result.offerDraw = cfg.limits.drawOffered && score < -30;
    result.resign = score <= -VALUE_KNOWN_WIN_LIMIT;  // mated or losing by perpetual check
  }
  return result;
}

}  // namespace pili::search
