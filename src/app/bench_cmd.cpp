// `pili bench`: a fixed, documented set of positions for speed comparisons.
#include <chrono>
#include <iostream>

#include "commands.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

// Perft bench positions: the start position plus middlegames and endgames
// from the xiangqi reference suite, at depths that take about a second each.
struct BenchPosition {
  const char* fen;
  int depth;
};

constexpr BenchPosition XIANGQI_PERFT_BENCH[] = {
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5},
    {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 4},
    {"r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34", 4},
    {"R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36", 4},
    {"9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72", 7},
};

template <class R>
int run_perft_bench() {
  uint64_t nodes = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (const auto& bp : XIANGQI_PERFT_BENCH) {
    Position pos;
    std::string err;
    if (!set_position<R>(pos, bp.fen, err)) {
      std::cerr << "error: bench position: " << err << "\n";
      return 2;
    }
    auto t1 = std::chrono::steady_clock::now();
    uint64_t n = perft<R>(pos, bp.depth);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
    std::cerr << "perft " << bp.depth << " " << n << " nodes " << uint64_t(n / s) << " nps  " << bp.fen
              << "\n";
    nodes += n;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "Total time (ms) : " << int(secs * 1000) << "\n";
  std::cout << "Nodes searched  : " << nodes << "\n";
  std::cout << "Nodes/second    : " << uint64_t(nodes / secs) << std::endl;
  return 0;
}

}  // namespace

void add_bench_command(CLI::App& app, int& exitCode) {
  auto variant = std::make_shared<std::string>("xiangqi");
  CLI::App* cmd = app.add_subcommand("bench", "fixed benchmark: perft over a documented position set");
  cmd->add_option("--variant", *variant, "rules to use");
  cmd->callback([variant, &exitCode] {
    auto v = parse_variant(*variant);
    if (!v || !variant_available(*v)) {
      std::cerr << "error: unknown or unavailable variant '" << *variant << "'\n";
      exitCode = 2;
      return;
    }
    exitCode = visit_rules(*v, []<class R>() { return run_perft_bench<R>(); });
  });
}

}  // namespace pili::app
