// `pili bench`: a fixed search over each available variant's own position
// set (its profile's `bench`, beside its rule module: rules/xiangqi_bench.h,
// rules/atomic_chess_bench.h), one thread and a fresh hash per position, so
// the node total is a signature of the search (stable across runs and
// machines). `pili bench --perft` keeps the move-generation benchmark.
#include <chrono>
#include <iostream>

#include "cli_common.h"
#include "commands.h"
#include "pili/engine/engine.h"
#include "pili/protocol/options.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

using Clock = std::chrono::steady_clock;

struct BenchOptions {
  std::string variant = "all";
  int depth = 10;
  int threads = 1;
  int hash = 16;
  bool perft = false;
  std::string evalFile;  // a net for the one variant benched
  bool noNnue = false;   // the hand-crafted evaluation, not the built-in nets
  std::vector<std::string> options;  // NAME=VALUE: engine options set first
};

// `--option NAME=VALUE`: an option that writes a setting (a check or spin),
// checked as `setoption` checks it.
bool apply_options(Engine& engine, const std::vector<std::string>& options) {
  for (const std::string& text : options) {
    size_t eq = text.find('=');
    std::string name = text.substr(0, eq), value = eq == std::string::npos ? "" : text.substr(eq + 1);
    const OptionSpec* spec = find_option(name);
    if (!spec || (!spec->flag && !spec->number)) {
      std::cerr << "error: --option " << text << ": no option '" << name << "' with a value to set\n";
      return false;
    }
    Settings s = engine.settings();
    protocol::OptionWrite w = protocol::write_option(*spec, name, eq != std::string::npos, value, s);
    std::string err;
    if (!w.error.empty() || !engine.configure(s, err)) {
      std::cerr << "error: --option " << text << ": " << (w.error.empty() ? err : w.error) << "\n";
      return false;
    }
  }
  return true;
}

template <class R>
int run_perft_bench() {
  uint64_t nodes = 0;
  auto t0 = Clock::now();
  for (const PerftBenchPosition& bp : R::PROFILE.bench.perft) {
    typename R::Position pos;
    std::string err;
    const char* fen = *bp.fen ? bp.fen : R::START_FEN;
    if (!set_position<R>(pos, fen, err)) {
      std::cerr << "error: bench position: " << err << "\n";
      return EXIT_TROUBLE;
    }
    auto t1 = Clock::now();
    uint64_t n = perft<R>(pos, bp.depth);
    double s = std::chrono::duration<double>(Clock::now() - t1).count();
    std::cerr << "perft " << bp.depth << " " << n << " nodes " << nps_text(n, s) << " nps  " << fen << "\n";
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
  engine.set(&Settings::threads, o.threads);
  engine.set(&Settings::hashMb, o.hash);
  engine.set(&Settings::useNnue, !o.noNnue);
  if (!apply_options(engine, o.options)) return EXIT_TROUBLE;
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
    for (const char* fen : profile(v).bench.search) {
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
  cmd->add_option("--threads", o->threads, "search threads")->check(option_range("Threads"));
  cmd->add_option("--hash", o->hash, "hash size in MB")->check(option_range("Hash"));
  cmd->add_option("--eval-file", o->evalFile, "evaluate with this NNUE net file (docs/nnue.md; needs one --variant, the net's)");
  cmd->add_option("--option", o->options, "NAME=VALUE: set an engine option first, as setoption does (repeatable; e.g. JieqiChance=false)");
  cmd->add_flag("--no-nnue", o->noNnue, "evaluate by hand-crafted evaluation, not the built-in nets");
  cmd->add_flag("--perft", o->perft, std::string("run the perft benchmark (move generation; ") + default_variant_name() + " unless --variant names another) instead");
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
      Variant v = o->variant == "all" ? DEFAULT_VARIANT : variants[0];
      exitCode = visit_rules(v, []<class R>() { return run_perft_bench<R>(); });
      return;
    }
    exitCode = run_search_bench(*o, variants);
  });
}

}  // namespace pili::app
