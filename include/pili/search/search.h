// The searcher as the engine layer calls it: one entry point per rule module,
// defined in src/search/ and instantiated there once per variant
// (src/search/instantiate_*.cpp), so a caller compiles none of the search.
//
// The search itself: src/search/worker.h (the per-thread state, making and
// unmaking moves), eval_state.h (the evaluation kept along those moves),
// node_search.h (the numbered steps of a node), qsearch.h, root_search.h
// (iterative deepening, aspiration, the root move loop), report.h (WDL and
// the reports) and threads.h (one `go` over N threads).
#pragma once

#include "pili/core/types.h"
#include "pili/search/shared.h"

namespace pili::search {

// How one `go` ended: the move to play and the answers that go with it.
struct Decision {
  Move bestMove;           // none: no legal move (the game is over)
  Move ponderMove;         // may be none
  bool offerDraw = false;  // UCCI: accept/offer a draw
  bool resign = false;     // UCCI: the position is hopeless
  int threads = 0;         // threads that searched (fewer than asked with almost no time)
};

// One whole `go` on `root`: starts the helper threads, searches on the
// calling thread, waits for stop/ponderhit when the limits require it, and
// reports through sh.onReport. The root moves are the legal ones less
// sh.cfg.banned, and only sh.cfg.searchMoves when any is given.
template <class R>
Decision run_search(Shared& sh, const typename R::Position& root);

}  // namespace pili::search
