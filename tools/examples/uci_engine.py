# A UCI engine behind pipes, for the example scripts: send a line, read until
# a line that starts with a token, and an engine's score for a position.
import re, subprocess

MATE_CP = 100000  # a mate, as centipawns


class Engine:
    def __init__(self, cmd, options=()):
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci"); self.until("uciok")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready"); self.until("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n"); self.p.stdin.flush()

    def until(self, tok):
        out = []
        while True:
            l = self.p.stdout.readline()
            if not l: raise SystemExit("engine died")
            out.append(l.rstrip("\n"))
            if l.startswith(tok): return out

    # The legal moves of `position` (text after "position "), by `go perft 1`.
    def legal(self, position):
        self.send("position " + position); self.send("go perft 1")
        return [l.split(":")[0] for l in self.until("Nodes searched") if re.fullmatch(r"\S+: \d+", l)]

    # The last score of a search of `position`, side to move's view, in
    # centipawns (mates as +-MATE_CP); None without one. `new_game` sends
    # ucinewgame first, so the score does not depend on earlier searches.
    def score(self, position, nodes, new_game=False):
        if new_game: self.send("ucinewgame")
        self.send("position " + position); self.send("go nodes %d" % nodes)
        cp = None
        for l in self.until("bestmove"):
            w = l.split()
            if "score" in w and w.index("score") + 2 < len(w):
                i = w.index("score")
                cp = int(w[i + 2]) if w[i + 1] == "cp" else (MATE_CP if int(w[i + 2]) > 0 else -MATE_CP)
        return cp

    def quit(self):
        self.send("quit"); self.p.wait()
