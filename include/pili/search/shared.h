// The state of one `go`, shared by its search threads and by the engine
// facade that starts, stops and reads it. Moves are moves here: text is the
// facade's business.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "pili/core/types.h"
#include "pili/egtb/tablebase.h"
#include "pili/search/history.h"
#include "pili/search/limits.h"
#include "pili/search/root_choice.h"
#include "pili/search/timeman.h"
#include "pili/search/tt.h"

namespace pili::eval::nnue {
struct Network;
}

namespace pili::search {

// Everything one `go` needs besides the position.
struct SearchConfig {
  SearchLimits limits;             // limits.searchMoves is not read: see searchMoves below
  int threads = 1;
  int multiPV = 1;
  std::vector<Move> banned;        // never searched at the root (UCCI banmoves)
  std::vector<Move> searchMoves;   // when non-empty, only these at the root
  // The net that evaluates (eval/nnue), for the variant searched; null: the
  // hand-crafted evaluation. Chosen once per search.
  std::shared_ptr<const eval::nnue::Network> net;
  // For tests: after every move and undo, and at every evaluation, the
  // incrementally kept evaluation state is compared with one built from the
  // board (Shared::evalChecks / evalMismatches). Read only where the net
  // is in use, so it costs nothing with the hand-crafted evaluation.
  bool checkEval = false;
  // Weaker levels and varied play (root_choice.h); off by default. multiPV
  // must be at least choice.lines for the draw to see them.
  RootChoice choice;
  // Endgame tablebases (xiangqi): positions they hold as won or lost score
  // as VALUE_TB_WIN less the ply (node_search.h); null: none.
  const egtb::Tablebases* tablebases = nullptr;
  // Covered pieces (Jieqi): after a covered move, search each identity its
  // pool still holds and combine them (search/chance.h); false: the piece
  // stays covered, worth its pool's average. The JieqiChance option.
  bool chance = true;
};

// One report of the searcher: `info` holds every number, its text fields
// (pv, currMove) stay empty; the moves are below for the facade to write.
struct Report {
  SearchInfo info;
  std::vector<Move> pv;
  Move currMove;  // set: a "currmove" progress report
};
using ReportFn = std::function<void(const Report&)>;

// A thread's node counter on a cache line of its own: each thread writes its
// counter at every node, and two counters on one line would move that line
// between cores at every write (false sharing).
struct alignas(64) NodeCounter : std::atomic<uint64_t> {
  NodeCounter() : std::atomic<uint64_t>(0) {}
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
  ReportFn onReport;
  std::vector<std::unique_ptr<NodeCounter>> nodes;  // per thread
  // Move-ordering statistics per thread id, kept by the engine from one
  // search to the next (cleared by new_game); a missing one is made fresh.
  std::vector<SearchStats*> stats;
  // SearchConfig::checkEval's counts, over every thread.
  std::atomic<uint64_t> evalChecks{0}, evalMismatches{0};

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

}  // namespace pili::search
