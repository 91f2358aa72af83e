// `pili bench`: a fixed search over a documented position set for every
// available variant, one thread and a fresh hash per position, so the node
// total is a signature of the search (stable across runs and machines).
// `pili bench --perft` keeps the move-generation benchmark.
#include <chrono>
#include <span>
#include <iostream>

#include "cli_common.h"
#include "commands.h"
#include "pili/engine/engine.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

using Clock = std::chrono::steady_clock;

struct BenchPosition {
  const char* fen;
  int depth;
};

// Perft bench positions: the start position plus middlegames and endgames
// from the xiangqi reference suite, at depths that take about a second each.
constexpr BenchPosition XIANGQI_PERFT_BENCH[] = {
    {Xiangqi::START_FEN, 5},
    {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 4},
    {"r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34", 4},
    {"R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36", 4},
    {"9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72", 7},
};

// Atomic chess perft bench: the start position and middlegames from
// tests/data/atomic-chess.perft.
constexpr BenchPosition ATOMIC_CHESS_PERFT_BENCH[] = {
    {AtomicChess::START_FEN, 6},
    {"4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25", 5},
    {"rn2kr2/2pq3p/Bpb5/p3p3/P2P3P/N1N2P2/1PPQ4/R3K2R b KQq - 2 17", 5},
    {"r3kbnr/p3p1pp/2ppb3/1p3p2/3PP2P/PQ4P1/1P3P2/RNB1K1NR w KQkq - 0 9", 5},
};

// Atomic chess search bench positions ("" = the start position).
const char* const ATOMIC_CHESS_SEARCH_BENCH[] = {
    "",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4",
    "4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25",
    "6k1/6b1/1K3p2/7r/p2P4/1P6/1Q6/8 b - - 2 54",
};

// Search bench positions (plain xiangqi FENs; "" = the variant's start).
// Openings, middlegames with tactics, and endgames where depth comes fast.
const char* const SEARCH_BENCH[] = {
    "",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34",
    "R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36",
    "2bak4/4a4/4b4/p1p1p3p/9/2P3r2/P3P3P/4B4/4A4/2BAK1R2 w - - 0 30",
    "3k5/4a4/4ba3/4N4/2b6/9/9/4B4/4A4/3AK4 w - - 0 50",
    "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72",
};

struct BenchOptions {
  std::string variant = "all";
  int depth = 10;
  int threads = 1;
  int hash = 16;
  bool perft = false;
  std::string evalFile;  // a net for the one variant benched
  bool noNnue = false;   // the hand-crafted evaluation, not the built-in nets
};

template <class R>
int run_perft_bench() {
  uint64_t nodes = 0;
  auto t0 = Clock::now();
  constexpr bool chess8 = R::PROFILE.board == Board::Chess8x8;
  std::span<const BenchPosition> positions = chess8 ? std::span<const BenchPosition>(ATOMIC_CHESS_PERFT_BENCH)
                                                    : std::span<const BenchPosition>(XIANGQI_PERFT_BENCH);
  for (const auto& bp : positions) {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, bp.fen, err)) {
      std::cerr << "error: bench position: " << err << "\n";
      return EXIT_TROUBLE;
    }
    auto t1 = Clock::now();
    uint64_t n = perft<R>(pos, bp.depth);
    double s = std::chrono::duration<double>(Clock::now() - t1).count();
    std::cerr << "perft " << bp.depth << " " << n << " nodes " << nps_text(n, s) << " nps  " << bp.fen << "\n";
    nodes += n;
  }
  double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  std::cout << "Total time (ms) : " << int(secs * 1000) << "\n";
  std::cout << "Nodes searched  : " << nodes << "\n";
  std::cout << "Nodes/second    : " << nps_text(nodes, secs) << std::endl;
  return EXIT_OK;
}

int run_search_bench(const BenchOptions& o, const std::vector<Variant>& variants) {
  Engine engine;
  engine.set_threads(o.threads);
  engine.set_hash_mb(size_t(o.hash));
  engine.set_use_nnue(!o.noNnue);
  uint64_t total = 0;
  auto t0 = Clock::now();
  for (Variant v : variants) {
    std::string err;
    if (!engine.set_variant(variant_name(v), err)) {
      std::cerr << "error: " << err << "\n";
      return EXIT_TROUBLE;
    }
    if (!o.evalFile.empty() && !use_eval_file(engine, o.evalFile)) return EXIT_TROUBLE;
    int index = 0;
    bool chess8 = profile(v).board == Board::Chess8x8;
    for (const char* fen : chess8 ? std::span<const char* const>(ATOMIC_CHESS_SEARCH_BENCH)
                                  : std::span<const char* const>(SEARCH_BENCH)) {
      ++index;
      engine.new_game();
      if (!engine.set_position(fen, {}, err)) {
        std::cerr << variant_name(v) << " position " << index << ": skipped (" << err << ")\n";
        continue;
      }
      SearchLimits limits;
      limits.depth = o.depth;
      uint64_t nodes = 0;
      std::string best;
      engine.go(limits, [&](const SearchInfo& i) { if (i.currMove.empty()) nodes = i.nodes; },
                [&](const SearchResult& r) { best = r.bestMove; });
      engine.wait();
      total += nodes;
      std::cerr << variant_name(v) << " position " << index << ": " << nodes << " nodes, bestmove "
                << (best.empty() ? "(none)" : best) << "  " << (*fen ? fen : "startpos") << "\n";
    }
  }
  double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  std::cout << "Total time (ms) : " << int(secs * 1000) << "\n";
  std::cout << "Nodes searched  : " << total << "\n";
  std::cout << "Nodes/second    : " << nps_text(total, secs) << std::endl;
  return EXIT_OK;
}

}  // namespace

void add_bench_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* cmd = app.add_subcommand("bench", "fixed benchmark: search to a fixed depth over a documented position set");
  cmd->add_option("--variant", o->variant, "one of " + variant_names() + " (any case), or 'all'");
  cmd->add_option("--depth", o->depth, "search depth")->check(CLI::Range(1, 60));
  cmd->add_option("--threads", o->threads, "search threads")->check(CLI::Range(1, 256));
  cmd->add_option("--hash", o->hash, "hash size in MB")->check(CLI::Range(1, 65536));
  cmd->add_option("--eval-file", o->evalFile, "evaluate with this NNUE net file (docs/nnue.md; needs one --variant, the net's)");
  cmd->add_flag("--no-nnue", o->noNnue, "evaluate by hand-crafted evaluation, not the built-in nets");
  cmd->add_flag("--perft", o->perft, "run the perft benchmark (move generation; xiangqi unless --variant names another) instead");
  cmd->callback([o, &exitCode] {
    std::vector<Variant> variants;
    if (o->variant == "ALL" || o->variant == "All") o->variant = "all";
    if (o->variant == "all") {
      for (Variant v : ALL_VARIANTS)
        if (variant_available(v)) variants.push_back(v);
    } else {
      auto v = cli_variant(o->variant);
      if (!v) {
        exitCode = EXIT_TROUBLE;
        return;
      }
      variants.push_back(*v);
    }
    if (!o->evalFile.empty() && (o->perft || o->noNnue || variants.size() != 1)) {
      std::cerr << "error: --eval-file is a net for one variant: name it with --variant (and no --perft or --no-nnue)\n";
      exitCode = EXIT_TROUBLE;
      return;
    }
    if (o->perft) {
      Variant v = o->variant == "all" ? Variant::Xiangqi : variants[0];
      exitCode = visit_rules(v, []<class R>() { return run_perft_bench<R>(); });
      return;
    }
    exitCode = run_search_bench(*o, variants);
  });
}

}  // namespace pili::app
