// The Engine facade's settings: variant, hash, threads and the other options
// a front end sets while no search runs.
#include <algorithm>
#include <new>
#include <string>

#include "engine_impl.h"
#include "pili/rules/game.h"

namespace pili {

Engine::Engine() : impl(std::make_unique<Impl>()) { set_threads(1); }

Engine::~Engine() {
  stop();
  wait();
}

bool Engine::set_variant(std::string_view name, std::string& err) {
  auto v = parse_variant(name);
  if (!v) return err = "unknown variant '" + std::string(name) + "'", false;
  if (!variant_available(*v)) return err = "variant '" + std::string(name) + "' is not available in this build", false;
  bool ok = visit_rules(*v, [&]<class R>() {
    typename R::Position p;
    if (!pili::set_position<R>(p, std::string(R::START_FEN), err)) return false;
    impl->position<R>() = std::move(p);
    return true;
  });
  if (!ok) return false;
  impl->var = *v;
  impl->banned.clear();
  impl->tt.clear();
  impl->statsStale = true;
  return true;
}

Variant Engine::variant() const { return impl->var; }
void Engine::set_hash_mb(size_t mb) { impl->tt.resize(mb); }
bool Engine::set_hash_mb(size_t mb, std::string& err) {
  if (impl->tt.resize(mb)) return true;
  err = "cannot allocate " + std::to_string(mb) + " MB; keeping a " + std::to_string(impl->tt.size_mb()) +
        " MB table";
  return false;
}
size_t Engine::hash_mb() const { return impl->tt.size_mb(); }
void Engine::clear_hash() {
  impl->tt.clear();
  impl->statsStale = true;
}
void Engine::set_threads(int n) {
  Engine::stop();  // the facade's own, also under a derived front end's override
  Engine::wait();
  impl->threads = std::clamp(n, 1, MAX_THREADS);
  // The statistics of every thread are made here, while idle, so the first
  // `go` does not pay for them on its clock; fewer threads give theirs back.
  auto& stats = impl->stats;
  if (int(stats.size()) > impl->threads) stats.resize(size_t(impl->threads));
  try {
    while (int(stats.size()) < impl->threads) stats.push_back(std::make_unique<search::SearchStats>());
  } catch (const std::bad_alloc&) {}  // a thread without a set makes its own at `go`
}
void Engine::set_multipv(int n) { impl->multiPV = std::clamp(n, 1, MAX_MULTIPV); }
void Engine::set_move_overhead_ms(int ms) { impl->overhead = std::clamp(ms, 0, 60000); }
void Engine::set_rank_base(int base) { impl->rankBase = base ? 1 : 0; }
int Engine::rank_base() const { return impl->rankBase; }
void Engine::set_strength(const levels::PlayStrength& s) {
  impl->strength = s;
  impl->strength.skill = std::clamp(s.skill, levels::MIN_SKILL, levels::FULL_SKILL);
  impl->strength.elo = std::clamp(s.elo, levels::ELO_MIN, levels::ELO_MAX);
  impl->strength.randomness = std::clamp(s.randomness, 0, levels::RANDOMNESS_GRADES - 1);
}
levels::PlayStrength Engine::strength() const { return impl->strength; }
void Engine::set_random_seed(uint64_t seed) { impl->rng.seed(seed); }
void Engine::new_game() {
  impl->tt.clear();
  impl->statsStale = true;
}

}  // namespace pili
