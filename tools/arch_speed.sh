#!/usr/bin/env bash
# Xiangqi perft speed (`pili bench --perft`) of several builds in one run,
# taking turns so that the machine's load falls on each alike; prints the
# median nodes/s of each and its ratio to the first. Each run holds
# LOCK (default pili-match.lock) so it does not overlap other timing jobs.
#   tools/arch_speed.sh [-n RUNS] BINARY...
#   tools/arch_speed.sh -n 5 build-native/pili build/pili build-v3/pili
set -euo pipefail
runs=5
[ "${1:-}" = -n ] && { runs=$2; shift 2; }
[ $# -ge 1 ] || { echo "usage: $0 [-n RUNS] BINARY..." >&2; exit 2; }
lock=${LOCK:-pili-match.lock}
declare -A speeds
for ((r = 1; r <= runs; r++)); do
  for b in "$@"; do
    nps=$(flock "$lock" "$b" bench --perft 2>/dev/null | awk '/Nodes\/second/ {print $3}')
    speeds[$b]+="$nps "
    echo "run $r $b: $nps nodes/s ($("$b" --version))"
  done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
base=$(median <<<"${speeds[$1]}")
for b in "$@"; do
  m=$(median <<<"${speeds[$b]}")
  printf '%-28s median %12.0f nodes/s  %6.3f of %s\n' "$b" "$m" "$(echo "$m / $base" | bc -l)" "$1"
done
