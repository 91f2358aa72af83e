#!/usr/bin/python3
# Usage: label_positions.py ENGINE NODES [--option NAME=VALUE]... [--jobs J] < POSITIONS > LABELLED
# Adds an engine's score to every "FEN;RESULT" line of `pili-tune extract`
# (or extract-chess): "FEN;RESULT;SCORE", SCORE in centipawns for the first
# side (Red or White), clamped to +-CLAMP; `pili-tune fit -mix M` and
# `fit-chess -mix M` fit to it. Example (atomic chess, Fairy-Stockfish):
#   label_positions.py fairy-stockfish 20000 --option UCI_Variant=atomic --jobs 2 < pos.txt > lab.txt
import argparse, multiprocessing, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_engine import Engine

CLAMP = 2000

def label(args):
    cmd, nodes, options, lines = args
    e = Engine(cmd, options)
    out = []
    for line in lines:
        fen = line.split(";")[0]
        cp = e.score("fen " + fen, nodes)
        if cp is None: continue
        cp = max(-CLAMP, min(CLAMP, cp))
        if fen.split()[1] == "b": cp = -cp  # the first side's view
        out.append("%s;%d" % (line, cp))
    e.quit()
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine"); ap.add_argument("nodes", type=int)
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    options = [tuple(o.split("=", 1)) for o in a.option]
    lines = [l.strip() for l in sys.stdin if l.strip() and not l.startswith("#")]
    chunks = [(a.engine, a.nodes, options, lines[i::a.jobs]) for i in range(a.jobs)]
    with multiprocessing.Pool(a.jobs) as pool:
        for part in pool.map(label, chunks):
            for l in part: print(l)

if __name__ == "__main__":
    main()
