#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=new cmd="$PILI" proto=uci option.EvalFile=tools/nnue/nets/doubletris-r1.nnue -engine name=old cmd="$PILI" proto=uci -each tc=10+0.1 option.Hash=16 option.Threads=1 -variant doubletris -games 2 -rounds 40 -concurrency 2 -openings file=tools/examples/openings-doubletris-10ply.fen order=sequential -maxplies 400 -sprt elo0=0 elo1=50 alpha=0.05 beta=0.05 minpairs=10 -records docs/evidence/2026-12-07-doubletris-r1-sprt/records.jsonl -quiet "$@"
