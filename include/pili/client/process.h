// A child process with its standard input and output on pipes: line-based
// writes, reads with a timeout (poll), kill and reap. Used for engines.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace pili::match {

class ChildProcess {
 public:
  ChildProcess() = default;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess() { kill(); }

  // Runs `program` with `args` in directory `dir` (empty = current). A
  // program that cannot be executed is reported here, not as a later EOF.
  bool start(const std::string& program, const std::vector<std::string>& args,
             const std::string& dir, std::string& err);
  bool running() const { return pid > 0; }
  // Writes one line (a newline is added). False when the child is gone.
  bool write_line(const std::string& line);

  enum class Read { Line, Timeout, Eof };
  // Waits up to timeoutMs (-1 = forever) for a complete line.
  Read read_line(std::string& line, int64_t timeoutMs);
  // Kills the child (SIGKILL) if it still runs and reaps it.
  void kill();
  // Waits up to timeoutMs for the child to exit by itself, then kills it.
  void wait_or_kill(int64_t timeoutMs);

 private:
  void close_pipes();
  pid_t pid = -1;
  int toChild = -1, fromChild = -1;
  std::string buffer;
  bool eof = false;
};

}  // namespace pili::match
