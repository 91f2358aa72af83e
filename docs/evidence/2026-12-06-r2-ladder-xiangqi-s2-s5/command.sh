#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=pili-s2 cmd="$PILI" proto=uci nodes=60000 option.Skill_Level=2 -engine name=pili-s5 cmd="$PILI" proto=uci nodes=60000 option.Skill_Level=5 -each option.Hash=16 -variant xiangqi -games 2 -rounds 100 -concurrency 2 -openings file=tools/examples/openings-xiangqi-6ply.fen order=random seed=27 -maxplies 300 -records docs/evidence/2026-12-06-r2-ladder-xiangqi-s2-s5/records.jsonl -quiet "$@"
