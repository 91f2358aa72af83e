#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=egtb cmd="$PILI" option.EGTBPath=egtb-match handshake=120 -engine name=plain cmd="$PILI" -each tc=2+0.02 option.Hash=16 option.Threads=1 -variant xiangqi -games 2 -rounds 200 -concurrency 2 -openings file=tools/examples/openings-xiangqi-endings.fen order=random seed=1 -maxplies 600 -sprt elo0=0 elo1=20 alpha=0.05 beta=0.05 -records docs/evidence/2026-12-06-egtb-with-vs-without/records.jsonl -quiet "$@"
