#!/usr/bin/env bash
# Atomic chess in a real GUI: xboard (headless under Xvfb) plays Pili against
# Fairy-Stockfish, both as UCI engines through the uci2wb adapter. xboard
# sends `variant atomic`; uci2wb turns it into `UCI_Variant atomic` and
# `position startpos moves ...`, which Pili reads as atomic chess by the
# rule in docs/protocol.md ("Atomic chess and the name `atomic`"). Fails
# unless every game ends without an illegal-move complaint.
#
# Usage: tools/xboard_atomic_chess.sh [PILI_BINARY] [FAIRY_STOCKFISH] [GAMES]
#   env: TC (xboard -tc, default 0:10), INC (default 0.1), OUT (output
#        directory, default a new temporary directory), DISPLAY_NUM
# Needs: xboard, uci2wb (Debian: /usr/games), Xvfb, fairy-stockfish.
# Debian's Fairy-Stockfish 11.1 sends atomic chess moves xboard refuses (seen:
# a queen capturing next to its own king); give a current Fairy-Stockfish as
# FAIRY_STOCKFISH to see games end normally.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

PILI=$(readlink -f "${1:-build/pili}")
FSF=$(readlink -f "${2:-/usr/games/fairy-stockfish}")
GAMES=${3:-2}
TC=${TC:-0:10}
INC=${INC:-0.1}
OUT=${OUT:-$(mktemp -d /tmp/xboard-atomic-chess.XXXXXX)}
mkdir -p "$OUT" && OUT=$(readlink -f "$OUT")
export PATH="$PATH:/usr/games"

for tool in xboard uci2wb Xvfb; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found" >&2; exit 2; }
done
for bin in "$PILI" "$FSF"; do [ -x "$bin" ] || { echo "error: no engine binary at $bin" >&2; exit 2; }; done

start_xvfb "$OUT/xvfb.log"

# uci2wb reads engine lines into a 1,024-byte buffer; Fairy-Stockfish's
# UCI_Variant line is longer, so a wrapper shortens it to the variants used.
cat >"$OUT/fsf.sh" <<WRAP
#!/bin/sh
"$FSF" "\$@" | sed -u 's/^option name UCI_Variant .*/option name UCI_Variant type combo default chess var chess var atomic/'
WRAP
chmod +x "$OUT/fsf.sh"
FSF="$OUT/fsf.sh"

LIMIT=$((GAMES * 300 + 60))
set +e
timeout "$LIMIT" xboard -variant atomic \
  -fcp "./$(basename "$PILI")" -fd "$(dirname "$PILI")" -fUCI \
  -scp "./$(basename "$FSF")" -sd "$(dirname "$FSF")" -sUCI \
  -adapterCommand 'uci2wb "%fcp" "%fd"' \
  -matchMode true -matchGames "$GAMES" -xponder -tc "$TC" -inc "$INC" \
  -saveGameFile "$OUT/games.pgn" -popupExitMessage false -popupMoveErrors false \
  -debug -nameOfDebugFile "$OUT/xboard.debug" >"$OUT/xboard.out" 2>&1
rc=$?
set -e

grep -vE "^ALSA lib|^aplay:" "$OUT/xboard.out" || true
echo "--- results in $OUT/games.pgn:"
grep -oE '^\[Result "[^"]*"\]|\{[^}]*\} *(1-0|0-1|1/2-1/2|\*)$' "$OUT/games.pgn" 2>/dev/null || true
[ $rc -eq 0 ] || { echo "error: xboard exited with status $rc" >&2; exit 1; }
# xboard says "Illegal move ... from first/second machine" on stdout and
# ends such a game with "Forfeit due to invalid move".
if grep -qiE "illegal move|invalid move" "$OUT/xboard.out" "$OUT/games.pgn" 2>/dev/null; then
  echo "error: illegal-move complaint (see $OUT/xboard.debug)" >&2
  grep -ihE "illegal move|invalid move" "$OUT/xboard.out" "$OUT/games.pgn" | head -5 >&2
  exit 1
fi
expect_xboard_games "$OUT" "$GAMES"
