// A protocol session for tests: an engine (the scripted FakeEngine or a real
// one) behind the real Protocol, every printed line kept. One definition for
// the tests that talk to the protocol line by line.
#pragma once

#include <string>
#include <vector>

#include "pili/protocol/output.h"
#include "pili/protocol/protocol.h"

namespace pili::protocol::testing {

template <class E>
struct ProtocolSession {
  E engine;
  std::vector<std::string> lines;  // LineOutput serialises the sink across threads
  LineOutput out{[this](const std::string& s) { lines.push_back(s); }};
  Protocol proto{engine, out};

  // Sends one line without reading the output: threaded tests, whose
  // searches print meanwhile, read `lines` once the engine is idle.
  void post(const std::string& line) { proto.handle_line(line); }
  // Sends one line and returns what it printed (single-threaded engines).
  std::vector<std::string> send(const std::string& line) {
    size_t before = lines.size();
    proto.handle_line(line);
    return {lines.begin() + before, lines.end()};
  }
  // What one line printed, joined by newlines.
  std::string all(const std::string& line) {
    std::string s;
    for (const auto& l : send(line)) s += l + "\n";
    return s;
  }
  int count_prefix(const std::string& p) const {
    int n = 0;
    for (const auto& l : lines) n += l.rfind(p, 0) == 0;
    return n;
  }
  static bool any_starts(const std::vector<std::string>& v, const std::string& p) {
    for (const auto& l : v)
      if (l.rfind(p, 0) == 0) return true;
    return false;
  }
};

}  // namespace pili::protocol::testing
