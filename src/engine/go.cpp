// The Engine facade's search: one `go` on a background thread, stop,
// ponderhit and the hash probe. Move text crosses into the searcher here
// (searchmoves) and comes back out here (PVs, best and ponder moves), in the
// rank base the front end chose: the searcher sees moves only.
#include <algorithm>
#include <string>
#include <thread>
#include <vector>

#include "engine_impl.h"
#include "pili/platform/platform.h"
#include "pili/rules/game.h"
#include "pili/search/score.h"
#include "pili/search/search.h"
#include "pili/search/timeman.h"

namespace pili {

namespace {

// How many moves of `pv` a GUI can read: with covered pieces (Jieqi,
// docs/rules/jieqi.md R5.3) a line stops at its first covered move, whose
// identity nobody knows, as Pikafish's does.
template <class R>
size_t readable_moves(const typename R::Position& root, const std::vector<Move>& pv) {
  if constexpr (!R::PROFILE.coveredPieces) {
    return pv.size();
  } else {
    typename R::Position pos = root;
    size_t n = 0;
    for (Move m : pv) {
      ++n;
      if (R::is_covered_move(pos, m)) break;
      R::do_move(pos, m);
    }
    return n;
  }
}

template <class R>
SearchInfo info_text(const search::Report& r, int rankBase, size_t readable) {
  SearchInfo info = r.info;
  for (size_t i = 0; i < r.pv.size() && i < readable; ++i) info.pv.push_back(move_text<R>(r.pv[i], rankBase));
  if (r.currMove.is_ok()) info.currMove = move_text<R>(r.currMove, rankBase);
  return info;
}

template <class R>
SearchResult result_text(const search::Decision& d, int rankBase) {
  SearchResult r;
  if (d.bestMove.is_ok()) r.bestMove = move_text<R>(d.bestMove, rankBase);
  if (d.ponderMove.is_ok()) r.ponderMove = move_text<R>(d.ponderMove, rankBase);
  r.offerDraw = d.offerDraw;
  r.resign = d.resign;
  r.threads = d.threads;
  return r;
}

// The legal moves among `texts`; those that are not legal are left out.
template <class R>
std::vector<Move> parse_search_moves(const typename R::Position& pos, const std::vector<std::string>& texts,
                                     int rankBase) {
  std::vector<Move> out;
  if (R::king_lost(pos)) return out;
  for (const auto& text : texts)
    if (Move m = find_legal_move<R>(pos, text, rankBase); m.is_ok()) out.push_back(m);
  return out;
}

// A level below full strength caps nodes and depth and draws among its
// lines; randomness widens the draw to every near-equal line.
void apply_strength(const levels::PlayStrength& st, search::SearchConfig& cfg) {
  const int skill = st.effective_skill();
  if (skill < levels::FULL_SKILL) {
    const levels::SkillSetting& s = levels::SKILL_TABLE[skill];
    SearchLimits& l = cfg.limits;
    l.nodes = l.nodes ? std::min<uint64_t>(l.nodes, s.nodes) : s.nodes;
    l.depth = l.depth > 0 ? std::min(l.depth, s.depth) : s.depth;
    cfg.choice.lines = s.lines;
    cfg.choice.temperatureCp = s.temperatureCp;
    cfg.choice.maxLossCp = s.maxLossCp;
  }
  if (st.randomness > 0) {
    cfg.choice.randomCp = levels::RANDOMNESS_CP[st.randomness];
    cfg.choice.lines = std::max(cfg.choice.lines, levels::RANDOMNESS_LINES);
  }
}

}  // namespace

// One `go` for rule module R: everything from the move texts to the search
// thread is compiled for R, entered by the one dispatch in Engine::go.
template <class R>
void Engine::Impl::go(const PlanFn& plan, InfoFn onInfo, BestFn onBest) {
  Impl& impl = *this;
  const int rankBase = impl.rank_base();
  const auto& pos = impl.position<R>();
  const std::optional<SearchLimits> planned =
      plan(GoRoot{pos.side_to_move(), impl.legal_texts<R>(), [&impl] { return impl.static_eval<R>(); }});
  if (!planned) return;
  const SearchLimits& limits = *planned;
  std::vector<Move> searchMoves = parse_search_moves<R>(pos, limits.searchMoves, rankBase);
  if (Move m = impl.book_move<R>(limits, searchMoves); m.is_ok()) {
    SearchResult r;
    r.bestMove = move_text<R>(m, rankBase);
    r.bookMove = true;
    // Reported as a search of depth 0 (as ElephantEye does): a book move has no score.
    SearchInfo info;
    info.pv = {r.bestMove};
    impl.start(nullptr, [impl = &impl, info, r, onInfo = std::move(onInfo), onBest = std::move(onBest)] {
      if (onInfo) onInfo(info);
      impl->busy = false;
      if (onBest) onBest(r);
    });
    return;
  }
  Impl::TablebaseRoot tb = impl.tablebase_root<R>(searchMoves);
  if (!tb.keep.empty()) searchMoves = std::move(tb.keep);
  search::SearchConfig cfg;
  cfg.limits = limits;
  cfg.tablebases = impl.tablebases.get();
  cfg.limits.mate = std::clamp(limits.mate, 0, search::MAX_PLY);  // no overflow in 2N plies
  cfg.threads = impl.settings.threads;
  cfg.multiPV = impl.settings.multiPV;
  cfg.banned = impl.banned;
  cfg.net = impl.net<R>();
  cfg.chance = impl.settings.jieqiChance;
  apply_strength(impl.settings.strength, cfg);
  if (cfg.choice.active()) {
    cfg.choice.seed = impl.rng();
    cfg.multiPV = std::max(cfg.multiPV, cfg.choice.lines);
  }
  cfg.searchMoves = std::move(searchMoves);
  auto sh = std::make_shared<search::Shared>(impl.tt, std::move(cfg));
  if (onInfo)
    sh->onReport = [onInfo = std::move(onInfo), rankBase, drawn = tb.drawn, pos](const search::Report& r) {
      SearchInfo info = info_text<R>(r, rankBase, readable_moves<R>(pos, r.pv));
      // The tables prove a draw: a material edge the search sees is not the
      // result (Stockfish likewise reports a root's tablebase score).
      if (drawn && info.kind == ScoreKind::Centipawns && info.currMove.empty()) {
        info.score = 0;
        info.lowerbound = info.upperbound = false;
        info.wdl[0] = info.wdl[2] = 0;
        info.wdl[1] = 1000;
      }
      onInfo(info);
    };
  // Kept from move to move in every variant (docs/search.md, ledger rows 5 and 8).
  bool fresh = impl.statsStale;
  impl.statsStale = false;
  for (auto& st : impl.stats) {  // configure keeps at most one set per thread
    if (fresh) st->clear();
    sh->stats.push_back(st.get());
  }
  sh->pondering = limits.ponder;
  sh->budget = search::plan_time(limits, pos.side_to_move(), impl.settings.moveOverheadMs);
  sh->start = search::Clock::now();
  impl.start(sh, [impl = &impl, sh, pos, rankBase, onBest = std::move(onBest)] {
    search::Decision d = search::run_search<R>(*sh, pos);
    if (d.bestMove.is_ok() && d.ponderMove.is_ok() && readable_moves<R>(pos, {d.bestMove, d.ponderMove}) < 2)
      d.ponderMove = Move::none();  // no ponder move after a covered move (R5.3)
    SearchResult r = result_text<R>(d, rankBase);
    // Idle before the bestmove is out: whatever the GUI sends after reading
    // it (d, eval, probe fen ...) must be handled as in the idle state.
    impl->busy = false;
    if (onBest) onBest(r);
  });
}

// The one dispatch of a `go`: the root the front end plans with and the
// search it asks for are read and started in the same call for R.
void Engine::go(const PlanFn& plan, InfoFn onInfo, BestFn onBest) {
  Engine::stop();
  Engine::wait();
  impl->visit([&]<class R>() { impl->go<R>(plan, std::move(onInfo), std::move(onBest)); });
}

void Engine::Impl::start(std::shared_ptr<search::Shared> sh, std::function<void()> body) {
  std::unique_lock lock(mtx);
  shared = std::move(sh);
  busy = true;
  if constexpr (!platform::HAS_THREADS) {  // the search runs here, to its end
    lock.unlock();
    body();
    return;
  }
  try {
    thread = std::thread(std::move(body));
  } catch (...) {  // no thread could be started: still idle
    shared.reset();
    busy = false;
    throw;
  }
}

void Engine::stop() {
  std::lock_guard lock(impl->mtx);
  if (impl->shared) impl->shared->stop = true;
}

void Engine::ponderhit() {
  std::lock_guard lock(impl->mtx);
  if (impl->shared) impl->shared->ponderhit();
}

void Engine::wait() {
  std::thread t;
  {
    std::lock_guard lock(impl->mtx);
    t = std::move(impl->thread);
  }
  if (t.joinable()) {
    if (t.get_id() == std::this_thread::get_id()) {
      t.detach();  // called from onBest: the thread is finishing anyway
      return;
    }
    t.join();
  }
  std::lock_guard lock(impl->mtx);
  impl->shared.reset();
}

bool Engine::searching() const { return impl->busy.load(); }

std::optional<ProbeResult> Engine::probe() const {
  search::TTData e;
  if (!impl->tt.probe(impl->key(), e)) return std::nullopt;
  ProbeResult r;
  r.score = search::value_from_tt(e.score, 0);
  r.depth = e.depth;
  r.lowerbound = e.bound == search::BOUND_LOWER;
  r.upperbound = e.bound == search::BOUND_UPPER;
  if (e.move.is_ok()) {
    bool legal = impl->visit([&]<class R>() {
      const auto& pos = impl->position<R>();
      typename R::MoveList list;
      if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
      return list.contains(e.move);
    });
    if (legal) r.bestMove = impl->visit([&]<class R>() { return move_text<R>(e.move, impl->rank_base()); });
  }
  return r;
}

}  // namespace pili
