#!/usr/bin/env bash
# A fake UCI engine with a deliberate movegen bug, for the `pili perft
# --compare` tests: `go perft N` answers with Pili's own divide (asks
# `pili perft --divide`), except that in ONE position -- reached from the
# `position` FEN by exactly the moves path="m1 m2 ..." -- the move drop=MOVE
# is missing (or the fake move add=MOVE exists, as a leaf). Counts at the
# ancestors of that position change consistently, as a real bug would.
#   lab_buggy_perft.sh pili=PATH path="..." drop=MOVE|add=MOVE
pili=""; path=""; drop=""; add=""
for kv in "$@"; do
  case $kv in
    pili=*) pili=${kv#pili=} ;;
    path=*) path=${kv#path=} ;;
    drop=*) drop=${kv#drop=} ;;
    add=*) add=${kv#add=} ;;
  esac
done
read -r -a bug <<< "$path"
variant=xiangqi
fen=""
moves=()

# pili perft of the current FEN after "$@" (moves), depth $depth.
run_perft() {
  local depth=$1; shift
  local args=(perft --variant "$variant" --depth "$depth")
  [ -n "$fen" ] && args+=(--fen "$fen")
  [ $# -gt 0 ] && args+=(--moves "$@")
  "$pili" "${args[@]}" "${extra[@]}" 2>/dev/null
}

go_perft() {
  local n=$1 k=${#bug[@]} j=${#moves[@]} i
  local -a names=() counts=()
  local line total=0
  extra=(--divide)
  while IFS= read -r line; do
    case $line in
      *:\ *) [[ $line == Nodes* ]] || { names+=("${line%%:*}"); counts+=("${line##*: }"); } ;;
    esac
  done < <(run_perft "$n" "${moves[@]}")
  extra=()
  # Is the bug position at or below this one, within the horizon?
  local prefix=1
  if [ "$j" -gt "$k" ]; then prefix=0; fi
  for ((i = 0; prefix && i < j; ++i)); do [ "${moves[i]}" = "${bug[i]}" ] || prefix=0; done
  local r=$((n - (k - j)))
  if [ "$prefix" = 1 ] && [ "$r" -ge 1 ]; then
    if [ "$j" = "$k" ]; then
      for i in "${!names[@]}"; do
        [ "${names[i]}" = "$drop" ] && unset 'names[i]' 'counts[i]'
      done
      [ -n "$add" ] && names+=("$add") && counts+=($([ "$r" = 1 ] && echo 1 || echo 0))
    else
      local delta=1
      if [ -n "$drop" ] && [ "$r" -gt 1 ]; then
        delta=$(run_perft $((r - 1)) "${bug[@]}" "$drop" | sed -n 's/^Nodes searched: //p')
      elif [ -n "$add" ] && [ "$r" -gt 1 ]; then
        delta=0
      fi
      [ -n "$drop" ] && delta=$((-delta))
      for i in "${!names[@]}"; do
        [ "${names[i]}" = "${bug[j]}" ] && counts[i]=$((counts[i] + delta))
      done
    fi
  fi
  for i in "${!names[@]}"; do
    echo "${names[i]}: ${counts[i]}"
    total=$((total + counts[i]))
  done
  echo
  echo "Nodes searched: $total"
}

while IFS= read -r cmd; do
  read -r -a w <<< "$cmd"
  case ${w[0]} in
    uci) echo "id name lab-buggy-perft"
         echo "option name UCI_Variant type combo default xiangqi var xiangqi var atomic var atomic-classic var meng var doubletris"
         echo "uciok" ;;
    isready) echo "readyok" ;;
    setoption) [ "${w[2]}" = UCI_Variant ] && variant=${w[4]} ;;
    position)
      fen=""; moves=()
      local_i=2
      if [ "${w[1]}" = fen ]; then
        while [ $local_i -lt ${#w[@]} ] && [ "${w[local_i]}" != moves ]; do
          fen+="${fen:+ }${w[local_i]}"; local_i=$((local_i + 1))
        done
      fi
      [ "${w[local_i]}" = moves ] && moves=("${w[@]:local_i+1}") ;;
    go) [ "${w[1]}" = perft ] && go_perft "${w[2]}" || echo "bestmove (none)" ;;
    quit) exit 0 ;;
  esac
done
