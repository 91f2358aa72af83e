#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=v2 cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/xiangqi-v2-trial.nnue -engine name=r2 cmd="$PILI" proto=uci -each tc=5+0.05 option.Hash=16 option.Threads=1 -variant xiangqi -games 2 -rounds 100 -concurrency 2 -openings file=tools/examples/openings-xiangqi-heldout.fen order=sequential -maxplies 300 -sprt elo0=0 elo1=30 alpha=0.05 beta=0.05 -records docs/evidence/2026-12-06-xiangqi-v2-vs-r2/records.jsonl -quiet "$@"
