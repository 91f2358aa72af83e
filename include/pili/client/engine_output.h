// What UCI and UCCI engines write while they search: `info` lines and the
// closing `bestmove` / `nobestmove`, read into plain structs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pili::client {

// One `info` line. UCI scores are "score cp X" / "score mate N", UCCI's
// "score X"; "lowerbound" / "upperbound" follow a UCI score.
struct EngineInfo {
  int depth = -1;         // -1: not given
  bool hasScore = false;
  bool mate = false;      // `score` counts moves to mate (negative: being mated)
  int score = 0;          // centipawns for the side to move, or moves to mate
  bool bound = false;     // a lower or upper bound, not the exact score
  int multipv = 1;        // which line of a MultiPV search
  std::vector<std::string> pv;  // the engine's move text
};

// Reads an `info` line into `info` (reset first). False for any other line.
// Words after "string" are text, words after "pv" are moves.
bool parse_info(const std::string& line, EngineInfo& info);

inline constexpr int MATE_SCORE = 30000;

// The score of an `info` line, mates as +-(MATE_SCORE - n). False when the
// line has none.
bool parse_info_score(const std::string& line, int& score);

// The end of one search and what was said along the way.
struct MoveReply {
  enum class Status {
    Move,    // bestmove in time (the move text may still be illegal)
    NoMove,  // bestmove (none) / nobestmove: claims the game is over
    Late,    // bestmove only after the deadline
    Hang,    // no bestmove within the grace time after "stop": the process is killed
    Crash    // the process exited
  } status = Status::Crash;
  std::string move;
  int64_t elapsedMs = 0;
  bool hasScore = false;
  int score = 0;  // of the last info line with a score: centipawns for the side to move, mates as +-(MATE_SCORE - n)
  int mateIn = 0; // "score mate N" as sent (0 = not a mate score)
  int depth = 0;  // of the last info line with a depth
  std::string ponderMove;  // "bestmove M ponder P": P, the reply the engine expects
  bool ponderStop = false; // Hang/Crash came while stopping a ponder search
  bool drawOffer = false;  // "bestmove M draw" (UCCI): offers or accepts a draw
  bool resign = false;     // "bestmove M resign" (UCCI)
};

// Takes one line an engine wrote while searching into `reply` (score, depth,
// bestmove and its ponder/draw/resign words). Returns true when the line ends
// the search: "bestmove ..." (status Move or NoMove) or "nobestmove".
bool take_engine_line(const std::string& line, MoveReply& reply);

}  // namespace pili::client
