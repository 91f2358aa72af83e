// The platform layer on Windows.
#include <io.h>
#include <process.h>
#include <stdio.h>

#include "pili/platform/platform.h"

namespace pili::platform {

// A console, not a file or a pipe (a GUI's pipes are never terminals).
bool is_terminal(StdStream s) { return _isatty(_fileno(s == StdStream::Out ? stdout : stderr)) != 0; }

void ignore_broken_pipes() {}  // no SIGPIPE: a write to a closed pipe returns an error

long process_id() { return long(_getpid()); }

std::tm utc_time(std::time_t t) {
  std::tm tm{};
  gmtime_s(&tm, &t);
  return tm;
}

}  // namespace pili::platform
