// The Engine facade's perft: the count below each root move, as text.
#include "engine_impl.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"

namespace pili {

uint64_t Engine::perft(int depth, const PerftFn& perMove) {
  if (depth <= 0) return 1;
  return impl->visit([&]<class R>() {
    typename R::Position pos = impl->position<R>();
    uint64_t total = 0;
    if (R::king_lost(pos)) return total;
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    for (Move m : list) {
      uint64_t n = perft_move<R>(pos, m, depth);  // a blasted general: 1 at depth 1, else 0
      total += n;
      if (perMove) perMove(move_text<R>(m, impl->rank_base()), n);
    }
    return total;
  });
}

}  // namespace pili
