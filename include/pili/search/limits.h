// What a search is asked for and what it reports, in the words of the
// engine's users (protocols, the match runner, the browser board): moves are
// text here, as the engine facade reads and writes them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pili/core/types.h"

namespace pili {

// Bounds of the search options (the protocol announces and enforces them).
inline constexpr int MAX_THREADS = 256;
inline constexpr int MAX_MULTIPV = 128;

// What `go` asks for. Times in milliseconds; -1 = not given. Colours index
// by pili::Color (RED = 0).
struct SearchLimits {
  int64_t time[COLOR_NB] = {-1, -1};
  int64_t inc[COLOR_NB] = {0, 0};
  int movesToGo = 0;
  int64_t moveTime = -1;
  int depth = 0;        // 0 = no limit
  uint64_t nodes = 0;   // 0 = no limit
  int mate = 0;         // search for a mate in N moves
  bool infinite = false;
  bool ponder = false;
  bool drawOffered = false;              // UCCI "go draw": the opponent offers a draw
  // Restrict the root to these. Text: the engine facade parses them into
  // moves once; the searcher never reads this field.
  std::vector<std::string> searchMoves;
};

enum class ScoreKind { Centipawns, Mate };

// One `info` report: an iteration finished (or a bound failed) for one PV line.
struct SearchInfo {
  int depth = 0, seldepth = 0, multipv = 1;
  ScoreKind kind = ScoreKind::Centipawns;
  int score = 0;            // centipawns, or moves to mate (negative: being mated)
  bool lowerbound = false, upperbound = false;
  int wdl[3] = {0, 0, 0};   // per mille win/draw/loss for the side to move
  uint64_t nodes = 0, nps = 0;
  int hashfull = 0;         // per mille
  int64_t timeMs = 0;
  std::vector<std::string> pv;
  // When non-empty, this report is only "currmove" progress.
  std::string currMove;
  int currMoveNumber = 0;
};

struct SearchResult {
  std::string bestMove;    // empty: no legal move (the game is over)
  std::string ponderMove;  // may be empty
  bool offerDraw = false;  // UCCI: accept/offer a draw
  bool resign = false;     // UCCI: the position is hopeless
  int threads = 0;         // threads that searched (fewer than asked with almost no time)
  bool bookMove = false;   // played from the opening book, not searched
};

// A transposition-table probe for the current position (UCCI `probe`).
struct ProbeResult {
  std::string bestMove;
  int score = 0, depth = 0;
  bool lowerbound = false, upperbound = false;
};

}  // namespace pili
