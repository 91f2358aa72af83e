// The Engine facade's settings: variant, hash, threads and the other options
// a front end sets while no search runs.
#include <algorithm>
#include <new>
#include <string>

#include "engine_impl.h"
#include "pili/rules/game.h"

namespace pili {

Engine::Engine() : impl(std::make_unique<Impl>()) {
  impl->settings.hashMb = int(impl->tt.size_mb());
  impl->settings.threads = 0;  // no statistics yet: configure makes them
  std::string err;
  configure(default_settings(), err);
}

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

const Settings& Engine::settings() const { return impl->settings; }

bool Engine::configure(const Settings& wanted, std::string& err) {
  const Settings s = clamp_to_table(wanted);
  Settings& now = impl->settings;
  if (s.hashMb != now.hashMb && !impl->tt.resize(size_t(s.hashMb))) {
    err = "cannot allocate " + std::to_string(s.hashMb) + " MB; keeping a " + std::to_string(impl->tt.size_mb()) +
          " MB table";
    now.hashMb = int(impl->tt.size_mb());
    return false;
  }
  // A search reads the settings as it starts: the facade's own stop, also
  // under a derived front end's override.
  Engine::stop();
  Engine::wait();
  const bool wasActive = impl->active_net() != nullptr;
  const bool moreThreads = s.threads != now.threads;
  now = s;
  if (wasActive != (impl->active_net() != nullptr)) clear_hash();  // the other evaluation's scores
  if (moreThreads) {
    // The statistics of every thread are made here, while idle, so the first
    // `go` does not pay for them on its clock; fewer threads give theirs back.
    auto& stats = impl->stats;
    if (int(stats.size()) > s.threads) stats.resize(size_t(s.threads));
    try {
      while (int(stats.size()) < s.threads) stats.push_back(std::make_unique<search::SearchStats>());
    } catch (const std::bad_alloc&) {}  // a thread without a set makes its own at `go`
  }
  return true;
}

void Engine::clear_hash() {
  impl->tt.clear();
  impl->statsStale = true;
}
void Engine::set_random_seed(uint64_t seed) { impl->rng.seed(seed); }
void Engine::new_game() {
  impl->tt.clear();
  impl->statsStale = true;
}

}  // namespace pili
