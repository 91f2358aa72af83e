// The searcher for Atomic Xiangqi.
#include "instantiate.h"
#include "pili/rules/atomic.h"

namespace pili::search {
template Decision run_search<Atomic>(Shared&, const Atomic::Position&);
}  // namespace pili::search
