#!/usr/bin/env bash
# CI: the whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer
# (docs/hardening.md), compiled with Clang and warnings as errors, so that
# both compilers stay warning-free.
# A Debug build (assertions on) at -O1, as AddressSanitizer's documentation
# advises: at -O0 the searches with a net took up to 250 s a test (the test
# files themselves are glue, compiled at -O0: tests/CMakeLists.txt). Line
# tables only, not full debug information: the reports keep their stacks with
# files and lines, and the compiler and the linker work less.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends clang libclang-rt-14-dev libfuzzer-14-dev >/dev/null

start=$SECONDS
# The same build gives the fuzz targets that .ci/harden.sh runs (PILI_FUZZ),
# their coverage only in the code that reads input
# (tests/fuzz/input-coverage.txt): one sanitized build of the engine instead
# of two, and tests as fast as without coverage.
CC=clang CXX=clang++ cmake -B build-asan -DPILI_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-gline-tables-only -O1" -DPILI_BUILD_BENCH=OFF -DPILI_WERROR=ON \
  -DPILI_FUZZ=ON -DPILI_FUZZ_COVERAGE="$PWD/tests/fuzz/input-coverage.txt" >/dev/null
# Only what the tests run: the test program (with pili, pili-match and
# pili-tune, which it starts) and pili-train for the trainer's tests; not the
# lab or the other tools. Then the fuzz targets.
fuzz_targets=()
for f in tests/fuzz/*_fuzz.cpp; do fuzz_targets+=("$(basename "$f" .cpp)"); done
cmake --build build-asan -j2 --target pili_tests pili-train "${fuzz_targets[@]}"
echo "== sanitize: built in $((SECONDS - start)) s"

# The test program as two GoogleTest shards side by side, not one process a
# test as CTest runs it: a sanitized process takes about 0.4 s to start, 600
# times (5 min 42 s against 4 min 9 s, 2026-12-05). CTest runs the rest.
start=$SECONDS
asan_shard() {
  PILI_PERFT_MAX_DEPTH=2 GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=$1 \
    timeout 1800 build-asan/tests/pili_tests --gtest_brief=1 >"build-asan/shard$1.log" 2>&1 ||
    { tail -n 60 "build-asan/shard$1.log"; echo "sanitizer shard $1 failed"; return 1; }
}
asan_shard 0 & shard0=$!
asan_shard 1 & shard1=$!
wait $shard0 || exit 1
wait $shard1 || exit 1
tail -n 3 build-asan/shard0.log build-asan/shard1.log
# CTest runs the tests that are not GoogleTest's and start this build's
# programs (the trainers'); those of Python alone ran in the Release build.
ctest --test-dir build-asan -j2 --output-on-failure -E '[.]' -LE python-only
echo "== sanitize: tests ran in $((SECONDS - start)) s"
