#!/usr/bin/env bash
# Records one match into an evidence folder (docs/evidence/README.md,
# "Recording a match") in two commits, so the history shows the stopping rule
# came first:
#   record.sh declare DIR fixed N -- PILI-MATCH-ARGS...
#   record.sh declare DIR sprt ELO0 ELO1 ALPHA BETA [MAX] [minpairs=P] -- PILI-MATCH-ARGS...
#       writes DIR/command.sh and DIR/meta.json ("declared": "first", the rule,
#       the engine's commit, the date) and commits them, and nothing else,
#       before any game is played;
#   record.sh play DIR
#       plays DIR/command.sh (under `flock $LOCK nice -n 5`; a folder whose
#       match was cut off is resumed with -resume), compresses the records
#       and commits them, then prints the folder's numbers;
#   record.sh interrupted DIR REASON
#       for a match that cannot be finished: writes REASON into meta.json,
#       compresses the games played and commits them (documents citing it
#       say "interrupted at game N of M" and why; check.py holds them to it);
#   record.sh DIR RULE... -- ARGS...   declare, then play; run again on a
#       folder declared with the same arguments (a match cut off), it plays on.
# N is the number of games the arguments play; with sprt the arguments must
# carry the same -sprt bounds, and MAX, when given, is the number of games
# they schedule (games x rounds): the most the test may play, declared too.
# minpairs=P declares the -sprt minimum of game pairs before a verdict (the
# arguments' -sprt must say minpairs=P too; 10 is recommended, docs/matches.md
# "Statistics"). The arguments name Pili as $PILI and the match runner as
# $MATCH (environment, default build/pili and build/tools/pili-match), so
# command.sh runs with other binaries too.
# Environment: PILI, MATCH, FSF (a Fairy-Stockfish), EE (ElephantEye),
# COMMIT (the commit $PILI was built from, default HEAD), CONCURRENCY (what
# the arguments' -concurrency is, default 2), NOTE, LOCK=pili-match.lock,
# PYTHON=/usr/bin/python3. Run from the repository root.
set -euo pipefail
here=$(dirname "$0")
PYTHON=${PYTHON:-/usr/bin/python3}
[ -x "$PYTHON" ] || PYTHON=python3
PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}
FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}
LOCK=${LOCK:-pili-match.lock}
export PILI MATCH FSF EE

die() { echo "record.sh: $*" >&2; exit 2; }

# command_text DIR ARGS...: command.sh for these pili-match arguments, with
# the binaries as variables: every argument quoted, then each binary's path
# replaced by its name.
command_text() {
  local dir=$1
  shift
  {
    echo "#!/usr/bin/env bash"
    echo "# Run from the repository root. PILI, MATCH, FSF and EE name the binaries."
    echo 'PILI=${PILI:-build/pili} MATCH=${MATCH:-build/tools/pili-match}'
    echo 'FSF=${FSF:-/usr/games/fairy-stockfish} EE=${EE:-eleeye}'
    printf '"$MATCH"'
    printf ' %q' "$@" -records "$dir/records.jsonl" -quiet
    printf ' "$@"\n'
  } | sed -e "s|cmd=$PILI\\b|cmd=\"\$PILI\"|g" -e "s|cmd=$FSF\\b|cmd=\"\$FSF\"|g" \
          -e "s|cmd=$EE\\b|cmd=\"\$EE\"|g"
}

# Set by the one-step form: a folder declared with the same command already
# (a match cut off, run again) is played on, not declared twice.
again=0

declare_match() {
  local dir=${1:?usage: record.sh declare DIR fixed N -- ARGS... | DIR sprt ELO0 ELO1 ALPHA BETA [MAX] [minpairs=P] -- ARGS...}
  local rule=${2:?} stop minpairs
  shift 2
  case $rule in
    fixed) stop="{\"rule\": \"fixed\", \"games\": ${1:?}}"; shift ;;
    sprt) stop="{\"rule\": \"sprt\", \"elo0\": $1, \"elo1\": $2, \"alpha\": $3, \"beta\": $4"; shift 4
          if [ -n "${1:-}" ] && [ "$1" != "--" ] && [ "${1%%=*}" != minpairs ]; then
            stop="$stop, \"games\": $1"; shift
          fi
          if [ "${1:-}" != "" ] && [ "${1%%=*}" = minpairs ]; then
            minpairs=${1#minpairs=}
            [[ $minpairs =~ ^[0-9]+$ ]] || die "minpairs must be a whole number of game pairs, got '$minpairs'"
            minpairs=$((10#$minpairs))
            # pili-match must hold the same minimum: the checker compares the two.
            printf '%s\n' "${@:2}" | grep -qx "minpairs=$minpairs" ||
              die "declared minpairs=$minpairs, but the arguments' -sprt does not say minpairs=$minpairs"
            stop="$stop, \"minpairs\": $minpairs"; shift
          fi
          stop="$stop}" ;;
    *) die "the rule is fixed or sprt, not '$rule'" ;;
  esac
  [ "${1:-}" = "--" ] || die "expected -- before the match arguments"
  shift
  if [ $again = 1 ] && git ls-files --error-unmatch "$dir/command.sh" >/dev/null 2>&1; then
    [ "$(command_text "$dir" "$@")" = "$(cat "$dir/command.sh")" ] ||
      die "$dir was declared with another command; play it with 'record.sh play $dir'"
    echo "declared already: $dir"
    return 0
  fi
  # A declaration is made once, before any game: never over an existing folder.
  [ -z "$(ls -A "$dir" 2>/dev/null)" ] || die "$dir exists already; a match is declared once"
  [ -z "$(git log --oneline -1 -- "$dir")" ] || die "$dir is in the history already; a match is declared once"
  local commit=${COMMIT:-$(git rev-parse --short HEAD)}
  # meta.json's date is the declaration commit's author date (GIT_AUTHOR_DATE
  # when given, in this form), which check.py compares with the first game.
  local now=${GIT_AUTHOR_DATE:-$(date -u +%Y-%m-%dT%H:%M:%SZ)}
  [[ $now =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$ ]] ||
    die "GIT_AUTHOR_DATE must be YYYY-MM-DDTHH:MM:SSZ here, got '$now'"
  git cat-file -e "$commit^{commit}" 2>/dev/null || die "COMMIT=$commit is not a commit of this repository"
  mkdir -p "$dir"
  command_text "$dir" "$@" >"$dir/command.sh"
  cat >"$dir/meta.json" <<EOF
{
  "declared": "first",
  "date": "$now",
  "commit": "$commit",
  "build": "$( (g++ --version 2>/dev/null || echo unknown compiler) | head -1), cmake -DCMAKE_BUILD_TYPE=Release (PILI_ARCH default, x86-64-v2)",
  "stop": $stop,
  "concurrency": ${CONCURRENCY:-2}${NOTE:+,
  \"note\": \"$NOTE\"}
}
EOF
  # The rule must fit the command (games x rounds, -sprt) before it is committed.
  if ! "$PYTHON" "$here/check.py" declaration "$dir"; then
    rm -f "$dir/command.sh" "$dir/meta.json"
    rmdir "$dir" 2>/dev/null || true
    die "not declared"
  fi
  git add -- "$dir/command.sh" "$dir/meta.json"
  GIT_AUTHOR_DATE=$now git commit -q -m "$dir: declare the match before its first game" -m "Stopping rule: $stop." \
    -- "$dir/command.sh" "$dir/meta.json"
  echo "declared in $(git rev-parse --short HEAD): $dir"
}

# The folder's declaration must be in the history, unchanged, before a game is played.
require_declared() {
  local dir=${1:?usage: record.sh play DIR}
  for f in command.sh meta.json; do
    git ls-files --error-unmatch "$dir/$f" >/dev/null 2>&1 || die "$dir/$f is not committed: declare first"
    git diff --quiet HEAD -- "$dir/$f" || die "$dir/$f differs from its committed declaration"
  done
}

commit_records() {
  local dir=$1 what=$2
  xz -9f "$dir/records.jsonl"
  git add -- "$dir/records.jsonl.xz" "$dir/meta.json"
  git commit -q -m "$dir: $what" -- "$dir/records.jsonl.xz" "$dir/meta.json"
  echo "records committed in $(git rev-parse --short HEAD)"
  "$PYTHON" "$here/check.py" show "$dir"
}

play() {
  local dir=${1:?usage: record.sh play DIR} resume=()
  require_declared "$dir"
  [ ! -f "$dir/records.jsonl.xz" ] || die "$dir is finished (records.jsonl.xz)"
  [ ! -f "$dir/records.jsonl" ] || resume=(-resume)
  echo "== $dir"
  flock "$LOCK" nice -n 5 bash "$dir/command.sh" "${resume[@]}" | tail -4
  commit_records "$dir" "the records of the match declared in $(git log --diff-filter=A --format=%h -1 -- "$dir/meta.json")"
}

interrupted() {
  local dir=${1:?usage: record.sh interrupted DIR REASON} reason=${2:?usage: record.sh interrupted DIR REASON}
  require_declared "$dir"
  [ -f "$dir/records.jsonl" ] || die "$dir has no records.jsonl to keep"
  "$PYTHON" - "$dir/meta.json" "$reason" <<'EOF'
import json, sys
path, reason = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as f:
    meta = json.load(f)
meta["interrupted"] = reason
with open(path, "w", encoding="utf-8") as f:
    f.write(json.dumps(meta, indent=2, ensure_ascii=False) + "\n")
EOF
  commit_records "$dir" "the records of an interrupted match: $reason"
}

case ${1:-} in
  declare) shift; declare_match "$@" ;;
  play) shift; play "$@" ;;
  interrupted) shift; interrupted "$@" ;;
  ""|-h|--help) sed -n '2,32p' "$0"; exit 2 ;;
  *) again=1; declare_match "$@"; play "$1" ;;
esac
