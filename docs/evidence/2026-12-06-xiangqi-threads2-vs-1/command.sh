#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=threads2 cmd="$PILI" proto=uci option.Threads=2 -engine name=threads1 cmd="$PILI" proto=uci option.Threads=1 -each tc=5+0.05 option.Hash=16 -variant xiangqi -games 2 -rounds 40 -concurrency 1 -openings file=tools/examples/openings-xiangqi-heldout.fen order=sequential start=101 -maxplies 300 -records docs/evidence/2026-12-06-xiangqi-threads2-vs-1/records.jsonl -quiet "$@"
