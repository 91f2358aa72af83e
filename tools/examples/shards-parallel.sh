#!/usr/bin/env bash
# Plays a match as N shards with GNU parallel, then merges them.
#   tools/examples/shards-parallel.sh N [extra pili-match options...]
# Runs locally; add --sshloginfile hosts.txt to the parallel line to spread
# the shards over machines (every host needs the same paths, see docs/matches.md).
set -euo pipefail
n=${1:-4}; shift || true
out=${OUT:-match-out}
mkdir -p "$out"
parallel --jobs "${JOBS:-2}" --halt soon,fail=1 \
  ./build/tools/pili-match \
    -engine name=New cmd=./build/pili \
    -engine name=Base cmd=./base/pili \
    -each tc=10+0.1 option.Hash=64 -games 2 -rounds 500 \
    -openings file=tools/examples/openings.fen order=random seed=1 \
    -shard {}/"$n" -quiet -pgnout "$out"/shard-{}.pgn -json "$out"/shard-{}.json "$@" \
  ::: $(seq 1 "$n")
./build/tools/pili-match merge "$out"/shard-*.json -pgnout "$out"/match.pgn -json "$out"/match.json
