// The searcher for Meng.
#include "instantiate.h"
#include "pili/rules/meng.h"

namespace pili::search {
template Decision run_search<Meng>(Shared&, const Meng::Position&);
}  // namespace pili::search
