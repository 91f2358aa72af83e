// Human texts for game ends, cutechess style, always naming the side at
// fault: "Red mates", "Black loses by perpetual check", "Draw by repetition".
// Built from the judge's Verdict, so new verdict reasons (a perpetual chase,
// say) read "Red loses by <reason>" without a change here.
#pragma once

#include <string>

#include "pili/rules/judge.h"

namespace pili::match {

// One wording for every tool: the judge's own (it names the rule, the loser and,
// for a chase, the chased piece).
inline std::string verdict_text(const Verdict& v, bool chess = false) { return v.text(chess); }

}  // namespace pili::match
