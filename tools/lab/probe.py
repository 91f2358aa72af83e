"""Best-move probes: which move an engine picks in a position at several node
counts (one thread, a fresh engine process per search), asked through
`pili-lab probe` and so through Pili's engine client. Results go to a JSON
file that is rewritten after every probe, so an interrupted probe run
continues with the node counts not yet on record. Moves are written with
ranks 0-9 (Pili's notation); pili-lab converts for the patched
Fairy-Stockfish, which numbers ranks 1-10."""

import json
import os
import subprocess


def engine_args(a, variant, kind):
    """pili-lab's --engine and --option words for the engine of `kind`."""
    if kind == "pili":
        return ["--engine", f"nice -n 19 {a.pili}", "--option", "Hash=16"]
    import lab
    ini = os.path.join(a.fsf_ini_dir, lab.FSF_INI[variant])
    return ["--engine", f"nice -n 19 {a.fsf}", "--ranks", "1", "--option", f"VariantPath={ini}",
            "--option", f"UCI_Variant={lab.FSF_VARIANT[variant]}", "--option", "Hash=16"]


def search(a, variant, kind, moves, nodes):
    cmd = [a.lab, "probe"] + engine_args(a, variant, kind) + ["--variant", variant, "--nodes", str(nodes)]
    if moves:
        cmd += ["--moves"] + list(moves)
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def run(a, variant, kind, nodes_list, before, path):
    rec = None
    if os.path.exists(path):
        with open(path) as f:
            rec = json.load(f)
    else:
        fen = subprocess.run([a.lab, "start-fen", variant], check=True, capture_output=True, text=True).stdout
        rec = {"variant": variant, "engine": kind, "fen": fen.strip(), "moves": before, "results": []}
    done = {r["nodes"] for r in rec["results"]}
    todo = [n for n in nodes_list if n not in done]
    if not todo:
        print(f"{path}: complete")
        return
    for n in todo:
        r = search(a, variant, kind, before, n)
        rec["results"].append(r)
        rec["results"].sort(key=lambda x: x["nodes"])
        with open(path + ".tmp", "w") as f:
            json.dump(rec, f, indent=1)
        os.replace(path + ".tmp", path)
        print(f"{path}: {n} nodes -> {r['bestmove']} {r.get('score', '')}", flush=True)
