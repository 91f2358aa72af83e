#!/usr/bin/env bash
# Run from the repository root. PILI and MATCH name the binaries.
# A small match that cross-checks tools/evidence/check.py against pili-match's
# own report (add -json FILE to get it): 20 games fixed beforehand.
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
"$MATCH" -engine name=Pili-2k cmd="$PILI" nodes=2000 -engine name=Pili-1k cmd="$PILI" nodes=1000 \
  -each option.Hash=16 -variant xiangqi -games 2 -rounds 10 -concurrency 1 \
  -openings file=tools/examples/openings-xiangqi-6ply.fen order=random seed=1 \
  -records docs/evidence/2026-12-06-pili-2k-vs-1k-nodes/records.jsonl -quiet "$@"
