#!/usr/bin/env python3
"""SPSA tuning of Pili's search parameters by games (docs/search.md, "Tuning
the search"): the method of fishtest and OpenBench. Every iteration perturbs
all parameters at once by +-c_k, plays a few game pairs between the two
perturbed engines with pili-match, and moves every parameter along its
perturbation by the score difference. The state file holds the plan (the
iterations, the gains, the match settings, fixed when the run is made) and
every iteration's result, and is rewritten after each one: a killed run
resumes where it stopped.

  spsa.py STATE init --pili BUILD-TUNE/pili --iterations N [--seed S] [match settings]
  spsa.py STATE run [--pili P] [--match M] [--stop-after K]
  spsa.py STATE show

The engine must be built with -DPILI_TUNE=ON; `pili tune-params` gives the
parameters, their ranges and steps.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import variant_registry  # noqa: E402

ALPHA, GAMMA, A_FRACTION = 0.602, 0.101, 0.1  # Spall's gains, as fishtest and OpenBench use them


def parse_params(text):
    """`pili tune-params` lines: NAME, int, default, min, max, c_end, r_end."""
    params = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        f = [x.strip() for x in line.split(",")]
        if len(f) != 7 or f[1] != "int":
            raise ValueError(f"not a parameter line: {line!r}")
        params.append({"name": f[0], "start": int(f[2]), "min": int(f[3]), "max": int(f[4]),
                       "c_end": float(f[5]), "r_end": float(f[6])})
        params[-1]["theta"] = float(params[-1]["start"])
    if not params:
        raise ValueError("no parameters")
    return params


def gains(state, p, k):
    """c_k and R_k = a_k / c_k^2 of parameter p at iteration k (0-based)."""
    n = state["iterations"]
    big_a = A_FRACTION * n
    c = p["c_end"] * n ** GAMMA
    a = p["r_end"] * p["c_end"] ** 2 * (big_a + n) ** ALPHA
    c_k = c / (k + 1) ** GAMMA
    a_k = a / (big_a + k + 1) ** ALPHA
    return c_k, a_k / c_k ** 2


def clamp(p, x):
    return min(max(x, p["min"]), p["max"])


def perturbation(state, k):
    rng = random.Random(state["seed"] * 1000003 + k)
    return [rng.choice((-1, 1)) for _ in state["params"]]


def candidates(state, k):
    """The two engines' integer values at iteration k: theta +- c_k delta."""
    delta = perturbation(state, k)
    plus, minus = [], []
    for p, d in zip(state["params"], delta):
        c_k, _ = gains(state, p, k)
        plus.append(int(round(clamp(p, p["theta"] + c_k * d))))
        minus.append(int(round(clamp(p, p["theta"] - c_k * d))))
    return delta, plus, minus


def update(state, k, delta, wins, losses, draws):
    """One SPSA step from the plus engine's wins and losses."""
    for p, d in zip(state["params"], delta):
        c_k, r_k = gains(state, p, k)
        p["theta"] = clamp(p, p["theta"] + r_k * c_k * (wins - losses) * d)
    state["history"].append({"k": k, "w": wins, "l": losses, "d": draws,
                             "theta": [round(p["theta"], 3) for p in state["params"]]})
    state["done"] = k + 1


def save(path, state):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1)
    os.replace(tmp, path)


def match_command(state, k, pili, match, plus, minus, json_path):
    m = state["match"]
    def engine(name, values):
        return ["-engine", f"name={name}", f"cmd={pili}", "proto=uci"] + \
               [f"option.{p['name']}={v}" for p, v in zip(state["params"], values)]
    return [match] + engine("plus", plus) + engine("minus", minus) + [
        "-each", f"nodes={m['nodes']}", "option.Hash=16", "-variant", m["variant"],
        "-games", "2", "-rounds", str(m["pairs"]), "-concurrency", str(m["concurrency"]),
        "-openings", f"file={m['openings']}", "order=random", f"seed={state['seed'] * 100000 + k + 1}",
        "-maxplies", "300", "-quiet", "-json", json_path]


def play(state, k, pili, match, plus, minus):
    """Plays iteration k's pairs; returns the plus engine's (wins, losses, draws)."""
    with tempfile.TemporaryDirectory(prefix="spsa-") as tmp:
        out = os.path.join(tmp, "iter.json")
        cmd = match_command(state, k, pili, match, plus, minus, out)
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        with open(out) as f:
            r = json.load(f)
    return r["wins"], r["losses"], r["draws"]


def run(path, state, pili, match, stop_after, player=play):
    start = state["done"]
    end = state["iterations"] if stop_after is None else min(state["iterations"], start + stop_after)
    for k in range(start, end):
        delta, plus, minus = candidates(state, k)
        w, l, d = player(state, k, pili, match, plus, minus)
        update(state, k, delta, w, l, d)
        save(path, state)
        if (k + 1) % 10 == 0 or k + 1 == end:
            print(f"spsa: iteration {k + 1}/{state['iterations']}, last {w}-{l}-{d}", flush=True)


def show(state):
    games = sum(h["w"] + h["l"] + h["d"] for h in state["history"])
    print(f"{state['done']}/{state['iterations']} iterations, {games} games; "
          f"match {json.dumps(state['match'])}, seed {state['seed']}")
    for p in state["params"]:
        moved = p["theta"] - p["start"]
        print(f"{p['name']:24} start {p['start']:6}  now {p['theta']:9.2f}  ({moved:+.2f}; "
              f"range {p['min']}..{p['max']}, c_end {p['c_end']})")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("state")
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("init")
    i.add_argument("--pili", required=True, help="a -DPILI_TUNE=ON build of pili")
    i.add_argument("--params", help="a tune-params listing instead of asking --pili")
    i.add_argument("--iterations", type=int, required=True)
    i.add_argument("--seed", type=int, default=1)
    i.add_argument("--variant", default=variant_registry.default(), help="default: the registry's default variant")
    i.add_argument("--nodes", type=int, default=5000)
    i.add_argument("--pairs", type=int, default=2, help="game pairs per iteration")
    i.add_argument("--concurrency", type=int, default=2)
    i.add_argument("--openings", default=f"tools/examples/openings-{variant_registry.default()}-6ply.fen")
    r = sub.add_parser("run")
    r.add_argument("--pili", default="build-tune/pili")
    r.add_argument("--match", default="build/tools/pili-match")
    r.add_argument("--stop-after", type=int, help="play at most this many iterations now")
    sub.add_parser("show")
    a = ap.parse_args(argv)
    if a.cmd == "init":
        if os.path.exists(a.state):
            sys.exit(f"spsa: {a.state} exists; a run is resumed with `run`, never made again")
        if a.params:
            with open(a.params) as f:
                text = f.read()
        else:
            text = subprocess.run([a.pili, "tune-params"], check=True, capture_output=True, text=True).stdout
            if "-DPILI_TUNE=ON)" not in text.splitlines()[0]:
                sys.exit(f"spsa: {a.pili} is not a -DPILI_TUNE=ON build")
        state = {"iterations": a.iterations, "seed": a.seed, "done": 0, "params": parse_params(text),
                 "gains": {"alpha": ALPHA, "gamma": GAMMA, "A_fraction": A_FRACTION},
                 "match": {"variant": a.variant, "nodes": a.nodes, "pairs": a.pairs,
                           "concurrency": a.concurrency, "openings": a.openings},
                 "history": []}
        save(a.state, state)
        show(state)
        return 0
    with open(a.state) as f:
        state = json.load(f)
    if a.cmd == "run":
        run(a.state, state, a.pili, a.match, a.stop_after)
    show(state)
    return 0


if __name__ == "__main__":
    sys.exit(main())
