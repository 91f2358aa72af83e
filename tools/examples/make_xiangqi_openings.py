#!/usr/bin/python3
# Usage: make_xiangqi_openings.py PILI BOOK COUNT EXTRA_PLIES MAX_CP SEED > openings.fen
# (what made the tuning run's 6000 openings, docs/search.md: pili
#  tools/examples/openings-xiangqi-2ply.fen 3000 4 60 11, and again with seed 12).
# Each line: a random line of BOOK plus EXTRA_PLIES random legal moves, kept
# when Pili scores it within +-MAX_CP at 20000 nodes; no line twice. Games
# at a fixed node count repeat exactly, so tuning data needs many openings.
import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_engine import Engine
PILI, BOOK, N, EXTRA, MAXCP, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
rng = random.Random(SEED)
book = [l.strip() for l in open(BOOK) if l.strip() and not l.startswith("#")]
e = Engine(PILI)
def legal(fen, moves): return e.legal("fen %s moves %s" % (fen, " ".join(moves)))
def score(fen, moves): return e.score("fen %s moves %s" % (fen, " ".join(moves)), 20000, new_game=True)
seen, made = set(), 0
while made < N:
    fen, _, first = rng.choice(book).partition(" moves ")
    moves = first.split()
    for _ in range(EXTRA):
        ms = legal(fen, moves)
        if not ms: break
        moves.append(rng.choice(ms))
    key = " ".join(moves)
    if len(moves) < len(first.split()) + EXTRA or key in seen: continue
    seen.add(key)
    cp = score(fen, moves)
    if cp is None or abs(cp) > MAXCP: continue
    print("%s moves %s" % (fen, key), flush=True)
    made += 1
e.quit()
