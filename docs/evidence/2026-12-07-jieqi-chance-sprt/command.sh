#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=chance cmd="$PILI" proto=uci option.JieqiChance=true -engine name=plain cmd="$PILI" proto=uci option.JieqiChance=false -each nodes=20000 option.Hash=16 option.Threads=1 -variant jieqi -games 2 -rounds 200 -concurrency 2 -deal seed=1 -maxplies 400 -sprt elo0=0 elo1=20 alpha=0.05 beta=0.05 minpairs=10 -records docs/evidence/2026-12-07-jieqi-chance-sprt/records.jsonl -quiet "$@"
