#!/usr/bin/env bash
# Every experiment of the lab, one process at a time, the quick ones first and
# the 1,000,000-node first-move table last. Each run continues where it
# stopped, so this script can be killed and started again at any moment.
#   tools/lab/run-all.sh                    Pili only
#   FSF=/path/to/fairy-stockfish-atomic-xiangqi FSF_INI_DIR=/dir/of/its/ini \
#   FSF_HEAD=/path/to/fairy-stockfish tools/lab/run-all.sh
# FSF (the Atomic Xiangqi author's patched engine) adds its probes, and its
# runs last of all; FSF_HEAD (any Fairy-Stockfish that plays chess and atomic
# chess) adds claim 6's chess baseline.
set -euo pipefail
cd "$(dirname "$0")/../.."
lab=(python3 tools/lab/lab.py)
fsf=()
[ -n "${FSF:-}" ] && fsf=(--fsf "$FSF" --fsf-ini-dir "${FSF_INI_DIR:-$(dirname "$FSF")}")
"${lab[@]}" "${fsf[@]}" probe claim2
"${lab[@]}" "${fsf[@]}" probe claim4
"${lab[@]}" run claim3 claim2 claim4 claim6 claim5
[ -n "${FSF_HEAD:-}" ] && "${lab[@]}" selfplay-fsf --fsf-head "$FSF_HEAD"
"${lab[@]}" run claim1 --only pili-20k pili-10k-rr pili-30k-gauntlet
"${lab[@]}" run claim1 --only pili-1m
if [ -n "${FSF:-}" ]; then
  "${lab[@]}" "${fsf[@]}" run claim3 claim2 claim1 --only fsf-2k fsf-gap10 fsf-1m
fi
