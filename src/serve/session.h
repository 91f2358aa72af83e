// One browser tab's game: the record (start position, moves, cursor), the
// mode (who moves), and an Engine that holds the position and searches it.
// Search output arrives on the engine's thread and is kept under its own
// mutex, so a callback never waits for a request holding the game lock.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "game_clock.h"
#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
#include "notation_view.h"
#include "pili/rules/jieqi_deal.h"
#include "pili/rules/variant.h"

namespace pili::serve {

using Clock = std::chrono::steady_clock;

enum class Mode { Free, Human, Pili, Analysis };  // Human: a person against Pili
enum class Job { None, Move, Analysis };

const char* mode_name(Mode m);
std::optional<Mode> parse_mode(const std::string& s);

// Bounds on what clients can ask for; the server refuses beyond them.
struct Limits {
  int maxSessions = 16;
  int maxSearches = 2;          // searches running at once, all sessions
  int idleSeconds = 600;        // a session nobody looked at for this long expires
  int analysisSeconds = 300;    // one analysis stops after this long
  uint64_t maxNodes = 50'000'000;
  int maxMoveTimeMs = 30'000;
  int maxMultiPV = 5;
  int maxMoves = 2000;          // plies in one game record
  size_t maxBody = 256 * 1024;  // bytes in one request
  int hashMb = 16;              // per session
  int maxStreams = 32;          // event streams open at once
};

// Pili's evaluation of one position of the game, from Red's side: the
// deepest search the page was shown there (the evaluation graph).
struct PlyEval {
  bool known = false, mate = false;
  int score = 0;  // centipawns, or moves to mate (negative: Red is mated)
  int depth = 0;
};

class Session {
 public:
  Session(std::string id, const Limits& limits);

  const std::string id;

  // --- Under `mtx` -----------------------------------------------------------
  std::mutex mtx;
  std::string variant = default_variant_name();
  std::string startFen;  // empty: the variant's start position
  std::vector<std::string> moves;
  int cursor = 0;        // plies of `moves` on the board
  // Covered pieces (Jieqi, rules/jieqi_referee.h): the identities dealt at the
  // start; every move of `moves` carries its letters, and the engine holds
  // the position as the side to move is told it.
  bool covered = false;
  jieqi::Deal deal;
  std::string dealText;
  Mode mode = Mode::Free;
  bool humanRed = true;
  // Strength: a named level (engine/levels.h; the API's default is full
  // strength, the page asks for a middle one), and at full strength
  int level = levels::NAMED_LEVEL_COUNT - 1;
  uint64_t nodes = 20000;  // nodes per move, or
  int moveTimeMs = 0;      // time per move (ms) when > 0
  int multiPV = 1;
  bool engineMoveOnce = false;  // Free mode: Pili plays the side to move once
  // The move list's notation; a new game of a variant without it falls back
  // to coord.
  MoveNotation notation = MoveNotation::Coord;
  MoveTextCache moveTexts;
  Job job = Job::None;
  int jobGen = 0;
  Clock::time_point jobStart;
  std::string status;   // last thing the engine driver wants to tell
  // Without threads (platform::HAS_THREADS) an analysis is a run of timed
  // searches, each to its end, the page's requests answered in between: the
  // time analysed so far on this position (the hash keeps the work).
  int64_t analysedMs = 0;
  GameClock clock;               // off unless the page asks for one (/api/mode)
  std::vector<PlyEval> evals;    // index: plies from the start, up to the cursor's

  // The rules' verdict, or a loss on time.
  Verdict verdict() const;
  bool red_to_move() const;
  // Runs the clock of the side to move while a game against Pili (or
  // between Pilis) goes on at the end of its record, stops it otherwise.
  void sync_clock();
  // Flags a side whose time is gone; true when that happens now.
  bool check_clock();
  // Keeps the first line's score as the evaluation at the cursor.
  void note_eval();

  // Replaces the position by start + moves[0..ply) (stops any search first).
  bool set_cursor(int ply, std::string& err);
  // Plays `text` at the cursor (dropping any moves after it). On error the
  // game is unchanged.
  bool play(const std::string& text, std::string& err);
  // New game of `variant` from `fen` (empty = start position). With covered
  // pieces, `dealText` (a deal board) or else `seed` (else a random one) deals them.
  bool reset(const std::string& variant, const std::string& fen, std::string& err, const std::string& dealText = "",
             std::optional<uint64_t> seed = std::nullopt);
  // Puts a record read from elsewhere (PGN) after the start, the board at
  // the start; with covered pieces its moves are checked against the deal
  // and written with its letters. On error the game is unchanged.
  bool load_record(const std::vector<std::string>& record, std::string& err);
  // The engine's moves for the first `ply` plies: as the side to move then
  // is told them (rules/jieqi_referee.h), else the record itself.
  std::vector<std::string> engine_moves(int ply) const;
  void stop_job();
  bool game_over() const;
  bool engine_to_move() const;  // whether the mode wants Pili to move now
  void start_job(Job j, const Limits& limits);
  // Called by the driver: finishes a search that has reported its best move.
  // Returns true when something changed.
  bool collect();

  // --- Live search output, under `liveMtx` (written by the engine thread) ----
  std::mutex liveMtx;
  std::condition_variable liveCv;
  std::vector<SearchInfo> lines;  // by multipv - 1
  std::optional<SearchResult> best;
  int bestGen = -1;

  std::atomic<uint64_t> version{1};  // bumped on every change the page should see
  std::atomic<int64_t> lastSeenMs;   // steady clock, for expiry
  std::atomic<int> streamGen{0};     // the newest event stream of this session
  void touch();
  void bump();

  Engine engine;  // last: destroyed first, so its thread ends before the rest

 private:
  const Limits& limits;
};

int64_t now_ms();

}  // namespace pili::serve
