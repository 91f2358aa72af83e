#!/usr/bin/env bash
# Run from the repository root. PILI and MATCH name the binaries.
# An SPRT that cross-checks tools/evidence/check.py against pili-match's own
# report (add -json FILE to get it): at most 100 games, stopped by the bounds.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
"$MATCH" -engine name=Pili-2k cmd="$PILI" nodes=2000 -engine name=Pili-500 cmd="$PILI" nodes=500 \
  -each option.Hash=16 -variant xiangqi -games 2 -rounds 50 -concurrency 2 \
  -openings file=tools/examples/openings-xiangqi-6ply.fen order=random seed=1 \
  -sprt elo0=0 elo1=150 alpha=0.05 beta=0.05 \
  -records docs/evidence/2026-12-06-pili-2k-vs-500-nodes-sprt/records.jsonl -quiet "$@"
