// One UCI or UCCI engine process: handshake and options, new game, "search
// this position" under clocks or limits with a deadline (recognising crashes
// and hangs), pondering, `go perft` divide, an engine's own commands, quit.
// pili-match, `pili survey --engine`, `pili perft --compare` and pili-lab
// all speak to engines through it.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "pili/client/engine_output.h"
#include "pili/client/engine_spec.h"
#include "pili/client/process.h"

namespace pili::client {

// One search. Times in ms; index 0 = Red (White), 1 = Black.
struct GoRequest {
  std::string fen;
  std::vector<std::string> moves;  // in the engine's own move text
  bool redToMove = true;
  bool clocks = false;
  std::array<int64_t, 2> time{}, inc{};
  int movesToGo = 0;
  int64_t moveTimeMs = -1;
  uint64_t nodes = 0;
  int depth = 0;
  int64_t deadlineMs = -1;  // wait this long, then "stop"; -1: noLimitTimeoutMs
  bool drawOffered = false; // the opponent offered a draw (UCCI: "go draw ...")
};

// Sees every `info` line of a search as it arrives.
using InfoHandler = std::function<void(const EngineInfo&)>;

class EngineClient {
 public:
  // `variant` is the engine's name for the game, sent as UCI_Variant (UCCI:
  // `variant`) unless `spec` sets that option: for every variant but
  // xiangqi, and for xiangqi too when the engine lists the option.
  EngineClient(EngineSpec spec, std::string variant);
  ~EngineClient();  // quits the engine
  EngineClient(const EngineClient&) = delete;
  EngineClient& operator=(const EngineClient&) = delete;

  const EngineSpec& spec() const { return engineSpec; }

  // Starts the process and runs the handshake and options. Refuses an
  // engine whose variant option lists values without `variant`.
  bool start(std::string& err);
  bool running() const { return proc.running(); }
  // The values the engine listed for its variant option at the handshake.
  const std::vector<std::string>& offered_variants() const { return offered; }
  bool new_game(std::string& err);

  // Sends the position and `go`, then reads until bestmove. After the
  // deadline "stop" is sent; a bestmove within graceMs is Late, none a Hang.
  MoveReply go(const GoRequest& req, const InfoHandler& onInfo = {});

  // Pondering (spec().ponder). After the engine played X with "ponder P",
  // ponder() sends the position after X P and `go ponder` with the clocks of
  // `req` (the request as it would be for the engine's next move). The next
  // go() with the same position sends `ponderhit` (the engine's clock runs
  // from then); another position stops the ponder search and discards its
  // bestmove first. Pondering time is never in a reply's elapsedMs.
  bool ponder(const GoRequest& req);
  bool pondering() const { return ponderActive; }
  // Stops a ponder search and reads its bestmove within ponderStopMs:
  // Status Move when it came, Hang (process killed) or Crash otherwise.
  MoveReply::Status stop_pondering();

  // `go perft N`, the divide of Stockfish-family engines: "move: count"
  // lines (moves lower-cased, as the engine writes them otherwise) and
  // "Nodes searched: N". Fails when the engine is silent for silenceMs.
  bool perft(const std::string& fen, const std::vector<std::string>& moves, int depth,
             std::map<std::string, uint64_t>& counts, uint64_t& total, std::string& err);

  // An engine's own command about a position (Stockfish's `d`, which shows
  // the FEN and the checkers): sends the position, `command` and `isready`;
  // `lines` gets what the engine wrote before `readyok`. Fails when it is
  // silent for silenceMs.
  bool query(const std::string& fen, const std::vector<std::string>& moves, const std::string& command,
             std::vector<std::string>& lines, std::string& err);

  // Asks the engine to quit, then kills it if it lingers.
  void quit();
  void kill() { proc.kill(); }

  int64_t handshakeTimeoutMs = 10000;  // uciok / readyok
  // Generous: on a loaded machine an engine may not even be scheduled for a
  // few hundred ms after "stop", and that is no hang.
  int64_t graceMs = 2000;
  int64_t noLimitTimeoutMs = 60000;  // the deadline of a request without one
  int64_t ponderStopMs = 2000;       // a ponder search's bestmove after "stop" (not on any clock)
  int64_t silenceMs = 120000;        // longest silence during `go perft`

 private:
  bool send(const std::string& line);
  // Reads lines until one starts with `token`; `seen` gets every other line.
  bool wait_for(const std::string& token, int64_t timeoutMs, std::string& err,
                const std::function<void(const std::string&)>& seen = {});
  std::string fail(const std::string& what) const;
  std::string go_command(const GoRequest& rq, bool ponder) const;
  // Reads until bestmove; the clock started at t0 (see go()).
  void await_bestmove(const GoRequest& rq, std::chrono::steady_clock::time_point t0, MoveReply& reply,
                      const InfoHandler& onInfo);
  EngineSpec engineSpec;
  std::string variant;
  ChildProcess proc;
  std::vector<std::string> offered;
  bool ponderActive = false;
  bool hasNewGame = false;  // UCCI: the engine lists a "newgame" button
  GoRequest ponderRequest;  // the position being pondered
};

}  // namespace pili::client
