// Replays one recorded game under rule module R and measures it: is every
// move legal, did the game end where and how the rules say, when did the
// first blast come, how many legal moves were there per position (the
// branching factor the lab reports as "complexity"), and, for a game ended
// by repetition, who gave check during the repeated cycle. Used by
// `pili-lab measure` and by tests/unit/lab_replay_test.cpp.
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include "pili/chess/bitboard.h"
#include "pili/core/bitboard.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"

namespace pili::lab {

// The moves of the last repetition cycle (the final position occurred
// before; the cycle is the moves since its most recent earlier occurrence).
struct Cycle {
  int plies = 0;                // 0: the final position never occurred before
  int moves[COLOR_NB] = {0, 0}; // moves of each side in the cycle
  int checks[COLOR_NB] = {0, 0};// of them, moves that left the opponent in check
};

struct GameMeasures {
  std::string error;      // the first way the game breaks the rules; empty when none
  int plies = 0;          // moves replayed
  int earlyEndPly = -1;   // plies after which the rules had already ended the game (-1: never)
  std::string earlyReason;
  int firstBlastPly = 0;  // 1-based ply of the first capture that removed its capturer; 0: none
  int blasts = 0, captures = 0;
  long long legalMoves = 0;  // summed over the positions a move was played from
  int positions = 0;
  int checks[COLOR_NB] = {0, 0};  // moves that left the opponent in check
  // Pieces each of the first two moves removed: [ply][own side, other side].
  int openingRemoved[2][2] = {{0, 0}, {0, 0}};
  bool kingGone[COLOR_NB] = {false, false};  // no general / king at the end
  Verdict verdict;        // the rules' verdict on the final position
  Cycle cycle;

  double branching() const { return positions ? double(legalMoves) / positions : 0.0; }
};

// Pieces on a board of either geometry: the core's popcount of its bitboard.
template <class B>
int piece_count(B bits) {
  if constexpr (std::is_same_v<B, chess::Bitboard>) return chess::popcount(bits);
  else return popcount(bits);
}

template <class R>
GameMeasures measure_game(const std::string& fen, const std::vector<std::string>& moves) {
  GameMeasures g;
  typename R::Position pos;
  if (!set_position<R>(pos, fen, g.error)) return g.error = "bad FEN: " + g.error, g;
  std::vector<uint64_t> keys{pos.key()};
  std::vector<Color> movers;
  std::vector<bool> gaveCheck;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (g.earlyEndPly < 0) {
      Verdict v = adjudicate<R>(pos);
      if (v.outcome != Outcome::Ongoing) g.earlyEndPly = int(i), g.earlyReason = v.reason;
    }
    Move m = find_legal_move<R>(pos, moves[i]);
    if (!m.is_ok()) {
      g.error = "ply " + std::to_string(i + 1) + ": illegal move " + moves[i];
      return g;
    }
    g.legalMoves += R::count_legal(pos);
    ++g.positions;
    Color us = pos.side_to_move();
    bool capture = R::is_capture(pos, m);
    int before[COLOR_NB] = {piece_count(pos.pieces(RED)), piece_count(pos.pieces(BLACK))};
    R::do_move(pos, m);
    int lost[COLOR_NB] = {before[RED] - piece_count(pos.pieces(RED)),
                          before[BLACK] - piece_count(pos.pieces(BLACK))};
    if (capture) {
      ++g.captures;
      // Every capture of a blasting variant takes its capturer with it
      // (Atomic's cannon shot too, though it spares the neighbours).
      if (R::BLASTS && lost[us] > 0 && ++g.blasts == 1) g.firstBlastPly = int(i) + 1;
    }
    if (R::BLASTS && i < 2) g.openingRemoved[i][0] = lost[us], g.openingRemoved[i][1] = lost[~us];
    bool check = R::in_check(pos);
    if (check) ++g.checks[us];
    movers.push_back(us);
    gaveCheck.push_back(check);
    keys.push_back(pos.key());
  }
  g.plies = int(moves.size());
  g.verdict = adjudicate<R>(pos);
  for (Color c : {RED, BLACK}) g.kingGone[c] = !pos.has_king(c);
  int n = int(keys.size()) - 1;
  for (int j = n - 2; j >= 0; j -= 2)
    if (keys[j] == keys[n]) {
      g.cycle.plies = n - j;
      for (int k = j; k < n; ++k) {
        ++g.cycle.moves[movers[k]];
        if (gaveCheck[k]) ++g.cycle.checks[movers[k]];
      }
      break;
    }
  return g;
}

// What the cycle's checks make of a repetition: "no check", "checks, not
// perpetual", "one-sided perpetual check" (one side checked with every move,
// the other never: the checker loses), "mutual perpetual check".
inline std::string repetition_kind(const Cycle& c) {
  bool all[COLOR_NB], any[COLOR_NB];
  for (Color s : {RED, BLACK}) all[s] = c.moves[s] && c.checks[s] == c.moves[s], any[s] = c.checks[s] > 0;
  if (all[RED] && all[BLACK]) return "mutual perpetual check";
  if ((all[RED] && !any[BLACK]) || (all[BLACK] && !any[RED])) return "one-sided perpetual check";
  return any[RED] || any[BLACK] ? "checks, not perpetual" : "no check";
}

// Endings the rules decide (judge.h and atomic chess's own game end).
inline bool is_rule_ending(const std::string& reason) {
  for (const char* r : {"checkmate", "stalemate", "general blasted", "perpetual check", "perpetual chase",
                        "repetition", "move limit without capture", "king exploded", "50-move rule"})
    if (reason == r) return true;
  return false;
}

// Empty when the record agrees with the rules: every move legal, the game
// not over before its last move, and a result the rules give when they end
// it (a game they leave going must have ended some other way: max plies,
// resignation, a claim, a fault).
inline std::string check_record(const GameMeasures& g, Outcome outcome, const std::string& reason) {
  if (!g.error.empty()) return g.error;
  if (g.earlyEndPly >= 0)
    return "the game was over after ply " + std::to_string(g.earlyEndPly) + " (" + g.earlyReason +
           ") but went on";
  if (g.verdict.outcome != Outcome::Ongoing) {
    if (g.verdict.reason != reason || g.verdict.outcome != outcome)
      return "recorded '" + reason + "', the rules say '" + g.verdict.reason + "' with another result";
    bool decisive = outcome == Outcome::RedWins || outcome == Outcome::BlackWins;
    if ((reason == "general blasted" || reason == "king exploded") &&
        !(decisive && g.kingGone[outcome == Outcome::RedWins ? BLACK : RED]))
      return "a blasted general, yet the loser's general is on the board";
    return "";
  }
  if (is_rule_ending(reason)) return "recorded '" + reason + "', but the rules say the game goes on";
  return "";
}

}  // namespace pili::lab
