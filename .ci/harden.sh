#!/usr/bin/env bash
# CI part of the hardening work (called from .ci/run after its apt-get update):
#  1. every libFuzzer target (tests/fuzz/*_fuzz.cpp) built with Clang and run
#     for FUZZ_SECONDS (default 40) from its seed corpus, all at once
#     (FUZZ_PARALLEL=1: five targets on two cores, 40 s of wall time instead
#     of 5 x 25 s one by one);
#  2. the test binary under ThreadSanitizer, running the Lazy SMP stress tests
#     (Stress*) and the protocol tests (Protocol*).
# Time: fuzzing 217 s with its build (about 170 s of it), TSan 496 s (most
# of it the build), in the CI run of 2026-12-06 that took 60.5 min in all
# (docs/hardening.md, "CI"). The sanitizer builds carry line tables only,
# not full debug information: their reports keep files and lines.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends clang libfuzzer-14-dev libclang-rt-14-dev

start=$(date +%s)
FUZZ_PARALLEL=${FUZZ_PARALLEL:-1} tools/fuzz.sh "${FUZZ_SECONDS:-40}"
echo "fuzzing: $(( $(date +%s) - start )) s"

start=$(date +%s)
# Line tables only (-g1), not full debug information: the race reports keep
# their stacks with files and lines, and the compiler works a quarter less.
cmake -B build-tsan -DPILI_TSAN=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPILI_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
cmake --build build-tsan -j2 --target pili_tsan_tests  # only the threaded tests
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  ./build-tsan/tests/pili_tsan_tests --gtest_filter='Stress*:Protocol*'
echo "thread sanitizer: $(( $(date +%s) - start )) s"
