#!/usr/bin/python3
# Usage: make_variant_openings.py PILI VARIANT COUNT PLIES MAX_CP SEED > openings.fen
# (what made openings-atomic-10ply.fen, openings-atomic-classic-10ply.fen,
#  openings-meng-10ply.fen and openings-doubletris-10ply.fen: ... 60 10 80 7).
# Random PLIES-ply lines from the variant's start position, kept when Pili's
# hand-crafted evaluation scores them within +-MAX_CP at 20000 nodes; no line
# twice. Match openings for nets: `pili datagen` starts its games from 8
# random plies, so 10-ply lines are positions no net trained on.
import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_engine import Engine
PILI, VARIANT = sys.argv[1], sys.argv[2]
N, PLIES, MAXCP, SEED = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
rng = random.Random(SEED)
e = Engine(PILI, [("UCI_Variant", VARIANT), ("Use NNUE", "false")])
e.send("position startpos"); e.send("d")
start = next(l.split(":", 1)[1].strip() for l in e.until("Fen") if l.startswith("Fen"))
seen, made, tries = set(), 0, 0
while made < N and tries < 50 * N:
    tries += 1
    moves = []
    for _ in range(PLIES):
        ms = e.legal("fen %s moves %s" % (start, " ".join(moves)))
        if not ms: break
        moves.append(rng.choice(ms))
    key = " ".join(moves)
    if len(moves) < PLIES or key in seen: continue
    seen.add(key)
    cp = e.score("fen %s moves %s" % (start, key), 20000, new_game=True)
    if cp is None or abs(cp) > MAXCP: continue
    print("%s moves %s" % (start, key), flush=True)
    made += 1
e.quit()
