// Human texts for game ends, cutechess style, always naming the side at
// fault: "Red mates", "Black loses by perpetual check", "Draw by repetition".
// Built from the judge's Verdict, so new verdict reasons (a perpetual chase,
// say) read "Red loses by <reason>" without a change here.
#pragma once

#include <string>

#include "pili/rules/judge.h"

namespace pili::match {

inline std::string side_name(Color c) { return c == RED ? "Red" : "Black"; }

inline std::string verdict_text(const Verdict& v) {
  if (v.outcome == Outcome::Ongoing) return "";
  if (v.outcome == Outcome::Draw) return "Draw by " + v.reason;
  Color winner = v.outcome == Outcome::RedWins ? RED : BLACK;
  if (v.reason == "checkmate") return side_name(winner) + " mates";
  if (v.reason == "general blasted") return side_name(~winner) + "'s general is blasted";
  return side_name(~winner) + " loses by " + v.reason;
}

}  // namespace pili::match
