"""An evidence folder (docs/evidence/README.md): its games and their numbers.

The statistics are those of pili-match (tools/match/stats.cpp and
tools/match/summary.cpp), recomputed here from the records so that a
document's numbers can be checked without building anything.
Python 3 standard library only.
"""
import json
import lzma
import math
import os

Z95 = 1.959963984540054  # two-sided 95 % normal quantile, as in stats.cpp
PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


class EvidenceError(Exception):
    """A folder that cannot be read or is not complete."""


# --- statistics (stats.cpp) -------------------------------------------------

def elo_from_score(s):
    if s <= 0:
        return -math.inf
    if s >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / s - 1.0)


def score_from_elo(elo):
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def _elo_error(mu, se):
    if not se > 0 or mu <= 0 or mu >= 1:
        return math.nan  # no spread seen yet: unknown
    lo, hi = mu - Z95 * se, mu + Z95 * se
    if lo > 0 and hi < 1:
        return (elo_from_score(hi) - elo_from_score(lo)) / 2
    # The interval reaches 0 or 1: the delta method keeps the error finite.
    return Z95 * se * 400.0 / (math.log(10.0) * mu * (1 - mu))


def _finite_elo(mu):
    return elo_from_score(mu) if 0 < mu < 1 else math.nan


def trinomial_elo(w, l, d):
    n = w + l + d
    if not n:
        return math.nan, math.nan
    mu = (w + 0.5 * d) / n
    var = (w * (1 - mu) ** 2 + d * (0.5 - mu) ** 2 + l * mu ** 2) / n
    return _finite_elo(mu), _elo_error(mu, math.sqrt(var / n))


def pentanomial_elo(penta):
    n = sum(penta)
    if not n:
        return math.nan, math.nan
    mu = sum(c * s for c, s in zip(penta, PAIR_SCORES)) / n
    var = sum(c * (s - mu) ** 2 for c, s in zip(penta, PAIR_SCORES)) / n
    return _finite_elo(mu), _elo_error(mu, math.sqrt(var / n))


def los(w, l):
    if w + l == 0:
        return 0.5
    return 0.5 * (1 + math.erf((w - l) / math.sqrt(2.0 * (w + l))))


def sprt_bounds(alpha, beta):
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def sprt_rule(fp_sprt):
    """([elo0, elo1, alpha, beta], minpairs) of a records header's "sprt": pili-match
    appends minpairs only when it is above 0, so older records read as 0."""
    if not isinstance(fp_sprt, list):
        return fp_sprt, 0
    return fp_sprt[:4], (fp_sprt[4] if len(fp_sprt) > 4 else 0)


def sprt_llr(penta, elo0, elo1):
    n = sum(penta)
    if not n:
        return 0.0

    def moments(prior):
        total = n + 5 * prior
        mu = sum((c + prior) * s for c, s in zip(penta, PAIR_SCORES)) / total
        var = sum((c + prior) * (s - mu) ** 2 for c, s in zip(penta, PAIR_SCORES)) / total
        return mu, var

    mu, var = moments(0)
    if var <= 0:  # all pairs alike: a quarter pseudo-pair per outcome, as stats.cpp
        mu, var = moments(0.25)
    s0, s1 = score_from_elo(elo0), score_from_elo(elo1)
    return n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var)


# --- the schedule (tools/match/schedule.h) ----------------------------------

def encounters(engines, tournament):
    out = []
    for a in range(engines):
        for b in range(a + 1, engines):
            if a == 0 or tournament != "gauntlet":
                out.append((a, b))
    return out


def slot(index, games, n_encounters):
    """(encounter, game within the encounter and round, pair id) of a game index."""
    per = games * n_encounters
    game = index % games
    return (index % per) // games, game, (index - game) + game // 2


# --- one match ---------------------------------------------------------------

class Match:
    """The games of one evidence folder, in the order they finished."""

    def __init__(self, folder, fingerprint, games, files, meta):
        self.folder, self.fingerprint, self.games, self.files, self.meta = folder, fingerprint, games, files, meta
        self.label = folder  # how messages name it
        fp = fingerprint
        self.engines = [e.get("name", "?") for e in fp["engines"]]
        self.encounters = encounters(len(self.engines), fp.get("tournament", "round-robin"))
        self.per_encounter = fp["games"]
        self.scheduled = fp["games"] * fp["rounds"] * len(self.encounters)

    def summary(self, encounter=0, games=None):
        """pili-match's summary of one encounter (summary.cpp's summarize)."""
        games = self.games if games is None else games
        w = l = d = 0
        by_pair = {}
        for g in games:
            enc, game, pair = slot(g["index"], self.per_encounter, len(self.encounters))
            if enc != encounter or g["result"] == "*":
                continue
            p = first_points(g)
            if p == 1:
                w += 1
            elif p == 0:
                l += 1
            else:
                d += 1
            if game // 2 * 2 + 1 < self.per_encounter:  # an odd last game has no partner
                by_pair.setdefault(pair, []).append(p)
        penta = [0] * 5
        for pts in by_pair.values():
            if len(pts) == 2:
                penta[round((pts[0] + pts[1]) * 2)] += 1
        elo, err = pentanomial_elo(penta)
        model = "pentanomial"
        if not math.isfinite(err):
            elo, err = trinomial_elo(w, l, d)
            model = "trinomial"
        n = w + l + d
        a, b = self.encounters[encounter]
        s = {"first": self.engines[a], "second": self.engines[b], "games": n, "wins": w, "losses": l,
             "draws": d, "score": (w + 0.5 * d) / n if n else 0.5, "draw_ratio": d / n if n else 0.0,
             "elo": elo, "elo_error": err, "elo_model": model, "los": los(w, l), "pentanomial": penta}
        sprt = self.fingerprint.get("sprt")
        if sprt:
            (elo0, elo1, alpha, beta), s["minpairs"] = sprt_rule(sprt)
            s["llr"] = sprt_llr(penta, elo0, elo1)
            s["bounds"] = sprt_bounds(alpha, beta)
        return s


def first_points(g):
    if g["result"] in ("1/2-1/2", "*"):
        return 0.5
    return 1.0 if (g["result"] == "1-0") == g.get("first_is_red", True) else 0.0


def _read_records(path):
    try:
        with lzma.open(path, "rt", encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (OSError, EOFError, lzma.LZMAError, UnicodeDecodeError) as e:
        raise EvidenceError(f"{path}: cannot read: {e}")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise EvidenceError(f"{path}: empty")
    try:
        head = json.loads(lines[0])["pili_match_records"]
    except (ValueError, KeyError, TypeError):
        raise EvidenceError(f"{path}: line 1 is not a pili-match records header")
    games = []
    for k, line in enumerate(lines[1:], start=2):
        try:
            g = json.loads(line)
        except ValueError:
            raise EvidenceError(f"{path}:{k}: not valid JSON")
        if not isinstance(g, dict) or not isinstance(g.get("index"), int) or g.get("result") not in RESULTS:
            raise EvidenceError(f"{path}:{k}: a game without a valid index and result")
        games.append(g)
    return head, games


def load(folder):
    """Reads a folder: meta.json, command.sh, records*.jsonl.xz. Raises EvidenceError."""
    if not os.path.isdir(folder):
        raise EvidenceError(f"{folder}: no such folder")
    names = sorted(os.listdir(folder))
    files = [n for n in names if n == "records.jsonl.xz" or (n.startswith("records-") and n.endswith(".jsonl.xz"))]
    if not files:
        playing = " (records.jsonl is there: a match still playing, or not yet compressed with xz)" \
            if "records.jsonl" in names else ""
        raise EvidenceError(f"{folder}: no records.jsonl.xz{playing}")
    for need in ("command.sh", "meta.json"):
        if need not in names:
            raise EvidenceError(f"{folder}: no {need}")
    try:
        with open(os.path.join(folder, "meta.json"), encoding="utf-8") as f:
            meta = json.load(f)
    except ValueError as e:
        raise EvidenceError(f"{folder}/meta.json: not valid JSON: {e}")
    if not isinstance(meta, dict):
        raise EvidenceError(f"{folder}/meta.json: not an object")
    fingerprint, games, seen = None, [], set()
    for name in files:
        head, part = _read_records(os.path.join(folder, name))
        if not isinstance(head, dict) or not isinstance(head.get("engines"), list) or \
                not all(isinstance(e, dict) for e in head["engines"]) or len(head["engines"]) < 2 or \
                not all(isinstance(head.get(k), int) and head[k] > 0 for k in ("games", "rounds")):
            raise EvidenceError(f"{folder}/{name}: the header lacks engines, games or rounds")
        same = {k: v for k, v in head.items() if k != "shard"}
        if fingerprint is not None and same != {k: v for k, v in fingerprint.items() if k != "shard"}:
            raise EvidenceError(f"{folder}/{name}: a different match from {files[0]}")
        fingerprint = fingerprint or head
        for g in part:
            if g["index"] in seen:
                raise EvidenceError(f"{folder}/{name}: game {g['index']} appears twice")
            seen.add(g["index"])
        games += part
    return Match(folder, fingerprint, games, files, meta)
