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
now() { date +%s.%N; }
total_p=0; total_f=0; nodes_all=0
for entry in "${positions[@]}"; do
  fen=${entry%;*}; depth=${entry##*;}
  t0=$(now)
  np=$("$pili" perft --variant atomic-chess --fen "$fen" --depth "$depth" 2>/dev/null | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  nf=$( { printf 'uci\nsetoption name UCI_Variant value atomic\nposition fen %s\ngo perft %s\nisready\n' "$fen" "$depth"; } |
        "$fsf" 2>/dev/null | awk '/Nodes searched/ {print $3}')
  t2=$(now)
  sp=$(echo "$t1 - $t0" | bc -l); sf=$(echo "$t2 - $t1" | bc -l)
  [ "$np" = "$nf" ] || { echo "count mismatch on $fen: pili $np, fsf $nf"; exit 1; }
  printf '%-70s d%s %11s nodes  pili %6.2fs  fsf %6.2fs  ratio %5.1fx\n' "$fen" "$depth" "$np" "$sp" "$sf" "$(echo "$sf / $sp" | bc -l)"
  total_p=$(echo "$total_p + $sp" | bc -l); total_f=$(echo "$total_f + $sf" | bc -l); nodes_all=$((nodes_all + np))
done
printf 'all positions: %s nodes  pili %.2fs (%.1f M nodes/s)  fsf %.2fs (%.1f M nodes/s)  ratio %.1fx\n' \
  "$nodes_all" "$total_p" "$(echo "$nodes_all / $total_p / 1000000" | bc -l)" "$total_f" \
  "$(echo "$nodes_all / $total_f / 1000000" | bc -l)" "$(echo "$total_f / $total_p" | bc -l)"
