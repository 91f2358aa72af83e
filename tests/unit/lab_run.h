// Runs the built `pili` (or any shell command) for the lab tests and
// captures its output and exit code.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace pili::lab_test {

struct RunResult {
  int code = -1;
  std::string out;
};

inline RunResult run(const std::string& cmd) {
  RunResult r;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int st = pclose(p);
  r.code = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

inline std::string quote(const std::string& s) { return "'" + s + "'"; }
inline std::string pili() { return quote(PILI_BINARY); }
inline std::string fake_engine(const std::string& name) {
  return std::string(PILI_TEST_DATA) + "/../fake_engines/" + name;
}

// tests/fake_engines/lab_buggy_perft.sh as a quoted engine command for
// `--compare`: Pili's own perft, but for the bug that `keys` asks for
// ("path='h2e2 h9g7' drop=b0c2"; none: no bug).
inline std::string buggy_perft_engine(const std::string& keys = "") {
  // Appended piecewise: GCC 12 -O2 warns falsely (-Wrestrict) on "lit" + string&&.
  std::string cmd = "\"";
  cmd.append(fake_engine("lab_buggy_perft.sh")).append(" pili=").append(PILI_BINARY);
  if (!keys.empty()) cmd.append(" ").append(keys);
  return cmd.append("\"");
}

// Debian's Fairy-Stockfish (package fairy-stockfish), the reference the
// comparisons with another engine run against.
inline const std::string FAIRY_STOCKFISH = "/usr/games/fairy-stockfish";
inline bool has_fairy_stockfish() { return std::filesystem::exists(FAIRY_STOCKFISH); }
// Set in CI (.ci/run installs the package): there a missing engine fails the
// test instead of skipping it, so the comparison cannot stop running unseen.
inline bool fairy_stockfish_required() { return std::getenv("PILI_REQUIRE_FAIRY_STOCKFISH") != nullptr; }

}  // namespace pili::lab_test
