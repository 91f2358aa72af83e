// The real `pili` binary driven as a GUI drives it (protocol_pipe.h), with
// the few helpers the GUI-behaviour tests share: reply-until-readyok,
// bestmove parsing, the last PV line before a bestmove.
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "protocol_pipe.h"

namespace pili::protocol::testing {

// Sanitizer builds: ten times slower, and they need the whole address space.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool SANITIZED = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool SANITIZED = true;
#else
inline constexpr bool SANITIZED = false;
#endif
#else
inline constexpr bool SANITIZED = false;
#endif

inline bool starts_with(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }

inline std::vector<std::string> split(const std::string& s) {
  std::istringstream ss(s);
  std::vector<std::string> w;
  for (std::string t; ss >> t;) w.push_back(t);
  return w;
}

// "bestmove M [ponder P] ..." -> M and P ("" when absent, "(none)" or "nobestmove").
struct BestLine {
  std::string move, ponder;
};
inline BestLine parse_best(const std::string& line) {
  auto w = split(line);
  BestLine b;
  if (w.size() >= 2 && w[0] == "bestmove" && w[1] != "(none)") b.move = w[1];
  if (w.size() >= 4 && w[2] == "ponder") b.ponder = w[3];
  return b;
}

// The moves after " pv " of an info line (empty when it has none).
inline std::vector<std::string> pv_of(const std::string& line) {
  auto at = line.find(" pv ");
  return at == std::string::npos ? std::vector<std::string>{} : split(line.substr(at + 4));
}

struct GuiSession : EngineProcess {
  static constexpr int TIMEOUT = 20000;  // generous: sanitizer builds are slow
  // Stands for the line that never came, so that a timeout fails the test
  // instead of reading past the end of an empty reply.
  static constexpr const char* NO_ANSWER = "(no answer)";
  explicit GuiSession(long addressSpaceMb = 0) : EngineProcess(PILI_BINARY, addressSpaceMb) {}

  std::vector<std::string> expect(const std::string& prefix, int timeoutMs = TIMEOUT) {
    bool found;
    auto lines = read_until_prefix(prefix, timeoutMs, found);
    EXPECT_TRUE(found) << "no '" << prefix << "' within " << timeoutMs << " ms";
    if (!found) lines.push_back(NO_ANSWER);  // callers read back() and pop_back()
    return lines;
  }
  // Lines printed by `cmd` before the readyok of an isready sent after it.
  std::vector<std::string> reply(const std::string& cmd, int timeoutMs = TIMEOUT) {
    send(cmd);
    send("isready");
    auto lines = expect("readyok", timeoutMs);
    if (!lines.empty()) lines.pop_back();
    return lines;
  }
  void handshake(const std::string& dialect = "uci") {
    send(dialect);
    expect(dialect + "ok");
  }
  // Everything up to and including the answer to a go (bestmove or nobestmove).
  std::vector<std::string> search(const std::string& go, int timeoutMs = TIMEOUT) {
    if (!go.empty()) send(go);
    bool found;
    auto lines = read_until([](const std::string& l) { return starts_with(l, "bestmove") || l == "nobestmove"; },
                            timeoutMs, found);
    EXPECT_TRUE(found) << "no answer to '" << go << "' within " << timeoutMs << " ms";
    if (!found) lines.push_back(NO_ANSWER);  // callers read back(): a failure, not a crash
    return lines;
  }
};

}  // namespace pili::protocol::testing
