#!/usr/bin/env bash
# Self-play that outlives the machine (docs/nnue-training.md, "Self-play that
# never stops"). The games of the data set named in tools/nnue/data/active are
# kept in the repository as xz-compressed game files, one a shard; this script
# unpacks them into a working folder, lets `pili datagen` resume each shard
# where the last machine stopped, and packs them back for a commit.
#
#   tools/nnue/selfplay.sh start    unpack, then play the shards at nice 19 in the background
#   tools/nnue/selfplay.sh save     pack the working files into the repository (run often)
#   tools/nnue/selfplay.sh pause    SIGSTOP the players (before anything timed) ...
#   tools/nnue/selfplay.sh resume   ... and SIGCONT them after
#   tools/nnue/selfplay.sh stop     end the players, then save
#   tools/nnue/selfplay.sh status   games and positions a shard, from the packed files
#
# Settings: SET [the name in tools/nnue/data/active], SHARDS [the set's
# unfinished shards that have a packed file, then the lowest new ones: JOBS of
# them; give distinct SHARDS on each machine that joins], JOBS [nproc],
# WORK [build/selfplay], PILI [build/pili].
# A set's folder holds `settings` (one KEY=value a line: VARIANT NODES GAMES
# SEED SHARDS_TOTAL NET, NET being `hce` or a net file of tools/nnue/nets/),
# and games.sK-of-N.xz. Game i of the run belongs to shard i % N + 1, so
# every machine plays its own games and the files never overlap.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
data=$root/tools/nnue/data
SET=${SET:-$(cat "$data/active")}
dir=$data/$SET
[ -f "$dir/settings" ] || { echo "selfplay.sh: no $dir/settings" >&2; exit 2; }
# shellcheck disable=SC1091
. "$dir/settings"
: "${VARIANT:?} ${NODES:?} ${GAMES:?} ${SEED:?} ${SHARDS_TOTAL:?} ${NET:?}"
WORK=${WORK:-$root/build/selfplay}/$SET PILI=${PILI:-$root/build/pili} JOBS=${JOBS:-$(nproc)}
mkdir -p "$WORK"
packed() { echo "$dir/games.s$1-of-$SHARDS_TOTAL.xz"; }
working() { echo "$WORK/games.s$1"; }

# The shards this machine plays: SHARDS if given; else those that have a
# packed file but are not done (fewer games played than their share, the
# dropped ones counted), then new ones.
pick_shards() {
  if [ -n "${SHARDS:-}" ]; then echo "$SHARDS"; return; fi
  local k picked=() share
  for k in $(seq 1 "$SHARDS_TOTAL"); do
    [ ${#picked[@]} -lt "$JOBS" ] || break
    [ -f "$(packed "$k")" ] || continue
    share=$(( (GAMES - k + SHARDS_TOTAL) / SHARDS_TOTAL ))
    [ "$(count_records "$(packed "$k")")" -lt "$share" ] && picked+=("$k")
  done
  for k in $(seq 1 "$SHARDS_TOTAL"); do
    [ ${#picked[@]} -lt "$JOBS" ] || break
    [ -f "$(packed "$k")" ] || picked+=("$k")
  done
  echo "${picked[@]}"
}

# Games played into a packed file, the dropped ones too (datagen resumes
# after them): its whole records. The format (src/cli/datagen_format.h): an
# 8-byte magic, u32 version, u32 variant, u32 length + the settings text;
# then records of u32 length, the game, u32 CRC.
count_records() {
  xz -dc "$1" | python3 -c '
import struct, sys
d = sys.stdin.buffer.read()
off = 20 + struct.unpack_from("<I", d, 16)[0]
n = 0
while off + 4 <= len(d):
    size = struct.unpack_from("<I", d, off)[0]
    if off + size + 8 > len(d):
        break
    off += size + 8
    n += 1
print(n)'
}
# Games and trainable positions (what the export writes: not in check, not
# capturing) of a packed file, read by the exporter's own reader.
file_stats() {
  local tmp
  tmp=$(mktemp -d)
  xz -dc "$1" >"$tmp/games"
  "$PILI" datagen --export-features "$tmp/games" --out "$tmp/feat" 2>&1 |
    sed -n 's/^datagen: \([0-9]*\) games, \([0-9]*\) positions written.*/games \1 positions \2/p' | tail -n 1
  rm -rf "$tmp"
}

net_flags() {
  if [ "$NET" = hce ]; then echo --no-nnue; else echo "--eval-file $root/tools/nnue/nets/$NET"; fi
}

case ${1:-status} in
  start)
    [ -x "$PILI" ] || { echo "selfplay.sh: build $PILI first (cmake --build build --target pili)" >&2; exit 2; }
    for k in $(pick_shards); do
      w=$(working "$k")
      # A packed file newer than the working one (another machine's, pulled) wins.
      if [ -f "$(packed "$k")" ] && { [ ! -s "$w" ] || [ "$(packed "$k")" -nt "$w" ]; }; then
        xz -dc "$(packed "$k")" >"$w"
      fi
      # shellcheck disable=SC2046
      nohup nice -n 19 "$PILI" datagen --variant "$VARIANT" --nodes "$NODES" --games "$GAMES" \
        --seed "$SEED" --shard "$k/$SHARDS_TOTAL" $(net_flags) --out "$w" \
        >>"$WORK/datagen.s$k.log" 2>&1 &
      echo $! >"$WORK/pid.s$k"
      echo "selfplay: $SET shard $k/$SHARDS_TOTAL, pid $!, log $WORK/datagen.s$k.log"
    done ;;
  save)
    for w in "$WORK"/games.s*; do
      [ -s "$w" ] || continue
      k=${w##*.s}
      # Whole records only: the reader drops a torn last record on resume,
      # and the packed copy is taken while the player may be writing.
      xz -T1 -6 -c "$w" >"$(packed "$k").tmp" && mv "$(packed "$k").tmp" "$(packed "$k")"
      echo "saved $(packed "$k") ($(stat -c %s "$(packed "$k")") bytes)"
    done ;;
  pause|resume)
    sig=STOP; [ "$1" = resume ] && sig=CONT
    for p in "$WORK"/pid.s*; do [ -f "$p" ] && kill -"$sig" "$(cat "$p")" 2>/dev/null || true; done ;;
  stop)
    for p in "$WORK"/pid.s*; do
      [ -f "$p" ] || continue
      kill -CONT "$(cat "$p")" 2>/dev/null || true
      kill "$(cat "$p")" 2>/dev/null || true
      rm -f "$p"
    done
    sleep 1
    "$0" save ;;
  status)
    total_g=0 total_p=0
    for f in "$dir"/games.s*-of-"$SHARDS_TOTAL".xz; do
      [ -f "$f" ] || continue
      read -r _ g _ p <<<"$(file_stats "$f")"
      echo "$(basename "$f"): $g games, $p positions, $(stat -c %s "$f") bytes"
      total_g=$((total_g + g)) total_p=$((total_p + p))
    done
    echo "$SET ($VARIANT, $NODES nodes, net $NET): $total_g games, $total_p positions" ;;
  *) echo "usage: selfplay.sh start|save|pause|resume|stop|status" >&2; exit 2 ;;
esac
