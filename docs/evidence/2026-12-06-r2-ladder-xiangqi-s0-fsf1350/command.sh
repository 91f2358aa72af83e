#!/usr/bin/env bash
# Run from the repository root. PILI, MATCH, FSF and EE name the binaries.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
"$MATCH" -engine name=pili-s0 cmd="$PILI" proto=uci nodes=60000 option.Skill_Level=0 -engine name=fsf-elo1350 cmd="$FSF" proto=uci ranks=1 nodes=20000 option.UCI_Variant=xiangqi option.UCI_LimitStrength=true option.UCI_Elo=1350 -each option.Hash=16 -variant xiangqi -games 2 -rounds 50 -concurrency 2 -openings file=tools/examples/openings-xiangqi-6ply.fen order=random seed=27 -maxplies 300 -records docs/evidence/2026-12-06-r2-ladder-xiangqi-s0-fsf1350/records.jsonl -quiet "$@"
