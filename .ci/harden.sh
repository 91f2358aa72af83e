#!/usr/bin/env bash
# CI part of the hardening work (called from .ci/run after its apt-get update):
#  1. every libFuzzer target (tests/fuzz/*_fuzz.cpp) run for FUZZ_SECONDS
#     (default 40) from its seed corpus, all at once (FUZZ_PARALLEL=1: six
#     targets on two cores, 40 s of wall time instead of 6 x 40 s); in CI the
#     targets come from .ci/sanitize.sh's build, alone tools/fuzz.sh builds them;
#  2. the test binary under ThreadSanitizer, running the Lazy SMP stress tests
#     (Stress*) and the protocol tests (Protocol*).
# Times: docs/hardening.md, "CI". The sanitizer builds carry line tables only,
# not full debug information: their reports keep files and lines.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends clang libfuzzer-14-dev libclang-rt-14-dev

start=$(date +%s)
# The targets .ci/sanitize.sh built beside the sanitized tests, when it ran;
# alone, tools/fuzz.sh builds its own (coverage everywhere).
if ls build-asan/tests/fuzz/*_fuzz >/dev/null 2>&1; then
  export FUZZ_BUILD_DIR=build-asan FUZZ_NO_BUILD=1
fi
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
