#!/usr/bin/python3
# Usage: make_atomic_chess_openings.py FAIRY_STOCKFISH COUNT NODES MAX_CP PLIES > openings.fen
# (what made openings-atomic-chess.fen: ... 50 50000 60 4).
# Random 4-ply atomic chess lines from the start, kept when Fairy-Stockfish
# scores them within +-MAXCP at NODES nodes; one line per first 2 plies.
import random, subprocess, sys
FSF, N, NODES, MAXCP, PLIES = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(tok):
    out = []
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit("engine died")
        out.append(l.rstrip("\n"))
        if l.startswith(tok): return out
send("uci"); until("uciok")
send("setoption name UCI_Variant value atomic"); send("isready"); until("readyok")
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
def legal(moves):
    send("position startpos moves " + " ".join(moves)); send("go perft 1")
    out = until("Nodes searched")
    return [l.split(":")[0] for l in out if ":" in l and not l.startswith("Nodes")]
def score(moves):
    send("position startpos moves " + " ".join(moves)); send("go nodes %d" % NODES)
    out = until("bestmove"); cp = None
    for l in out:
        w = l.split()
        if "score" in w:
            i = w.index("score")
            cp = int(w[i + 2]) if w[i + 1] == "cp" else (100000 if int(w[i + 2]) > 0 else -100000)
    return cp
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
send("quit")
