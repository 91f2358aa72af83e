// The Engine facade's evaluation: the nets kept per variant (EvalFile), the
// Use NNUE switch, and the static evaluation of the current position by the
// evaluation a search would use.
#include <array>
#include <cstdio>
#include <memory>
#include <string>

#include "engine_impl.h"
#include "pili/eval/evaluate.h"
#include "pili/eval/nnue/embedded.h"
#include "pili/eval/nnue/evaluator.h"
#include "pili/eval/nnue/net_file.h"
#include "pili/rules/judge.h"

namespace pili {

namespace {

// The hand-crafted evaluation of one position outside a search: the
// 90-point board's piece-square sums from scratch.
template <class R, class Pos>
eval::EvalTerms hand_crafted_terms(const Pos& pos) {
  if constexpr (R::PROFILE.board == Board::Chess8x8) return eval::eval_terms<R>(pos);
  else return eval::eval_terms<R>(pos, eval::PsqSums::of(pos));
}

// The net's evaluation of one position, its accumulators built from the board.
template <class R>
int net_eval(const eval::nnue::Network& net, const typename R::Position& pos) {
  eval::nnue::Evaluator<eval::nnue::FeaturesOf<R>> ev(&net);
  ev.reset(pos);
  return ev.evaluate(pos);
}

// The built-in net of `v` (eval/nnue/embedded.h), read once per process;
// null when the binary has none for it. A built-in net that fails to read
// is a build fault, which the EmbeddedNets tests catch.
std::shared_ptr<const eval::nnue::Network> builtin_net(Variant v) {
  static const auto nets = [] {
    std::array<std::shared_ptr<const eval::nnue::Network>, std::size(ALL_VARIANTS)> all;
    for (Variant w : ALL_VARIANTS) {
      const eval::nnue::EmbeddedNet* e = eval::nnue::embedded_net(w);
      if (!e) continue;
      auto net = std::make_shared<eval::nnue::Network>();
      std::string err;
      if (eval::nnue::read_network({e->data, e->size}, w, *net, err)) all[int(w)] = std::move(net);
      else std::fprintf(stderr, "built-in net %s: %s\n", e->file, err.c_str());
    }
    return all;
  }();
  return nets[int(v)];
}

}  // namespace

Engine::Impl::Impl() {
  for (Variant v : ALL_VARIANTS) nets[int(v)] = builtin_net(v);
}

bool Engine::load_eval_file(const std::string& path, std::string& err) {
  Engine::stop();
  Engine::wait();
  std::shared_ptr<const eval::nnue::Network> net = builtin_net(impl->var);
  if (!path.empty()) {
    auto loaded = std::make_shared<eval::nnue::Network>();
    if (!eval::nnue::load_network(path, impl->var, *loaded, err)) return false;
    net = std::move(loaded);
  }
  const bool wasActive = impl->active_net() != nullptr;
  impl->nets[int(impl->var)] = std::move(net);
  // The table's stored evaluations and the correction history were made by
  // the evaluation that is being replaced.
  if (wasActive || impl->active_net()) clear_hash();
  return true;
}

bool Engine::nnue_active() const { return impl->active_net() != nullptr; }

uint32_t Engine::net_checksum() const {
  auto net = impl->active_net();
  return net ? net->checksum : 0;
}

std::string Engine::eval_report() const {
  return impl->visit([&]<class R>() {
    const auto& pos = impl->position<R>();
    const bool chess = R::PROFILE.board == Board::Chess8x8;
    std::string table = eval::format_eval(hand_crafted_terms<R>(pos), pos.side_to_move(), chess);
    auto net = impl->net<R>();
    if (!net) return table;
    const int v = net_eval<R>(*net, pos);
    const Color stm = pos.side_to_move();
    char line[160];
    std::snprintf(line, sizeof line, "NNUE evaluation: %+d (%s to move's view), %+d (%s's view)\n", v,
                  side_name(stm, chess).c_str(), stm == RED ? v : -v, side_name(RED, chess).c_str());
    return line + ("Net: " + net->description + "\n") +
           "Hand-crafted evaluation (not used while Use NNUE is on):\n" + table;
  });
}

template <class R>
int Engine::Impl::static_eval() const {
  const auto& pos = position<R>();
  if (auto n = net<R>()) return net_eval<R>(*n, pos);
  return hand_crafted_terms<R>(pos).total;
}
#define PILI_STATIC_EVAL(M) template int Engine::Impl::static_eval<M>() const;
PILI_RULE_MODULES(PILI_STATIC_EVAL)
#undef PILI_STATIC_EVAL

int Engine::static_eval() const {
  return impl->visit([&]<class R>() { return impl->static_eval<R>(); });
}

}  // namespace pili
