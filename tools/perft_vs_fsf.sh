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
now() { date +%s.%N; }
total_p=0; total_f=0; nodes_all=0
for entry in "${positions[@]}"; do
  fen=${entry%;*}; depth=${entry##*;}
  t0=$(now)
  np=$("$pili" perft --fen "$fen" --depth "$depth" 2>/dev/null | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  nf=$( { printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition fen %s\ngo perft %s\nisready\n' "$fen" "$depth"; } |
        "$fsf" 2>/dev/null | awk '/Nodes searched/ {print $3}')
  t2=$(now)
  sp=$(echo "$t1 - $t0" | bc -l); sf=$(echo "$t2 - $t1" | bc -l)
  [ "$np" = "$nf" ] || { echo "count mismatch on $fen: pili $np, fsf $nf"; exit 1; }
  printf '%-78s d%s %11s nodes  pili %6.2fs  fsf %6.2fs  ratio %5.1fx\n' "$fen" "$depth" "$np" "$sp" "$sf" "$(echo "$sf / $sp" | bc -l)"
  total_p=$(echo "$total_p + $sp" | bc -l); total_f=$(echo "$total_f + $sf" | bc -l); nodes_all=$((nodes_all + np))
done
printf 'all positions: %s nodes  pili %.2fs (%.1f M nodes/s)  fsf %.2fs (%.1f M nodes/s)  ratio %.1fx\n' \
  "$nodes_all" "$total_p" "$(echo "$nodes_all / $total_p / 1000000" | bc -l)" "$total_f" \
  "$(echo "$nodes_all / $total_f / 1000000" | bc -l)" "$(echo "$total_f / $total_p" | bc -l)"
