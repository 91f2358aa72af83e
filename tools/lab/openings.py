"""Writes the opening files of the lab (tools/lab/openings/*.fen): the start
position of a variant followed by one or two moves, one line each, in Pili's
move-generation order (`pili perft --divide`). A file of k lines taken from n
moves keeps every (n/k)-th, so that it spreads over all piece types."""

import os
import subprocess

XQ = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MENG = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1"
CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# Red without the chariot on a0: the side a chariot down of claim 4.
CHARIOT_DOWN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"


def legal_moves(pili, variant, fen, moves=()):
    cmd = [pili, "perft", "--variant", variant, "--fen", fen, "--depth", "1", "--divide"]
    if moves:
        cmd += ["--moves"] + list(moves)
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [line.split(":")[0] for line in out.splitlines() if line.endswith(": 1")]


def spread(items, k):
    n = len(items)
    return items if k >= n else [items[round(i * n / k)] for i in range(k)]


def write(path, fen, lines):
    with open(path, "w") as f:
        for moves in lines:
            f.write(f"{fen} moves {' '.join(moves)}\n")
    print(f"{path}: {len(lines)} openings")


def write_all(pili, folder):
    os.makedirs(folder, exist_ok=True)
    first = [[m] for m in legal_moves(pili, "atomic", XQ)]
    write(f"{folder}/atomic-first-moves.fen", XQ, first)
    write(f"{folder}/atomic-16.fen", XQ, spread(first, 16))
    down = [[m] for m in legal_moves(pili, "atomic", CHARIOT_DOWN)]
    write(f"{folder}/chariot-down.fen", CHARIOT_DOWN, spread(down, 16))
    for v, fen in (("xiangqi", XQ), ("meng", MENG), ("doubletris", MENG)):
        write(f"{folder}/{v}-32.fen", fen, spread([[m] for m in legal_moves(pili, v, fen)], 32))
    pairs = [[w, b] for w in legal_moves(pili, "atomic-chess", CHESS)
             for b in legal_moves(pili, "atomic-chess", CHESS, [w])]
    write(f"{folder}/atomic-chess-2ply-32.fen", CHESS, spread(pairs, 32))
