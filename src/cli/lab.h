// Shared pieces of the variant lab (`pili perft --compare`, `pili survey`):
// engines other than Pili started through the engine client
// (pili/client/engine_client.h), and a common "analyse this position"
// interface that Pili's own Engine facade and an external engine both
// implement.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "pili/client/engine_client.h"
#include "pili/core/notation.h"

namespace pili::app {

// Move text from one rank base to another (ranks 0-9 vs 1-10); unparsable
// text is returned unchanged so that the caller can report it.
std::string convert_ranks(const std::string& text, int fromBase, int toBase);

// How to reach an engine that is not Pili.
struct ExternalSpec {
  std::string command;      // program and arguments, split like a shell (quotes kept together)
  std::string proto = "uci";  // uci | ucci
  int ranks = 0;            // the engine's move text: ranks 0-9 (0) or 1-10 (1)
  std::string variant;      // name sent as UCI_Variant / variant
  int64_t timeoutMs = 120000;  // longest wait for a bestmove, longest silence in `go perft`
};

// The engine of `spec` started and set up for `spec.variant`; nullptr with
// `err` set when it cannot be started or does not offer the variant.
std::unique_ptr<client::EngineClient> start_external(const ExternalSpec& spec, std::string& err);

// One search result, moves in Pili's notation (ranks 0-9).
struct Analysis {
  std::string bestMove;  // empty: no move (game over)
  bool hasScore = false;
  bool mate = false;     // score is "mate in N moves" (negative: being mated)
  int score = 0;         // for the side to move
  std::vector<std::string> pv;
};

// Something that can search a position to a node count.
class Analyst {
 public:
  virtual ~Analyst() = default;
  virtual bool new_game(std::string& err) = 0;
  // `moves` in ranks 0-9.
  virtual bool analyse(const std::string& fen, const std::vector<std::string>& moves,
                       uint64_t nodes, Analysis& out, std::string& err) = 0;
};

// `evalFile` non-empty: Pili evaluates with that NNUE net (the variant's).
std::unique_ptr<Analyst> make_pili_analyst(const std::string& variant, int threads, const std::string& evalFile,
                                           std::string& err);
// nullptr with `err` set when the engine cannot be started.
std::unique_ptr<Analyst> make_external_analyst(const ExternalSpec& spec, std::string& err);

}  // namespace pili::app
