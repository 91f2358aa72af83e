// The real `pili` binary driven as a GUI drives it (protocol_pipe.h), with
// the few helpers the GUI-behaviour tests share: reply-until-readyok,
// bestmove parsing, the last PV line before a bestmove, and waiting for the
// engine's own lines instead of sleeping: a test waits for an event (a line
// arrives), never for a time, so a slow or loaded machine only makes it
// slower. The timeouts only bound waits for lines a correct engine prints.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "protocol_pipe.h"
#include "test_util.h"

namespace pili::protocol::testing {

using testutil::SANITIZED;  // test_util.h

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

// The search time an `info` line reports ("... time N ..."), or -1.
inline int64_t info_time(const std::string& line) {
  if (!starts_with(line, "info")) return -1;
  auto w = split(line);
  for (size_t i = 0; i + 1 < w.size(); ++i)
    if (w[i] == "time" && !w[i + 1].empty() && w[i + 1].find_first_not_of("0123456789") == std::string::npos)
      return std::stoll(w[i + 1]);
  return -1;
}

struct GuiSession : EngineProcess {
  // Generous: sanitizer builds, emulators and loaded machines are slow, and
  // the wait ends as soon as the line comes.
  static constexpr int TIMEOUT = 60000;
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
  // The answer line of a go ("bestmove ..." or "nobestmove").
  std::string bestmove(const std::string& go, int timeoutMs = TIMEOUT) { return search(go, timeoutMs).back(); }
  // Waits until the search reports its first iteration: it is running.
  std::vector<std::string> search_started() { return expect("info depth"); }
  // Reads until an `info` line reports at least `ms` of search time (the
  // engine's own clock) or the search answers; returns the lines read.
  std::vector<std::string> searched_for(int64_t ms) {
    bool found;
    auto lines = read_until(
        [&](const std::string& l) { return info_time(l) >= ms || starts_with(l, "bestmove") || l == "nobestmove"; },
        TIMEOUT, found);
    EXPECT_TRUE(found) << "no info line with time >= " << ms;
    return lines;
  }
  // The FEN the engine shows with `d`.
  std::string fen() {
    for (const auto& l : reply("d"))
      if (auto at = l.find("Fen: "); at != std::string::npos) return l.substr(at + 5);
    ADD_FAILURE() << "no Fen line in the output of d";
    return "";
  }
};

}  // namespace pili::protocol::testing
