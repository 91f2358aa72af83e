#!/usr/bin/env python3
"""Endgame studies solved by Pili with and without tables (docs/egtb.md,
"Studies solved with and without tables").

Each position of tools/egtb/studies.txt is searched to a fixed node count,
once without EGTBPath and once with it (a fresh hash each time, one thread).
The search's verdict is read from its last score: a mate or at least
+THRESHOLD centipawns for the side to move is a win, at most -THRESHOLD a
loss, anything between a draw. Two counts:

- "result": the verdict is the published result and, where the source
  names a key move, the best move is that move;
- "move": the best move keeps the result, as the tables (`pili egtb probe`,
  which agree with every published result of the list) answer it. With the
  tables Pili only searches such moves, so this count is for the search
  without them.

usage: tools/egtb/studies.py --tables DIR [--pili build/pili] [--nodes N]
       [--threshold CP] [--studies tools/egtb/studies.txt]
"""
import argparse, os, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
from uci_engine import Engine as UciEngine  # noqa: E402  (the examples' engine behind pipes)


def read_studies(path):
    out = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        f = [x.strip() for x in line.split("|")]
        if len(f) != 6 or f[2] not in ("win", "draw", "loss"):
            sys.exit("%s: bad line: %s" % (path, line))
        out.append(dict(id=f[0], fen=f[1], result=f[2], key=None if f[3] == "-" else f[3], source=f[4], name=f[5]))
    return out


class Engine(UciEngine):
    # Sets the options itself to see the engine's answers: a refused table
    # folder must stop the run, not measure an engine without tables.
    def __init__(self, cmd, options):
        super().__init__(cmd)
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        for l in self.until("readyok"):
            if l.startswith("info string") and ("refused" in l or "error" in l.lower()):
                sys.exit("engine: " + l)

    # (score kind, value, best move) of a fixed-node search from a fresh hash.
    def search(self, fen, nodes):
        self.send("ucinewgame"); self.send("isready"); self.until("readyok")
        self.send("position fen " + fen); self.send("go nodes %d" % nodes)
        score = None
        for l in self.until("bestmove"):
            w = l.split()
            if w[0] == "info" and "score" in w and "lowerbound" not in w and "upperbound" not in w:
                k = w.index("score")
                score = (w[k + 1], int(w[k + 2]))
        return score, l.split()[1]


def verdict(score, threshold):
    kind, v = score
    if kind == "mate":
        return "win" if v > 0 else "loss"
    return "win" if v >= threshold else "loss" if v <= -threshold else "draw"


def keeping(pili, tables, fen):
    out = subprocess.run([pili, "egtb", "probe", "--path", tables, "--fen", fen], capture_output=True, text=True)
    if out.returncode:
        sys.exit("egtb probe %s: %s" % (fen, out.stderr.strip()))
    lines = dict(l.split(" ", 1) for l in out.stdout.splitlines() if " " in l)
    return lines["wdl"], lines.get("keeping", "").split()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pili", default="build/pili")
    ap.add_argument("--tables", required=True)
    ap.add_argument("--nodes", type=int, default=1000000)
    ap.add_argument("--threshold", type=int, default=300)
    ap.add_argument("--studies", default="tools/egtb/studies.txt")
    a = ap.parse_args()
    studies = read_studies(a.studies)
    common = [("Threads", 1), ("Hash", 16)]
    runs = {"without": Engine(a.pili, common), "with": Engine(a.pili, common + [("EGTBPath", a.tables)])}
    right = {"without": 0, "with": 0}
    kept = {"without": 0, "with": 0}
    print("| study | published | key move | source | table | without: score, move, result, move keeps it "
          "| with: score, move, result, move keeps it |")
    print("|---|---|---|---|---|---|---|")
    for s in studies:
        wdl, keep = keeping(a.pili, a.tables, s["fen"])
        cells = []
        for name in ("without", "with"):
            score, move = runs[name].search(s["fen"], a.nodes)
            ok = verdict(score, a.threshold) == s["result"] and (s["key"] is None or move == s["key"])
            right[name] += ok
            kept[name] += move in keep
            cells.append("%s %d, %s, %s, %s" % (score[0], score[1], move, "yes" if ok else "no",
                                                 "yes" if move in keep else "no"))
        print("| %s `%s` | %s | %s | %s | %s | %s | %s |" % (s["id"], " ".join(s["fen"].split()[:2]),
              s["result"], s["key"] or "", s["source"], wdl, cells[0], cells[1]))
        sys.stdout.flush()
    for e in runs.values():
        e.quit()
    n = len(studies)
    print("\n%d studies at %d nodes (threshold %d cp). Right result: without tables %d, with %d. "
          "Result-keeping move: without %d, with %d."
          % (n, a.nodes, a.threshold, right["without"], right["with"], kept["without"], kept["with"]))


if __name__ == "__main__":
    main()
