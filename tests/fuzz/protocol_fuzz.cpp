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
#include "pili/engine/option_table.h"
#include "pili/protocol/output.h"
#include "pili/protocol/protocol.h"

namespace {

using namespace pili;
using namespace pili::protocol;

constexpr size_t MAX_INPUT_BYTES = 4096;
constexpr uint64_t NODE_BUDGET = 2000;
constexpr int MAX_HASH_MB = 2;
constexpr int MAX_THREADS = 2;
constexpr int MAX_MULTIPV = 8;
constexpr int PERFT_DEPTH = 2;

// The real engine with the caps applied; every other call is the engine's own.
class BoundedEngine final : public Engine {
 public:
  bool configure(const Settings& wanted, std::string& err) override {
    Settings s = wanted;
    s.hashMb = std::min(s.hashMb, MAX_HASH_MB);
    s.threads = std::min(s.threads, MAX_THREADS);
    s.multiPV = std::min(s.multiPV, MAX_MULTIPV);
    return Engine::configure(s, err);
  }
  uint64_t perft(int depth, const PerftFn& perMove) override {
    return Engine::perft(std::min(depth, PERFT_DEPTH), perMove);
  }
  // Every go comes here (EngineApi's go with fixed limits calls this one):
  // the limits the protocol's plan returns, capped.
  void go(const PlanFn& plan, InfoFn onInfo, BestFn onBest) override {
    PlanFn capped = [&plan](const GoRoot& root) -> std::optional<SearchLimits> {
      std::optional<SearchLimits> l = plan(root);
      if (l) l = bounded(*l);
      return l;
    };
    Engine::go(capped, std::move(onInfo), std::move(onBest));
  }

 private:
  static SearchLimits bounded(SearchLimits l) {
    l.nodes = l.nodes ? std::min(l.nodes, NODE_BUDGET) : NODE_BUDGET;
    return l;
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
  Settings s = default_settings();
  s.hashMb = 1;
  s.useNnue = false;  // an input naming a real net file must not leave it on
  if (!e.configure(s, err)) pili::fuzz::fail("reset", err);
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
