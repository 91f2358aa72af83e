#include "match/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>

namespace pili::match {
namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}

// A dead engine must not kill the referee: writes to it then fail with EPIPE.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { signal(SIGPIPE, SIG_IGN); });
}

}  // namespace

bool ChildProcess::start(const std::string& program, const std::vector<std::string>& args,
                         const std::string& dir, std::string& err) {
  kill();
  ignore_sigpipe();
  // Every descriptor is close-on-exec so that engines started by other
  // worker threads never hold our pipes open (EOF must mean "exited").
  int in[2], out[2], status[2];
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(status, O_CLOEXEC))
    return err = std::string("pipe: ") + std::strerror(errno), false;

  std::vector<std::string> argvStore{program};
  argvStore.insert(argvStore.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argvStore) argv.push_back(a.data());
  argv.push_back(nullptr);

  pid_t child = fork();
  if (child < 0) {
    for (int fd : {in[0], in[1], out[0], out[1], status[0], status[1]}) close(fd);
    return err = std::string("fork: ") + std::strerror(errno), false;
  }
  if (child == 0) {
    // Only async-signal-safe calls from here to exec.
    dup2(in[0], 0);
    dup2(out[1], 1);
    setpgid(0, 0);  // own process group: a kill reaches the engine's children too
    int code = 0;
    if (!dir.empty() && chdir(dir.c_str()) != 0) code = errno;
    if (!code) {
      execvp(argv[0], argv.data());
      code = errno;
    }
    (void)!write(status[1], &code, sizeof code);
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  close(status[1]);
  int code = 0;
  ssize_t n;
  do n = read(status[0], &code, sizeof code);
  while (n < 0 && errno == EINTR);
  close(status[0]);
  pid = child;
  toChild = in[1];
  fromChild = out[0];
  buffer.clear();
  eof = false;
  if (n == sizeof code) {
    kill();
    return err = "cannot run '" + program + "'" + (dir.empty() ? "" : " in '" + dir + "'") +
                 ": " + std::strerror(code),
           false;
  }
  return true;
}

bool ChildProcess::write_line(const std::string& line) {
  if (toChild < 0) return false;
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = write(toChild, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

ChildProcess::Read ChildProcess::read_line(std::string& line, int64_t timeoutMs) {
  auto t0 = Clock::now();
  for (;;) {
    if (auto nl = buffer.find('\n'); nl != std::string::npos) {
      line = buffer.substr(0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer.erase(0, nl + 1);
      return Read::Line;
    }
    if (eof || fromChild < 0) return Read::Eof;
    int wait = -1;
    if (timeoutMs >= 0) {
      int64_t left = timeoutMs - ms_since(t0);
      if (left <= 0) return Read::Timeout;
      wait = int(std::min<int64_t>(left, 1 << 30));
    }
    pollfd p{fromChild, POLLIN, 0};
    int r = poll(&p, 1, wait);
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return Read::Timeout;
    char chunk[4096];
    ssize_t n = read(fromChild, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) {
      eof = true;
      continue;  // hand out a last unterminated line? no: engines end lines
    }
    buffer.append(chunk, size_t(n));
  }
}

void ChildProcess::close_pipes() {
  if (toChild >= 0) close(toChild);
  if (fromChild >= 0) close(fromChild);
  toChild = fromChild = -1;
}

void ChildProcess::kill() {
  if (pid > 0) {
    ::kill(-pid, SIGKILL);  // the process group set up in start()
    ::kill(pid, SIGKILL);
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
    pid = -1;
  }
  close_pipes();
}

void ChildProcess::wait_or_kill(int64_t timeoutMs) {
  if (pid <= 0) return close_pipes();
  if (toChild >= 0) close(toChild), toChild = -1;  // EOF on stdin tells it to go
  auto t0 = Clock::now();
  int st;
  while (ms_since(t0) < timeoutMs) {
    pid_t r = waitpid(pid, &st, WNOHANG);
    if (r == pid || (r < 0 && errno != EINTR)) {
      ::kill(-pid, SIGKILL);  // leftovers in its process group
      pid = -1;
      break;
    }
    usleep(5000);
  }
  kill();
}

}  // namespace pili::match
