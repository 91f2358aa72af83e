#!/usr/bin/env bash
# CI: the bench signature. `pili bench` searches a fixed position set to a
# fixed depth, one thread, a fresh hash per position, so its node count is a
# fingerprint of the search. Convention: a commit that changes the count
# (search, evaluation, move generation or order) says so with a line
#   Bench: N
# in its message, N being the new `Nodes searched` of `pili bench`. This
# script finds the newest commit of the history with such a line and fails
# when ./build/pili bench (the Release build .ci/run just made) disagrees.
# It passes with a notice only when no commit of the history has the line.
set -euo pipefail
cd "$(dirname "$0")/.."

pili=${1:-./build/pili}
# CI may run as another user than the checkout's owner.
git() { command git -c safe.directory="$PWD" "$@"; }

git rev-parse --git-dir >/dev/null 2>&1 || {
  echo "error: bench signature: $PWD is not a git checkout; the history holds the expected signature" >&2
  exit 1
}
commit=$(git log -n 1 --format=%H -E --grep='^Bench: [0-9]+[[:space:]]*$' HEAD)
if [ -z "$commit" ]; then
  if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    echo "error: bench signature: no 'Bench: N' line in a shallow clone's history; fetch all of it (git fetch --unshallow)" >&2
    exit 1
  fi
  echo "notice: no commit has a 'Bench: N' line yet: bench signature not checked"
  exit 0
fi
expected=$(git log -n 1 --format=%B "$commit" | sed -nE 's/^Bench: ([0-9]+)[[:space:]]*$/\1/p' | tail -n 1)

out=$("$pili" bench 2>/dev/null)
actual=$(sed -nE 's/^Nodes searched *: *([0-9]+).*/\1/p' <<<"$out")
if [ -z "$actual" ]; then
  echo "error: bench signature: no 'Nodes searched' line in the output of $pili bench:" >&2
  echo "$out" >&2
  exit 1
fi
if [ "$actual" != "$expected" ]; then
  echo "error: bench signature: $pili bench searched $actual nodes, but commit $(git log -n 1 --format='%h (%s)' "$commit") says 'Bench: $expected'." >&2
  echo "  If the change of the search is meant, put 'Bench: $actual' in the commit message; else the search changed by mistake." >&2
  exit 1
fi
echo "bench signature: $actual nodes, as commit $(git log -n 1 --format=%h "$commit") says"
