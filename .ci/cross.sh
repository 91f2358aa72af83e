#!/usr/bin/env bash
# CI: the portable builds (docs/windows.md), each step building only what it
# runs, the emulated ones at shallow depths.
#  1. old CPU: the default Linux build (build/pili, x86-64-v2) on an emulated
#     CPU without AVX (qemu-x86_64 -cpu Nehalem): a perft suite and a search;
#     on a CPU older than the build (Conroe, no SSE4.2) it must refuse with
#     the message and status 1.
#  2. Windows: MinGW-w64 cross-build of pili, pili-match, pili-tune and the
#     tests; under Wine the tests (two shards side by side), every perft
#     suite, the GUI transcripts (tests/gui) and a short pili-match game of
#     pili.exe against itself; the zip, with the single-file browser board of
#     the WebAssembly build.
#  3. aarch64: cross-build of pili; a perft suite and a bench under qemu.
#  4. avx2: the NNUE kernel tests built for x86-64-v3 (the AVX2 forms), run
#     where the CPU has AVX2; elsewhere the log says they were only built.
# Usage: .ci/cross.sh [old-cpu] [windows] [arm64] [avx2]   (default: all four,
# the emulated runs beside the other builds; CROSS_SERIAL=1: one after another)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(old-cpu windows arm64 avx2)
export WINEDEBUG=-all

# Runs an emulated program (qemu, Wine) and judges it by its own output, not
# only by the status the emulator passes on (Wine says 0 after a crash it
# caught): the output must have a line matching REGEX. Its last lines are shown.
#   expect 'REGEX' COMMAND...
expect() {
  local regex=$1 out rc=0
  shift
  out=$("$@" 2>&1 | tr -d '\r') || rc=$?
  tail -n 2 <<<"$out"
  if [ "$rc" != 0 ] || ! grep -Eq -- "$regex" <<<"$out"; then
    tail -n 20 <<<"$out"
    echo "$*: status $rc, no line matches '$regex'"
    return 1
  fi
}
# A perft suite's closing line when every count agreed.
suite_ok='^suite .*: [0-9]+ positions, [0-9]+ counts, 0 mismatches$'

# The search signature of the build machine's own binary, at the shallow
# depth the emulated runs use.
native_bench() { ensure_native && build/pili bench --depth 4 2>/dev/null | grep 'Nodes searched'; }
# .ci/run has built it already; alone, this script builds it.
ensure_native() {
  [ -x build/pili ] || { cmake -B build -DCMAKE_BUILD_TYPE=Release -DPILI_WERROR=ON && cmake --build build -j2 --target pili; }
}

old_cpu() {
  ensure_native
  tests/gui/run.sh build/pili
  local q=(qemu-x86_64 -cpu Nehalem)
  expect 'for x86-64-v2' "${q[@]}" build/pili --version
  expect "$suite_ok" "${q[@]}" build/pili perft --variant xiangqi --suite tests/data/xiangqi.perft --max-depth 3
  # A search: the same node count as on the build machine.
  local nodes
  nodes=$("${q[@]}" build/pili bench --depth 4 2>/dev/null | grep 'Nodes searched')
  echo "old CPU bench: $nodes"
  [ "$nodes" = "$(native_bench)" ] || { echo "bench differs from the build machine's: $(native_bench)"; return 1; }
  local out rc=0
  out=$(qemu-x86_64 -cpu Conroe build/pili --version 2>&1) || rc=$?
  [ "$rc" = 1 ] && grep -q 'lacks: .*sse4.2' <<<"$out" || { echo "no refusal on an old CPU: $rc $out"; return 1; }
  echo "old CPU refused as expected: $out"
}

# Runs a GoogleTest program under Wine, its output in `log`. Wine exits with
# status 0 after a crash it caught, so only GoogleTest's own summary counts:
# a "[  PASSED  ]" line and no "[  FAILED  ]" line.
gtest_under_wine() {
  local log=$1 rc=0
  shift
  wine "$@" >"$log" 2>&1 || rc=$?
  if [ "$rc" != 0 ] || ! grep -q '^\[  PASSED  \]' "$log" || grep -q '^\[  FAILED  \]' "$log"; then
    tail -n 40 "$log"
    grep -E '^\[ RUN      \]|Unhandled|^\[  FAILED  \]' "$log" | tail -n 6  # what ran last, the crash
    echo "$* under Wine: status $rc, no clean GoogleTest summary (whole output: $log)"
    return 1
  fi
  grep -E '^\[  PASSED  \]|^\[==========\]' "$log" | tail -n 2
}

# The same as two GoogleTest shards side by side, one a core (as .ci/run runs
# the sanitized tests): the Windows tests took 200 s as one process. Each
# shard must pass on its own (its output in <log>.0, <log>.1), and together
# they must have run every test the program lists.
gtest_under_wine_sharded() {
  local log=$1 i status=0 pids=()
  shift
  for i in 0 1; do
    GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=$i gtest_under_wine "$log.$i" "$@" &
    pids+=($!)
  done
  for i in "${pids[@]}"; do wait "$i" || status=1; done
  [ $status = 0 ] || return 1
  local listed ran
  listed=$(wine "$@" --gtest_list_tests | tr -d '\r' | grep -c '^  ')
  ran=$(cat "$log.0" "$log.1" | tr -d '\r' |
    sed -n 's/^\[==========\] \([0-9]*\) tests\{0,1\} from .* ran\..*/\1/p' | awk '{ n += $1 } END { print n + 0 }')
  [ "$ran" = "$listed" ] || { echo "$* under Wine: the shards ran $ran tests of $listed"; return 1; }
  echo "$* under Wine: $ran tests in two shards"
}

windows() {
  local tc=$root/cmake/toolchains/mingw-w64-x86_64.cmake deps=$root/build-deps/mingw-w64-x86_64
  # GoogleTest for Windows from Debian's sources, with Pili's MinGW flag
  # (-fno-ipa-ra, CMakeLists.txt); rebuilt when built without it.
  local gtest_flags=-fno-ipa-ra
  if [ ! -f "$deps/lib/libgtest.a" ] || [ "$(cat "$deps/gtest-flags" 2>/dev/null)" != "$gtest_flags" ]; then
    rm -rf build-deps/gtest-mingw
    cmake -S /usr/src/googletest -B build-deps/gtest-mingw --toolchain "$tc" -DBUILD_GMOCK=OFF \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="$gtest_flags" -DCMAKE_INSTALL_PREFIX="$deps" >/dev/null
    cmake --build build-deps/gtest-mingw -j2 >/dev/null && cmake --install build-deps/gtest-mingw >/dev/null
    echo "$gtest_flags" >"$deps/gtest-flags"
  fi
  # The zip carries the single-file browser board (docs/web.md), Windows's
  # board in place of `pili serve`.
  [ -f build-wasm/pili-board.html ] || .ci/wasm.sh build
  cmake -B build-win --toolchain "$tc" -DCMAKE_BUILD_TYPE=Release -DPILI_WERROR=ON -DPILI_BUILD_BENCH=OFF \
    -DPILI_WEB_BOARD="$root/build-wasm/pili-board.html"
  cmake --build build-win -j2 --target pili pili-match pili-tune pili_tests
  local pili=build-win/pili.exe
  expect '^Pili [0-9.]+ for .*Windows' wine "$pili" --version
  PILI_PERFT_MAX_DEPTH=3 gtest_under_wine_sharded build-win/tests.log build-win/tests/pili_tests.exe --gtest_brief=1
  for suite in tests/data/*.perft; do
    variant=$(basename "$suite" .perft)
    [ "$variant" = atomic-chess-python-chess ] && variant=atomic-chess
    expect "$suite_ok" wine "$pili" perft --variant "$variant" --suite "$suite" --max-depth 3
  done
  tests/gui/run.sh wine "$pili"
  local exe
  exe=$(winepath -w "$pili")
  wine build-win/tools/pili-match.exe -engine name=ucci "cmd=$exe" proto=ucci depth=3 \
    -engine name=uci "cmd=$exe" proto=uci depth=3 -variant xiangqi -games 2 | tr -d '\r' >build-win/match.log
  tail -4 build-win/match.log
  grep -q '^Score of ucci vs uci: .* 2$' build-win/match.log  # both games played to the end
  # The zip: the programs run from the unpacked folder alone (no DLL beside them).
  (cd build-win && rm -f pili-*.zip && cpack -G ZIP >/dev/null)
  local zip unpacked
  zip=$(ls build-win/pili-*-win64.zip)
  unpacked=$(mktemp -d)
  unzip -q "$zip" -d "$unpacked"
  for f in pili.exe pili-match.exe pili-tune.exe README.md LICENSE GUI-SETUP.md pili-board.html; do
    [ -f "$unpacked"/pili-*/"$f" ] || { echo "$zip lacks $f"; return 1; }
  done
  wine "$unpacked"/pili-*/pili.exe perft --depth 3 | tr -d '\r' | grep -x 'Nodes searched: 79666'
  rm -rf "$unpacked"
  echo "package: $zip"
}

arm64() { arm64_build && arm64_run; }
arm64_build() {
  cmake -B build-arm64 --toolchain cmake/toolchains/aarch64-linux-gnu.cmake -DCMAKE_BUILD_TYPE=Release \
    -DPILI_WERROR=ON -DPILI_BUILD_TESTS=OFF -DPILI_BUILD_BENCH=OFF
  cmake --build build-arm64 -j2 --target pili
}
arm64_run() {
  local q=(qemu-aarch64 -L /usr/aarch64-linux-gnu)
  expect '^Pili [0-9.]+ for .*aarch64' "${q[@]}" build-arm64/pili --version
  expect "$suite_ok" "${q[@]}" build-arm64/pili perft --variant xiangqi --suite tests/data/xiangqi.perft --max-depth 3
  expect "$suite_ok" "${q[@]}" build-arm64/pili perft --variant atomic-chess --suite tests/data/atomic-chess.perft --max-depth 2
  local nodes
  nodes=$("${q[@]}" build-arm64/pili bench --depth 4 2>/dev/null | grep 'Nodes searched')
  echo "aarch64 bench: $nodes"
  [ "$nodes" = "$(native_bench)" ] || { echo "bench differs from x86-64: $(native_bench)"; return 1; }
}

avx2() {
  cmake -B build-v3 -DCMAKE_BUILD_TYPE=Release -DPILI_WERROR=ON -DPILI_ARCH=x86-64-v3 \
    -DPILI_BUILD_BENCH=OFF -DPILI_BUILD_TOOLS=OFF
  cmake --build build-v3 -j2 --target pili_nnue_kernel_tests
  if grep -qw avx2 /proc/cpuinfo; then
    build-v3/tests/pili_nnue_kernel_tests --gtest_brief=1
  else
    echo "avx2: this CPU lacks AVX2; the x86-64-v3 kernel tests were built, not run"
  fi
}

run_step() {
  local start=$SECONDS
  case $1 in
    old-cpu) old_cpu ;;
    windows) windows ;;
    arm64) arm64 ;;
    arm64-run) arm64_run ;;
    avx2) avx2 ;;
    *) echo "unknown step $1" >&2; exit 2 ;;
  esac
  echo "== cross: $1 passed in $((SECONDS - start)) s"
}

# The emulated runs of the old CPU and of aarch64 keep one core busy each
# for minutes; alone they would leave the other core idle. With every step
# asked for, they run in the background (their output in build-logs/) while
# the Windows and AVX2 builds use the cores, and are waited for at the end.
if [ "${steps[*]}" = "old-cpu windows arm64 avx2" ] && [ "${CROSS_SERIAL:-0}" != 1 ]; then
  mkdir -p build-logs
  start=$SECONDS
  arm64_build
  echo "== cross: arm64 built in $((SECONDS - start)) s"
  run_step arm64-run >build-logs/cross-arm64.log 2>&1 & arm64_pid=$!
  run_step old-cpu >build-logs/cross-old-cpu.log 2>&1 & old_cpu_pid=$!
  run_step windows
  run_step avx2
  status=0
  for bg in arm64:$arm64_pid old-cpu:$old_cpu_pid; do
    rc=0
    wait "${bg#*:}" || rc=$?
    echo "== cross: ${bg%%:*} (background), its output:"
    cat "build-logs/cross-${bg%%:*}.log"
    [ $rc = 0 ] || { echo "== cross: ${bg%%:*} failed"; status=1; }
  done
  exit $status
fi
for step in "${steps[@]}"; do run_step "$step"; done
