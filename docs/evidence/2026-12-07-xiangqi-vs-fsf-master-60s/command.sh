#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=pili cmd="$PILI" proto=uci -engine name=fsf-master cmd="$FSF" proto=uci ranks=1 option.UCI_Variant=xiangqi -each tc=60+0.6 option.Hash=64 option.Threads=1 -variant xiangqi -games 2 -rounds 10 -concurrency 2 -openings file=tools/examples/openings-xiangqi-heldout.fen order=sequential -maxplies 300 -records docs/evidence/2026-12-07-xiangqi-vs-fsf-master-60s/records.jsonl -quiet "$@"
