// A game's clocks (lichess's "5+3"): each side's time left, the side whose
// clock runs and since when. The session runs them in games against Pili
// and between Pilis, and Pili searches on its own clock (go wtime/btime/
// winc/binc). Times are steady-clock milliseconds (now_ms).
#pragma once

#include <cstdint>

namespace pili::serve {

class GameClock {
 public:
  bool on() const { return baseMs > 0; }
  int64_t base() const { return baseMs; }
  int64_t increment() const { return incMs; }
  // `base` per side (0: no clock) and `inc` added after each move; both
  // sides back to `base`, stopped.
  void set(int64_t base, int64_t inc);
  void reset() { set(baseMs, incMs); }
  // Side 0 (Red) or 1's time left at `now`.
  int64_t left(int side, int64_t now) const;
  int running() const { return runner; }  // -1: stopped
  int flagged() const { return flag; }    // the side whose time ran out, or -1
  // `side` to move: its clock runs from `now` (the other's stops).
  void start(int side, int64_t now);
  void stop(int64_t now);
  // `side` has moved: its time is charged, its increment added, and its
  // clock stopped. False (and the side flagged) when it had no time left.
  bool moved(int side, int64_t now);
  // Flags the running side when its time is gone; true when that happens now.
  bool check(int64_t now);

 private:
  int64_t baseMs = 0, incMs = 0;
  int64_t leftMs[2] = {0, 0};  // as of `since` for the running side
  int runner = -1;
  int64_t since = 0;
  int flag = -1;
};

}  // namespace pili::serve
