#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=pili cmd="$PILI" proto=uci tc=5+0.05 -engine name=fsf-master cmd="$FSF" proto=uci option.UCI_Variant=atomic tc=20+0.2 -each option.Hash=16 option.Threads=1 -variant atomic-chess -games 2 -rounds 50 -concurrency 2 -openings file=tools/examples/openings-atomic-chess-6ply.fen order=sequential -maxplies 400 -records docs/evidence/2026-12-06-atomic-chess-vs-fsf-master-4x/records.jsonl -quiet "$@"
