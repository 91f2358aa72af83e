// Game-end adjudication shared by the referee, the protocols, `pili judge`
// and the search: general lost, no legal move, repetition by the AXF law
// (perpetual check loses, a forbidden perpetual chase loses; rules/chase.h),
// and the no-capture move limit. Checks use each state's `check` flag, so
// every variant's own sense of check (Atomic's broad check) feeds the law.
#pragma once

#include <algorithm>
#include <string>
#include <utility>

#include "pili/core/position.h"
#include "pili/core/notation.h"
#include "pili/rules/chase.h"

namespace pili {

enum class Outcome { Ongoing, RedWins, BlackWins, Draw };

struct Verdict {
  Verdict() = default;
  Verdict(Outcome o, std::string r, Color l = COLOR_NB, std::string d = {})
      : outcome(o), reason(std::move(r)), loser(l), detail(std::move(d)) {}
  Outcome outcome = Outcome::Ongoing;
  // The rule: "checkmate", "stalemate", "general blasted", "perpetual check",
  // "perpetual chase", "repetition", "move limit without capture".
  std::string reason;
  Color loser = COLOR_NB;  // the side at fault; COLOR_NB for draws and games going on
  std::string detail;      // e.g. "of the horse on c7", "both sides chase perpetually"
  // One line naming the rule and the loser's fault: "Black loses by
  // perpetual chase of the horse on c7", "Red mates", "Draw by repetition".
  // `chess`: the sides are White and Black (atomic chess).
  std::string text(bool chess = false) const;
};

// "horse", "chariot", ... ("chariot stack" for a Meng stack on `s`).
std::string piece_name(const Position& pos, Square s);

constexpr Outcome win_for(Color c) { return c == RED ? Outcome::RedWins : Outcome::BlackWins; }

// "Red"/"Black"; `chess`: "White"/"Black" (atomic chess, where RED moves first).
inline std::string side_name(Color c, bool chess = false) {
  return c == RED ? (chess ? "White" : "Red") : "Black";
}

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

// Verdict of the repetition law for an analysed cycle (see
// docs/rules/xiangqi-repetition.md): perpetual check loses, both sides
// checking draw, a check beats a chase (the checker must change); otherwise a
// forbidden perpetual chase loses and both sides chasing draw.
inline Verdict cycle_verdict(const Position& pos, const CycleAnalysis& a, bool withText = true) {
  auto lose = [&](Color c, const char* reason, std::string detail) {
    return Verdict{win_for(~c), reason, c, std::move(detail)};
  };
  if (a.allCheck[RED] && a.allCheck[BLACK])
    return {Outcome::Draw, "repetition", COLOR_NB, withText ? "both sides check perpetually" : ""};
  for (Color c : {RED, BLACK})
    if (a.allCheck[c]) return lose(c, "perpetual check", "");
  bool chase[COLOR_NB] = {a.chases(RED), a.chases(BLACK)};
  if (chase[RED] && chase[BLACK])
    return {Outcome::Draw, "repetition", COLOR_NB, withText ? "both sides chase perpetually" : ""};
  for (Color c : {RED, BLACK})
    if (chase[c]) {
      Square s = lsb(a.perpetual[c]);
      return lose(c, "perpetual chase",
                  withText ? "of the " + piece_name(pos, s) + " on " + square_to_string(s) : "");
    }
  return {Outcome::Draw, "repetition", COLOR_NB, ""};
}

// The law for the cycle of `len` plies ending now (the position `len` plies
// back is the same): the search's one call where it finds a repetition.
template <class R>
Outcome judge_cycle(const Position& pos, int len) {
  return cycle_verdict(pos, analyse_cycle<R>(pos, len, false), false).outcome;
}

// Full verdict for the position after the last move. `repetitions` is how many
// occurrences end the game (3 for a referee), `moveLimit` the no-capture limit
// in plies (120 = 60 moves per side).
template <class R>
Verdict adjudicate(const Position& pos, int repetitions = 3, int moveLimit = 120) {
  Color us = pos.side_to_move();
  if (R::king_lost(pos)) return {win_for(~us), "general blasted", us, ""};
  if (R::count_legal(pos) == 0)
    return {win_for(~us), R::in_check(pos) ? "checkmate" : "stalemate", us, ""};
  int occurrences;
  if (int len = find_repetition(pos, occurrences); len && occurrences >= repetitions) {
    return cycle_verdict(pos, analyse_cycle<R>(pos, len, false));
  }
  if (pos.rule50() >= moveLimit) return {Outcome::Draw, "move limit without capture", COLOR_NB, ""};
  return {};
}

}  // namespace pili
