#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=new cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/meng-r2.nnue -engine name=old cmd="$PILI" proto=uci -each tc=10+0.1 option.Hash=16 option.Threads=1 -variant meng -games 2 -rounds 40 -concurrency 2 -openings file=tools/examples/openings-meng-10ply.fen order=sequential -maxplies 400 -sprt elo0=0 elo1=50 alpha=0.05 beta=0.05 minpairs=10 -records docs/evidence/2026-12-07-meng-r2-sprt/records.jsonl -quiet "$@"
