// pili-match's ChildProcess on Windows, carried by the engine client's
// Windows implementation (src/client/process_win32.cpp). The class keeps its
// POSIX members (process.h); the Windows state lives in a table keyed by the
// object, which cannot move (copy and move are deleted). `pid` is only a
// running flag here.
#include <map>
#include <memory>
#include <mutex>

#include "pili/client/process.h"
#include "process.h"

namespace pili::match {
namespace {

std::mutex tableMutex;
std::map<const ChildProcess*, std::unique_ptr<client::ChildProcess>> table;

client::ChildProcess& of(const ChildProcess* p) {
  std::lock_guard lock(tableMutex);
  auto& slot = table[p];
  if (!slot) slot = std::make_unique<client::ChildProcess>();
  return *slot;
}

void forget(const ChildProcess* p) {
  std::unique_ptr<client::ChildProcess> gone;
  std::lock_guard lock(tableMutex);
  if (auto it = table.find(p); it != table.end()) gone = std::move(it->second), table.erase(it);
}

}  // namespace

bool ChildProcess::start(const std::string& program, const std::vector<std::string>& args,
                         const std::string& dir, std::string& err) {
  bool ok = of(this).start(program, args, dir, err);
  pid = ok ? 1 : -1;
  return ok;
}

bool ChildProcess::write_line(const std::string& line) { return pid > 0 && of(this).write_line(line); }

ChildProcess::Read ChildProcess::read_line(std::string& line, int64_t timeoutMs) {
  if (pid <= 0) return Read::Eof;
  switch (of(this).read_line(line, timeoutMs)) {
    case client::ChildProcess::Read::Line: return Read::Line;
    case client::ChildProcess::Read::Timeout: return Read::Timeout;
    default: return Read::Eof;
  }
}

void ChildProcess::kill() {
  forget(this);  // the client's destructor kills and reaps
  pid = -1;
}

void ChildProcess::wait_or_kill(int64_t timeoutMs) {
  if (pid > 0) of(this).wait_or_kill(timeoutMs);
  kill();
}

void ChildProcess::close_pipes() {}

}  // namespace pili::match
