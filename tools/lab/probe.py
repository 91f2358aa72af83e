"""Best-move probes: which move an engine picks in a position at several node
counts (UCI `go nodes N`, one thread, hash cleared first). Results go to a
JSON file that is rewritten after every probe, so an interrupted probe run
continues with the node counts not yet on record. Moves are written with
ranks 0-9 (Pili's notation); the patched Fairy-Stockfish numbers ranks 1-10
and its moves are converted."""

import json
import os
import re
import subprocess

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MOVE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


def shift_ranks(move, by):
    m = MOVE.match(move)
    if not m:
        return move
    return f"{m.group(1)}{int(m.group(2)) + by}{m.group(3)}{int(m.group(4)) + by}"


class Uci:
    def __init__(self, argv):
        self.p = subprocess.Popen(["nice", "-n", "19"] + argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, token):
        lines = []
        for line in self.p.stdout:
            lines.append(line.strip())
            if line.startswith(token):
                return lines
        raise RuntimeError("engine quit before '" + token + "'")

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()


def start_engine(a, variant, kind):
    if kind == "pili":
        e = Uci([a.pili])
        e.send("uci")
        e.until("uciok")
        e.send(f"setoption name UCI_Variant value {variant}")
        return e, 0
    import lab
    e = Uci([a.fsf])
    e.send("uci")
    e.until("uciok")
    e.send(f"setoption name VariantPath value {os.path.join(a.fsf_ini_dir, lab.FSF_INI[variant])}")
    e.send(f"setoption name UCI_Variant value {lab.FSF_VARIANT[variant]}")
    return e, 1


def search(e, base, moves, nodes):
    e.send("setoption name Hash value 16")
    e.send("ucinewgame")
    e.send("isready")
    e.until("readyok")
    sent = " ".join(shift_ranks(m, base) for m in moves)
    e.send(f"position fen {START}" + (f" moves {sent}" if sent else ""))
    e.send(f"go nodes {nodes}")
    lines = e.until("bestmove")
    best = shift_ranks(lines[-1].split()[1], -base)
    out = {"nodes": nodes, "bestmove": best}
    for line in reversed(lines):
        w = line.split()
        if w[:1] == ["info"] and "score" in w:
            i = w.index("score")
            out["score"] = {w[i + 1]: int(w[i + 2])}
            if "depth" in w:
                out["depth"] = int(w[w.index("depth") + 1])
            break
    return out


def run(a, variant, kind, nodes_list, before, path):
    rec = {"variant": variant, "engine": kind, "fen": START, "moves": before, "results": []}
    if os.path.exists(path):
        with open(path) as f:
            rec = json.load(f)
    done = {r["nodes"] for r in rec["results"]}
    todo = [n for n in nodes_list if n not in done]
    if not todo:
        print(f"{path}: complete")
        return
    e, base = start_engine(a, variant, kind)
    try:
        for n in todo:
            r = search(e, base, before, n)
            rec["results"].append(r)
            rec["results"].sort(key=lambda x: x["nodes"])
            with open(path + ".tmp", "w") as f:
                json.dump(rec, f, indent=1)
            os.replace(path + ".tmp", path)
            print(f"{path}: {n} nodes -> {r['bestmove']} {r.get('score', '')}", flush=True)
    finally:
        e.quit()
