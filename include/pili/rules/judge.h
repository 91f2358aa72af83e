// Game-end adjudication shared by the referee, the protocols and the tests:
// general lost, no legal move, repetition (perpetual check loses), and the
// no-capture move limit. Repetitions use each state's `check` flag, so every
// variant's own sense of check (Atomic's broad check) feeds the law.
#pragma once

#include <algorithm>
#include <string>

#include "pili/core/position.h"

namespace pili {

enum class Outcome { Ongoing, RedWins, BlackWins, Draw };

struct Verdict {
  Outcome outcome = Outcome::Ongoing;
  std::string reason;  // "checkmate", "stalemate", "general blasted", "perpetual check", ...
};

constexpr Outcome win_for(Color c) { return c == RED ? Outcome::RedWins : Outcome::BlackWins; }

// Plies back over which a position can repeat: since the last irreversible
// move. Every variant resets rule50 on a capture of a regular piece; Meng's
// drops (reserve) never come back either, so the scan also stops where the
// reserve or the capture count changed (Meng rule 26). The key covers both,
// so this only saves work and states the rule.
inline int repetition_window(const Position& pos) {
  int limit = std::min(pos.rule50(), pos.history_size());
  const StateInfo& now = pos.st();
  for (int back = 1; back <= limit; ++back) {
    const StateInfo& s = pos.state_at(back);
    if (s.reserve != now.reserve || s.capturedCount != now.capturedCount) return back - 1;
  }
  return limit;
}

// Plies back to the most recent earlier occurrence of the current position
// inside the repetition window, 0 when none.
inline int last_repetition(const Position& pos) {
  int limit = repetition_window(pos);
  for (int back = 4; back <= limit; back += 2)
    if (pos.state_at(back).key == pos.key()) return back;
  return 0;
}

// Looks for a repetition of the current position inside the repetition
// window. Returns the number of plies back to the most recent earlier
// occurrence (0 when none) and counts all occurrences in `occurrences`.
inline int find_repetition(const Position& pos, int& occurrences) {
  occurrences = 1;
  int first = 0;
  int limit = repetition_window(pos);
  for (int back = 4; back <= limit; back += 2)
    if (pos.state_at(back).key == pos.key()) {
      ++occurrences;
      if (!first) first = back;
    }
  return first;
}

// Perpetual-check law for a cycle of `len` plies ending now: a side all of
// whose moves in the cycle gave check loses; otherwise the repetition draws.
inline Outcome judge_cycle(const Position& pos, int len) {
  bool allCheck[COLOR_NB] = {true, true};
  Color mover = ~pos.side_to_move();  // made the last move
  for (int back = 0; back < len; ++back, mover = ~mover)
    if (!pos.state_at(back).check) allCheck[mover] = false;
  if (allCheck[RED] != allCheck[BLACK]) return allCheck[RED] ? Outcome::BlackWins : Outcome::RedWins;
  return Outcome::Draw;
}

// Full verdict for the position after the last move. `repetitions` is how many
// occurrences end the game (3 for a referee), `moveLimit` the no-capture limit
// in plies (120 = 60 moves per side).
template <class R>
Verdict adjudicate(const Position& pos, int repetitions = 3, int moveLimit = 120) {
  Color us = pos.side_to_move();
  if (R::king_lost(pos)) return {win_for(~us), "general blasted"};
  if (R::count_legal(pos) == 0)
    return {win_for(~us), R::in_check(pos) ? "checkmate" : "stalemate"};
  int occurrences;
  if (int len = find_repetition(pos, occurrences); len && occurrences >= repetitions) {
    Outcome o = judge_cycle(pos, len);
    return {o, o == Outcome::Draw ? "repetition" : "perpetual check"};
  }
  if (pos.rule50() >= moveLimit) return {Outcome::Draw, "move limit without capture"};
  return {};
}

}  // namespace pili
