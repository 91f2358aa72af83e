"""One function per claim: the author's words, Pili's measured result with its
error bar, and the verdict, computed from the measures by the rules stated
in the report ("How verdicts are computed"). Nothing here is typed from a
result: change the data and the verdicts follow."""

import labdata as D
import labstats as S
from labdata import moves_of

ALPHA = 0.05
# Cb5, Ri3, Ra3, Hg3 of the author's notation (ranks 1-10, files from Red's
# left) in Pili's coordinates, with their mirror images (Ch5 ... Hc3).
AUTHOR_OPENINGS = {"b2b4": "Cb5", "i0i2": "Ri3", "a0a2": "Ra3", "h0g2": "Hg3"}
MIRRORS = {"h2h4": "Ch5", "b0c2": "Hc3"}
# The cannon shot that takes three pieces in atomic-classic (and its mirror).
CLASSIC_SHOTS = {"b2b9", "h2h9"}
MIDDLEGAME_PLY = 20  # the opening: the first 10 moves of each side


def consistent(k, n, ak, an):
    """Pili's k of n against the author's ak of an: Fisher p and agreement."""
    p = S.fisher(k, n - k, ak, an - ak)
    return p, p >= ALPHA


def finish(c, verdict, partial):
    c["verdict"] = verdict if not partial else "unclear"
    c["provisional"] = verdict if partial and not verdict.startswith("unclear") else None
    return c


def claim1():
    r = D.runs("claim1")
    main, low = r["pili-1m"], r["pili-20k"]
    c = {"partial": main.partial, "runs": [main, low, r["fsf-1m"]], "lines": []}
    L = c["lines"]
    for run in (main, low, r["fsf-1m"]):
        if not run.n:
            L.append(f"- `{run.run.name}`: {run.status()}.")
            continue
        w, d, l = run.wdl_red()
        losing = [g["book"][0] for g in run.games if g["result"] == "0-1"]
        winning = [g["book"][0] for g in run.games if g["result"] == "1-0"]
        L.append(f"- `{run.run.name}` ({run.status()}): first moves that win for Red "
                 f"{S.prop_text(w, run.n)}, draw {d}, lose {S.prop_text(l, run.n)}."
                 f" Winning: {', '.join(winning) or 'none'}; losing: {', '.join(losing) or 'none'}.")
    if not main.n:
        return finish(c, "unclear", True)
    w, d, l = main.wdl_red()
    pw, okw = consistent(w, main.n, 0, 44)
    pl, okl = consistent(l, main.n, 3, 44)
    L.append(f"- Against the author's 0 wins and 3 losses of 44 (Fisher exact test): wins p = {pw:.3f}, "
             f"losses p = {pl:.3f}.")
    if w:
        L.append(f"- Taken literally, 'none wins for Red' does not hold in Pili's table: {w} first "
                 f"move(s) won. The test above only says that {w} of {main.n} is within chance of the "
                 f"author's 0 of 44 at this sample size.")
    # "None wins" is a statement about every move: one win in the table
    # already fails it literally, whatever the test says about chance.
    none_wins = ("contradicted" if not okw else
                 f"not confirmed ({w} of {main.n} win; p = {pw:.2f}, within chance)" if w else "confirmed")
    three_lose = (f"confirmed ({l} of {main.n} lose; p = {pl:.2f})" if okl and l != 3 else
                  "confirmed" if okl else "contradicted")
    return finish(c, combine([("no first move wins for Red", none_wins), ("three lose", three_lose)]), main.partial)


def claim2():
    r = D.runs("claim2")
    gaps = [r["gap10"], r["gap100"]]
    c = {"partial": any(g.partial for g in gaps), "runs": gaps + [r["fsf-gap10"]], "lines": [], "parts": []}
    L, parts = c["lines"], c["parts"]
    n = sum(g.n for g in gaps)
    w = sum(g.wdl_first()[0] for g in gaps)
    lo = sum(g.wdl_first()[2] for g in gaps)
    for g in gaps + [r["fsf-gap10"]]:
        if g.n:
            gw, gd, gl = g.wdl_first()
            L.append(f"- `{g.run.name}` {g.run.engines[0].name} vs {g.run.engines[1].name} ({g.status()}): "
                     f"strong side +{gw} ={gd} -{gl}, score {S.pct(S.score(gw, gd, gl)[0])}.")
        else:
            L.append(f"- `{g.run.name}`: {g.status()}.")
    if n:
        pw, okw = consistent(w, n, 29, 32)
        pl, okl = consistent(lo, n, 0, 32)
        L.append(f"- Strong side, both gaps: wins {S.prop_text(w, n)}, losses {S.prop_text(lo, n)}; "
                 f"against the author's 29 and 0 of 32: p = {pw:.3f} and {pl:.3f}.")
        parts.append(("29 of 32 won, none lost", "confirmed" if okw and okl else "contradicted"))
    dec = [x for g in gaps for x in g.decisive()]
    if dec:
        blasted = sum(1 for x in dec if x["reason"] == "general blasted")
        mate = sum(1 for x in dec if x["reason"] == "checkmate")
        other = len(dec) - blasted - mate
        p, ok = consistent(blasted, len(dec), 6, 10)
        L.append(f"- Decisive games: {len(dec)}; general blasted {S.prop_text(blasted, len(dec))}, "
                 f"checkmate {mate}, other endings {other}; against the author's 6 of 10: p = {p:.3f}.")
        parts.append(("6 of 10 decisive games by a blasted general, 4 by mate", "confirmed" if ok else "contradicted"))
        lengths = sorted(moves_of(x) for x in dec)
        med = S.median(lengths)
        inside = sum(1 for x in lengths if 23 <= x <= 73)
        L.append(f"- Decisive games last {lengths[0]} to {lengths[-1]} moves (median {med}); "
                 f"{S.prop_text(inside, len(lengths))} within the author's 23-73.")
        parts.append(("decisive games 23 to 73 moves long", "confirmed" if 23 <= med <= 73 else "contradicted"))
    for kind, who in (("pili", "Pili"), ("fsf", "the patched Fairy-Stockfish")):
        blasts = [x["first_blast_ply"] for x in atomic_games(kind) if x["first_blast_ply"]]
        if not blasts:
            continue
        med = S.median(blasts)
        early = sum(1 for b in blasts if b <= MIDDLEGAME_PLY)
        per_run = [(f"{e.id.split('-')[0]}/{r.run.name}", S.median(b)) for e, r, b in blast_runs()
                   if engine_kind(r) == kind]
        L.append(f"- First blast (the first capture; every capture here blows up its capturer), over all "
                 f"Atomic Xiangqi games of {who} with one: median ply {med} (move {(med + 1) // 2:.0f}); "
                 f"within the first 10 moves in {S.prop_text(early, len(blasts))}. Median ply per run: "
                 + ", ".join(f"{name} {m}" for name, m in per_run) + ".")
        if kind == "pili":
            parts.append(("the first blast comes in the middlegame",
                          "confirmed" if med > MIDDLEGAME_PLY else "contradicted"))
    picks = probe_picks("claim2", "atomic")
    for engine, rows in picks.items():
        named = [m for _, m in rows if m in AUTHOR_OPENINGS or m in MIRRORS]
        top = [m for _, m in strongest(rows) if m in AUTHOR_OPENINGS or m in MIRRORS]
        L.append(f"- {engine}'s first move by node count: " + ", ".join(f"{n:,} {m}" for n, m in rows) +
                 f"; {len(named)} of {len(rows)} among Cb5/Ri3/Ra3/Hg3 and their mirrors, {len(top)} of the two strongest.")
        if engine == "pili":
            parts.append(("engines open with Cb5, Ri3, Ra3 or Hg3", "confirmed" if len(top) == 2 else "contradicted"))
    for line in (agree_counts("the strong side's wins at a 10x gap", r["gap10"], r["fsf-gap10"],
                              lambda x: x.wdl_first()[0]),
                 agreement("claim2", "atomic", "", set(AUTHOR_OPENINGS) | set(MIRRORS),
                           "opening with Cb5/Ri3/Ra3/Hg3")):
        if line:
            L.append(line)
    verdict = combine(parts)
    return finish(c, verdict, c["partial"])


def strongest(rows):
    """The probes at the two largest node counts: 'best play' as far as probed."""
    return sorted(rows)[-2:]


def agreement(exp, variant, moves, wanted, what):
    """A line saying whether Pili and the patched Fairy-Stockfish agree on
    `what` at their two strongest probes (None without both)."""
    picks = probe_picks(exp, variant, moves)
    if "pili" not in picks or "fsf" not in picks:
        return None
    says = {e: all(m in wanted for _, m in strongest(rows)) for e, rows in picks.items()}
    both = "agree" if says["pili"] == says["fsf"] else "disagree"
    return (f"- Pili and the patched Fairy-Stockfish {both} on {what}: Pili "
            f"{'yes' if says['pili'] else 'no'}, Fairy-Stockfish {'yes' if says['fsf'] else 'no'} "
            f"(two strongest probes each).")


def probe_picks(exp, variant, moves=""):
    out = {}
    for (v, engine, before), p in sorted(D.probes(exp).items()):
        if v == variant and before == moves:
            out[engine] = [(x["nodes"], x["bestmove"]) for x in p["results"]]
    return out


def combine(parts):
    if not parts:
        return "unclear"
    verdicts = {v for _, v in parts}
    if verdicts == {"confirmed"}:
        return "confirmed"
    if verdicts == {"contradicted"}:
        return "contradicted"
    return "partly confirmed: " + "; ".join(f"{what}: {v}" for what, v in parts)


def engine_kind(run):
    return run.run.engines[0].kind


def atomic_games(kind="pili"):
    """Every measured Atomic Xiangqi game of the lab played by engines of `kind`."""
    import experiments as X
    out = []
    for e in X.EXPERIMENTS:
        for r in D.runs(e.id).values():
            if engine_kind(r) == kind:
                out += [g for g in r.games if g["variant"] == "atomic"]
    return out


def agree_counts(what, pili_run, fsf_run, count):
    """Whether Pili's and the patched engine's runs agree on a proportion
    (Fisher p >= 0.05), as a report line; None unless both have games."""
    if not (pili_run.n and fsf_run.n):
        return None
    a, b = count(pili_run), count(fsf_run)
    p = S.fisher(a, pili_run.n - a, b, fsf_run.n - b)
    return (f"- Pili and the patched Fairy-Stockfish {'agree' if p >= ALPHA else 'disagree'} on {what}: "
            f"{S.pct(a / pili_run.n)} against {S.pct(b / fsf_run.n)}, p = {p:.3f}.")


def blast_runs():
    """(experiment, run, first-blast plies) of every Atomic Xiangqi run with games."""
    import experiments as X
    out = []
    for e in X.EXPERIMENTS:
        for r in D.runs(e.id).values():
            b = [g["first_blast_ply"] for g in r.games if g["variant"] == "atomic" and g["first_blast_ply"]]
            if b:
                out.append((e, r, b))
    return out


def claim3():
    r = D.runs("claim3")
    eq = r["pili-2k"]
    c = {"partial": eq.partial, "runs": [eq, r["fsf-2k"]], "lines": [], "parts": []}
    L, parts = c["lines"], c["parts"]
    for kind, who in (("pili", "Pili"), ("fsf", "the patched Fairy-Stockfish")):
        games = atomic_games(kind)
        if not games:
            continue
        reps = [g for g in games if g["reason"] == "repetition"]
        one_sided = [g for g in reps if g.get("cycle", {}).get("kind") == "one-sided perpetual check"]
        kinds = {}
        for g in reps:
            k = g.get("cycle", {}).get("kind", "no check")
            kinds[k] = kinds.get(k, 0) + 1
        lost = sum(1 for g in games if g["reason"] == "perpetual check")
        L.append(f"- All {len(games)} Atomic Xiangqi games of {who}: {len(reps)} repetition draws, of which "
                 f"one-sided perpetual check {S.prop_text(len(one_sided), len(reps))} "
                 f"(cycle kinds: {', '.join(f'{k} {v}' for k, v in sorted(kinds.items())) or 'none'}); "
                 f"games lost by perpetual check: {lost}.")
        if reps and kind == "pili":
            parts.append(("no repetition draw is a one-sided perpetual check",
                          "confirmed" if not one_sided else "contradicted"))
    for run in (eq, r["fsf-2k"]):
        if run.n:
            w, d, l = run.wdl_first()
            p, ok = consistent(d, run.n, 4, 8)
            L.append(f"- `{run.run.name}` ({run.status()}): draws {S.prop_text(d, run.n)}; against the author's "
                     f"4 of 8: p = {p:.3f}.")
            if run is eq:
                parts.append(("equal engines at low node counts draw 4 of 8", "confirmed" if ok else "contradicted"))
        else:
            L.append(f"- `{run.run.name}`: {run.status()}.")
    line = agree_counts("the draw rate of equal engines at 2,000 nodes", eq, r["fsf-2k"], lambda x: len(x.draws()))
    if line:
        L.append(line)
    return finish(c, combine(parts), c["partial"])


def claim4():
    r = D.runs("claim4")
    runs_ = list(r.values())
    c = {"partial": any(x.partial for x in runs_), "runs": runs_, "lines": [], "parts": []}
    L, parts = c["lines"], c["parts"]
    for variant in ("atomic-classic", "atomic"):
        for engine, rows in probe_picks("claim4", variant).items():
            shots = sum(1 for _, m in rows if m in CLASSIC_SHOTS)
            top = sum(1 for _, m in strongest(rows) if m in CLASSIC_SHOTS)
            L.append(f"- {variant}, {engine}'s first move by node count: " +
                     ", ".join(f"{n:,} {m}" for n, m in rows) +
                     f"; the three-piece cannon shot in {shots} of {len(rows)}, {top} of the two strongest.")
            if engine == "pili" and variant == "atomic-classic":
                parts.append(("best play opens with the cannon taking three pieces",
                              "confirmed" if top == 2 else "contradicted"))
            if engine == "pili" and variant == "atomic":
                parts.append(("the current rules do away with it", "confirmed" if top == 0 else "contradicted"))
    for engine, rows in probe_picks("claim4", "atomic-classic", "b2b9").items():
        mirrored = sum(1 for _, m in rows if m == "h7h0")
        L.append(f"- atomic-classic after b2b9, {engine}'s reply by node count: " +
                 ", ".join(f"{n:,} {m}" for n, m in rows) + f"; the mirrored shot h7h0 in {mirrored} of {len(rows)}.")
    for moves, wanted, what in (("", CLASSIC_SHOTS, "the three-piece cannon shot as atomic-classic's first move"),
                                ("b2b9", {"h7h0"}, "answering it with the mirrored shot")):
        line = agreement("claim4", "atomic-classic", moves, wanted, what)
        if line:
            L.append(line)
    pooled = {"classic": [0, 0], "atomic": [0, 0]}
    for run in runs_:
        if not run.n:
            L.append(f"- `{run.run.name}`: {run.status()}.")
            continue
        w, d, l = run.wdl_first()
        kinds = {}
        for g in run.draws():
            k = D.draw_kind(g)
            kinds[k] = kinds.get(k, 0) + 1
        L.append(f"- `{run.run.name}` ({run.status()}): the side a chariot down ({run.run.engines[0].nodes:,} nodes, "
                 f"against {run.run.engines[1].nodes:,}) +{w} ={d} -{l}, draws {S.prop_text(d, run.n)}"
                 f" ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items())) or 'none'}).")
        key = "classic" if run.run.variant == "atomic-classic" else "atomic"
        pooled[key][0] += d
        pooled[key][1] += run.n
    (dc, nc), (da, na) = pooled["classic"], pooled["atomic"]
    if nc and na:
        p = S.fisher(dc, nc - dc, da, na - da)
        L.append(f"- Draws of the side a chariot down, both settings pooled: atomic-classic {S.prop_text(dc, nc)}, "
                 f"atomic {S.prop_text(da, na)}; p = {p:.3f} (Fisher).")
        v = "confirmed" if p < ALPHA and dc / nc > da / na else (
            "contradicted" if p < ALPHA else "not confirmed (no significant difference)")
        parts.append(("a chariot down holds draws in atomic-classic, not in atomic", v))
    return finish(c, combine(parts), c["partial"])


def claim5():
    r = D.runs("claim5")
    xq, meng, dt = r["xiangqi"], r["meng"], r["doubletris"]
    c = {"partial": any(x.partial for x in (xq, meng, dt)), "runs": [xq, meng, dt], "lines": [], "parts": []}
    L, parts = c["lines"], c["parts"]
    for run in (xq, meng, dt):
        if not run.n:
            L.append(f"- {run.run.variant}: {run.status()}.")
            continue
        d = len(run.draws())
        b = S.mean_ci([g["branching"] for g in run.games])
        L.append(f"- {run.run.variant} ({run.status()}): draws {S.prop_text(d, run.n)}; legal moves per position "
                 f"{b[0]:.1f} (95% CI {b[1]:.1f}-{b[2]:.1f}); median length {S.median([moves_of(g) for g in run.games])} moves.")
    for other in (meng, dt):
        if not (xq.n and other.n):
            continue
        dx, do = len(xq.draws()), len(other.draws())
        p = S.fisher(do, other.n - do, dx, xq.n - dx)
        lower = do / other.n < dx / xq.n
        v = "confirmed" if p < ALPHA and lower else ("contradicted" if p < ALPHA else "not confirmed (no significant difference)")
        L.append(f"- Draw rate, {other.run.variant} against xiangqi: {S.pct(do / other.n)} vs {S.pct(dx / xq.n)}, p = {p:.3f}.")
        bx = S.mean_ci([g["branching"] for g in xq.games])
        bo = S.mean_ci([g["branching"] for g in other.games])
        vb = "confirmed" if bo[1] > bx[2] else ("contradicted" if bo[2] < bx[1] else "not confirmed (intervals overlap)")
        if other is meng:
            parts.append(("Meng lowers the draw rate", v))
            parts.append(("Meng increases complexity (legal moves per position)", vb))
    return finish(c, combine(parts), c["partial"])


def selfplay(name):
    """Fairy-Stockfish self-play records of claim 6 (lab.py selfplay-fsf)."""
    import json
    import os
    path = os.path.join(D.DATA, "claim6-atomic-chess", name)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def white_wdl(games):
    r = [g["result"] for g in games]
    return r.count("1-0"), r.count("1/2-1/2"), r.count("0-1")


def score_text(wdl):
    s = S.score(*wdl)
    return f"+{wdl[0]} ={wdl[1]} -{wdl[2]}, score {S.pct(s[0])} (95% CI {S.pct(s[1])}-{S.pct(s[2])})"


def claim6():
    r = D.runs("claim6")
    ac = r["atomic-chess"]
    fa, fc = selfplay("fsf-atomic.selfplay.jsonl"), selfplay("fsf-chess.selfplay.jsonl")
    planned = 2 * 32
    c = {"partial": ac.partial or len(fa) < planned or len(fc) < planned, "runs": [ac], "lines": [], "parts": []}
    L = c["lines"]
    if ac.n:
        L.append(f"- Atomic chess, Pili against itself ({ac.status()}): White {score_text(ac.wdl_red())}.")
    else:
        L.append(f"- Atomic chess, Pili: {ac.status()}.")
    for games, label in ((fa, "atomic chess"), (fc, "chess")):
        status = f"{len(games)} of {planned} games" + ("" if len(games) >= planned else ", partial")
        L.append(f"- Fairy-Stockfish against itself at {label} ({status}): " +
                 (f"White {score_text(white_wdl(games))}." if games else "not run."))
    for exp, name, label in (("claim3", "pili-2k", "Atomic Xiangqi, Pili at 2,000 nodes"),
                             ("claim5", "xiangqi", "xiangqi, Pili at 5,000 nodes")):
        run = D.runs(exp)[name]
        if run.n:
            L.append(f"- For comparison, {label}: Red {score_text(run.wdl_red())}.")
    if fa and fc:
        d, z = S.score_diff(white_wdl(fa), white_wdl(fc))
        L.append(f"- White's score at atomic chess minus at chess (same engine, nodes and openings): "
                 f"{100 * d:+.0f} points, z = {z:.2f}.")
        if ac.n:
            d2, z2 = S.score_diff(ac.wdl_red(), white_wdl(fa))
            same = "agree" if abs(z2) <= 1.96 else "disagree"
            L.append(f"- Pili and Fairy-Stockfish {same} on White's score at atomic chess: Pili minus "
                     f"Fairy-Stockfish {100 * d2:+.0f} points, z = {z2:.2f}.")
        v = "confirmed" if z > 1.96 else ("contradicted" if z < -1.96 else "not confirmed (no significant difference)")
        return finish(c, v, c["partial"])
    L.append("- Pili does not play chess; without the Fairy-Stockfish chess games the comparison cannot be made.")
    return finish(c, "unclear (no chess baseline measured)", c["partial"])


ALL = [claim1, claim2, claim3, claim4, claim5, claim6]
