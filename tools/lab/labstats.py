"""Error bars of the lab report (standard library only); the verdicts built
on them are in verdicts.py.

- wilson(k, n): 95% Wilson score interval of a proportion (sound for 0 or n).
- newcombe(k1, n1, k2, n2): difference of two proportions with its 95%
  interval (Newcombe's hybrid score method).
- score(w, d, l): mean score and its 95% interval (normal approximation of
  the trinomial), for first-move advantages.
- score_diff(a, b): difference of two such scores and its z value.
- mean_ci(xs): mean and 95% interval (normal approximation), for the
  branching factor over games.
"""

import math


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def score(w, d, l):
    n = w + d + l
    if n == 0:
        return (0.0, 0.0, 1.0)
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s * s) / n
    half = 1.96 * math.sqrt(var / n) if n > 1 else 0.5
    return (s, max(0.0, s - half), min(1.0, s + half))


def score_diff(a, b):
    """Difference of two scores (w, d, l) and its z value."""
    sa, sb = score(*a), score(*b)
    se = math.hypot((sa[2] - sa[1]) / 3.92, (sb[2] - sb[1]) / 3.92)
    d = sa[0] - sb[0]
    return d, (d / se if se > 0 else 0.0)


def mean_ci(xs):
    n = len(xs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    m = sum(xs) / n
    if n == 1:
        return (m, m, m)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return (m, m - half, m + half)


def median(xs):
    ys = sorted(xs)
    n = len(ys)
    if n == 0:
        return None
    return ys[n // 2] if n % 2 else (ys[n // 2 - 1] + ys[n // 2]) / 2


def pct(x):
    return f"{100 * x:.0f}%"


def prop_text(k, n):
    """'3 of 44 (7%, 95% CI 2%-18%)'."""
    if n == 0:
        return "0 of 0"
    lo, hi = wilson(k, n)
    return f"{k} of {n} ({pct(k / n)}, 95% CI {pct(lo)}-{pct(hi)})"


def newcombe(k1, n1, k2, n2):
    """Difference of two proportions k1/n1 - k2/n2 and its 95% interval by
    Newcombe's hybrid score method (his method 10: the two Wilson intervals
    combined), sound near 0 and 1 where the normal approximation is not."""
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    d = p1 - p2
    return (d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2))
