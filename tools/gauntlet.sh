#!/usr/bin/env bash
# The robustness gauntlet (a benchmark, not a CI step): very fast games in
# every variant, at 1s+0.01s and at 100 ms per move, with Threads 1 and 2 and
# Ponder on, Pili against itself in every variant and against Fairy-Stockfish
# at xiangqi and atomic chess, refereed by pili-match. Prints one row per configuration with
# the faults that must all be zero:
#   crash      an engine process exited (pili-match: crash)
#   hang       no bestmove by the time left + margin, nor 2 s after stop
#   illegal    Pili sent an illegal or unparsable move, or claimed no move
#              while the referee saw legal ones
#   forfeit    a side lost on time (over the clock, or over `st` by more than
#              the margin)
#   disagree   the referee and the opponent disagree on the rules: the
#              opponent's move was refused as illegal, or it claimed the game
#              was over while the referee saw legal moves
#
#   tools/gauntlet.sh [ROUNDS]    games per configuration = 2 * ROUNDS
# Four configurations per variant `pili --variants` lists, and four per game
# against Fairy-Stockfish: with the seven variants of 2026-12-07 the default,
# 18 rounds, plays 32 configurations * 36 = 1152 games (36 * 36 = 1296 with
# a Fairy-Stockfish that has atomic: FSF=path/to/it). Run it
# under `flock /tmp/pili-match.lock` on a shared machine. Environment:
#   PILI=build/pili  MATCH=build/tools/pili-match  FSF=/usr/games/fairy-stockfish
#   GAUNTLET_OUT=gauntlet-out   GAUNTLET_MARGIN=100 (ms, pili-match -timemargin)
#   GAUNTLET_MAXPLIES=200 (longer games are adjudicated drawn)
#   GAUNTLET_VARIANTS="NAME ..." (default: every variant, `pili --variants`)
#   GAUNTLET_ONLY=REGEX plays only the configurations whose name matches
#     (grep -E), e.g. 'st-t2$' or '^fsf-'
#   GAUNTLET_REPORT_ONLY=1 prints the table of what GAUNTLET_OUT holds
# After the table every fault is listed with its game and the referee's text.
# Every engine ponders (pili-match's `ponder` key: `go ponder` after each
# move with a ponder move, then `ponderhit` or `stop`).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-18}
pili=${PILI:-build/pili}
match=${MATCH:-build/tools/pili-match}
fsf=${FSF:-/usr/games/fairy-stockfish}
out=${GAUNTLET_OUT:-gauntlet-out}
margin=${GAUNTLET_MARGIN:-100}
maxplies=${GAUNTLET_MAXPLIES:-200}
[ -x "$pili" ] && [ -x "$match" ] || { echo "build first: $pili and $match are needed" >&2; exit 2; }
variants=${GAUNTLET_VARIANTS:-$("$pili" --variants | tr '\n' ' ')}
# The games against Fairy-Stockfish, one per word: Pili's variant, its
# UCI_Variant there, the openings file, whether its moves count ranks from 1.
fsf_games="xiangqi:xiangqi:openings.fen:1 atomic-chess:atomic:openings-atomic-chess.fen:0"
mkdir -p "$out"

configs=()  # name|variant|opponent|tc-key|threads
if [ -x "$fsf" ]; then
  # Debian's Fairy-Stockfish 11.1 has no atomic (it would play chess rules):
  # atomic chess against it only with a build that lists `var atomic`.
  fsf_vars=$(printf 'uci\nquit\n' | "$fsf" 2>/dev/null | grep 'UCI_Variant' || true)
  for game in $fsf_games; do
    IFS=: read -r v fsfv _ _ <<<"$game"
    case " $variants " in *" $v "*) ;; *) continue ;; esac
    if ! grep -qE "var $fsfv( |\$)" <<<"$fsf_vars"; then
      echo "note: $fsf has no $fsfv variant: $v against it skipped" >&2
      continue
    fi
    for tc in tc=1+0.01 st=0.1; do
      for th in 1 2; do configs+=("fsf-$v-${tc%%=*}-t$th|$v|fsf|$tc|$th"); done
    done
  done
else
  echo "note: $fsf not found, games against Fairy-Stockfish skipped" >&2
fi
for v in $variants; do
  for tc in tc=1+0.01 st=0.1; do
    for th in 1 2; do configs+=("self-$v-${tc%%=*}-t$th|$v|self|$tc|$th"); done
  done
done

if [ -n "${GAUNTLET_ONLY:-}" ]; then
  kept=()
  for c in "${configs[@]}"; do grep -qE -- "$GAUNTLET_ONLY" <<<"${c%%|*}" && kept+=("$c"); done
  configs=("${kept[@]}")
  [ ${#configs[@]} -gt 0 ] || { echo "GAUNTLET_ONLY='$GAUNTLET_ONLY' matches no configuration" >&2; exit 2; }
fi

for c in "${configs[@]}"; do
  IFS='|' read -r name variant opp tc threads <<<"$c"
  [ -s "$out/$name.json" ] && continue  # done in an earlier run
  [ "${GAUNTLET_REPORT_ONLY:-0}" = 1 ] && continue
  openings=tools/examples/openings.fen fsfvariant='' ranks=1
  for game in $fsf_games; do
    IFS=: read -r v fsfv file r <<<"$game"
    [ "$v" = "$variant" ] && openings=tools/examples/$file fsfvariant=$fsfv ranks=$r
  done
  if [ "$opp" = fsf ]; then
    second=(-engine name=FSF "cmd=$fsf" option.UCI_Variant=$fsfvariant ranks=$ranks)
  else
    second=(-engine name=Pili2 "cmd=$pili")
  fi
  echo "== $name ($((2 * rounds)) games)" >&2
  "$match" -engine name=Pili "cmd=$pili" "${second[@]}" \
    -each "$tc" ponder option.Threads="$threads" option.Hash=16 -variant "$variant" \
    -games 2 -rounds "$rounds" -openings file=$openings order=random seed=7 \
    -timemargin "$margin" -maxplies "$maxplies" -resign movecount=4 score=1500 \
    -draw movenumber=40 movecount=8 score=5 -quiet \
    -pgnout "$out/$name.pgn" -json "$out/$name.tmp.json" || true
  mv "$out/$name.tmp.json" "$out/$name.json" 2>/dev/null || true
done

/usr/bin/python3 - "$out" "${configs[@]}" <<'EOF'
import json, os, sys
out, configs = sys.argv[1], sys.argv[2:]
cols = ["games", "W-D-L", "crash", "hang", "illegal", "forfeit", "disagree"]
print(f"{'configuration':30} " + " ".join(f"{c:>9}" for c in cols))
faults = ["crash", "hang", "illegal", "forfeit", "disagree"]
tot = {k: 0 for k in ["games"] + faults}
listed = []  # (configuration, game, reason, detail) of every fault
for c in configs:
    name = c.split("|")[0]
    path = os.path.join(out, name + ".json")
    if not os.path.exists(path):
        print(f"{name:30} (no result)")
        continue
    j = json.load(open(path))
    row = {k: 0 for k in tot}
    for r in j.get("records", []):
        row["games"] += 1
        reason, detail = r.get("reason", ""), r.get("detail", "")
        # The offender loses; first_is_red tells whether that was Pili.
        red_offends = detail.startswith(("Red", "White"))  # White: atomic chess
        pili_offends = red_offends == bool(r.get("first_is_red"))
        if reason in ("crash", "hang", "time forfeit", "illegal move", "unparsable move", "false claim"):
            listed.append(f"{name} game {r.get('index', -1) + 1} ({r.get('red')} vs {r.get('black')}, "
                          f"{len(r.get('moves', []))} plies): {reason}: {detail}")
        if reason in ("crash", "hang"):
            row[reason] += 1
        elif reason == "time forfeit":
            row["forfeit"] += 1
        elif reason in ("illegal move", "unparsable move", "false claim"):
            second_is_pili = name.startswith("self-")
            row["illegal" if pili_offends or second_is_pili else "disagree"] += 1
    wdl = f"{j.get('wins', 0)}-{j.get('draws', 0)}-{j.get('losses', 0)}"
    print(f"{name:30} {row['games']:>9} {wdl:>9} " +
          " ".join(f"{row[k]:>9}" for k in faults))
    for k in tot: tot[k] += row[k]
print(f"{'total':30} {tot['games']:>9} {'':>9} " +
      " ".join(f"{tot[k]:>9}" for k in faults))
for line in listed:
    print("  " + line)
bad = sum(tot[k] for k in faults)
sys.exit(1 if bad else 0)
EOF
