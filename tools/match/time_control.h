// Time controls in cutechess-cli syntax and the chess clock that runs them.
//   tc=40/60+0.6  40 moves in 60 s, 0.6 s increment per move
//   tc=10+0.1     10 s for the game, 0.1 s increment;  tc=inf  no clock
//   st=0.05       fixed time per move (seconds);  nodes=N, depth=N limits
#pragma once

#include <cstdint>
#include <string>

namespace pili::match {

struct TimeControl {
  int movesPerPeriod = 0;  // 0 = whole game
  int64_t baseMs = -1;     // -1 = no clock
  int64_t incMs = 0;
  int64_t moveTimeMs = -1; // st
  uint64_t nodes = 0;
  int depth = 0;

  bool has_clock() const { return baseMs >= 0; }
  bool limited() const { return has_clock() || moveTimeMs >= 0 || nodes || depth; }
  // "40/60+0.6", "st=0.05", "nodes=1000" ... joined by ", "; "inf" when unlimited.
  std::string to_string() const;
  // The PGN TimeControl tag (PGN standard 9.6.1, seconds as cutechess writes
  // them): "40/60+0.6", "10+0.1", "1/0.05" for st=0.05, "-" without a clock.
  std::string pgn() const;
};

// Parses the value of tc= into `tc` (clock fields only).
bool parse_tc(const std::string& text, TimeControl& tc, std::string& err);
// Seconds text such as "0.05" to milliseconds.
bool parse_seconds(const std::string& text, int64_t& ms, std::string& err);

// One side's clock during a game.
class GameClock {
 public:
  explicit GameClock(const TimeControl& tc);
  int64_t time_left() const { return left; }  // ms; meaningful with a clock
  int moves_to_go() const;                    // 0 when the period is the whole game
  // Charges a move that took `elapsedMs`; returns false when the flag fell
  // by more than `marginMs`.
  bool charge(int64_t elapsedMs, int64_t marginMs);
  // How long to wait for a move before declaring a forfeit (ms), or -1 for
  // no time limit.
  int64_t deadline(int64_t marginMs) const;

 private:
  TimeControl tc;
  int64_t left = 0;
  int movesInPeriod = 0;
};

}  // namespace pili::match
