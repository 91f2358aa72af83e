"""The words a document uses for how a match ended, against its records.

Before an evidence link (in the same stretch of text whose numbers are
checked, docs/evidence/README.md "Citing"): "H0" / "H1", "at game N" and
"no bound" state an SPRT's verdict and where it fell, and must be what the
replay of the SPRT gives; "interrupted at game N of M" states that a match
was cut short, and a folder marked `interrupted` must be cited with it and
with the reason meta.json gives.
Python 3 standard library only.
"""
import re

HYPOTHESIS = re.compile(r"\bH([01])\b")
AT_GAME = re.compile(r"(?<!interrupted )\bat game (\d+)\b(?! of \d)")
NO_BOUND = re.compile(r"\bno bound\b", re.I)
INTERRUPTED = re.compile(r"\binterrupted at game (\d+) of (\d+)\b")


def _flat(text):
    return " ".join(text.split())


def verdict_problems(seg, match, stop):
    """Problems of the verdict words in one stretch of text citing match; stop is
    (game, "H0"/"H1") of the SPRT replay, (None, None) without a bound, or None
    for a match that is not an SPRT."""
    text, out = _flat(seg), []
    said = [m.group(0) for m in HYPOTHESIS.finditer(text)] + [m.group(0) for m in NO_BOUND.finditer(text)]
    if stop is None:
        if said:
            out.append(f"'{said[0]}', but it is not an SPRT (no -sprt in its records)")
        return out
    k, verdict = stop
    for m in HYPOTHESIS.finditer(text):
        if verdict is None:
            out.append(f"'{m.group(0)}', but the SPRT reached no bound")
        elif m.group(0) != verdict:
            out.append(f"'{m.group(0)}', but the SPRT's replay accepts {verdict}")
    for m in AT_GAME.finditer(text):
        if k is None:
            out.append(f"'{m.group(0)}', but the SPRT reached no bound")
        elif int(m.group(1)) != k:
            out.append(f"'{m.group(0)}', but the SPRT's replay crosses its bound at game {k}")
    if verdict is not None and NO_BOUND.search(text):
        out.append(f"'no bound', but the SPRT's replay accepts {verdict} at game {k}")
    return out


def interrupted_problems(unit_text, seg, match):
    """Problems of citing an interrupted match (the whole unit must say so, with the
    reason of meta.json), or of calling a complete one interrupted (in seg)."""
    out, played, scheduled = [], len(match.games), match.scheduled
    reason = match.meta.get("interrupted")
    for m in INTERRUPTED.finditer(_flat(seg)):
        if not reason:
            out.append(f"'{m.group(0)}', but meta.json does not mark it interrupted")
        elif (int(m.group(1)), int(m.group(2))) != (played, scheduled):
            out.append(f"'{m.group(0)}', but its records hold {played} of {scheduled} games")
    if reason:
        text = _flat(unit_text)
        phrase = f"interrupted at game {played} of {scheduled}"
        if phrase not in text:
            out.append(f"an interrupted match: say '{phrase}' and why ({reason})")
        elif _flat(str(reason)).lower() not in text.lower():
            out.append(f"an interrupted match: give the reason meta.json gives ({reason})")
    return out
