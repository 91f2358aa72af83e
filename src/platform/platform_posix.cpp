// The platform layer on POSIX systems (Linux, the BSDs, macOS).
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "pili/platform/platform.h"

namespace pili::platform {

bool is_terminal(StdStream s) { return isatty(s == StdStream::Out ? STDOUT_FILENO : STDERR_FILENO) != 0; }

void ignore_broken_pipes() { signal(SIGPIPE, SIG_IGN); }

long process_id() { return long(getpid()); }

std::tm utc_time(std::time_t t) {
  std::tm tm{};
  gmtime_r(&t, &tm);
  return tm;
}

}  // namespace pili::platform
