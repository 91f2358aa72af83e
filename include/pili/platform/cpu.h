// What the binary was built for. The check that the running CPU has it runs
// by itself before any other code (src/platform/cpu_check.cpp): a binary
// started on an older CPU prints which features are missing and exits with
// status 1 instead of dying on an illegal instruction.
#pragma once

#include <string>

namespace pili::platform {

// "x86-64-v2 (GCC 12.2.0, x86-64 Linux)": the instruction-set level the build
// was compiled for ("generic" without -march), the compiler and the target.
std::string build_description();

// The features the build needs that this CPU lacks, space-separated ("" when
// it has them all).
std::string missing_cpu_features();

}  // namespace pili::platform
