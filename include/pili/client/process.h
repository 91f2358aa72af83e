// A child process with its standard input and output on pipes: line-based
// writes, reads with a timeout, kill and reap. The interface knows nothing of
// the platform; CMake picks one implementation: process_posix.cpp (fork/exec
// and poll) or process_win32.cpp (CreateProcess, a job object, a reader thread).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pili::client {

class ChildProcess {
 public:
  ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();  // kills the child if it still runs

  // Runs `program` with `args` in directory `dir` (empty = current). A
  // program that cannot be executed is reported here, not as a later EOF.
  bool start(const std::string& program, const std::vector<std::string>& args,
             const std::string& dir, std::string& err);
  bool running() const;
  // Writes one line (a newline is added). False when the child is gone.
  bool write_line(const std::string& line);

  enum class Read { Line, Timeout, Eof };
  // Waits up to timeoutMs (-1 = forever) for a complete line; a trailing
  // '\r' is dropped.
  Read read_line(std::string& line, int64_t timeoutMs);
  // Kills the child (and what it started) if it still runs, and reaps it.
  void kill();
  // Closes its input, waits up to timeoutMs for it to exit, then kills it.
  void wait_or_kill(int64_t timeoutMs);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

}  // namespace pili::client
