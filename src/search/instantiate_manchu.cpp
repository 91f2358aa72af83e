// The searcher for Manchu chess.
#include "instantiate.h"
#include "pili/rules/manchu.h"

namespace pili::search {
template Decision run_search<Manchu>(Shared&, const Manchu::Position&);
}  // namespace pili::search
