// The engine facade: everything a front end (UCI, UCCI, the match runner's
// self-play, tests) needs, with moves and positions as text so that the
// front ends never see a rule module. Search runs on background threads and
// reports through callbacks; every call here returns promptly.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

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
  std::vector<std::string> searchMoves;  // restrict the root to these (text)
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
};

// A transposition-table probe for the current position (UCCI `probe`).
struct ProbeResult {
  std::string bestMove;
  int score = 0, depth = 0;
  bool lowerbound = false, upperbound = false;
};

class Engine {
 public:
  Engine();
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // --- Configuration (only while not searching) ---------------------------
  bool set_variant(std::string_view name, std::string& err);  // resets to the start position
  Variant variant() const;
  void set_hash_mb(size_t mb);
  // As above; false (with `err` saying why) when the table cannot be
  // allocated: the previous size is kept.
  bool set_hash_mb(size_t mb, std::string& err);
  size_t hash_mb() const;
  void clear_hash();
  void set_threads(int n);  // clamped to 1..MAX_THREADS
  void set_multipv(int n);  // clamped to 1..MAX_MULTIPV
  void set_move_overhead_ms(int ms);
  void set_rank_base(int base);  // 0: ranks 0-9 (default), 1: ranks 1-10, for move text in and out
  int rank_base() const;
  void new_game();               // clears the hash and history

  // --- Position ------------------------------------------------------------
  // `fen` empty = the variant's start position. On any error (bad FEN, illegal
  // or unparsable move) returns false with a clear message and keeps the
  // previous position untouched.
  bool set_position(const std::string& fen, const std::vector<std::string>& moves, std::string& err);
  // UCCI banmoves: excluded from the next searches in the current position.
  bool set_ban_moves(const std::vector<std::string>& moves, std::string& err);
  std::string fen() const;
  std::string board_diagram() const;           // for `d`: board, FEN, key, checkers
  std::string eval_report() const;             // for `eval`
  int static_eval() const;                     // side to move, centipawns
  std::vector<std::string> legal_moves() const;
  Verdict verdict() const;                     // game state of the current position
  bool in_check() const;                       // side to move, in the variant's sense
  // Perft with one (move, count) per root move.
  uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& perMove);

  // --- Search --------------------------------------------------------------
  using InfoFn = std::function<void(const SearchInfo&)>;
  using BestFn = std::function<void(const SearchResult&)>;
  // Starts a search and returns at once; `onBest` is called exactly once per
  // go (also after stop), from the search thread.
  void go(const SearchLimits& limits, InfoFn onInfo, BestFn onBest);
  void stop();        // ends the search soon (a few ms); no-op when idle
  void ponderhit();   // the pondered move was played: switch to normal timing
  void wait();        // blocks until the current search (if any) has reported
  bool searching() const;
  std::optional<ProbeResult> probe() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

}  // namespace pili
