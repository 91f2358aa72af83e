#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=r1 cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/atomic-r1.nnue -engine name=r0 cmd="$PILI" proto=uci -each tc=10+0.1 option.Hash=16 option.Threads=1 -variant atomic -games 2 -rounds 50 -concurrency 2 -openings file=tools/examples/openings-atomic-10ply.fen order=sequential start=5 -maxplies 400 -records docs/evidence/2026-12-06-atomic-r1-vs-r0-100/records.jsonl -quiet "$@"
