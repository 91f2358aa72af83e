#!/usr/bin/env bash
# Plays one match into an evidence folder (docs/evidence/README.md): writes
# command.sh and meta.json first, so the stopping rule is on disk before the
# first game, then plays it under `flock $LOCK nice -n 5` and compresses the
# records.
#   tools/evidence/record.sh DIR fixed N -- PILI-MATCH-ARGS...
#   tools/evidence/record.sh DIR sprt ELO0 ELO1 ALPHA BETA [MAX] [minpairs=P] -- PILI-MATCH-ARGS...
# N is the number of games the arguments play; with sprt the arguments must
# carry the same -sprt bounds, and MAX, when given, is the number of games
# they schedule (games x rounds): the most the test may play, declared too.
# minpairs=P declares the -sprt minimum of game pairs before a verdict (the
# arguments' -sprt must say minpairs=P too; absent: none, as before it
# existed; 10 is recommended, docs/matches.md "Statistics"). The arguments
# name Pili as $PILI and the match runner as $MATCH (environment, default
# build/pili and build/tools/pili-match), so command.sh runs with other
# binaries too.
# Environment: PILI, MATCH, FSF (a Fairy-Stockfish), EE (ElephantEye),
# COMMIT (the commit $PILI was built from, default HEAD), CONCURRENCY (what
# the arguments' -concurrency is, default 2), NOTE,
# LOCK=pili-match.lock. Run from the repository root. A folder that already
# has records is resumed (-resume), never started afresh.
set -euo pipefail
dir=${1:?usage: record.sh DIR fixed N -- ARGS... | DIR sprt ELO0 ELO1 ALPHA BETA [MAX] [minpairs=P] -- ARGS...}
rule=${2:?}
shift 2
case $rule in
  fixed) stop="{\"rule\": \"fixed\", \"games\": ${1:?}}"; shift ;;
  sprt) stop="{\"rule\": \"sprt\", \"elo0\": $1, \"elo1\": $2, \"alpha\": $3, \"beta\": $4"; shift 4
        if [ -n "${1:-}" ] && [ "$1" != "--" ] && [ "${1%%=*}" != minpairs ]; then
          stop="$stop, \"games\": $1"; shift
        fi
        if [ "${1:-}" != "" ] && [ "${1%%=*}" = minpairs ]; then
          minpairs=${1#minpairs=}
          [[ $minpairs =~ ^[0-9]+$ ]] || { echo "record.sh: minpairs must be a whole number of game pairs, got '$minpairs'" >&2; exit 2; }
          minpairs=$((10#$minpairs))
          # pili-match must hold the same minimum: the checker compares the two.
          printf '%s\n' "${@:2}" | grep -qx "minpairs=$minpairs" ||
            { echo "record.sh: declared minpairs=$minpairs, but the arguments' -sprt does not say minpairs=$minpairs" >&2; exit 2; }
          stop="$stop, \"minpairs\": $minpairs"; shift
        fi
        stop="$stop}" ;;
  *) echo "record.sh: the rule is fixed or sprt, not '$rule'" >&2; exit 2 ;;
esac
[ "${1:-}" = "--" ] || { echo "record.sh: expected -- before the match arguments" >&2; exit 2; }
shift
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
LOCK=${LOCK:-pili-match.lock}
export PILI MATCH FSF EE

mkdir -p "$dir"
resume=()
if [ -f "$dir/records.jsonl.xz" ] && [ ! -f "$dir/records.jsonl" ]; then
  echo "record.sh: $dir is finished (records.jsonl.xz); remove it to play again" >&2
  exit 2
fi
if [ -f "$dir/records.jsonl" ]; then
  resume=(-resume)
else
  # The command with the binaries as variables: every argument quoted, then
  # each binary's path replaced by its name.
  {
    echo "#!/usr/bin/env bash"
    echo "# Run from the repository root. PILI, MATCH, FSF and EE name the binaries."
    echo 'PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}'
    echo 'FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}'
    printf '"$MATCH"'
    printf ' %q' "$@" -records "$dir/records.jsonl" -quiet
    printf ' "$@"\n'
  } | sed -e "s|cmd=$PILI\\b|cmd=\"\$PILI\"|g" -e "s|cmd=$FSF\\b|cmd=\"\$FSF\"|g" \
          -e "s|cmd=$EE\\b|cmd=\"\$EE\"|g" >"$dir/command.sh"
  cat >"$dir/meta.json" <<EOF
{
  "commit": "${COMMIT:-$(git rev-parse --short HEAD)}",
  "build": "$(g++ --version | head -1), cmake -DCMAKE_BUILD_TYPE=Release (PILI_ARCH default, x86-64-v2)",
  "stop": $stop,
  "concurrency": ${CONCURRENCY:-2}${NOTE:+,
  \"note\": \"$NOTE\"}
}
EOF
fi
echo "== $dir"
flock "$LOCK" nice -n 5 bash "$dir/command.sh" "${resume[@]}" | tail -4
xz -9f "$dir/records.jsonl"
