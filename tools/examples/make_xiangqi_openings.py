#!/usr/bin/python3
# Usage: make_xiangqi_openings.py PILI BOOK COUNT EXTRA_PLIES MAX_CP SEED > openings.fen
# (what made the tuning run's 6000 openings, docs/search.md: pili
#  tools/examples/openings-xiangqi-2ply.fen 3000 4 60 11, and again with seed 12).
# Each line: a random line of BOOK plus EXTRA_PLIES random legal moves, kept
# when Pili scores it within +-MAX_CP at 20000 nodes; no line twice. Games
# at a fixed node count repeat exactly, so tuning data needs many openings.
import random, subprocess, sys
PILI, BOOK, N, EXTRA, MAXCP, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
rng = random.Random(SEED)
book = [l.strip() for l in open(BOOK) if l.strip() and not l.startswith("#")]
p = subprocess.Popen([PILI], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(tok):
    out = []
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit("engine died")
        out.append(l.rstrip("\n"))
        if l.startswith(tok): return out
send("uci"); until("uciok")
def legal(fen, moves):
    send("position fen %s moves %s" % (fen, " ".join(moves))); send("go perft 1")
    return [l.split(":")[0] for l in until("Nodes searched") if l.endswith(": 1")]
def score(fen, moves):
    send("ucinewgame"); send("position fen %s moves %s" % (fen, " ".join(moves))); send("go nodes 20000")
    cp = None
    for l in until("bestmove"):
        w = l.split()
        if "score" in w:
            i = w.index("score")
            cp = int(w[i + 2]) if w[i + 1] == "cp" else 100000
    return cp
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
send("quit")
