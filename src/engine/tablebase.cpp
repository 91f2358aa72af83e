// The Engine facade's endgame tablebases: loading a folder (EGTBPath) and
// narrowing a `go`'s root moves to those that keep the tables' result.
#include <algorithm>

#include "engine_impl.h"
#include "pili/egtb/probe.h"

namespace pili {

bool Engine::load_tablebases(const std::string& dir, std::string& err) {
  Engine::stop();
  Engine::wait();
  if (dir.empty()) {
    impl->tablebases.reset();
    impl->tablebaseDir.clear();
    return true;
  }
  auto tb = egtb::open_folder(dir, err);
  if (!tb) return false;
  impl->tablebases = std::move(tb);
  impl->tablebaseDir = dir;
  return true;
}

void Engine::use_tablebases(std::shared_ptr<const egtb::Tablebases> tables, const std::string& dir) {
  Engine::stop();
  Engine::wait();
  impl->tablebaseDir = tables ? dir : "";
  impl->tablebases = std::move(tables);
}

std::string Engine::tablebase_description() const {
  const auto& tb = impl->tablebases;
  if (!tb) return "";
  std::string out = std::to_string(tb->count()) + " tables (up to " + std::to_string(tb->max_pieces()) +
                    " pieces) from " + impl->tablebaseDir;
  for (const std::string& p : tb->problems()) out += "\nrefused: " + p;
  return out;
}

template <class R>
Engine::Impl::TablebaseRoot Engine::Impl::tablebase_root(const std::vector<Move>& searchMoves) {
  // Only a variant whose profile has tables is ever probed.
  if constexpr (!R::PROFILE.tablebases) {
    return {};
  } else {
    if (!tablebases || popcount(pos.pieces()) > tablebases->max_pieces()) return {};
    Position copy = pos;
    egtb::RootProbe r = egtb::probe_root(*tablebases, copy);
    if (!r.result.found || !r.complete) return {};
    TablebaseRoot root;
    std::vector<Move>& keep = root.keep;
    uint16_t fastest = egtb::DTM_UNKNOWN;
    for (const egtb::MoveResult& mr : r.moves) {  // best first
      bool kept = std::find(r.keeping.begin(), r.keeping.end(), mr.move) != r.keeping.end();
      bool allowed = (searchMoves.empty() || std::find(searchMoves.begin(), searchMoves.end(), mr.move) !=
                                                 searchMoves.end()) &&
                     std::find(banned.begin(), banned.end(), mr.move) == banned.end();
      if (!kept || !allowed) continue;
      // A known distance to mate: only the fastest mates.
      if (r.result.wdl == egtb::WDL_WIN && r.result.dtm != egtb::DTM_UNKNOWN) {
        if (keep.empty()) fastest = mr.after.dtm;
        else if (mr.after.dtm != fastest) break;
      }
      keep.push_back(mr.move);
    }
    root.drawn = !keep.empty() && r.result.wdl == egtb::WDL_DRAW;
    return root;
  }
}

#define PILI_TABLEBASE_ROOT(M) \
  template Engine::Impl::TablebaseRoot Engine::Impl::tablebase_root<M>(const std::vector<Move>&);
PILI_RULE_MODULES(PILI_TABLEBASE_ROOT)
#undef PILI_TABLEBASE_ROOT

}  // namespace pili
