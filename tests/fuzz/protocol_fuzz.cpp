// Whole protocol sessions: the input bytes are the lines a GUI sends (UCI,
// UCCI, cyclone), fed to the real protocol loop (Protocol::run) and the real
// engine in-process. Bounded so every input ends quickly: at most MAX_INPUT_BYTES
// bytes, every search stops after NODE_BUDGET nodes, Hash, Threads and
// MultiPV are capped and `go perft` goes no deeper than PERFT_DEPTH. The engine
// applies the caps in overrides of its own calls, so the protocol code runs unchanged.
// Checks: no crash, no hang, no sanitizer report; every output line is one
// line under the length limit; no search is left running at the end.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_check.h"
#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
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

// The real engine with the caps applied; every other call is the engine's own.
class BoundedEngine final : public Engine {
 public:
  bool set_hash_mb(size_t mb, std::string& err) override { return Engine::set_hash_mb(std::min(mb, MAX_HASH_MB), err); }
  void set_threads(int n) override { Engine::set_threads(std::min(n, MAX_THREADS)); }
  void set_multipv(int n) override { Engine::set_multipv(std::min(n, MAX_MULTIPV)); }
  uint64_t perft(int depth, const PerftFn& perMove) override {
    return Engine::perft(std::min(depth, PERFT_DEPTH), perMove);
  }
  void go(const SearchLimits& limits, InfoFn onInfo, BestFn onBest) override {
    SearchLimits l = limits;
    l.nodes = l.nodes ? std::min(l.nodes, NODE_BUDGET) : NODE_BUDGET;
    Engine::go(l, std::move(onInfo), std::move(onBest));
  }
};

BoundedEngine& shared_engine() {
  // One engine for all inputs (building a table per input would dominate),
  // reset to the defaults before each session.
  static BoundedEngine e;
  return e;
}

void reset(EngineApi& e) {
  std::string err;
  e.set_threads(1);
  e.set_multipv(1);
  e.set_move_overhead_ms(10);
  e.set_rank_base(0);
  e.set_use_nnue(false);  // an input naming a real net file must not leave it on
  e.set_strength({});
  if (!e.set_hash_mb(1, err)) pili::fuzz::fail("reset", err);
  if (!e.set_variant("xiangqi", err)) pili::fuzz::fail("reset", err);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > MAX_INPUT_BYTES) return 0;
  BoundedEngine& engine = shared_engine();
  reset(engine);
  LineOutput out([](const std::string& line) {
    PILI_FUZZ_CHECK(line.size() <= MAX_OUTPUT_LINE, "output line too long: " + line.substr(0, 80));
    PILI_FUZZ_CHECK(line.find('\n') == std::string::npos, "output line holds a newline: " + line);
  });
  {
    Protocol protocol(engine, out);
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    protocol.run(in);
  }
  PILI_FUZZ_CHECK(!engine.searching(), "a search is still running after the session ended");
  return 0;
}
