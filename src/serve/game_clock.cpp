#include "game_clock.h"

#include <algorithm>

namespace pili::serve {

void GameClock::set(int64_t base, int64_t inc) {
  baseMs = std::max<int64_t>(base, 0);
  incMs = std::max<int64_t>(inc, 0);
  leftMs[0] = leftMs[1] = baseMs;
  runner = flag = -1;
}

int64_t GameClock::left(int side, int64_t now) const {
  return side == runner ? std::max<int64_t>(leftMs[side] - (now - since), 0) : leftMs[side];
}

void GameClock::start(int side, int64_t now) {
  if (runner == side || flag >= 0) return;
  stop(now);
  runner = side;
  since = now;
}

void GameClock::stop(int64_t now) {
  if (runner < 0) return;
  leftMs[runner] = left(runner, now);
  runner = -1;
}

bool GameClock::moved(int side, int64_t now) {
  if (runner != side) return flag != side;
  stop(now);
  if (leftMs[side] <= 0) return flag = side, false;
  leftMs[side] += incMs;
  return true;
}

bool GameClock::check(int64_t now) {
  if (runner < 0 || flag >= 0 || left(runner, now) > 0) return false;
  flag = runner;
  stop(now);
  leftMs[flag] = 0;
  return true;
}

}  // namespace pili::serve
