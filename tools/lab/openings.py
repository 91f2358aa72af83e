"""Writes the opening files of the lab (tools/lab/openings/*.fen): the start
position of a variant followed by one or two moves, one line each, in Pili's
move-generation order (`pili perft --divide`). A file of k lines taken from n
moves keeps every (n/k)-th, so that it spreads over all piece types."""

import os
import subprocess


def start_fen(lab, variant):
    """The variant's start position, from Pili's variant registry."""
    return subprocess.run([lab, "start-fen", variant], check=True, capture_output=True, text=True).stdout.strip()


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


def write_all(pili, lab, folder):
    os.makedirs(folder, exist_ok=True)
    xq, meng, chess = (start_fen(lab, v) for v in ("atomic", "meng", "atomic-chess"))
    # Red without the chariot on a0: the side a chariot down of claim 4.
    chariot_down = xq.replace("/RNBAKABNR ", "/1NBAKABNR ", 1)
    first = [[m] for m in legal_moves(pili, "atomic", xq)]
    write(f"{folder}/atomic-first-moves.fen", xq, first)
    write(f"{folder}/atomic-16.fen", xq, spread(first, 16))
    down = [[m] for m in legal_moves(pili, "atomic", chariot_down)]
    write(f"{folder}/chariot-down.fen", chariot_down, spread(down, 16))
    for v in ("xiangqi", "meng", "doubletris"):
        fen = start_fen(lab, v)
        write(f"{folder}/{v}-32.fen", fen, spread([[m] for m in legal_moves(pili, v, fen)], 32))
    pairs = [[w, b] for w in legal_moves(pili, "atomic-chess", chess)
             for b in legal_moves(pili, "atomic-chess", chess, [w])]
    write(f"{folder}/atomic-chess-2ply-32.fen", chess, spread(pairs, 32))
