// Whole protocol sessions: the input bytes are the lines a GUI sends (UCI,
// UCCI, cyclone), fed to the real protocol loop (Protocol::run) and the real
// engine in-process. Bounded so every input ends quickly: at most MAX_INPUT_BYTES
// bytes, every search stops after NODE_BUDGET nodes, Hash, Threads and
// MultiPV are capped and `go perft` goes no deeper than PERFT_DEPTH. A wrapper
// around the engine applies the caps, so the protocol code runs unchanged.
// Checks: no crash, no hang, no sanitizer report; every output line is one
// line under the length limit; no search is left running at the end.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_check.h"
#include "pili/protocol/engine_api.h"
#include "pili/protocol/output.h"
#include "pili/protocol/protocol.h"

namespace {

using namespace pili;
using namespace pili::protocol;

constexpr size_t MAX_INPUT_BYTES = 4096;
constexpr uint64_t NODE_BUDGET = 2000;
constexpr size_t MAX_HASH_MB = 2;
constexpr int MAX_THREADS = 2;
constexpr int MAX_MULTIPV = 8;
constexpr int PERFT_DEPTH = 2;

class BoundedEngine final : public EngineApi {
 public:
  explicit BoundedEngine(EngineApi& e) : real(e) {}
  bool set_variant(std::string_view name, std::string& err) override { return real.set_variant(name, err); }
  Variant variant() const override { return real.variant(); }
  bool set_hash_mb(size_t mb, std::string& err) override { return real.set_hash_mb(std::min(mb, MAX_HASH_MB), err); }
  void clear_hash() override { real.clear_hash(); }
  void set_threads(int n) override { real.set_threads(std::min(n, MAX_THREADS)); }
  void set_multipv(int n) override { real.set_multipv(std::min(n, MAX_MULTIPV)); }
  void set_move_overhead_ms(int ms) override { real.set_move_overhead_ms(ms); }
  void set_rank_base(int base) override { real.set_rank_base(base); }
  int rank_base() const override { return real.rank_base(); }
  void new_game() override { real.new_game(); }
  bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                    std::string& err) override {
    return real.set_position(fen, moves, err);
  }
  bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) override {
    return real.set_ban_moves(moves, err);
  }
  std::string fen() const override { return real.fen(); }
  std::string board_diagram() const override { return real.board_diagram(); }
  std::string eval_report() const override { return real.eval_report(); }
  int static_eval() const override { return real.static_eval(); }
  std::vector<std::string> legal_moves() const override { return real.legal_moves(); }
  uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& perMove) override {
    return real.perft(std::min(depth, PERFT_DEPTH), perMove);
  }
  void go(const SearchLimits& limits, Engine::InfoFn onInfo, Engine::BestFn onBest) override {
    SearchLimits l = limits;
    l.nodes = l.nodes ? std::min(l.nodes, NODE_BUDGET) : NODE_BUDGET;
    real.go(l, std::move(onInfo), std::move(onBest));
  }
  void stop() override { real.stop(); }
  void ponderhit() override { real.ponderhit(); }
  void wait() override { real.wait(); }
  bool searching() const override { return real.searching(); }
  std::optional<ProbeResult> probe() const override { return real.probe(); }

 private:
  EngineApi& real;
};

EngineApi& shared_engine() {
  // One engine for all inputs (building a table per input would dominate),
  // reset to the defaults before each session.
  static std::unique_ptr<EngineApi> e = make_engine_api();
  return *e;
}

void reset(EngineApi& e) {
  std::string err;
  e.set_threads(1);
  e.set_multipv(1);
  e.set_move_overhead_ms(10);
  e.set_rank_base(0);
  if (!e.set_hash_mb(1, err)) pili::fuzz::fail("reset", err);
  if (!e.set_variant("xiangqi", err)) pili::fuzz::fail("reset", err);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > MAX_INPUT_BYTES) return 0;
  EngineApi& real = shared_engine();
  reset(real);
  BoundedEngine engine(real);
  LineOutput out([](const std::string& line) {
    PILI_FUZZ_CHECK(line.size() <= MAX_OUTPUT_LINE, "output line too long: " + line.substr(0, 80));
    PILI_FUZZ_CHECK(line.find('\n') == std::string::npos, "output line holds a newline: " + line);
  });
  {
    Protocol protocol(engine, out);
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    protocol.run(in);
  }
  PILI_FUZZ_CHECK(!real.searching(), "a search is still running after the session ended");
  return 0;
}
