// ChildProcess on POSIX: fork/exec with close-on-exec pipes, poll for reads
// with a timeout, the child in its own process group so a kill reaches what
// it started.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>

#include "pili/client/process.h"

namespace pili::client {
namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}

// A dead engine must not kill its client: writes to it then fail with EPIPE.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { signal(SIGPIPE, SIG_IGN); });
}

}  // namespace

struct ChildProcess::Impl {
  pid_t pid = -1;
  int toChild = -1, fromChild = -1;
  std::string buffer;
  bool eof = false;

  void close_pipes() {
    if (toChild >= 0) close(toChild);
    if (fromChild >= 0) close(fromChild);
    toChild = fromChild = -1;
  }
};

ChildProcess::ChildProcess() : impl(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::running() const { return impl->pid > 0; }

bool ChildProcess::start(const std::string& program, const std::vector<std::string>& args,
                         const std::string& dir, std::string& err) {
  kill();
  ignore_sigpipe();
  // Every descriptor is close-on-exec so that engines started by other
  // threads never hold our pipes open (EOF must mean "exited").
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
  impl->pid = child;
  impl->toChild = in[1];
  impl->fromChild = out[0];
  impl->buffer.clear();
  impl->eof = false;
  if (n == sizeof code) {
    kill();
    return err = "cannot run '" + program + "'" + (dir.empty() ? "" : " in '" + dir + "'") +
                 ": " + std::strerror(code),
           false;
  }
  return true;
}

bool ChildProcess::write_line(const std::string& line) {
  if (impl->toChild < 0) return false;
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = write(impl->toChild, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

ChildProcess::Read ChildProcess::read_line(std::string& line, int64_t timeoutMs) {
  auto t0 = Clock::now();
  Impl& p = *impl;
  for (;;) {
    if (auto nl = p.buffer.find('\n'); nl != std::string::npos) {
      line = p.buffer.substr(0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      p.buffer.erase(0, nl + 1);
      return Read::Line;
    }
    if (p.eof || p.fromChild < 0) return Read::Eof;
    int wait = -1;
    if (timeoutMs >= 0) {
      int64_t left = timeoutMs - ms_since(t0);
      if (left <= 0) return Read::Timeout;
      wait = int(std::min<int64_t>(left, 1 << 30));
    }
    pollfd fd{p.fromChild, POLLIN, 0};
    int r = poll(&fd, 1, wait);
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return Read::Timeout;
    char chunk[4096];
    ssize_t n = read(p.fromChild, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) {
      p.eof = true;  // an unterminated last line is dropped: engines end their lines
      continue;
    }
    p.buffer.append(chunk, size_t(n));
  }
}

void ChildProcess::kill() {
  if (impl->pid > 0) {
    ::kill(-impl->pid, SIGKILL);  // the process group set up in start()
    ::kill(impl->pid, SIGKILL);
    int st;
    while (waitpid(impl->pid, &st, 0) < 0 && errno == EINTR) {}
    impl->pid = -1;
  }
  impl->close_pipes();
}

void ChildProcess::wait_or_kill(int64_t timeoutMs) {
  Impl& p = *impl;
  if (p.pid <= 0) return p.close_pipes();
  if (p.toChild >= 0) close(p.toChild), p.toChild = -1;  // EOF on stdin tells it to go
  auto t0 = Clock::now();
  int st;
  while (ms_since(t0) < timeoutMs) {
    pid_t r = waitpid(p.pid, &st, WNOHANG);
    if (r == p.pid || (r < 0 && errno != EINTR)) {
      ::kill(-p.pid, SIGKILL);  // leftovers in its process group
      p.pid = -1;
      break;
    }
    usleep(5000);
  }
  kill();
}

}  // namespace pili::client
