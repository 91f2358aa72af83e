// The Windows child process (src/client/process_win32.cpp) driving the real
// `pili` binary: start, a reply line, a read that times out, kill, a program
// that does not exist, and an engine that quits by itself. The POSIX
// implementation is exercised by the engine client's tests.
#ifdef _WIN32
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>

#include "pili/client/process.h"

namespace {

using pili::client::ChildProcess;

std::string pili_exe() {
  std::string path = PILI_BINARY;
  std::replace(path.begin(), path.end(), '/', '\\');
  return path;
}

bool read_until(ChildProcess& p, const std::string& want) {
  std::string line;
  while (p.read_line(line, 20000) == ChildProcess::Read::Line)
    if (line == want) return true;
  return false;
}

TEST(ClientProcessWin32, TalksToAnEngineAndKillsIt) {
  ChildProcess p;
  std::string err, line;
  ASSERT_TRUE(p.start(pili_exe(), {}, "", err)) << err;
  EXPECT_TRUE(p.running());
  ASSERT_TRUE(p.write_line("uci"));
  EXPECT_TRUE(read_until(p, "uciok"));  // the CR of the engine's CRLF is dropped
  auto t0 = std::chrono::steady_clock::now();
  EXPECT_EQ(p.read_line(line, 200), ChildProcess::Read::Timeout);
  EXPECT_GE(std::chrono::steady_clock::now() - t0, std::chrono::milliseconds(150));
  ASSERT_TRUE(p.write_line("go infinite"));
  p.kill();
  EXPECT_FALSE(p.running());
  EXPECT_FALSE(p.write_line("isready"));
  // Lines the search wrote before the kill may still wait in the pipe (seen
  // under Wine): they come first, then the end of the output. A bound keeps a
  // pipe that never ends from hanging the test.
  ChildProcess::Read r = ChildProcess::Read::Line;
  for (int n = 0; n < 10000 && r == ChildProcess::Read::Line; ++n) r = p.read_line(line, 1000);
  EXPECT_EQ(r, ChildProcess::Read::Eof);
}

TEST(ClientProcessWin32, ArgumentsAndQuit) {
  ChildProcess p;
  std::string err, line;
  // An argument with a space reaches the engine whole: perft of a FEN.
  ASSERT_TRUE(p.start(pili_exe(), {"perft", "--depth", "2", "--fen",
                                   "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
                      "", err))
      << err;
  EXPECT_TRUE(read_until(p, "Nodes searched: 1920"));
  EXPECT_EQ(p.read_line(line, 20000), ChildProcess::Read::Eof);
  p.wait_or_kill(5000);
  EXPECT_FALSE(p.running());
}

TEST(ClientProcessWin32, MissingProgramIsReportedAtStart) {
  ChildProcess p;
  std::string err;
  EXPECT_FALSE(p.start("no-such-engine-here.exe", {}, "", err));
  EXPECT_NE(err.find("cannot run 'no-such-engine-here.exe'"), std::string::npos) << err;
  EXPECT_FALSE(p.running());
}

}  // namespace
#endif
