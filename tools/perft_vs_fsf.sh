#!/usr/bin/env bash
# Xiangqi perft speed of Pili against Fairy-Stockfish, same positions, same
# machine, one after the other. Prints nodes, seconds and the speed ratio.
# usage: tools/perft_vs_fsf.sh [PILI] [FAIRY-STOCKFISH]
set -euo pipefail
pili=${1:-./build/pili}
fsf=${2:-/usr/games/fairy-stockfish}
positions=(
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;5"
  "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1;5"
  "r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34;5"
  "R2ak1b2/4a2rn/4b4/2p6/p4np1P/6B2/P1P1p1P2/9/2N1AN1C1/1cBA1K3 b - - 1 36;5"
  "9/9/4k4/9/4p4/9/9/4K1p2/4A4/p8 b - - 33 72;9"
)
. "$(dirname "$0")/lib.sh"
perft_vs_fsf "$pili" "$fsf" xiangqi xiangqi 78 "${positions[@]}"
