#!/usr/bin/env bash
# Plays games between two Pili instances in xboard, headless under Xvfb, with
# both engines speaking UCCI through the uci2wb adapter - the way Linux users
# load a UCCI engine into xboard. Checks that the games finish and writes
# the PGN. xboard's chess adjudications are switched off so that xiangqi's
# rules decide: the 60-move rule (120 plies without a capture, as Pili's own
# referee) instead of chess's 50, no chess "insufficient material" or
# "trivial draw" calls, no draw after a total move count; xboard still
# detects mates (stalemate loses in xiangqi), checks engine claims and
# applies its xiangqi perpetual check/chase rules to repetitions.
#
# Usage: tools/xboard_match.sh [PILI_BINARY] [GAMES]
#   env: TC (xboard -tc, default 0:10), INC (default 0.1), OUT (output
#        directory; default a new temporary one, printed at the end),
#        DISPLAY_NUM (default: first free from 99)
# Needs: xboard, uci2wb (Debian: /usr/games), Xvfb.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

PILI=$(readlink -f "${1:-build/pili}")
GAMES=${2:-2}
TC=${TC:-0:10}
INC=${INC:-0.1}
if [ -n "${OUT:-}" ]; then
  OUT=$(mkdir -p "$OUT" && readlink -f "$OUT")
else
  OUT=$(mktemp -d "${TMPDIR:-/tmp}/pili-xboard.XXXXXX")  # never inside the checkout
fi
export PATH="$PATH:/usr/games"

for tool in xboard uci2wb Xvfb; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found" >&2; exit 2; }
done
[ -x "$PILI" ] || { echo "error: no engine binary at $PILI" >&2; exit 2; }

# A private X display.
start_xvfb "$OUT/xvfb.log"

DIR=$(dirname "$PILI")
NAME=$(basename "$PILI")
rm -f "$OUT/games.pgn"
# One game takes at most 2 x (TC + 120 x INC); allow plenty on top.
LIMIT=$((GAMES * 300 + 60))
set +e
timeout "$LIMIT" xboard -variant xiangqi \
  -fcp "./$NAME" -fd "$DIR" -fUCCI \
  -scp "./$NAME" -sd "$DIR" -sUCCI \
  -uxiAdapter 'uci2wb -x "%fcp" "%fd"' \
  -matchMode true -matchGames "$GAMES" -xponder -tc "$TC" -inc "$INC" \
  -ruleMoves 60 -materialDraws false -trivialDraws false -adjudicateDrawMoves 0 \
  -checkMates true -testClaims true \
  -saveGameFile "$OUT/games.pgn" -popupExitMessage false -popupMoveErrors false \
  -debug -nameOfDebugFile "$OUT/xboard.debug" >"$OUT/xboard.out" 2>&1
rc=$?
set -e

grep -vE "^ALSA lib|aplay" "$OUT/xboard.out" || true  # no sound card (or aplay) under Xvfb
echo "--- results in $OUT/games.pgn:"
grep -E '^\[(Result|Termination)|\{' "$OUT/games.pgn" 2>/dev/null | grep -oE '^\[Result "[^"]*"\]|\{[^}]*\} *(1-0|0-1|1/2-1/2|\*)$' || true
if [ $rc -ne 0 ]; then
  echo "error: xboard exited with status $rc" >&2
  exit 1
fi
expect_xboard_games "$OUT" "$GAMES"
