#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=net cmd="$PILI" proto=uci -engine name=hce cmd="$PILI" proto=uci option.Use\ NNUE=false -each nodes=20000 option.Hash=16 -variant atomic-chess -games 2 -rounds 50 -concurrency 2 -openings file=tools/examples/openings-atomic-chess-6ply.fen order=sequential -maxplies 300 -records docs/evidence/2026-12-06-atomic-chess-net-vs-hce/records.jsonl -quiet "$@"
