#!/usr/bin/env bash
# One round of the learned evaluation, end to end (docs/nnue-training.md,
# "Rounds"): self-play with the parent net (or the hand-crafted evaluation)
# -> position records -> training from the parent's weights -> a match of
# the new net against the parent -> keep or discard. Every step resumes: run
# the same command again after a kill and it continues where it stopped.
#
#   tools/nnue/round.sh DIR [PARENT.nnue | hce]
#
# Settings come from the environment (defaults in brackets):
#   VARIANT [the registry's default]  NODES [5000]  GAMES [20000]  SEED [1]  JOBS [nproc]
#   EPOCHS [8]  TRAIN_ARGS []  TC [10+0.1]
#   SPRT [elo0=0 elo1=30 alpha=0.05 beta=0.05 minpairs=10]  MATCH_GAMES [400]:
#     the match's stopping rule, fixed before its first game (the most games it
#     may play; no verdict before 10 game pairs, docs/matches.md "Statistics")
#   OPENINGS [the variant's own: tools/examples/openings-VARIANT-6ply.fen,
#     else openings-VARIANT-10ply.fen]
#   SET [none]: train on the games kept in tools/nnue/data/SET (played by
#     tools/nnue/selfplay.sh) instead of playing GAMES here; VARIANT must be
#     the set's
#   PILI [build/pili]
#   MATCH [build/tools/pili-match]  TRAINER [cpp (pili-train) | torch (train.py)]
#   LOCK [$TMPDIR/pili-match.lock] (timed jobs on one machine take it in turn)
#   INIT_FROM [the parent net; none for hce]: the net training starts from, for
#     instance another variant's net with the same or a leading part of the
#     features (a Meng round 0 from the xiangqi net)
# The net of the epoch with the lowest validation loss plays the match, an
# SPRT with the bounds above: the net is kept when H1 is accepted (it is
# stronger by elo1 rather than elo0), discarded when H0 is, and not kept when
# MATCH_GAMES end the match undecided. DIR/verdict says which, with the rule
# and where it stopped; DIR/kept.nnue is the net to commit as
# src/eval/nnue/nets/VARIANT.nnue. The match's records stay in DIR
# (match.records, match.pgn, match.json).
set -euo pipefail

dir=${1:?usage: round.sh DIR [PARENT.nnue | hce]}
parent=${2:-hce}
root=$(cd "$(dirname "$0")/../.." && pwd)
VARIANT=${VARIANT:-$(python3 "$root/tools/variant_registry.py" default)} NODES=${NODES:-5000} GAMES=${GAMES:-20000} SEED=${SEED:-1}
JOBS=${JOBS:-$(nproc)} EPOCHS=${EPOCHS:-8} TC=${TC:-10+0.1} MATCH_GAMES=${MATCH_GAMES:-400}
SPRT=${SPRT:-elo0=0 elo1=30 alpha=0.05 beta=0.05 minpairs=10}
# Openings of the variant itself: another variant's positions are refused or,
# worse, mean something else on this board.
default_openings=openings-$VARIANT-6ply.fen
[ -f "$root/tools/examples/$default_openings" ] || default_openings=openings-$VARIANT-10ply.fen
OPENINGS=${OPENINGS:-$root/tools/examples/$default_openings}
[ -f "$OPENINGS" ] || { echo "round.sh: no openings file $OPENINGS for $VARIANT (set OPENINGS)" >&2; exit 2; }
PILI=${PILI:-$root/build/pili} MATCH=${MATCH:-$root/build/tools/pili-match}
TRAINER=${TRAINER:-cpp}
mkdir -p "$dir"

# The parent as datagen flags and as match options.
if [ "$parent" = hce ]; then
  gen_net=(--no-nnue); parent_opts=("option.Use NNUE=false"); init=()
else
  gen_net=(--eval-file "$parent"); parent_opts=("option.EvalFile=$parent"); init=(--init-from "$parent")
fi
[ -n "${INIT_FROM:-}" ] && init=(--init-from "$INIT_FROM")

if [ -n "${SET:-}" ]; then
  # The games kept in the repository (tools/nnue/selfplay.sh plays them, on
  # as many machines as join): this round trains on every packed shard.
  echo "== data: the kept games of tools/nnue/data/$SET"
  for f in "$root/tools/nnue/data/$SET"/games.s*-of-*.xz; do
    [ -f "$f" ] || { echo "round.sh: no packed games in tools/nnue/data/$SET" >&2; exit 2; }
    k=$(basename "$f" .xz)
    [ "$dir/$k" -nt "$f" ] || xz -dc "$f" >"$dir/$k"
  done
else
  echo "== datagen: $GAMES games at $NODES nodes, $JOBS shards"
  pids=()
  for k in $(seq 1 "$JOBS"); do
    nice -n 19 "$PILI" datagen --variant "$VARIANT" --nodes "$NODES" --games "$GAMES" --seed "$SEED" \
      "${gen_net[@]}" --shard "$k/$JOBS" --out "$dir/games.s$k" 2>"$dir/datagen.s$k.log" &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p"; done
fi

echo "== export"
if [ ! -s "$dir/positions.feat" ] || [ -n "$(find "$dir" -name 'games.s*' -newer "$dir/positions.feat")" ]; then
  "$PILI" datagen --export-features "$dir"/games.s* --out "$dir/positions.feat.tmp" --mirror
  mv "$dir/positions.feat.tmp" "$dir/positions.feat"
fi

echo "== train: $EPOCHS epochs ($TRAINER)"
if [ ! -s "$dir/train/net-epoch-$EPOCHS.nnue" ]; then
  resume=()
  [ -s "$dir/train/checkpoint.pt" ] && resume=(--resume "$dir/train/checkpoint.pt")
  [ -s "$dir/train/checkpoint.bin" ] && resume=(--resume "$dir/train/checkpoint.bin")
  desc="$VARIANT round $(basename "$dir"): $GAMES games at $NODES nodes, seed $SEED, parent $(basename "$parent")"
  if [ "$TRAINER" = cpp ]; then
    "$root/build/tools/pili-train" "$dir/positions.feat" --out-dir "$dir/train" --epochs "$EPOCHS" \
      --description "$desc" "${init[@]}" "${resume[@]}" ${TRAIN_ARGS:-} | tee -a "$dir/train.log"
  else
    /usr/bin/python3 "$root/tools/nnue/train.py" "$dir/positions.feat" --out-dir "$dir/train" --epochs "$EPOCHS" \
      --description "$desc" "${init[@]}" "${resume[@]}" ${TRAIN_ARGS:-} | tee -a "$dir/train.log"
  fi
fi
# Both trainers print "epoch N: ... validation loss X, ..." once per epoch; a
# resumed run appends, and a later line for the same epoch wins.
best=$(/usr/bin/python3 - "$dir/train.log" "$EPOCHS" <<'PY'
import re, sys
loss = {}
for line in open(sys.argv[1]):
    m = re.match(r"epoch (\d+): .*validation loss ([0-9.eE+-]+)", line)
    if m: loss[int(m.group(1))] = float(m.group(2))
print(min(loss, key=lambda e: (loss[e], e)) if loss else sys.argv[2])
PY
)
net=$dir/train/net-epoch-$best.nnue
echo "== epoch $best has the lowest validation loss"

echo "== match: new net against $(basename "$parent"), SPRT $SPRT, at most $MATCH_GAMES games at $TC"
resume=()
[ -s "$dir/match.records" ] && resume=(-resume)
# $SPRT is split into its key=value words on purpose.
# shellcheck disable=SC2086
flock "${LOCK:-${TMPDIR:-/tmp}/pili-match.lock}" "$MATCH" \
  -engine name=new cmd="$PILI" proto=uci "option.EvalFile=$net" \
  -engine name=parent cmd="$PILI" proto=uci "${parent_opts[@]}" \
  -each tc="$TC" option.Hash=16 -variant "$VARIANT" -games 2 -rounds $((MATCH_GAMES / 2)) -concurrency 1 \
  -openings file="$OPENINGS" order=random -sprt $SPRT \
  -records "$dir/match.records" "${resume[@]}" \
  -pgnout "$dir/match.pgn" -json "$dir/match.json" -quiet | tee "$dir/match.log"

# The decision is the SPRT's, read from pili-match's report: H1 keeps the net,
# H0 or no decision within MATCH_GAMES does not.
line=$(/usr/bin/python3 - "$dir/match.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
c = j["sprt_config"]
print(j["sprt"], f"SPRT elo0={c['elo0']:g} elo1={c['elo1']:g} alpha={c['alpha']:g} beta={c['beta']:g} "
      f"minpairs={c.get('minpairs', 0)}: "
      f"llr {j['llr']:.2f} in [{c['lower']:.2f}, {c['upper']:.2f}] after {j['games']} games "
      f"(+{j['wins']} ={j['draws']} -{j['losses']})")
PY
)
decision=${line%% *} summary=${line#* }
case "$decision" in
  H1) cp "$net" "$dir/kept.nnue"; echo "kept: H1 accepted, $summary" | tee "$dir/verdict" ;;
  H0) rm -f "$dir/kept.nnue"; echo "discarded: H0 accepted, $summary" | tee "$dir/verdict" ;;
  *) rm -f "$dir/kept.nnue"; echo "not kept: undecided at the $MATCH_GAMES-game limit, $summary" | tee "$dir/verdict" ;;
esac
