// `pili perft --compare "ENGINE"`: divide in Pili and in another engine,
// descending into the first move whose counts differ until the exact
// position and move are found.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "pili/rules/variant.h"

namespace pili::app {

struct CompareOptions {
  std::string engine;         // command line of the other engine; empty = no comparison
  std::string proto = "uci";  // uci | ucci
  int engineRanks = 0;        // the engine's move text: ranks 0-9 (0) or 1-10 (1, Fairy-Stockfish)
  std::string engineVariant;  // variant name for the engine (default: Pili's name)
  int timeoutS = 120;         // longest silence from the engine during one `go perft`
};

// Adds --compare, --engine-proto, --engine-ranks, --engine-variant, --engine-timeout.
void add_compare_options(CLI::App& cmd, CompareOptions& c);

// Exit code: 0 all counts equal, 1 a difference (printed), 2 an error.
int run_perft_compare(const CompareOptions& c, Variant v, const std::string& fen,
                      const std::vector<std::string>& moves, int depth, int rankBase);

}  // namespace pili::app
