#!/usr/bin/env bash
# The experiment of the Atomic Xiangqi author's description (docs/sources.md):
# every one of the 44 first moves from the start position, played out in a
# self-play game with both sides at a fixed node count and adjudicated by
# Pili's rules; prints W/D/L per first move for Red and a summary.
#   tools/examples/atomic_first_moves.sh [NODES] [extra pili survey options...]
# Default: 20000 nodes per move (a few minutes on one core). The author used
# 1,000,000 nodes for both sides; to reproduce it at that strength run
#   NODES=1000000 tools/examples/atomic_first_moves.sh     (hours: ~50x longer)
# One thread, so the run is deterministic. Results also go to atomic_first_moves.json.
set -euo pipefail
pili=${PILI:-./build/pili}
nodes=${1:-${NODES:-20000}}
[ $# -gt 0 ] && shift
"$pili" survey --variant atomic --nodes "$nodes" --play 1 --play-nodes "$nodes" \
  --max-plies 300 --threads 1 --json "${JSON:-atomic_first_moves.json}" "$@"
