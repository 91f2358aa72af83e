#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/*_fuzz.cpp) with Clang in
# build-fuzz/ and runs each for SECONDS (default 60), or only the named ones.
#   tools/fuzz.sh [SECONDS] [TARGET...]      e.g. tools/fuzz.sh 600 position protocol
# Each target starts from its seed corpus tests/fuzz/corpus/<name>/ and grows
# a working corpus in build-fuzz/corpus/<name>/ (kept between runs); crashes
# go to build-fuzz/artifacts/<name>/. Prints the executions per target and
# exits 1 when any target found a crash. FUZZ_BUILD_DIR overrides build-fuzz;
# FUZZ_PARALLEL=1 runs the targets at the same time instead of one by one;
# FUZZ_NO_BUILD=1 runs the targets as they are built (no configure, no build).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
build=${FUZZ_BUILD_DIR:-build-fuzz}
# Undefined behaviour must stop the target (libFuzzer then keeps the input).
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Line tables only: the crash reports keep files and lines, the compiler works less.
  CC=clang CXX=clang++ cmake -B "$build" -DPILI_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DPILI_NATIVE=OFF -DPILI_BUILD_TESTS=OFF -DPILI_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$f" _fuzz.cpp)"); done
fi
[ "${FUZZ_NO_BUILD:-0}" = 1 ] || cmake --build "$build" -j2 --target "${targets[@]/%/_fuzz}" >/dev/null

# One target: runs it and writes "<execs> <exec/s> <exit code>" to $build/fuzz-<t>.result.
run_target() {
  local t=$1 corpus=$build/corpus/$1 artifacts=$build/artifacts/$1 log=$build/fuzz-$1.log
  mkdir -p "$corpus" "$artifacts"
  local seeds=()
  [ -d "tests/fuzz/corpus/$t" ] && seeds=("tests/fuzz/corpus/$t")
  local rc=0
  "$build/tests/fuzz/${t}_fuzz" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$corpus" "${seeds[@]}" >"$log" 2>&1 || rc=$?
  echo "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1) \
$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1) $rc" >"$build/fuzz-$t.result"
}

for t in "${targets[@]}"; do
  if [ "${FUZZ_PARALLEL:-0}" = 1 ]; then run_target "$t" & else run_target "$t"; fi
done
wait

status=0
total=0
printf '%-14s %12s %10s %s\n' target executions exec/s result
for t in "${targets[@]}"; do
  read -r execs rate rc <"$build/fuzz-$t.result"
  result=ok
  if [ "$rc" != 0 ]; then
    result="CRASH (exit $rc, see $build/fuzz-$t.log and $build/artifacts/$t/)"
    status=1
    grep -E 'FUZZ CHECK FAILED|ERROR: |SUMMARY' -A2 "$build/fuzz-$t.log" | head -8 >&2 || true
  fi
  printf '%-14s %12s %10s %s\n' "$t" "$execs" "$rate" "$result"
  total=$((total + execs))
done
echo "total executions: $total"
exit $status
