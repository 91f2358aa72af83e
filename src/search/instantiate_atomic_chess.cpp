// The searcher for atomic chess (the 8x8 board).
#include "instantiate.h"
#include "pili/rules/atomic_chess.h"

namespace pili::search {
template Decision run_search<AtomicChess>(Shared&, const AtomicChess::Position&);
}  // namespace pili::search
