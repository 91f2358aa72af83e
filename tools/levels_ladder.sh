#!/usr/bin/env bash
# Measures the strength ladder of docs/levels.md with the engine users get
# (its built-in nets): each of the board's eight named levels (their Skill
# Level) against the next one, at fixed node counts (each level caps its
# nodes below the match's NODES; full strength plays NODES), then the
# anchors. Every match is one folder of docs/evidence/ (records, command.sh,
# meta.json; docs/evidence/README.md) with its game count fixed here, before
# the first game.
#   tools/levels_ladder.sh GAMES [PAIR...]
# GAMES: games per pair (even: each opening is played with both colours).
# PAIR: only these matches, e.g. s0-s2 s8-fsf1500 (default: all).
# Environment: VARIANT (the registry's default) PILI=build/pili MATCH=build/tools/pili-match
# FSF=/usr/games/fairy-stockfish NODES=60000 DATE=$(date +%F)
# OPENINGS (default tools/examples/openings-VARIANT-6ply.fen, else
# openings-VARIANT-10ply.fen), ANCHORS (xiangqi: "0:1350 8:1500 14:2000",
# Fairy-Stockfish 11.1's UCI_Elo; none elsewhere). Every match runs under
# `flock $LOCK nice -n 5` (LOCK=pili-match.lock) through tools/evidence/record.sh,
# which resumes a folder whose match was cut off.
set -euo pipefail
GAMES=${1:?usage: tools/levels_ladder.sh GAMES [PAIR...]}
shift
ONLY=("$@")
VARIANT=${VARIANT:-$(python3 "$(dirname "$0")/variant_registry.py" default)}
PILI=${PILI:-build/pili}
MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish}
NODES=${NODES:-60000}
DATE=${DATE:-$(date +%F)}
export PILI MATCH FSF
FSF_ANCHOR_VARIANT=xiangqi  # the game Fairy-Stockfish's UCI_Elo anchors below are for
if [ -f "tools/examples/openings-$VARIANT-6ply.fen" ]; then
  OPENINGS=${OPENINGS:-tools/examples/openings-$VARIANT-6ply.fen}
else
  OPENINGS=${OPENINGS:-tools/examples/openings-$VARIANT-10ply.fen}
fi
if [ "$VARIANT" = "$FSF_ANCHOR_VARIANT" ]; then
  ANCHORS=${ANCHORS-"0:1350 8:1500 14:2000"}
else
  ANCHORS=${ANCHORS-}
fi

wanted() {  # NAME: whether this run plays it
  [ ${#ONLY[@]} -eq 0 ] && return 0
  local p
  for p in "${ONLY[@]}"; do [ "$p" = "$1" ] && return 0; done
  return 1
}

match() {  # NAME ENGINE_A_KEYS... -- ENGINE_B_KEYS...
  local name=$1
  shift
  wanted "$name" || return 0
  local a=() b=() side=a
  for k in "$@"; do
    if [ "$k" = "--" ]; then side=b; continue; fi
    if [ $side = a ]; then a+=("$k"); else b+=("$k"); fi
  done
  local dir=docs/evidence/$DATE-ladder-$VARIANT-$name
  [ -f "$dir/records.jsonl.xz" ] && { echo "== $dir: played already"; return 0; }
  tools/evidence/record.sh "$dir" fixed "$GAMES" -- \
    -engine "${a[@]}" -engine "${b[@]}" -each option.Hash=16 -variant "$VARIANT" \
    -games 2 -rounds $((GAMES / 2)) -concurrency 2 \
    -openings "file=$OPENINGS" order=random seed=27 -maxplies 300
}

pili() {  # SKILL -> the engine keys of Pili at that Skill Level
  echo "name=pili-s$1 cmd=$PILI proto=uci nodes=$NODES option.Skill_Level=$1"
}

SKILLS=(0 2 5 8 11 14 17 20)
for ((i = 0; i + 1 < ${#SKILLS[@]}; ++i)); do
  lo=${SKILLS[i]} hi=${SKILLS[i + 1]}
  # shellcheck disable=SC2046
  match "s$lo-s$hi" $(pili "$lo") -- $(pili "$hi")
done
# Anchors: Fairy-Stockfish 11.1 (Debian) with UCI_LimitStrength, ranks 1-10.
for anchor in $ANCHORS; do
  skill=${anchor%%:*} elo=${anchor##*:}
  # shellcheck disable=SC2046
  match "s$skill-fsf$elo" $(pili "$skill") -- name=fsf-elo$elo cmd="$FSF" proto=uci ranks=1 \
    nodes=20000 option.UCI_Variant="$FSF_ANCHOR_VARIANT" option.UCI_LimitStrength=true option.UCI_Elo="$elo"
done
