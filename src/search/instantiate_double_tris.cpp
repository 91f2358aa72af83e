// The searcher for Double-Tris.
#include "instantiate.h"
#include "pili/rules/meng.h"

namespace pili::search {
template Decision run_search<DoubleTris>(Shared&, const DoubleTris::Position&);
}  // namespace pili::search
