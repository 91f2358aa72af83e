#!/usr/bin/env bash
# Measures the strength ladder of docs/levels.md: each of the board's eight
# named levels (their Skill Level) against the next one, and anchors to
# Fairy-Stockfish's own UCI_Elo, at xiangqi, at fixed node counts (each
# level caps its nodes below the match's NODES; full strength plays NODES).
#   tools/levels_ladder.sh [GAMES_LOW] [GAMES_HIGH]
# GAMES_LOW games (default 30) for the pairs up to skill 8, GAMES_HIGH
# (default 20) above. Environment: PILI=build/pili MATCH=build/tools/pili-match
# FSF=/usr/games/fairy-stockfish NODES=60000 OUT=ladder-out
# Every match runs under `flock $LOCK nice -n 5` (LOCK=pili-match.lock: the
# lock file the machine's match runs share).
set -euo pipefail
PILI=${PILI:-build/pili}
MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish}
NODES=${NODES:-60000}
OUT=${OUT:-ladder-out}
LOW=${1:-30}
HIGH=${2:-20}
LOCK=${LOCK:-pili-match.lock}
mkdir -p "$OUT"

match() {  # NAME GAMES ENGINE_A_KEYS... -- ENGINE_B_KEYS...
  local name=$1 games=$2
  shift 2
  local a=() b=() side=a
  for k in "$@"; do
    if [ "$k" = "--" ]; then side=b; continue; fi
    if [ $side = a ]; then a+=("$k"); else b+=("$k"); fi
  done
  echo "== $name: $games games"
  flock "$LOCK" nice -n 5 "$MATCH" -engine "${a[@]}" -engine "${b[@]}" \
    -each option.Hash=16 -variant xiangqi -games 2 -rounds $((games / 2)) -concurrency 2 \
    -openings file=tools/examples/openings.fen order=random seed=27 -maxplies 300 \
    -pgnout "$OUT/$name.pgn" -json "$OUT/$name.json" -quiet | tail -4
}

pili() {  # SKILL -> the engine keys of Pili at that Skill Level
  echo "name=pili-s$1 cmd=$PILI proto=uci nodes=$NODES option.Skill_Level=$1"
}

SKILLS=(0 2 5 8 11 14 17 20)
for ((i = 0; i + 1 < ${#SKILLS[@]}; ++i)); do
  lo=${SKILLS[i]} hi=${SKILLS[i + 1]}
  games=$LOW
  [ "$lo" -ge 8 ] && games=$HIGH
  # shellcheck disable=SC2046
  match "s$lo-s$hi" "$games" $(pili "$lo") -- $(pili "$hi")
done
# Anchors: Fairy-Stockfish 11.1 (Debian) with UCI_LimitStrength, ranks 1-10.
for anchor in ${ANCHORS:-"8:1500" "2:1350"}; do
  skill=${anchor%%:*} elo=${anchor##*:}
  # shellcheck disable=SC2046
  match "s$skill-fsf$elo" "$HIGH" $(pili "$skill") -- name=fsf-elo$elo cmd="$FSF" proto=uci ranks=1 \
    nodes=20000 option.UCI_Variant=xiangqi option.UCI_LimitStrength=true option.UCI_Elo="$elo"
done
