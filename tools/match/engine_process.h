// One engine process spoken to over UCI or UCCI: handshake, options, new
// game, and "find a move" with a deadline, recognising crashes and hangs.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "match/engine_config.h"
#include "match/process.h"

namespace pili::match {

// What the referee asks for one move. Times in ms; index 0 = Red, 1 = Black.
struct GoRequest {
  std::string fen;
  std::vector<std::string> moves;  // already in the engine's rank base
  bool redToMove = true;
  bool clocks = false;
  std::array<int64_t, 2> time{}, inc{};
  int movesToGo = 0;
  int64_t moveTimeMs = -1;
  uint64_t nodes = 0;
  int depth = 0;
  int64_t deadlineMs = -1;  // wait this long before declaring a forfeit; -1 none
  bool drawOffered = false; // the opponent offered a draw (UCCI: "go draw ...")
};

struct MoveReply {
  enum class Status {
    Move,    // bestmove in time (the move text may still be illegal)
    NoMove,  // bestmove (none) / nobestmove: claims the game is over
    Late,    // bestmove only after the deadline
    Hang,    // no bestmove within graceMs after "stop": the process is killed
    Crash    // the process exited
  } status = Status::Crash;
  std::string move;
  int64_t elapsedMs = 0;
  bool hasScore = false;
  int score = 0;  // centipawns for the side to move; mates as +-(MATE_SCORE - n)
  int mateIn = 0; // "score mate N" as sent (0 = not a mate score)
  int depth = 0;  // of the last info line with a depth
  std::string ponderMove;  // "bestmove M ponder P": P, the reply the engine expects
  bool ponderStop = false; // Hang/Crash came while stopping a ponder search
  bool drawOffer = false;  // "bestmove M draw" (UCCI): offers or accepts a draw
  bool resign = false;     // "bestmove M resign" (UCCI)
};

inline constexpr int MATE_SCORE = 30000;

// Parses the score of an `info` line (UCI "score cp X" / "score mate N",
// UCCI "score X"). Returns false when the line has none.
bool parse_info_score(const std::string& line, int& score);

// Takes one line an engine wrote while searching into `reply` (score, depth,
// bestmove and its draw/resign words). Returns true when the line ends the
// search: "bestmove ..." (status Move or NoMove) or "nobestmove".
bool take_engine_line(const std::string& line, MoveReply& reply);

// The PGN comment of a move: "+0.35/12 0.51s", "-M3/9 0.02s", "0.51s" without a score.
std::string move_comment(const MoveReply& reply);

class EngineProcess {
 public:
  EngineProcess(EngineConfig cfg, std::string variant);
  const EngineConfig& config() const { return cfg; }

  // Starts the process and runs the handshake and options.
  bool start(std::string& err);
  bool running() const { return proc.running(); }
  bool new_game(std::string& err);
  MoveReply go(const GoRequest& req);

  // Pondering (config().ponder). After the engine played X with "ponder P",
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
  // Asks the engine to quit, then kills it if it lingers.
  void quit();
  void kill() { proc.kill(); }

  int64_t handshakeTimeoutMs = 10000;
  // After the deadline "stop" is sent; a bestmove within graceMs is a time
  // forfeit (Late), none a hang. Generous: on a loaded machine an engine may
  // not even be scheduled for a few hundred ms, and that is no hang.
  int64_t graceMs = 2000;
  int64_t noLimitTimeoutMs = 60000; // hang detection when no time limit is set
  int64_t ponderStopMs = 2000;      // a ponder search's bestmove after "stop" (not on any clock)

 private:
  bool send(const std::string& line);
  bool wait_for(const std::string& token, int64_t timeoutMs, std::string& err);
  std::string go_command(const GoRequest& rq, bool ponder) const;
  // Reads until bestmove; the clock started at t0 (see go()).
  void await_bestmove(const GoRequest& rq, std::chrono::steady_clock::time_point t0, MoveReply& reply);
  EngineConfig cfg;
  std::string variant;
  ChildProcess proc;
  bool ponderActive = false;
  GoRequest ponderRequest;  // the position being pondered
};

}  // namespace pili::match
