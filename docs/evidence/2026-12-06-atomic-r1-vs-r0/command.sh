#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=r1 cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/atomic-r1.nnue -engine name=r0 cmd="$PILI" proto=uci -each tc=10+0.1 option.Hash=16 option.Threads=1 -variant atomic -games 2 -rounds 100 -concurrency 2 -openings file=tools/examples/openings-atomic-10ply.fen order=sequential -maxplies 400 -sprt elo0=0 elo1=50 alpha=0.05 beta=0.05 -records docs/evidence/2026-12-06-atomic-r1-vs-r0/records.jsonl -quiet "$@"
