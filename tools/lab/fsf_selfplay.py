"""Chess and atomic chess self-play with Fairy-Stockfish as both players and
its own rules as the referee: the baseline of claim 6 (is White's
first-move advantage at atomic chess larger than at chess?). Pili does not
play chess, and pili-match referees with Pili's rules only, so each game is
`pili-lab uci-game`, which asks the engine itself (through Pili's engine
client): `go perft 1` for the legal moves, `d` for checkers, repetitions and
the 50-move rule. A game reaching max plies is a draw.

Game i plays opening i // 2 with engine A (nodes) as White in even games and
engine B (nodes_b) in odd ones, as pili-match does. Every game is appended
to the records file as it ends; a rerun plays only the games not on record.
"""

import json
import os
import subprocess


def play(lab, engine, variant, white, black, book, max_plies):
    """One game; returns pili-lab's JSON line (result, reason, fen, moves)."""
    cmd = [lab, "uci-game", "--engine", f"nice -n 19 {engine}", "--option", "Hash=16", "--variant", variant,
           "--white-nodes", str(white), "--black-nodes", str(black), "--max-plies", str(max_plies),
           "--moves"] + list(book)
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def rejudge_atomic(pili_lab, out):
    """Fairy-Stockfish's `d` shows no checkers in some atomic chess positions
    where the side to move is in check; a game it ends there without a legal
    move is a mate, not a stalemate. Every atomic chess game's ending is
    therefore checked by Pili's rules (pili-lab measure, variant
    atomic-chess), and a stalemate the rules call checkmate is scored so
    (`judged_by: pili`, the engine's own ending kept as `as_adjudicated`)."""
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
            # What the engine's referee said is kept beside the re-scoring, so
            # that the report can show the result both ways.
            r["as_adjudicated"] = {"result": r["result"], "reason": r["reason"]}
            r.update(result="0-1" if white_to_move else "1-0", reason="checkmate", judged_by="pili")
            changed += 1
    with open(out + ".tmp", "w") as f:
        for r in recs:
            f.write(json.dumps(r) + "\n")
    os.replace(out + ".tmp", out)
    print(f"{out}: {changed} stalemates of Fairy-Stockfish are checkmates by Pili's rules")


def run(lab, engine, variant, openings, rounds, nodes, nodes_b, out, max_plies=400):
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
    a, b = (f"FSF-{nodes}", nodes), (f"FSF-{nodes_b}", nodes_b)
    for i in todo:
        white, black = (a, b) if i % 2 == 0 else (b, a)
        g = play(lab, engine, variant, white[1], black[1], lines[i // 2], max_plies)
        rec = {"index": i, "opening": i // 2, "variant": variant, "red": white[0], "black": black[0],
               "result": g["result"], "reason": g["reason"], "plies": len(g["moves"]),
               "book_plies": len(lines[i // 2]), "fen": g["fen"], "moves": g["moves"]}
        with open(out, "a") as f:
            f.write(json.dumps(rec) + "\n")
        print(f"{out}: game {i + 1}: {g['result']} {g['reason']} ({len(g['moves'])} plies)", flush=True)
