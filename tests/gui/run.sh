#!/usr/bin/env bash
# Replays what xiangqi GUIs send (one transcript per GUI in this folder) to an
# engine as those GUIs do: Windows line endings, and each command sent only
# after the reply it waits for. Usage: tests/gui/run.sh [WRAPPER...] ENGINE
#   tests/gui/run.sh build/pili
#   tests/gui/run.sh wine build-win/pili.exe
# Transcript lines: "> text" is sent; "< regex" waits (60 s at most) for a
# reply line that matches; "! regex" must match no line of the whole reply;
# "#" starts a comment.
set -uo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 [WRAPPER...] ENGINE" >&2; exit 2; }
failed=0 passed=0
for t in "$dir"/*.txt; do
  name=$(basename "$t" .txt)
  coproc ENGINE { "$@" 2>&1; }
  in=${ENGINE[1]} pid=$ENGINE_PID  # bash unsets them when it exits
  # bash also closes the coprocess's output when it exits: a copy of our own
  # keeps the lines it wrote last readable.
  exec {out}<&"${ENGINE[0]}"
  reply="" problem="" forbidden=()
  while IFS= read -r step; do
    case "$step" in
      "> "*) printf '%s\r\n' "${step#> }" >&"$in" ;;
      "< "*)
        found=0
        while IFS= read -r -t 60 line <&"$out"; do
          line=${line%$'\r'}
          reply+="$line"$'\n'
          if [[ $line =~ ${step#< } ]]; then found=1; break; fi
        done
        [ $found = 1 ] || { problem="no reply line matches ${step#< }"; break; } ;;
      "! "*) forbidden+=("${step#! }") ;;
    esac
  done < "$t"
  exec {in}>&-  # end of input: the engine exits
  while IFS= read -r -t 60 line <&"$out"; do reply+="${line%$'\r'}"$'\n'; done
  exec {out}<&-
  wait "$pid" 2>/dev/null
  for pattern in "${forbidden[@]}"; do
    if grep -q -E -- "$pattern" <<<"$reply"; then problem="a reply line matches $pattern"; fi
  done
  if [ -z "$problem" ]; then
    passed=$((passed + 1)); echo "$name: ok"
  else
    failed=$((failed + 1)); echo "$name: $problem"
    grep -v '^info' <<<"$reply" | sed "s/^/  $name| /"
  fi
done
echo "transcripts: $passed passed, $failed failed"
[ $failed = 0 ]
