"""Claim 1, "of the 44 first moves none wins for Red and three lose", read
move by move: a first move wins (loses) when Red wins (loses) more than half
of the games after it, and each move is judged from its own games by the
verdict rule (the Wilson interval of its rate against one half). The number
of winning (losing) moves then lies between the moves decided so and those
plus the undecided ones: that range is the count's interval, judged against
the claim's margin (margins.py)."""

import labdata as D
import labstats as S
import margins as M
import verdicts as V

HALF = (0.5, 1.0)  # "more than half of its games"


def by_move(run):
    """{first move: [Red wins, draws, Red losses]} in the order played."""
    out = {}
    for g in run.games:
        wdl = out.setdefault(g["book"][0], [0, 0, 0])
        wdl[{"1-0": 0, "1/2-1/2": 1, "0-1": 2}[g["result"]]] += 1
    return out


def classify(moves, col):
    """Moves decided in (yes), decided out (no) and undecided, for column
    col (0: Red wins, 2: Red loses); the games per move that would decide
    every undecided one at its observed rate, and the undecided moves at
    exactly half, which no number of games decides at their rate."""
    yes, no, open_, need, even = [], [], [], 0, []
    for mv, wdl in moves.items():
        k, n = wdl[col], sum(wdl)
        v = V.judge(S.wilson(k, n), HALF)
        (yes if v == V.REPRODUCED else no if v == V.CONTRADICTED else open_).append(mv)
        if v == V.UNDECIDED:
            m = V.decide_at(lambda x, p=k / n: S.wilson(p * x, x), HALF, n)
            if m is V.NEVER:
                even.append(mv)
            else:
                need = max(need, m)
    return yes, no, open_, need, even


def margin_text(margin):
    lo, hi = margin
    return f"{lo} moves" if lo == hi else f"{lo}-{hi} moves"


def count_part(what, key, run, col, total=44):
    """A count of moves against its margin (the unplayed moves undecided)."""
    moves = by_move(run)
    yes, no, open_, need, even = classify(moves, col)
    unplayed = total - len(moves)
    lo, hi = len(yes), len(yes) + len(open_) + unplayed
    per_move = [sum(w) for w in moves.values()]
    games = f"{min(per_move)}" if min(per_move) == max(per_move) else f"{min(per_move)}-{max(per_move)}"
    games += " game per move" if games == "1" else " games per move"
    verb = "win" if col == 0 else "lose"
    text = (f"{len(yes)} {'move' if len(yes) == 1 else 'moves'} {verb} ({', '.join(yes) or 'none'}), "
            f"{len(no)} do not, {len(open_) + unplayed} undecided"
            + (f" ({', '.join(open_)})" if open_ and len(open_) <= 8 else "")
            + f" ({games}): between {lo} and {hi} of {total}")
    e = V.estimate(what, text, (lo, hi), M.margin(key), len(run.games), lambda m: (lo, hi))
    e["margin_text"] = margin_text(M.margin(key))
    e["per"] = " per move"
    e["author"] = M.author(key)
    if e["verdict"] == V.UNDECIDED:
        e["decide"] = f"the {unplayed} first moves not played yet" if unplayed else need
        if even and not unplayed:
            verb_ = "win" if col == 0 else "lose"
            e["decide"] = ((f"about {need:,} games per move would decide every undecided move but " if need else
                            "no number of games at the observed rates decides ") +
                           f"{', '.join(even)}, which {verb_}{'s' if len(even) == 1 else ''} exactly half "
                           f"of {'its' if len(even) == 1 else 'their'} games")
            e["decide_is_clause"] = True  # a whole clause: no "would decide it" after it
    return e


def run_line(run):
    moves = by_move(run)
    w, d, l = run.wdl_red()
    lose = [m for m, x in moves.items() if x[2] * 2 > sum(x)]
    win = [m for m, x in moves.items() if x[0] * 2 > sum(x)]
    return (f"- `{run.run.name}` ({run.status()}, {len(moves)} first moves): Red's games won "
            f"{S.prop_text(w, run.n)}, drawn {d}, lost {S.prop_text(l, run.n)}. First moves that lose "
            f"more than half of their games: {', '.join(lose) or 'none'}; that win more than half: "
            f"{', '.join(win) or 'none'}.")


def verdict_runs(r):
    """The runs whose first moves the verdict judges: the author's setting
    (one game a move) and every run with several games a move."""
    return [r["pili-1m"]] + [x for name, x in r.items() if x.run.per_move > 1]


def claim1():
    r = D.runs("claim1")
    shown = [x for x in r.values()]
    judged = verdict_runs(r)
    c = {"partial": any(x.partial for x in judged), "runs": shown, "lines": [], "parts": [], "moves": {}}
    for run in shown:
        c["lines"].append(run_line(run) if run.n else f"- `{run.run.name}`: {run.status()}.")
    for run in judged:
        if not run.n:
            continue
        label = f"{run.run.name}: "
        c["parts"].append(count_part(label + "no first move wins for Red", "claim1-none-wins", run, 0))
        c["parts"].append(count_part(label + "three first moves lose", "claim1-three-lose", run, 2))
        c["moves"][run.run.name] = by_move(run)
    stable = losing_sets(c["moves"])
    if stable:
        c["lines"].append(stable)
    return V.finish(c, c["partial"])


def losing_sets(moves_by_run):
    """Whether the runs with several games a move lose with the same moves."""
    sets = {name: {m for m, x in mv.items() if x[2] * 2 > sum(x)} for name, mv in moves_by_run.items()
            if max(sum(x) for x in mv.values()) > 1}
    if len(sets) < 2:
        return None
    common = set.intersection(*sets.values())
    return (f"- First moves losing more than half of their games in every run with several games a move: "
            f"{', '.join(sorted(common)) or 'none'} (per run: "
            + "; ".join(f"{n} {', '.join(sorted(s)) or 'none'}" for n, s in sets.items()) + ").")
