# Shared by the tools/*.sh scripts (source it; it defines functions only).

# perft_vs_fsf PILI FSF PILI_VARIANT FSF_VARIANT FEN_WIDTH "FEN;DEPTH"...
# Times `pili perft` against Fairy-Stockfish's `go perft` on each position,
# one after the other; prints nodes, seconds and the speed ratio per
# position and for all. Exits 1 on a node-count mismatch. PERFT_DEPTH=N
# replaces every depth (a quick check of the script itself).
perft_vs_fsf() {
  local pili=$1 fsf=$2 pvar=$3 fvar=$4 width=$5
  shift 5
  local total_p=0 total_f=0 nodes_all=0 entry fen depth t0 t1 t2 np nf sp sf
  for entry in "$@"; do
    fen=${entry%;*}; depth=${PERFT_DEPTH:-${entry##*;}}
    t0=$(date +%s.%N)
    np=$("$pili" perft --variant "$pvar" --fen "$fen" --depth "$depth" 2>/dev/null | awk '/Nodes searched/ {print $3}')
    t1=$(date +%s.%N)
    nf=$( { printf 'uci\nsetoption name UCI_Variant value %s\nposition fen %s\ngo perft %s\nisready\n' "$fvar" "$fen" "$depth"; } |
          "$fsf" 2>/dev/null | awk '/Nodes searched/ {print $3}')
    t2=$(date +%s.%N)
    sp=$(echo "$t1 - $t0" | bc -l); sf=$(echo "$t2 - $t1" | bc -l)
    [ "$np" = "$nf" ] || { echo "count mismatch on $fen: pili $np, fsf $nf"; exit 1; }
    printf "%-${width}s d%s %11s nodes  pili %6.2fs  fsf %6.2fs  ratio %5.1fx\n" "$fen" "$depth" "$np" "$sp" "$sf" "$(echo "$sf / $sp" | bc -l)"
    total_p=$(echo "$total_p + $sp" | bc -l); total_f=$(echo "$total_f + $sf" | bc -l); nodes_all=$((nodes_all + np))
  done
  printf 'all positions: %s nodes  pili %.2fs (%.1f M nodes/s)  fsf %.2fs (%.1f M nodes/s)  ratio %.1fx\n' \
    "$nodes_all" "$total_p" "$(echo "$nodes_all / $total_p / 1000000" | bc -l)" "$total_f" \
    "$(echo "$nodes_all / $total_f / 1000000" | bc -l)" "$(echo "$total_f / $total_p" | bc -l)"
}

# start_xvfb LOG
# A private X display for a GUI under test: Xvfb on the first free display
# number from DISPLAY_NUM (default 99), its output in LOG, DISPLAY exported,
# and the server killed when the script exits.
start_xvfb() {
  local n=${DISPLAY_NUM:-99}
  while [ -e "/tmp/.X${n}-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp >"$1" 2>&1 &
  XVFB_PID=$!
  trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
  sleep 1
  export DISPLAY=":$n"
}

# expect_xboard_games OUT GAMES
# After an xboard match that wrote OUT/xboard.out and OUT/games.pgn: exits 1
# unless xboard reached its final score with GAMES finished games.
expect_xboard_games() {
  local out=$1 games=$2 played
  played=$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$out/games.pgn" || true)
  if ! grep -q "final score" "$out/xboard.out" || [ "$played" -ne "$games" ]; then
    echo "error: expected $games finished games, found $played" >&2
    exit 1
  fi
  echo "ok: $played games finished"
}
