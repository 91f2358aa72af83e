"""One function per claim (claims 2-4 here, claim 1 in claim1.py, 5 and 6 in
claims_compare.py): the author's words, Pili's measured estimates with their
95% intervals, and the verdict of each part by the rule of verdicts.py
against the margins of margins.py (docs/lab.md, "Verdicts"). Nothing here is
typed from a result: change the data and the verdicts follow."""

import labdata as D
import labstats as S
import margins as M
import verdicts as V
from labdata import moves_of

# Cb5, Ri3, Ra3, Hg3 of the author's notation (ranks 1-10, files from Red's
# left) in Pili's coordinates, with their mirror images (Ch5 ... Hc3).
AUTHOR_OPENINGS = {"b2b4": "Cb5", "i0i2": "Ri3", "a0a2": "Ra3", "h0g2": "Hg3"}
MIRRORS = {"h2h4": "Ch5", "b0c2": "Hc3"}
# The cannon shot that takes three pieces in atomic-classic (and its mirror).
CLASSIC_SHOTS = {"b2b9", "h2h9"}
MIDDLEGAME_PLY = 20  # the opening: the first 10 moves of each side


def prop(key, what, k, n):
    """A proportion part of a claim, judged against its stated margin."""
    e = V.proportion(what, k, n, M.margin(key))
    e["author"] = M.author(key)
    return e


def diff(key, what, a, b, labels):
    e = V.difference(what, a, b, M.margin(key), labels)
    e["author"] = M.author(key)
    return e


def fact(what, author, text, holds):
    e = V.fact(what, text, holds)
    e["author"] = author
    return e


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
        L.append(f"- Strong side, both gaps: wins {S.prop_text(w, n)}, losses {S.prop_text(lo, n)}.")
        parts.append(prop("claim2-wins", "the strong side wins 29 of 32", w, n))
        parts.append(prop("claim2-losses", "the strong side loses none", lo, n))
    dec = [x for g in gaps for x in g.decisive()]
    if dec:
        blasted = sum(1 for x in dec if x["reason"] == "general blasted")
        mate = sum(1 for x in dec if x["reason"] == "checkmate")
        other = len(dec) - blasted - mate
        L.append(f"- Decisive games: {len(dec)}; general blasted {S.prop_text(blasted, len(dec))}, "
                 f"checkmate {mate}, other endings {other}.")
        parts.append(prop("claim2-blasted", "6 of 10 decisive games by a blasted general, 4 by mate",
                          blasted, len(dec)))
        lengths = sorted(moves_of(x) for x in dec)
        med = S.median(lengths)
        inside = sum(1 for x in lengths if 23 <= x <= 73)
        L.append(f"- Decisive games last {lengths[0]} to {lengths[-1]} moves (median {med}); "
                 f"{S.prop_text(inside, len(lengths))} within the author's 23-73.")
        parts.append(prop("claim2-lengths", "decisive games 23 to 73 moves long", inside, len(lengths)))
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
            parts.append(prop("claim2-middlegame", "the first blast comes in the middlegame (after move 10)",
                              len(blasts) - early, len(blasts)))
    picks = probe_picks("claim2", "atomic")
    for engine, rows in picks.items():
        named = [m for _, m in rows if m in AUTHOR_OPENINGS or m in MIRRORS]
        top = [m for _, m in strongest(rows) if m in AUTHOR_OPENINGS or m in MIRRORS]
        L.append(f"- {engine}'s first move by node count: " + ", ".join(f"{n:,} {m}" for n, m in rows) +
                 f"; {len(named)} of {len(rows)} among Cb5/Ri3/Ra3/Hg3 and their mirrors, {len(top)} of the two strongest.")
        if engine == "pili":
            parts.append(fact("engines open with Cb5, Ri3, Ra3 or Hg3", "Cb5, Ri3, Ra3 or Hg3",
                              f"Pili's two strongest probes: {', '.join(m for _, m in strongest(rows))}",
                              len(top) == 2))
    for line in (agree_counts("the strong side's wins at a 10x gap", r["gap10"], r["fsf-gap10"],
                              lambda x: x.wdl_first()[0]),
                 agreement("claim2", "atomic", "", set(AUTHOR_OPENINGS) | set(MIRRORS),
                           "opening with Cb5/Ri3/Ra3/Hg3")):
        if line:
            L.append(line)
    return V.finish(c, c["partial"])


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
    """Pili's proportion minus the patched engine's, with its 95% interval
    (Newcombe), as a report line; None unless both have games. An interval
    that includes 0 shows no difference; it does not show agreement."""
    if not (pili_run.n and fsf_run.n):
        return None
    a, b = count(pili_run), count(fsf_run)
    d, lo, hi = S.newcombe(a, pili_run.n, b, fsf_run.n)
    return (f"- Pili and the patched Fairy-Stockfish on {what}: {S.pct(a / pili_run.n)} against "
            f"{S.pct(b / fsf_run.n)}, Pili minus it {100 * d:+.0f} points (95% CI {100 * lo:+.0f} to "
            f"{100 * hi:+.0f}): {differ_text(lo, hi)}.")


def differ_text(lo, hi):
    return "they differ" if lo > 0 or hi < 0 else "no difference shown (the interval includes 0)"


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
            parts.append(prop("claim3-one-sided", "no repetition draw is a one-sided perpetual check",
                              len(one_sided), len(reps)))
    for run in (eq, r["fsf-2k"]):
        if run.n:
            w, d, l = run.wdl_first()
            e = prop("claim3-draws", "equal engines at low node counts draw half", d, run.n)
            if run is eq:
                L.append(f"- `{run.run.name}` ({run.status()}): draws {e['estimate']}.")
                parts.append(e)
            else:  # the patched engine: shown against the same margin, not part of the verdict
                L.append(f"- `{run.run.name}` ({run.status()}): draws {e['estimate']}; against the margin "
                         f"{e['margin_text']}: {e['verdict']} (the patched engine, not part of the verdict).")
        else:
            L.append(f"- `{run.run.name}`: {run.status()}.")
    line = agree_counts("the draw rate of equal engines at 2,000 nodes", eq, r["fsf-2k"], lambda x: len(x.draws()))
    if line:
        L.append(line)
    return V.finish(c, c["partial"])


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
            picked = ", ".join(m for _, m in strongest(rows))
            if engine == "pili" and variant == "atomic-classic":
                parts.append(fact("best play opens with the cannon taking three pieces", "b2b9 or h2h9",
                                  f"Pili's two strongest probes under atomic-classic: {picked}", top == 2))
            if engine == "pili" and variant == "atomic":
                parts.append(fact("the current rules do away with it", "neither b2b9 nor h2h9",
                                  f"Pili's two strongest probes under atomic: {picked}", top == 0))
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
        L.append(f"- Draws of the side a chariot down, both settings pooled: atomic-classic {S.prop_text(dc, nc)}, "
                 f"atomic {S.prop_text(da, na)}.")
        parts.append(diff("claim4-chariot", "a chariot down holds draws in atomic-classic, not in atomic",
                          (dc, nc), (da, na), ("atomic-classic ", "atomic ")))
    return V.finish(c, c["partial"])


from claim1 import claim1  # noqa: E402
from claims_compare import claim5, claim6  # noqa: E402

ALL = [claim1, claim2, claim3, claim4, claim5, claim6]
