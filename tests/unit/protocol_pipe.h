// Drives the real `pili` binary through pipes, as a GUI does: write command
// lines, read reply lines with timeouts. POSIX only.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace pili::protocol::testing {

class EngineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // `addressSpaceMb` > 0 limits the engine's address space (RLIMIT_AS), so
  // that large allocations fail as they would on a small machine.
  explicit EngineProcess(const std::string& path, long addressSpaceMb = 0) {
    signal(SIGPIPE, SIG_IGN);
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid = fork();
    if (pid == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      close(in[1]);
      close(out[0]);
      if (addressSpaceMb > 0) {
        rlimit lim{rlim_t(addressSpaceMb) << 20, rlim_t(addressSpaceMb) << 20};
        setrlimit(RLIMIT_AS, &lim);
      }
      execl(path.c_str(), path.c_str(), (char*)nullptr);
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    toChild = in[1];
    fromChild = out[0];
  }
  ~EngineProcess() {
    if (toChild >= 0) close(toChild);
    if (fromChild >= 0) close(fromChild);
    if (pid > 0 && !exited) {
      kill(pid, SIGKILL);
      waitpid(pid, nullptr, 0);
    }
  }
  bool ok() const { return pid > 0; }

  void send(const std::string& line) { send_raw(line + "\n"); }
  void send_raw(const std::string& data) {
    size_t done = 0;
    while (done < data.size()) {
      ssize_t n = write(toChild, data.data() + done, data.size() - done);
      if (n <= 0) return;
      done += size_t(n);
    }
  }
  void close_input() {
    close(toChild);
    toChild = -1;
  }
  void close_output() {  // the GUI stops reading
    close(fromChild);
    fromChild = -1;
  }

  // The next line, or false after `timeoutMs` (or when the engine exited).
  bool read_line(std::string& line, int timeoutMs) {
    auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
      size_t nl = buffer.find('\n');
      if (nl != std::string::npos) {
        line = buffer.substr(0, nl);
        buffer.erase(0, nl + 1);
        log.push_back(line);
        return true;
      }
      int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
      if (left <= 0) return false;
      pollfd p{fromChild, POLLIN, 0};
      if (poll(&p, 1, left) <= 0) continue;
      char buf[65536];
      ssize_t n = read(fromChild, buf, sizeof buf);
      if (n <= 0) return false;
      buffer.append(buf, size_t(n));
    }
  }

  // Reads until a line satisfies `done`; returns every line read (the last
  // one included). `found` says whether it came before the timeout.
  std::vector<std::string> read_until(const std::function<bool(const std::string&)>& done,
                                      int timeoutMs, bool& found) {
    std::vector<std::string> lines;
    auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    found = false;
    std::string l;
    for (;;) {
      int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
      if (left <= 0 || !read_line(l, left)) return lines;
      lines.push_back(l);
      if (done(l)) {
        found = true;
        return lines;
      }
    }
  }
  std::vector<std::string> read_until_prefix(const std::string& prefix, int timeoutMs, bool& found) {
    return read_until([&](const std::string& l) { return l.rfind(prefix, 0) == 0; }, timeoutMs, found);
  }

  // Exit status, or -1 when the engine is still running after `timeoutMs`.
  int wait_exit(int timeoutMs) {
    auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    while (Clock::now() < deadline) {
      int status;
      if (waitpid(pid, &status, WNOHANG) == pid) {
        exited = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      usleep(5000);
    }
    return -1;
  }

  std::vector<std::string> log;  // every line read so far

 private:
  pid_t pid = -1;
  int toChild = -1, fromChild = -1;
  bool exited = false;
  std::string buffer;
};

}  // namespace pili::protocol::testing
