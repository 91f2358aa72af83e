// The start-up check that the CPU has what the build was compiled for. It
// runs as a constructor of high priority, before the static initialisers of
// the other files (which fill attack tables with the build's instructions),
// and this file is compiled for the baseline CPU so the check itself cannot
// fault.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "pili/platform/cpu.h"

#ifndef PILI_ARCH_NAME
#define PILI_ARCH_NAME "default"
#endif

namespace pili::platform {
namespace detail {
extern const char REQUIRED_CPU_FEATURES[];  // cpu_features.cpp
}

namespace {

#if defined(__x86_64__) || defined(__i386__)
#define PILI_CPU_FEATURE(name) {name, [] { return __builtin_cpu_supports(name) != 0; }}
struct Feature {
  const char* name;
  bool (*present)();
};
// __builtin_cpu_supports takes a literal, hence one entry per feature.
const Feature FEATURES[] = {
    PILI_CPU_FEATURE("sse3"),     PILI_CPU_FEATURE("ssse3"),    PILI_CPU_FEATURE("sse4.1"),
    PILI_CPU_FEATURE("sse4.2"),   PILI_CPU_FEATURE("popcnt"),   PILI_CPU_FEATURE("avx"),
    PILI_CPU_FEATURE("avx2"),     PILI_CPU_FEATURE("fma"),      PILI_CPU_FEATURE("bmi"),
    PILI_CPU_FEATURE("bmi2"),     PILI_CPU_FEATURE("avx512f"),  PILI_CPU_FEATURE("avx512bw"),
    PILI_CPU_FEATURE("avx512vl"), PILI_CPU_FEATURE("avx512dq"),
};
#undef PILI_CPU_FEATURE

bool has_feature(const std::string& name) {
  for (const Feature& f : FEATURES)
    if (name == f.name) return f.present();
  return true;  // a feature this table does not know is not checked
}
#else
bool has_feature(const std::string&) { return true; }
#endif

std::string compiler() {
#if defined(__clang__)
  return std::string("Clang ") + __clang_version__;
#elif defined(__GNUC__)
  return std::string("GCC ") + __VERSION__;
#else
  return "unknown compiler";
#endif
}

std::string target() {
#if defined(__x86_64__)
  std::string t = "x86-64";
#elif defined(__aarch64__)
  std::string t = "aarch64";
#else
  std::string t = "other CPU";
#endif
#if defined(_WIN32)
  t += " Windows";
#elif defined(__linux__)
  t += " Linux";
#endif
  return t;
}

}  // namespace

std::string build_description() {
  // "default": no -march, the compiler's own baseline for the target.
  std::string arch = std::strcmp(PILI_ARCH_NAME, "default") == 0 ? "generic" : PILI_ARCH_NAME;
  return arch + " (" + compiler() + ", " + target() + ")";
}

std::string missing_cpu_features() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();  // needed when called before the library's own constructors
#endif
  std::string missing;
  const char* p = detail::REQUIRED_CPU_FEATURES;
  while (*p) {
    while (*p == ' ') ++p;
    const char* end = p + std::strcspn(p, " ");
    std::string name(p, end);
    if (!name.empty() && !has_feature(name)) missing += (missing.empty() ? "" : " ") + name;
    p = end;
  }
  return missing;
}

namespace {

__attribute__((constructor(101))) void refuse_unsupported_cpu() {
  std::string missing = missing_cpu_features();
  if (missing.empty()) return;
  std::fprintf(stderr,
               "This program was built for %s CPUs, and this processor lacks: %s.\n"
               "Use a build for an older CPU (PILI_ARCH=x86-64 runs on every x86-64 processor).\n",
               PILI_ARCH_NAME, missing.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

}  // namespace
}  // namespace pili::platform
