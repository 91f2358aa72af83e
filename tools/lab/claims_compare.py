"""Claims 5 and 6: comparisons between variants (Meng against xiangqi,
atomic chess against chess), each a difference with its 95% interval judged
against the margin stated for it (margins.py, docs/lab.md "Verdicts")."""

import json
import math
import os

import labdata as D
import labstats as S
import margins as M
import verdicts as V
from labdata import moves_of


def part(key, e):
    e["author"] = M.author(key)
    return e


def ratio_of_means(a, b):
    """Mean of a over mean of b, its standard error by the delta method."""
    ma, la, _ = S.mean_ci(a)
    mb, lb, _ = S.mean_ci(b)
    sa, sb = (ma - la) / 1.96, (mb - lb) / 1.96
    r = ma / mb
    return r, r * math.hypot(sa / ma, sb / mb)


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
        name = {"meng": "Meng", "doubletris": "Double-Tris"}[other.run.variant]
        dx, do = len(xq.draws()), len(other.draws())
        lower = part("claim5-draws", V.difference(f"{name} lowers the draw rate", (dx, xq.n), (do, other.n),
                                                  M.margin("claim5-draws"), ("xiangqi ", f"{name} ")))
        rat, se = ratio_of_means([g["branching"] for g in other.games], [g["branching"] for g in xq.games])
        text = (f"{name} over xiangqi x{rat:.2f} (95% CI {rat - 1.96 * se:.2f}-{rat + 1.96 * se:.2f})")
        more = part("claim5-complexity", V.normal(f"{name} increases complexity (legal moves per position)", text,
                                                  rat, se, M.margin("claim5-complexity"), other.n, unit="ratio"))
        if other is meng:
            parts += [lower, more]
        else:  # Double-Tris is measured alongside; the claim is about Meng
            L.append(f"- {name} against xiangqi (alongside, not part of the verdict): draws {lower['estimate']}: "
                     f"{lower['verdict']}; legal moves per position {more['estimate']}: {more['verdict']}.")
    return V.finish(c, c["partial"])


def selfplay(name):
    """Fairy-Stockfish self-play records of claim 6 (lab.py selfplay-fsf)."""
    path = os.path.join(D.DATA, "claim6-atomic-chess", name)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def white_wdl(games, adjudicated=False):
    """White's wins, draws, losses; `adjudicated`: as the engine's own
    referee ended the games, before Pili's rules re-scored any."""
    r = [g.get("as_adjudicated", g)["result"] if adjudicated else g["result"] for g in games]
    return r.count("1-0"), r.count("1/2-1/2"), r.count("0-1")


def score_text(wdl):
    s = S.score(*wdl)
    return f"+{wdl[0]} ={wdl[1]} -{wdl[2]}, score {S.pct(s[0])} (95% CI {S.pct(s[1])}-{S.pct(s[2])})"


def score_difference(what, a, b, n):
    """White's score with a minus with b (w, d, l each), normal approximation."""
    sa, sb = S.score(*a), S.score(*b)
    d = sa[0] - sb[0]
    se = math.hypot((sa[2] - sa[1]) / 3.92, (sb[2] - sb[1]) / 3.92)
    text = (f"{S.pct(sa[0])} minus {S.pct(sb[0])} = {100 * d:+.0f} points "
            f"(95% CI {100 * (d - 1.96 * se):+.0f} to {100 * (d + 1.96 * se):+.0f})")
    return part("claim6-first-move", V.normal(what, text, d, se, M.margin("claim6-first-move"), n))


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
    rescored = sum(1 for g in fa if "as_adjudicated" in g)
    for games, label in ((fa, "atomic chess"), (fc, "chess")):
        status = f"{len(games)} of {planned} games" + ("" if len(games) >= planned else ", partial")
        L.append(f"- Fairy-Stockfish against itself at {label} ({status}): " +
                 (f"White {score_text(white_wdl(games))}." if games else "not run."))
    if rescored:
        L.append(f"- Of the Fairy-Stockfish atomic chess games, {rescored} ended where the engine saw a stalemate "
                 f"(a draw) and Pili's rules see a checkmate (the engine's `d` shows no checkers there): as the "
                 f"engine adjudicated them, White {score_text(white_wdl(fa, adjudicated=True))}. Both readings "
                 f"are judged below.")
    for exp, name, label in (("claim3", "pili-2k", "Atomic Xiangqi, Pili at 2,000 nodes"),
                             ("claim5", "xiangqi", "xiangqi, Pili at 5,000 nodes")):
        run = D.runs(exp)[name]
        if run.n:
            L.append(f"- For comparison, {label}: Red {score_text(run.wdl_red())}.")
    if not (fa and fc):
        L.append("- Pili does not play chess; without the Fairy-Stockfish chess games the comparison cannot be made.")
        return V.finish(c, True)
    c["parts"].append(score_difference("White's score, atomic chess minus chess (re-scored by Pili's rules)",
                                       white_wdl(fa), white_wdl(fc), len(fa)))
    if rescored:
        c["parts"].append(score_difference("the same, as Fairy-Stockfish adjudicated its games",
                                           white_wdl(fa, adjudicated=True), white_wdl(fc), len(fa)))
    if ac.n:
        d2, z2 = S.score_diff(ac.wdl_red(), white_wdl(fa))
        half = 1.96 * d2 / z2 if z2 else 0.0
        shown = "they differ" if abs(z2) > 1.96 else "no difference shown (the interval includes 0)"
        L.append(f"- White's score at atomic chess, Pili minus Fairy-Stockfish: {100 * d2:+.0f} points "
                 f"(95% CI {100 * (d2 - half):+.0f} to {100 * (d2 + half):+.0f}): {shown}.")
    return V.finish(c, c["partial"])
