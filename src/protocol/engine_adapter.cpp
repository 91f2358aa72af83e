// pili::Engine behind the protocol's EngineApi: plain forwarding.
#include "pili/protocol/engine_api.h"

namespace pili::protocol {
namespace {

class EngineAdapter final : public EngineApi {
 public:
  bool set_variant(std::string_view name, std::string& err) override {
    return engine.set_variant(name, err);
  }
  Variant variant() const override { return engine.variant(); }
  bool set_hash_mb(size_t mb, std::string& err) override { return engine.set_hash_mb(mb, err); }
  void clear_hash() override { engine.clear_hash(); }
  void set_threads(int n) override { engine.set_threads(n); }
  void set_multipv(int n) override { engine.set_multipv(n); }
  void set_move_overhead_ms(int ms) override { engine.set_move_overhead_ms(ms); }
  void set_rank_base(int base) override { engine.set_rank_base(base); }
  int rank_base() const override { return engine.rank_base(); }
  void new_game() override { engine.new_game(); }

  bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                    std::string& err) override {
    return engine.set_position(fen, moves, err);
  }
  bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) override {
    return engine.set_ban_moves(moves, err);
  }
  std::string fen() const override { return engine.fen(); }
  std::string board_diagram() const override { return engine.board_diagram(); }
  std::string eval_report() const override { return engine.eval_report(); }
  int static_eval() const override { return engine.static_eval(); }
  std::vector<std::string> legal_moves() const override { return engine.legal_moves(); }
  uint64_t perft(int depth,
                 const std::function<void(const std::string&, uint64_t)>& perMove) override {
    return engine.perft(depth, perMove);
  }

  void go(const SearchLimits& limits, Engine::InfoFn onInfo, Engine::BestFn onBest) override {
    engine.go(limits, std::move(onInfo), std::move(onBest));
  }
  void stop() override { engine.stop(); }
  void ponderhit() override { engine.ponderhit(); }
  void wait() override { engine.wait(); }
  bool searching() const override { return engine.searching(); }
  std::optional<ProbeResult> probe() const override { return engine.probe(); }

 private:
  Engine engine;
};

}  // namespace

std::unique_ptr<EngineApi> make_engine_api() { return std::make_unique<EngineAdapter>(); }

}  // namespace pili::protocol
