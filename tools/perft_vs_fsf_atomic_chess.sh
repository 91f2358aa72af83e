#!/usr/bin/env bash
# Atomic chess perft speed of Pili against Fairy-Stockfish (UCI_Variant
# atomic), same positions, one after the other in one run. Prints nodes,
# seconds and the speed ratio; fails on any count mismatch.
# usage: tools/perft_vs_fsf_atomic_chess.sh [PILI] [FAIRY-STOCKFISH]
set -euo pipefail
pili=${1:-./build/pili}
fsf=${2:-/usr/games/fairy-stockfish}
positions=(
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;6"
  "4rb2/p1p2pp1/n1B2k2/q6p/5PnP/2P3P1/1P1BR3/R3K3 w Q - 1 25;5"
  "rn2kr2/2pq3p/Bpb5/p3p3/P2P3P/N1N2P2/1PPQ4/R3K2R b KQq - 2 17;5"
  "r3kbnr/p3p1pp/2ppb3/1p3p2/3PP2P/PQ4P1/1P3P2/RNB1K1NR w KQkq - 0 9;5"
  "6k1/6b1/1K3p2/7r/p2P4/1P6/1Q6/8 b - - 2 54;6"
)
. "$(dirname "$0")/lib.sh"
perft_vs_fsf "$pili" "$fsf" atomic-chess atomic 70 "${positions[@]}"
