#!/usr/bin/env python3
"""Plays Pili against Fairy-Stockfish at xiangqi over UCI and prints W/L/D and Elo.

Both engines are driven over plain UCI. Fairy-Stockfish gets
`UCI_Variant xiangqi` and numbers ranks 1-10 in its move text; Pili numbers
them 0-9, so every move is converted on the way in and out. Adjudication is
deliberately simple (this is not a referee): a side whose engine answers
`bestmove (none)` / `0000` / nothing, or that overruns its clock by more
than the grace, loses; after MAX_PLIES plies the game is drawn.

Usage:
  tools/fsf_match.py [--pili build/pili] [--fsf /usr/games/fairy-stockfish]
                     [--games 10] [--tc 10+0.1] [--fsf-elo N] [--fsf-threads 1]
The score line is from Pili's point of view.
"""

import argparse
import math
import re
import subprocess
import sys
import time

MAX_PLIES = 300
GRACE_MS = 1000  # late by more than this = loss on time

# First moves (Pili notation, ranks 0-9) to vary the games; each opening is
# played twice with colours swapped.
OPENINGS = [[], ["h2e2"], ["b2e2", "h9g7"], ["c3c4"], ["g3g4"], ["h0g2"], ["b0c2"], ["c0e2"],
            ["h2e2", "h9g7", "h0g2"], ["b2d2"]]

SQUARE = re.compile(r"([a-i])(\d+)")


def shift_ranks(move, delta):
    """Converts move text between 0-9 and 1-10 rank numbering."""
    return SQUARE.sub(lambda m: m.group(1) + str(int(m.group(2)) + delta), move)


class UciEngine:
    def __init__(self, path, name, ranks_from_one, options):
        self.name = name
        self.one = ranks_from_one
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        for key, value in options.items():
            self.send(f"setoption name {key} value {value}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix, timeout=None):
        start = time.time()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                return None
            line = line.strip()
            if line.startswith(prefix):
                return line
            if timeout is not None and time.time() - start > timeout:
                return None

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def best_move(self, moves, clock, inc):
        """Returns (move in 0-9 ranks or None, elapsed ms)."""
        shown = [shift_ranks(m, 1) for m in moves] if self.one else moves
        self.send("position startpos" + (" moves " + " ".join(shown) if shown else ""))
        t0 = time.time()
        self.send(f"go wtime {int(clock[0])} btime {int(clock[1])} winc {inc} binc {inc}")
        line = self.wait_for("bestmove", timeout=(max(clock) + 10 * GRACE_MS) / 1000)
        elapsed = (time.time() - t0) * 1000
        if not line:
            return None, elapsed
        parts = line.split()
        if len(parts) < 2 or parts[1] in ("(none)", "0000", "none"):
            return None, elapsed
        move = parts[1]
        return (shift_ranks(move, -1) if self.one else move), elapsed

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def play_game(engines, opening, base_ms, inc_ms):
    """engines[0] plays Red. Returns 1 (Red wins), 0 (Black wins) or 0.5."""
    moves = list(opening)
    clock = [float(base_ms), float(base_ms)]
    for e in engines:
        e.new_game()
    while len(moves) < MAX_PLIES:
        side = len(moves) % 2
        move, elapsed = engines[side].best_move(moves, clock, inc_ms)
        clock[side] -= elapsed
        if move is None or clock[side] < -GRACE_MS:
            why = "no move" if move is None else f"time ({-clock[side]:.0f} ms over)"
            print(f"  ply {len(moves) + 1}: {engines[side].name} ({'Red' if side == 0 else 'Black'}) loses: {why}",
                  file=sys.stderr, flush=True)
            return 0.0 if side == 0 else 1.0
        clock[side] += inc_ms
        moves.append(move)
    return 0.5


def elo_with_error(scores):
    n = len(scores)
    mean = sum(scores) / n
    if n < 2 or mean <= 0 or mean >= 1:
        return None, None
    var = sum((s - mean) ** 2 for s in scores) / (n - 1)
    elo = lambda p: -400 * math.log10(1 / p - 1)
    margin = 1.96 * math.sqrt(var / n)
    lo, hi = max(mean - margin, 1e-6), min(mean + margin, 1 - 1e-6)
    return elo(mean), (elo(hi) - elo(lo)) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pili", default="build/pili")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--tc", default="10+0.1", help="seconds+increment per game")
    ap.add_argument("--fsf-elo", type=int, default=0, help="limit Fairy-Stockfish to this Elo (0: full strength)")
    ap.add_argument("--fsf-threads", type=int, default=1)
    ap.add_argument("--hash", type=int, default=16)
    args = ap.parse_args()

    base, _, inc = args.tc.partition("+")
    base_ms, inc_ms = int(float(base) * 1000), int(float(inc or 0) * 1000)
    fsf_opts = {"UCI_Variant": "xiangqi", "Threads": args.fsf_threads, "Hash": args.hash}
    if args.fsf_elo:
        fsf_opts.update({"UCI_LimitStrength": "true", "UCI_Elo": args.fsf_elo})
    pili = UciEngine(args.pili, "Pili", False, {"Hash": args.hash})
    fsf = UciEngine(args.fsf, "Fairy-Stockfish", True, fsf_opts)

    wins = losses = draws = 0
    scores = []
    try:
        for g in range(args.games):
            opening = OPENINGS[(g // 2) % len(OPENINGS)]
            pili_red = g % 2 == 0
            red_score = play_game([pili, fsf] if pili_red else [fsf, pili], opening, base_ms, inc_ms)
            s = red_score if pili_red else 1 - red_score
            scores.append(s)
            wins += s == 1
            losses += s == 0
            draws += s == 0.5
            print(f"game {g + 1}: Pili {'Red' if pili_red else 'Black'} "
                  f"opening {' '.join(opening) or 'startpos'}: {'1-0' if s == 1 else '0-1' if s == 0 else '1/2'}"
                  f"  (W {wins} L {losses} D {draws})", flush=True)
    finally:
        pili.quit()
        fsf.quit()

    elo, err = elo_with_error(scores)
    print(f"Pili vs Fairy-Stockfish: W {wins} L {losses} D {draws}")
    if elo is None:
        print("Elo: undefined (all games won, lost or too few games)")
    else:
        print(f"Elo: {elo:+.0f} +- {err:.0f} (95%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
