// The searcher for atomic-classic (Atomic Xiangqi with cannon blasts and direct check only).
#include "instantiate.h"
#include "pili/rules/atomic.h"

namespace pili::search {
template Decision run_search<AtomicClassic>(Shared&, const AtomicClassic::Position&);
}  // namespace pili::search
