"""Reading the lab's results: the per-game measures (pili-lab measure, one
JSON line per game under docs/lab-data/measures/) and the probes, with the
small helpers every claim's section uses."""

import json
import os

import experiments as X

DATA = "docs/lab-data"


class Run:
    """The measured games of one run of an experiment."""

    def __init__(self, exp, run):
        self.exp, self.run = exp, run
        self.planned = run.per_move * run.rounds
        self.games = []
        path = os.path.join(DATA, "measures", f"{exp.id}.{run.name}.jsonl")
        if os.path.exists(path):
            with open(path) as f:
                self.games = [json.loads(line) for line in f if line.strip()]
        # A game can be on record twice (the whole run and a shard of it, played
        # on different machines); node-limited games are the same game, keep one.
        self.games = list({g["index"]: g for g in reversed(self.games)}.values())
        self.games.sort(key=lambda g: g["index"])
        self.first = run.engines[0].name

    @property
    def n(self):
        return len(self.games)

    @property
    def partial(self):
        return self.n < self.planned

    def status(self):
        if self.n == 0:
            return f"not run (0 of {self.planned} games)"
        return f"partial: {self.n} of {self.planned} games" if self.partial else f"complete: {self.n} games"

    def first_points(self, g):
        """Points of the run's first engine in game g."""
        red = {"1-0": 1.0, "0-1": 0.0}.get(g["result"], 0.5)
        return red if g["red"] == self.first else 1.0 - red

    def wdl_first(self):
        pts = [self.first_points(g) for g in self.games]
        return pts.count(1.0), pts.count(0.5), pts.count(0.0)

    def wdl_red(self):
        r = [g["result"] for g in self.games]
        return r.count("1-0"), r.count("1/2-1/2"), r.count("0-1")

    def draws(self):
        return [g for g in self.games if g["result"] == "1/2-1/2"]

    def decisive(self):
        return [g for g in self.games if g["result"] in ("1-0", "0-1")]

    def agree(self):
        """Games whose replay found a rule problem (should be none)."""
        return [g for g in self.games if g.get("check")]


def runs(exp_id):
    exp = X.find(exp_id)
    return {r.name: Run(exp, r) for r in exp.runs}


def probes(exp_id):
    """Every probe file of an experiment: {(variant, engine, moves): record}."""
    exp = X.find(exp_id)
    out = {}
    folder = os.path.join(DATA, exp.id)
    if not os.path.isdir(folder):
        return out
    for name in sorted(os.listdir(folder)):
        if name.startswith("probe-") and name.endswith(".json"):
            with open(os.path.join(folder, name)) as f:
                p = json.load(f)
            out[(p["variant"], p["engine"], " ".join(p["moves"]))] = p
    return out


def moves_of(g):
    """Full moves of a game (a 1-ply game is 1 move long)."""
    return (g["plies"] + 1) // 2


DRAW_KINDS = ["repetition", "move limit without capture", "insufficient material", "max plies"]


def draw_kind(g):
    """Repetition draws split by the checks in the repeated cycle."""
    r = g["reason"]
    if r == "repetition":
        kind = g.get("cycle", {}).get("kind", "no check")
        return "repetition (" + kind + ")"
    return r if r in DRAW_KINDS else "other (" + r + ")"


def end_kind(g):
    if g["result"] == "1/2-1/2":
        return "draw: " + draw_kind(g)
    return g["reason"]
