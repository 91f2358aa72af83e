// What differs between operating systems, behind one interface: one source
// per platform (src/platform/platform_posix.cpp, platform_win32.cpp), chosen
// by cmake/platform.cmake. Nothing here knows about xiangqi. Child processes
// with pipes are the engine client's (include/pili/client/process.h, one
// process_<platform>.cpp each).
#pragma once

#include <ctime>

namespace pili::platform {

// Whether this build can start threads. The WebAssembly build cannot (threads
// in a browser need cross-origin isolation headers, which a page opened from
// disk never has): there a search runs to its end in the calling thread,
// stopped by its own limits (depth, nodes, time), and nothing can stop or
// ponderhit it meanwhile (docs/web.md).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool HAS_THREADS = false;
#else
inline constexpr bool HAS_THREADS = true;
#endif

enum class StdStream { Out, Err };

// True when the stream is a terminal (colour and progress lines go only there).
bool is_terminal(StdStream s);

// A write to a pipe whose reader has gone fails instead of ending the process
// (SIGPIPE on POSIX; Windows reports it as an error already).
void ignore_broken_pipes();

// This process's id (for unique temporary names).
long process_id();

// Calendar time in UTC, thread-safe (gmtime_r / gmtime_s).
std::tm utc_time(std::time_t t);

}  // namespace pili::platform
