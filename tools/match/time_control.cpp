#include "match/time_control.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace pili::match {
namespace {

// "0.05", "10", "1.5": no trailing zeros (built with snprintf only: GCC 12
// warned about a bogus memcpy in the string version).
std::string seconds_text(int64_t ms) {
  char buf[40];
  int frac = int(ms % 1000), digits = 3;
  if (!frac) {
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(ms / 1000));
  } else {
    while (frac % 10 == 0) frac /= 10, --digits;
    std::snprintf(buf, sizeof buf, "%lld.%0*d", static_cast<long long>(ms / 1000), digits, frac);
  }
  return buf;
}

bool parse_int(const std::string& text, int& v) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text)
    if (c < '0' || c > '9') return false;
  v = std::atoi(text.c_str());
  return true;
}

}  // namespace

bool parse_seconds(const std::string& text, int64_t& ms, std::string& err) {
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end || !std::isfinite(v) || v < 0 || v > 1e7)
    return err = "bad number of seconds '" + text + "'", false;
  ms = int64_t(std::llround(v * 1000));
  return true;
}

bool parse_tc(const std::string& text, TimeControl& tc, std::string& err) {
  if (text == "inf" || text == "infinite") {
    tc.baseMs = -1, tc.movesPerPeriod = 0, tc.incMs = 0;
    return true;
  }
  std::string rest = text;
  int moves = 0;
  if (auto slash = rest.find('/'); slash != std::string::npos) {
    if (!parse_int(rest.substr(0, slash), moves) || moves <= 0)
      return err = "bad moves per period in tc '" + text + "'", false;
    rest = rest.substr(slash + 1);
  }
  int64_t base = 0, inc = 0;
  std::string baseText = rest;
  if (auto plus = rest.find('+'); plus != std::string::npos) {
    baseText = rest.substr(0, plus);
    if (!parse_seconds(rest.substr(plus + 1), inc, err)) return err = "tc '" + text + "': " + err, false;
  }
  // cutechess also accepts minutes:seconds for the base time.
  if (auto colon = baseText.find(':'); colon != std::string::npos) {
    int minutes;
    int64_t secs;
    if (!parse_int(baseText.substr(0, colon), minutes) ||
        !parse_seconds(baseText.substr(colon + 1), secs, err))
      return err = "bad base time in tc '" + text + "'", false;
    base = minutes * 60000LL + secs;
  } else if (!parse_seconds(baseText, base, err)) {
    return err = "tc '" + text + "': " + err, false;
  }
  if (base <= 0 && inc <= 0) return err = "tc '" + text + "' gives no time", false;
  tc.movesPerPeriod = moves, tc.baseMs = base, tc.incMs = inc;
  return true;
}

// Built with a stream: GCC 12 warns about a bogus memcpy in "x" + std::string.
std::string TimeControl::to_string() const {
  std::ostringstream o;
  const char* sep = "";
  if (has_clock()) o << pgn(), sep = ", ";
  if (moveTimeMs >= 0) o << sep << "st=" << seconds_text(moveTimeMs), sep = ", ";
  if (nodes) o << sep << "nodes=" << nodes, sep = ", ";
  if (depth) o << sep << "depth=" << depth;
  std::string out = o.str();
  return out.empty() ? "inf" : out;
}

std::string TimeControl::pgn() const {
  std::ostringstream o;
  if (has_clock()) {
    if (movesPerPeriod) o << movesPerPeriod << '/';
    o << seconds_text(baseMs);
    if (incMs) o << '+' << seconds_text(incMs);
  } else if (moveTimeMs >= 0) {
    o << "1/" << seconds_text(moveTimeMs);
  } else {
    o << '-';
  }
  return o.str();
}

GameClock::GameClock(const TimeControl& t) : tc(t), left(t.has_clock() ? t.baseMs : 0) {}

int GameClock::moves_to_go() const {
  return tc.movesPerPeriod ? tc.movesPerPeriod - movesInPeriod : 0;
}

bool GameClock::charge(int64_t elapsed, int64_t margin) {
  bool ok = true;
  if (tc.moveTimeMs >= 0 && elapsed > tc.moveTimeMs + margin) ok = false;
  if (tc.has_clock()) {
    left -= elapsed;
    if (left < -margin) ok = false;
    left += tc.incMs;
    if (tc.movesPerPeriod && ++movesInPeriod == tc.movesPerPeriod) {
      movesInPeriod = 0;
      left += tc.baseMs;
    }
  }
  return ok;
}

int64_t GameClock::deadline(int64_t margin) const {
  int64_t d = -1;
  // The flag falls at left < -margin (charge), so that is the deadline
  // also when an earlier move, within the margin, left the clock negative.
  if (tc.has_clock()) d = std::max<int64_t>(left + margin, 0);
  if (tc.moveTimeMs >= 0) d = d < 0 ? tc.moveTimeMs + margin : std::min(d, tc.moveTimeMs + margin);
  return d;
}

}  // namespace pili::match
