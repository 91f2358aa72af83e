// The protocol loop: one session speaking UCI or UCCI (chosen by the first
// `uci` / `ucci`), also accepting UCI-cyclone's bare `fen` / `startpos`
// lines. Commands are read on the calling thread; searches run on the
// engine's threads and report through callbacks, so `isready`, `stop`,
// `ponderhit` and `quit` are answered while a search runs.
//
// Bad input (unknown command or option, malformed line, bad FEN, illegal
// move) gets exactly one `info string ...` line and changes nothing.
#pragma once

#include <istream>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/protocol/command.h"
#include "pili/engine/engine_api.h"
#include "pili/protocol/format.h"
#include "pili/protocol/output.h"

namespace pili::protocol {

inline constexpr const char* ENGINE_NAME = "Pili 0.1.0";
inline constexpr const char* ENGINE_AUTHOR = "The Pili authors";

class Protocol {
 public:
  Protocol(EngineApi& engine, LineOutput& out);
  ~Protocol();

  // Handles one input line; returns false after `quit`.
  bool handle_line(std::string_view line);
  // Reads lines until `quit` or the end of the input, then stops any search.
  void run(std::istream& in);
  // Stops and waits for a running search (its bestmove is printed).
  void finish();

  Dialect dialect() const { return session; }
  bool use_millisec() const;

 private:
  void handle(const Command& cmd);
  void handshake(Dialect d);
  void set_option(const Command& cmd);
  void set_variant_option(const Command& cmd);  // UCI_Variant / variant
  void set_position(const Command& cmd);
  void go(const Command& cmd);
  // The limits of a `go` from its arguments and the root the engine reports;
  // nullopt when the protocol answers it without a search.
  std::optional<SearchLimits> plan(const GoArgs& g, const EngineApi::GoRoot& root);
  void go_perft(int depth);
  void probe(const Command& cmd);
  void stop();
  void ponderhit();
  void print_lines(const std::string& text);
  void error(const std::string& message);

  // Ends a running search and waits for its bestmove; called before every
  // command that changes the engine's state.
  void ensure_idle();
  bool busy();
  // Search reports, from the engine's thread.
  void on_best(const SearchResult& result);
  // Emits a bestmove held back during `go ponder` / `go infinite`.
  void release_held();
  SearchResult checked_result(const SearchResult& r);

  EngineApi& engine;
  LineOutput& out;
  Dialect session = Dialect::None;
  PositionArgs lastPosition;  // what `position` last set (for probe's restore)
  bool atomicByName = false;  // UCI_Variant atomic: the FEN picks the board (rules/variant.h)
  std::optional<Variant> atomicHint;  // the board the session showed under `atomic` (rules/variant.h)

  // Search state, shared with the engine's threads.
  std::mutex searchMutex;
  bool awaitingBest = false;  // a go was issued and its bestmove not printed
  bool holdBest = false;      // ponder/infinite: print bestmove only after stop/ponderhit
  bool pondering = false;
  bool infinite = false;
  std::optional<SearchResult> heldBest;
  std::vector<std::string> rootMoves;  // legal moves at the root of the search
  FormatSettings searchFormat;
};

// Reads one line of at most MAX_LINE characters. Returns false at the end
// of the input; `tooLong` is set when the line was longer (it is discarded).
bool read_line(std::istream& in, std::string& line, bool& tooLong);

}  // namespace pili::protocol
