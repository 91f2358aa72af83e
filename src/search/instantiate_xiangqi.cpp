// The searcher for Xiangqi.
#include "instantiate.h"
#include "pili/rules/xiangqi.h"

namespace pili::search {
template Decision run_search<Xiangqi>(Shared&, const Xiangqi::Position&);
}  // namespace pili::search
