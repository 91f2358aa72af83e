#!/usr/bin/env python3
"""The variant lab: reproducible experiments on the claims of the variants'
authors (docs/lab-report.md), run by pili-match and measured by pili-lab.

  tools/lab/lab.py list                      experiments, runs and games on record
  tools/lab/lab.py commands EXP [--shards N] the exact pili-match commands (GNU parallel, Slurm)
  tools/lab/lab.py run EXP... [--shard K/N] [--concurrency N]
                                             play (or continue) the runs one after another
  tools/lab/lab.py probe EXP                 best first moves by node count (resumable)
  tools/lab/lab.py openings                  rewrite tools/lab/openings/*.fen
  tools/lab/lab.py measure                   replay every game (pili-lab), docs/lab-data/measures/
  tools/lab/lab.py report                    docs/lab-report.md and its charts (/usr/bin/python3)
  tools/lab/lab.py selfplay-fsf --fsf-head F chess and atomic chess games of Fairy-Stockfish (claim 6)

Run from the repository root. Engines are arguments: --pili, --match, --lab
(default: the build/ binaries) and --fsf PATH --fsf-ini-dir DIR for the
Atomic Xiangqi author's patched Fairy-Stockfish (runs and probes that need it
are skipped without it). Every game is appended to a records file as it ends:
a killed run continues where it stopped when started again.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import experiments as X  # noqa: E402

DATA = "docs/lab-data"
OPENINGS = "tools/lab/openings"
FSF_VARIANT = {"atomic": "atomicxiangqi", "atomic-classic": "atomicclassic"}
FSF_INI = {"atomic": "atomic-xiangqi-fsf.ini", "atomic-classic": "atomic-classic-fsf.ini"}


def engine_args(e, variant, a):
    """The -engine group of one engine."""
    # st= only sets the longest wait: the node limit ends every search long
    # before, and without any time limit pili-match gives up after 60 s,
    # which a million-node search on a loaded machine can exceed.
    common = [f"name={e.name}", f"nodes={e.nodes}", "st=3600", "option.Hash=16"]
    if e.kind == X.PILI:
        return ["-engine", f"cmd={a.pili}"] + common
    ini = os.path.join(a.fsf_ini_dir, FSF_INI[variant])
    return ["-engine", f"cmd={a.fsf}", "ranks=1", f"option.VariantPath={ini}",
            f"option.UCI_Variant={FSF_VARIANT[variant]}"] + common


def records_file(exp, run, shard=None):
    """The run's records (pili-match -records): one JSON line per game."""
    stem = os.path.join(DATA, exp.id, run.name)
    if shard:
        k, n = shard.split("/")
        stem += f".shard-{k}-of-{n}"
    return stem + ".games.jsonl"


def match_command(exp, run, a, shard=None, concurrency=1):
    records = records_file(exp, run, shard)
    cmd = ["nice", "-n", "19", a.match, "-variant", run.variant]
    for e in run.engines:
        cmd += engine_args(e, run.variant, a)
    if len(run.engines) > 2:
        cmd += ["-tournament", run.tournament]
    cmd += ["-openings", f"file={OPENINGS}/{run.openings}", "order=sequential",
            "-games", str(run.games), "-rounds", str(run.rounds), "-maxplies", str(run.max_plies),
            "-ratinginterval", "0", "-records", records, "-resume"]
    if shard:
        cmd += ["-shard", shard]
    if concurrency > 1:  # node-limited games come out the same at any concurrency
        cmd += ["-concurrency", str(concurrency)]
    return cmd


def needs_fsf(run):
    return any(e.kind == X.FSF for e in run.engines)


def records_of(exp, run):
    """Every records file of a run: the whole run and its shards."""
    stem = os.path.join(DATA, exp.id, run.name)
    return sorted(glob.glob(stem + ".games.jsonl") + glob.glob(stem + ".shard-*.games.jsonl"))


def games_on_record(exp, run):
    seen = set()
    for path in records_of(exp, run):
        with open(path) as f:
            for line in f:
                try:
                    j = json.loads(line)
                except ValueError:
                    continue  # a torn last line
                if "index" in j:
                    seen.add(j["index"])
    return len(seen)


def cmd_list(a):
    for e in X.EXPERIMENTS:
        print(f"{e.id} (claim {e.claim}): {e.title}")
        for r in e.runs:
            total = r.per_move * r.rounds
            note = " [needs --fsf]" if needs_fsf(r) else ""
            print(f"  {r.name:22} {r.variant:14} {games_on_record(e, r):4} of {total} games{note}")


def cmd_commands(a):
    exp = X.find(a.experiment)
    for r in exp.runs:
        if needs_fsf(r) and not a.fsf:
            print(f"# {r.name}: needs --fsf PATH --fsf-ini-dir DIR")
            continue
        shards = [None] if a.shards <= 1 else [f"{k}/{a.shards}" for k in range(1, a.shards + 1)]
        for s in shards:
            print(" ".join(quote(w) for w in match_command(exp, r, a, s)))


def quote(w):
    return w if all(c.isalnum() or c in "-_=./:,+$" for c in w) else "'" + w.replace("'", "'\\''") + "'"


def cmd_run(a):
    for exp_id in a.experiments:
        exp = X.find(exp_id)
        for r in exp.runs:
            if a.only and r.name not in a.only:
                continue
            if needs_fsf(r) and not a.fsf:
                print(f"skip {exp.id}/{r.name}: needs --fsf", flush=True)
                continue
            os.makedirs(os.path.join(DATA, exp.id), exist_ok=True)
            cmd = match_command(exp, r, a, a.shard, a.concurrency)
            print("$ " + " ".join(quote(w) for w in cmd), flush=True)
            rc = subprocess.call(cmd)
            if rc != 0:
                sys.exit(f"{exp.id}/{r.name}: pili-match exited with {rc}")


def cmd_probe(a):
    import probe
    exp = X.find(a.experiment)
    for variant, kind, nodes, before in exp.probes:
        if kind == X.FSF and not a.fsf:
            print(f"skip probe {variant} {kind}: needs --fsf", flush=True)
            continue
        out = probe_file(exp, variant, kind, before)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        probe.run(a, variant, kind, nodes, before, out)


def probe_file(exp, variant, kind, before):
    after = "-after-" + "-".join(before) if before else ""
    return os.path.join(DATA, exp.id, f"probe-{variant}-{kind}{after}.json")


def cmd_openings(a):
    import openings
    openings.write_all(a.pili, a.lab, OPENINGS)


def cmd_measure(a):
    out_dir = os.path.join(DATA, "measures")
    os.makedirs(out_dir, exist_ok=True)
    for exp in X.EXPERIMENTS:
        for r in exp.runs:
            files = records_of(exp, r)
            out = os.path.join(out_dir, f"{exp.id}.{r.name}.jsonl")
            if not files:
                if os.path.exists(out):
                    os.remove(out)
                continue
            with open(out, "w") as f:
                rc = subprocess.call([a.lab, "measure"] + files, stdout=f)
            if rc != 0:
                sys.exit(f"pili-lab measure failed on {files} (exit {rc})")
            print(f"{out}: {sum(1 for _ in open(out))} games")


def cmd_selfplay_fsf(a):
    import fsf_selfplay
    exp = X.find("claim6")
    for variant in ("chess", "atomic"):
        os.makedirs(os.path.join(DATA, exp.id), exist_ok=True)
        out = os.path.join(DATA, exp.id, f"fsf-{variant}.selfplay.jsonl")
        fsf_selfplay.run(a.lab, a.fsf_head, variant, os.path.join(OPENINGS, "atomic-chess-2ply-32.fen"), 32,
                         X.EQUAL, X.EQUAL_B, out)
        if variant == "atomic":
            fsf_selfplay.rejudge_atomic(a.lab, out)


def cmd_report(a):
    import report
    report.write(a)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--pili", default="build/pili")
    p.add_argument("--match", default="build/tools/pili-match")
    p.add_argument("--lab", default="build/tools/lab/pili-lab")
    p.add_argument("--fsf", default="", help="the patched Fairy-Stockfish (Atomic Xiangqi)")
    p.add_argument("--fsf-ini-dir", default="", help="folder of its atomic-xiangqi-fsf.ini / atomic-classic-fsf.ini")
    sub = p.add_subparsers(dest="what", required=True)
    sub.add_parser("list")
    c = sub.add_parser("commands")
    c.add_argument("experiment")
    c.add_argument("--shards", type=int, default=1)
    r = sub.add_parser("run")
    r.add_argument("experiments", nargs="+")
    r.add_argument("--shard", default=None, help="K/N: this machine's share of every run")
    r.add_argument("--only", nargs="*", default=[], help="run names to play (default: all)")
    r.add_argument("--concurrency", type=int, default=1, help="games at once (pili-match -concurrency)")
    pr = sub.add_parser("probe")
    pr.add_argument("experiment")
    sub.add_parser("openings")
    sub.add_parser("measure")
    sub.add_parser("report")
    sf = sub.add_parser("selfplay-fsf", help="claim 6's chess baseline: Fairy-Stockfish at chess and atomic chess")
    sf.add_argument("--fsf-head", required=True, help="a Fairy-Stockfish that plays chess and atomic (UCI_Variant)")
    a = p.parse_args()
    if a.fsf and not a.fsf_ini_dir:
        a.fsf_ini_dir = os.path.dirname(a.fsf)
    {"list": cmd_list, "commands": cmd_commands, "run": cmd_run, "probe": cmd_probe,
     "openings": cmd_openings, "measure": cmd_measure, "report": cmd_report,
     "selfplay-fsf": cmd_selfplay_fsf}[a.what](a)


if __name__ == "__main__":
    main()
