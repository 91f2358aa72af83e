#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=r2 cmd="$PILI" option.EvalFile=tools/nnue/nets/xiangqi-r2.nnue -engine name=r1 cmd="$PILI" -each tc=5+0.05 option.Hash=16 option.Threads=1 -variant xiangqi -games 2 -rounds 150 -concurrency 2 -openings file=tools/examples/openings-xiangqi-6ply.fen order=random seed=21 -sprt elo0=0 elo1=30 alpha=0.05 beta=0.05 -records docs/evidence/2026-12-06-xiangqi-r2-vs-r1/records.jsonl -quiet "$@"
