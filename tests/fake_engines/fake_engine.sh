#!/usr/bin/env bash
# A scriptable fake engine for the pili-match and engine client tests. Speaks
# UCI (or UCCI when it receives "ucci") and misbehaves on purpose:
#   fake_engine.sh MODE [key=value...]
# MODE:
#   random   a random legal move (asks `pili perft --divide`; needs pili=PATH)
#   line     the move at index <number of moves so far> of line="m1 m2 ...";
#            after the line, like random (or "bestmove (none)" without pili=)
#   illegal  always e0e5 (never legal: a general cannot jump, Black has none there)
#   garbage  an unparsable move
#   claim    bestmove (none) / nobestmove: claims the game is over
#   crash    exits when asked to move (after=N own moves first)
#   hang     never answers "go", ignores "stop"
#   slow     answers only when "stop" arrives (or after delay=S seconds)
#   silent   answers nothing at all, not even the handshake
# keys: pili=PATH, line="...", score=CP (printed as info score), after=N,
#       delay=SECONDS, ranks=1 (move text with ranks 1-10),
#       suffix=WORD (UCCI "bestmove M draw" / "bestmove M resign"),
#       accept=1 (answer "go draw ..." with "bestmove M draw": accepts an offer),
#       ponder=line (line mode: "bestmove M ponder <the line's next move>") or
#       ponder=MOVE ("bestmove M ponder MOVE"), ponderhang=1 (a `go ponder`
#       ignores stop and ponderhit), log=FILE (appends every command received),
#       think=SECONDS (sleeps that long before answering a go),
#       variants="v1 v2 ..." (lists a UCI_Variant / UCCI variant option with these values),
#       noise=1 (writes junk lines before each answer: empty, binary, overlong,
#       look-alikes of info and bestmove)
mode=$1; shift
pili=""; line=""; score=""; after=0; delay=5; ranks=0; suffix=""; accept=0; golast=""
ponder=""; ponderhang=0; log=""; think=""; variants=""; noise=0

for kv in "$@"; do
  case $kv in
    pili=*) pili=${kv#pili=} ;;
    line=*) line=${kv#line=} ;;
    score=*) score=${kv#score=} ;;
    after=*) after=${kv#after=} ;;
    delay=*) delay=${kv#delay=} ;;
    ranks=*) ranks=${kv#ranks=} ;;
    suffix=*) suffix=${kv#suffix=} ;;
    accept=*) accept=${kv#accept=} ;;
    ponder=*) ponder=${kv#ponder=} ;;
    ponderhang=*) ponderhang=${kv#ponderhang=} ;;
    log=*) log=${kv#log=} ;;
    think=*) think=${kv#think=} ;;
    variants=*) variants=${kv#variants=} ;;
    noise=*) noise=${kv#noise=} ;;
  esac
done
proto=uci
variant=xiangqi  # set by "setoption name UCI_Variant value V" / "setoption variant V"
fen=""; moves=()
played=0

# Converts move text between rank bases: $1 = +1 or -1.
shift_ranks() {
  local m=$1 d=$2
  if [[ $m =~ ^([a-i])([0-9]+)([a-i])([0-9]+)$ ]]; then
    echo "${BASH_REMATCH[1]}$((BASH_REMATCH[2] + d))${BASH_REMATCH[3]}$((BASH_REMATCH[4] + d))"
  else
    echo "$m"
  fi
}

random_move() {
  [[ -z $pili ]] && return
  local ms=() m
  for m in "${moves[@]}"; do
    [[ $ranks == 1 ]] && m=$(shift_ranks "$m" -1)
    ms+=("$m")
  done
  local args=(perft --variant "$variant" --fen "$fen" --depth 1 --divide)
  (( ${#ms[@]} )) && args+=(--moves "${ms[@]}")
  mapfile -t legal < <("$pili" "${args[@]}" 2>/dev/null | sed -n 's/^\([^ :]*\): .*/\1/p')
  (( ${#legal[@]} )) || return
  m=${legal[RANDOM % ${#legal[@]}]}
  [[ $ranks == 1 ]] && m=$(shift_ranks "$m" 1)
  echo "$m"
}

# " var v1 var v2 ..." for the variant option's listing.
variant_values() {
  local v out=""
  for v in $variants; do out+=" var $v"; done
  echo "$out"
}

# Lines a client must read past without taking them for an answer.
junk() {
  echo ""
  echo "   "
  printf 'info depth 2\r\n'
  printf '\xff\xfe\x01 binary\n'
  printf '%*s\n' 9000 x
  echo "info string score cp 999 bestmove e0e5"
  echo "info depth 9 seldepth 12 multipv 2 score cp -400 upperbound pv a0a1"
  echo "bestmoves e0e5"
  echo "Bestmove e0e5"
  echo "readyok"
}

answer() {
  local m=$1
  [[ $noise == 1 ]] && junk
  [[ -n $score ]] && echo "info depth 1 score cp $score pv $m"
  if [[ -z $m ]]; then
    [[ $proto == ucci ]] && echo "nobestmove" || echo "bestmove (none)"
  else
    local sfx=$suffix
    [[ $accept == 1 && " $golast " == *" draw "* ]] && sfx=draw
    local p=$ponder
    if [[ $p == line ]]; then
      local l=($line)
      p=${l[${#moves[@]} + 1]:-}
    fi
    echo "bestmove $m${p:+ ponder $p}${sfx:+ $sfx}"
  fi
}

# go ponder: waits for ponderhit (then searches as for go) or stop (then
# answers at once; the referee discards that move).
go_ponder() {
  local cmd rest
  while read -r cmd rest; do
    [[ -n $log ]] && echo "$cmd${rest:+ $rest}" >>"$log"
    [[ $ponderhang == 1 ]] && continue
    case $cmd in
      ponderhit) go; return ;;
      stop) answer "$(random_move)"; return ;;
      quit) exit 0 ;;
    esac
  done
  exit 0
}

go() {
  [[ -n $think ]] && sleep "$think"
  case $mode in
    random) answer "$(random_move)" ;;
    line)
      local l=($line)
      if (( ${#moves[@]} < ${#l[@]} )); then answer "${l[${#moves[@]}]}"; else answer "$(random_move)"; fi ;;
    illegal) answer e0e5 ;;
    garbage) answer "zz99" ;;
    claim) answer "" ;;
    crash)
      if (( played >= after )); then exit 3; fi
      answer "$(random_move)" ;;
    hang)
      while read -r _; do :; done; sleep 100 ;;
    slow)
      local cmd
      while read -r -t "$delay" cmd; do [[ $cmd == stop ]] && break; done
      answer "$(random_move)" ;;
  esac
  played=$((played + 1))
}

if [[ $mode == silent ]]; then
  while read -r _; do :; done
  exit 0
fi

while read -r cmd rest; do
  [[ -n $log ]] && echo "$cmd${rest:+ $rest}" >>"$log"
  case $cmd in
    uci)
      echo "id name fake-$mode"
      [[ -n $variants ]] && echo "option name UCI_Variant type combo default xiangqi$(variant_values)"
      echo "uciok" ;;
    ucci)
      proto=ucci; echo "id name fake-$mode"
      [[ -n $variants ]] && echo "option variant type combo$(variant_values) default xiangqi"
      echo "ucciok" ;;
    isready) echo "readyok" ;;
    setoption)
      if [[ $rest =~ ^name\ UCI_Variant\ value\ (.+)$ || $rest =~ ^variant\ (.+)$ ]]; then
        variant=${BASH_REMATCH[1]}
      fi ;;
    position)
      fen=${rest#fen }; moves=()
      if [[ $rest == *" moves "* ]]; then
        fen=${fen%% moves *}
        read -r -a moves <<< "${rest##* moves }"
      fi ;;
    go) golast=$rest; if [[ $rest == ponder* ]]; then go_ponder; else go; fi ;;
    quit) [[ $proto == ucci ]] && echo "bye"; exit 0 ;;
  esac
done
