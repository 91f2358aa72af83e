"""Chess and atomic chess self-play with Fairy-Stockfish as both players and
its own rules as the referee: the baseline of claim 6 (is White's
first-move advantage at atomic chess larger than at chess?). Pili does not
play chess, and pili-match referees with Pili's rules only, so this small
loop asks the engine itself: `go perft 1` for the legal moves (none: mate
if `d` shows checkers, else stalemate), `d` for the position (threefold
repetition, the 50-move rule). A game reaching max plies is a draw.

Game i plays opening i // 2 with engine A (nodes) as White in even games and
engine B (nodes_b) in odd ones, as pili-match does. Every game is appended
to the records file as it ends; a rerun plays only the games not on record.
"""

import json
import os
import re

from probe import Uci

PERFT_LINE = re.compile(r"^[a-h][1-8][a-h][1-8][a-z]?: \d+$")
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


class Player:
    def __init__(self, path, variant, nodes, name):
        self.e, self.nodes, self.name = Uci([path]), nodes, name
        self.e.send("uci")
        self.e.until("uciok")
        self.e.send(f"setoption name UCI_Variant value {variant}")
        self.e.send("setoption name Hash value 16")

    def new_game(self):
        self.e.send("ucinewgame")
        self.e.send("isready")
        self.e.until("readyok")

    def position(self, moves):
        self.e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))

    def legal(self, moves):
        self.position(moves)
        self.e.send("go perft 1")
        lines = self.e.until("Nodes searched")
        return [ln.split(":")[0] for ln in lines if PERFT_LINE.match(ln)]

    def board(self, moves):
        """(FEN, in check) of the position after moves."""
        self.position(moves)
        self.e.send("d")
        self.e.send("isready")
        fen, check = "", False
        for ln in self.e.until("readyok"):
            if ln.startswith("Fen:"):
                fen = ln[4:].strip()
            elif ln.startswith("Checkers:"):
                check = bool(ln[9:].strip())
        return fen, check

    def best(self, moves):
        self.position(moves)
        self.e.send(f"go nodes {self.nodes}")
        return self.e.until("bestmove")[-1].split()[1]


def play(players, book, max_plies):
    """One game; returns (result, reason, moves)."""
    for p in players:
        p.new_game()
    moves = list(book)
    seen = {}
    ref = players[0]
    while True:
        fen, check = ref.board(moves)
        white = fen.split()[1] == "w"
        placement = fen.split()[0]
        for king, result in (("K", "0-1"), ("k", "1-0")):
            if king not in placement:  # atomic chess: the king exploded
                return result, "king exploded", moves
        if not ref.legal(moves):
            if check:
                return ("0-1" if white else "1-0"), "checkmate", moves
            return "1/2-1/2", "stalemate", moves
        key = " ".join(fen.split()[:4])
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= 3:
            return "1/2-1/2", "repetition", moves
        if int(fen.split()[4]) >= 100:
            return "1/2-1/2", "50-move rule", moves
        if len(moves) >= max_plies:
            return "1/2-1/2", "max plies", moves
        mover = players[0] if white else players[1]
        moves.append(mover.best(moves))


def rejudge_atomic(pili_lab, out):
    """Fairy-Stockfish's `d` shows no checkers in some atomic chess positions
    where the side to move is in check; a game it ends there without a legal
    move is a mate, not a stalemate. Every atomic chess game's ending is
    therefore checked by Pili's rules (pili-lab measure, variant
    atomic-chess), and a stalemate the rules call checkmate is scored so
    (`judged_by: pili`)."""
    import subprocess
    import tempfile
    with open(out) as f:
        recs = [json.loads(ln) for ln in f if ln.strip()]
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as t:
        for r in recs:
            t.write(json.dumps(dict(r, variant="atomic-chess")) + "\n")
    res = subprocess.run([pili_lab, "measure", t.name], capture_output=True, text=True)
    os.unlink(t.name)
    verdict = {j["index"]: j["rules_verdict"] for j in map(json.loads, res.stdout.splitlines())}
    changed = 0
    for r in recs:
        if r["reason"] == "stalemate" and verdict.get(r["index"]) == "checkmate":
            white_to_move = len(r["moves"]) % 2 == 0
            r.update(result="0-1" if white_to_move else "1-0", reason="checkmate", judged_by="pili")
            changed += 1
    with open(out + ".tmp", "w") as f:
        for r in recs:
            f.write(json.dumps(r) + "\n")
    os.replace(out + ".tmp", out)
    print(f"{out}: {changed} stalemates of Fairy-Stockfish are checkmates by Pili's rules")


def run(engine, variant, openings, rounds, nodes, nodes_b, out, max_plies=400):
    lines = [ln.split(" moves ")[1].split() for ln in open(openings) if ln.strip()][:rounds]
    done = set()
    if os.path.exists(out):
        with open(out) as f:
            for ln in f:
                try:
                    done.add(json.loads(ln)["index"])
                except (ValueError, KeyError):
                    pass
    todo = [i for i in range(2 * len(lines)) if i not in done]
    if not todo:
        print(f"{out}: complete")
        return
    names = (f"FSF-{nodes}", f"FSF-{nodes_b}")
    a = Player(engine, variant, nodes, names[0])
    b = Player(engine, variant, nodes_b, names[1])
    try:
        for i in todo:
            white, black = (a, b) if i % 2 == 0 else (b, a)
            result, reason, moves = play([white, black], lines[i // 2], max_plies)
            rec = {"index": i, "opening": i // 2, "variant": variant, "red": white.name, "black": black.name,
                   "result": result, "reason": reason, "plies": len(moves), "book_plies": len(lines[i // 2]),
                   "fen": START, "moves": moves}
            with open(out, "a") as f:
                f.write(json.dumps(rec) + "\n")
            print(f"{out}: game {i + 1}: {result} {reason} ({len(moves)} plies)", flush=True)
    finally:
        a.e.quit()
        b.e.quit()
