#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=new cmd="$PILI" proto=uci -engine name=old cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/atomic-classic-r1.nnue -each nodes=10000 option.Hash=16 option.Threads=1 -variant atomic-classic -games 2 -rounds 100 -concurrency 2 -openings file=tools/examples/openings-atomic-classic-heldout.fen order=sequential -maxplies 400 -records docs/evidence/2026-12-07-atomic-classic-r2-confirm-200/records.jsonl -quiet "$@"
