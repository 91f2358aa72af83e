#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=chance cmd="$PILI" proto=uci option.JieqiChance=true -engine name=plain cmd="$PILI" proto=uci option.JieqiChance=false -each tc=2+0.02 option.Hash=16 option.Threads=1 -variant jieqi -games 2 -rounds 100 -concurrency 2 -deal seed=2 -maxplies 400 -records docs/evidence/2026-12-08-jieqi-chance-tc-200/records.jsonl -quiet "$@"
