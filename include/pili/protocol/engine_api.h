// The engine as the protocol layer sees it: the methods of pili::Engine as a
// virtual interface, so that the command handling can be tested against a
// fake engine and the real one is plugged in by make_engine_api(). Virtual
// calls cost nothing here: the protocol is far from any hot path.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/engine/engine.h"

namespace pili::protocol {

class EngineApi {
 public:
  virtual ~EngineApi() = default;

  virtual bool set_variant(std::string_view name, std::string& err) = 0;
  virtual Variant variant() const = 0;
  virtual bool set_hash_mb(size_t mb, std::string& err) = 0;  // false: old size kept
  virtual void clear_hash() = 0;
  virtual void set_threads(int n) = 0;
  virtual void set_multipv(int n) = 0;
  virtual void set_move_overhead_ms(int ms) = 0;
  virtual void set_rank_base(int base) = 0;
  virtual int rank_base() const = 0;
  virtual void new_game() = 0;

  virtual bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                            std::string& err) = 0;
  virtual bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) = 0;
  virtual std::string fen() const = 0;
  virtual std::string board_diagram() const = 0;
  virtual std::string eval_report() const = 0;
  virtual int static_eval() const = 0;
  virtual std::vector<std::string> legal_moves() const = 0;
  virtual uint64_t perft(int depth,
                         const std::function<void(const std::string&, uint64_t)>& perMove) = 0;

  virtual void go(const SearchLimits& limits, Engine::InfoFn onInfo, Engine::BestFn onBest) = 0;
  virtual void stop() = 0;
  virtual void ponderhit() = 0;
  virtual void wait() = 0;
  virtual bool searching() const = 0;
  virtual std::optional<ProbeResult> probe() const = 0;
};

// The real engine behind the interface (src/protocol/engine_adapter.cpp).
std::unique_ptr<EngineApi> make_engine_api();

}  // namespace pili::protocol
