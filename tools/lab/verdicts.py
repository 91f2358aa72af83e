"""The lab's verdict rule (docs/lab.md, "Verdicts"): an estimate's 95%
interval against the equivalence margin stated for the claim beforehand
(margins.py).

- reproduced: the interval lies inside the margin;
- contradicted: the interval lies wholly outside it (excludes the margin);
- not enough games: otherwise, with the number of games that would decide it
  at the observed rate (the smallest n whose interval, the estimate kept,
  fits inside the margin or clears it).

Every estimate is a dict: what was measured, its text with the interval,
the margin, the verdict and the games that would decide it. Standard
library only.
"""

import math

import labstats as S

REPRODUCED, CONTRADICTED, UNDECIDED = "reproduced", "contradicted", "not enough games"
NEVER = None  # the estimate sits on the margin's edge: no number of games decides it
LIMIT = 10 ** 7  # games; beyond this the answer is reported as NEVER


def judge(ci, margin):
    """The verdict of an interval (lo, hi) against a margin (a, b)."""
    (lo, hi), (a, b) = ci, margin
    if a <= lo and hi <= b:
        return REPRODUCED
    if hi < a or lo > b:
        return CONTRADICTED
    return UNDECIDED


def decide_at(interval_at, margin, n0):
    """The smallest n > n0 at which interval_at(n) is decided (not
    UNDECIDED), or NEVER. interval_at keeps the observed estimate and only
    narrows with n, so the first decided n is found by doubling, then halving."""
    if judge(interval_at(LIMIT), margin) == UNDECIDED:
        return NEVER
    lo, hi = n0, max(n0 + 1, 1)
    while judge(interval_at(hi), margin) == UNDECIDED:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if judge(interval_at(mid), margin) == UNDECIDED:
            lo = mid
        else:
            hi = mid
    return hi


def margin_text(margin, unit="%"):
    a, b = margin
    if unit == "%":
        return f"{S.pct(a)}-{S.pct(b)}" if b < 1 else f"at least {S.pct(a)}"
    if unit == "points":
        return f"{100 * a:+.0f} points or more" if b >= 1 else f"{100 * a:+.0f} to {100 * b:+.0f} points"
    if unit == "ratio":
        return f"x{a:.2f} or more"
    return f"{a}-{b}"


def estimate(what, text, ci, margin, n, interval_at, unit="%", per=""):
    """A measured part of a claim: its estimate, interval, margin and verdict."""
    v = judge(ci, margin)
    need = decide_at(interval_at, margin, n) if v == UNDECIDED else None
    return {"what": what, "estimate": text, "ci": ci, "margin": margin, "margin_text": margin_text(margin, unit),
            "verdict": v, "games": n, "decide": need, "per": per}


def proportion(what, k, n, margin):
    """k of n against a margin of proportions; Wilson's 95% interval."""
    p = k / n if n else 0.0
    return estimate(what, S.prop_text(k, n), S.wilson(k, n), margin, n, lambda m: S.wilson(p * m, m))


def difference(what, a, b, margin, labels=("", "")):
    """The difference of two proportions a = (k1, n1) minus b = (k2, n2)
    (Newcombe's hybrid score interval); 'games' counts the first sample,
    the second scaled alongside it."""
    (k1, n1), (k2, n2) = a, b
    d, lo, hi = S.newcombe(k1, n1, k2, n2)
    p1, p2 = k1 / n1, k2 / n2
    text = (f"{labels[0]}{S.pct(p1)} minus {labels[1]}{S.pct(p2)} = {100 * d:+.0f} points "
            f"(95% CI {100 * lo:+.0f} to {100 * hi:+.0f})")
    return estimate(what, text, (lo, hi), margin, n1,
                    lambda m: S.newcombe(p1 * m, m, p2 * m * n2 / n1, m * n2 / n1)[1:], unit="points",
                    per=" per side")


def normal(what, text, value, se, margin, n, unit="points", per=" per side"):
    """A normal-approximation estimate (a difference of scores or of means):
    value +- 1.96 se, the standard error shrinking as 1/sqrt(n)."""
    ci = (value - 1.96 * se, value + 1.96 * se)
    return estimate(what, text, ci, margin, n,
                    lambda m: (value - 1.96 * se * math.sqrt(n / m), value + 1.96 * se * math.sqrt(n / m)),
                    unit=unit, per=per)


def fact(what, text, holds):
    """A deterministic observation (a probe: one search per node count,
    exactly repeatable), with no sampling error to put an interval on."""
    return {"what": what, "estimate": text, "ci": None, "margin": None, "margin_text": "(no sampling)",
            "verdict": REPRODUCED if holds else CONTRADICTED, "games": None, "decide": None, "per": ""}


def decide_text(e):
    if e["verdict"] != UNDECIDED:
        return ""
    if isinstance(e["decide"], str):
        return e["decide"]
    if e["decide"] is NEVER:
        return "no number of games at the observed rate (it sits on the margin's edge)"
    return f"about {e['decide']:,} games{e['per']} at the observed rate"


def combine(parts):
    """A claim's verdict from its parts' verdicts."""
    vs = {p["verdict"] for p in parts}
    if not parts:
        return UNDECIDED
    if len(vs) == 1:
        return vs.pop()
    return "mixed: " + "; ".join(f"{p['what']}: {p['verdict']}" for p in parts)


def finish(c, partial):
    """A claim's verdict from its parts; a claim whose runs are partial
    waits for them, with what its games so far give shown beside it."""
    v = combine(c["parts"])
    c["verdict"] = f"{UNDECIDED} (runs still partial)" if partial else v
    c["provisional"] = v if partial else None
    return c
