#!/usr/bin/env bash
# CI part of the hardening work (called from .ci/run after its apt-get update):
#  1. every libFuzzer target (tests/fuzz/*_fuzz.cpp) built with Clang and run
#     for FUZZ_SECONDS each (default 25) from its seed corpus;
#  2. the test binary under ThreadSanitizer, running the Lazy SMP stress tests
#     (Stress*) and the protocol tests (Protocol*).
# Budget: fuzzing about 4 minutes with its build, TSan about 5
# (session 8: 387 s and 327 s with 40 s per target; the whole .ci/run 31 min).
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends clang libfuzzer-14-dev libclang-rt-14-dev

start=$(date +%s)
tools/fuzz.sh "${FUZZ_SECONDS:-25}"
echo "fuzzing: $(( $(date +%s) - start )) s"

start=$(date +%s)
cmake -B build-tsan -DPILI_TSAN=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPILI_BUILD_BENCH=OFF
cmake --build build-tsan -j2 --target pili_tsan_tests  # only the threaded tests
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  ./build-tsan/tests/pili_tsan_tests --gtest_filter='Stress*:Protocol*'
echo "thread sanitizer: $(( $(date +%s) - start )) s"
