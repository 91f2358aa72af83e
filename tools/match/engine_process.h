// One engine process spoken to over UCI or UCCI: handshake, options, new
// game, and "find a move" with a deadline, recognising crashes and hangs.
#pragma once

#include <array>
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
    Hang,    // no bestmove even after "stop": the process is killed
    Crash    // the process exited
  } status = Status::Crash;
  std::string move;
  int64_t elapsedMs = 0;
  bool hasScore = false;
  int score = 0;  // centipawns for the side to move; mates as +-(MATE_SCORE - n)
  int mateIn = 0; // "score mate N" as sent (0 = not a mate score)
  int depth = 0;  // of the last info line with a depth
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
  // Asks the engine to quit, then kills it if it lingers.
  void quit();
  void kill() { proc.kill(); }

  int64_t handshakeTimeoutMs = 10000;
  int64_t graceMs = 200;            // after the deadline, how long "stop" may take
  int64_t noLimitTimeoutMs = 60000; // hang detection when no time limit is set

 private:
  bool send(const std::string& line);
  bool wait_for(const std::string& token, int64_t timeoutMs, std::string& err);
  EngineConfig cfg;
  std::string variant;
  ChildProcess proc;
};

}  // namespace pili::match
