// One self-play game of `pili datagen`: random opening plies, a balance
// check, then Pili against itself at a fixed node count (or depth) through
// the Engine facade, every searched position kept with its score.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "datagen_format.h"
#include "pili/engine/engine.h"
#include "pili/rules/variant.h"

namespace pili::app::datagen {

struct PlayOptions {
  Variant variant = DEFAULT_VARIANT;
  uint64_t nodes = 5000;  // per search; 0 = no node limit
  int depth = 0;          // per search; 0 = no depth limit
  int randomPlies = 8;    // uniformly random legal moves before the first search
  int balance = 300;      // drop the game when |score| after the opening exceeds this; 0 = keep all
  int adjudicateScore = 1500;  // |score| at or above this ...
  int adjudicatePlies = 8;     // ... for this many plies in a row (0 = never) wins
  int maxPlies = 400;          // game length limit (opening included): a draw
  uint64_t seed = 1;
  std::vector<std::string> openings;  // start FENs, game i takes i % size; empty = the variant's start
};

// The settings text of a game file's header: everything that decides the
// games, so that a resumed run can refuse a file made differently.
std::string settings_text(const PlayOptions& o);

// Plays game `index` of the run. Deterministic for a given index and
// options when the engine searches with one thread at a fixed node count
// or depth. `engine` must be set to o.variant. False with `err` when the
// engine refuses a position (a bad opening FEN).
bool play_game(Engine& engine, const PlayOptions& o, uint32_t index, GameRecord& out, std::string& err);

// Random numbers that do not depend on the standard library's
// distributions, so that a seed gives the same games on every platform.
class SplitMix {
 public:
  explicit SplitMix(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint64_t below(uint64_t n) { return next() % n; }

 private:
  uint64_t s;
};

}  // namespace pili::app::datagen
