#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=pili cmd="$PILI" proto=uci nodes=30000 -engine name=eleeye cmd="$EE" proto=ucci option.usebook=false nodes=140000 -each option.Hash=16 -variant xiangqi -games 2 -rounds 50 -concurrency 2 -openings file=tools/examples/openings-xiangqi-6ply.fen order=sequential -maxplies 300 -records docs/evidence/2026-12-06-xiangqi-vs-eleeye/records.jsonl -quiet "$@"
