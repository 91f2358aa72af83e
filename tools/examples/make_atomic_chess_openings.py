#!/usr/bin/python3
# Usage: make_atomic_chess_openings.py FAIRY_STOCKFISH COUNT NODES MAX_CP PLIES > openings.fen
# (what made openings-atomic-chess.fen: ... 50 50000 60 4).
# Random 4-ply atomic chess lines from the start, kept when Fairy-Stockfish
# scores them within +-MAXCP at NODES nodes; one line per first 2 plies.
import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_engine import Engine
FSF, N, NODES, MAXCP, PLIES = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
e = Engine(FSF, [("UCI_Variant", "atomic")])
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
def legal(moves): return e.legal("startpos moves " + " ".join(moves))
def score(moves): return e.score("startpos moves " + " ".join(moves), NODES)
rng = random.Random(2026)
seen, kept = set(), []
tries = 0
while len(kept) < N and tries < 40 * N:
    tries += 1
    line = []
    for _ in range(PLIES):
        ms = legal(line)
        if not ms: break
        line.append(rng.choice(ms))
    if len(line) < PLIES or tuple(line[:2]) in seen: continue
    cp = score(line)
    if cp is None or abs(cp) > MAXCP: continue
    seen.add(tuple(line[:2]))
    kept.append((line, cp))
    print(START + " moves " + " ".join(line), flush=True)
    print("# cp %d" % cp, file=sys.stderr, flush=True)
e.quit()
