"""A folder declared and not yet played (tools/evidence/record.sh declare): the
stopping rule of its meta.json fits the match its command.sh schedules, so a
declaration that could never pass check.py is not committed.
Python 3 standard library only.
"""
import json
import os

import command
import store


def problems(folder):
    """Problems of a folder declared and not yet played: meta.json's rule fits command.sh."""
    problems = []
    try:
        with open(os.path.join(folder, "meta.json"), encoding="utf-8") as f:
            meta = json.load(f)
        with open(os.path.join(folder, "command.sh"), encoding="utf-8") as f:
            args = command.words(f.read())
    except (OSError, ValueError) as e:
        return [f"{folder}: {e}"]
    if args is None:
        return [f"{folder}/command.sh: no pili-match command"]
    try:
        want = command.expected(args)
    except (ValueError, IndexError) as e:
        return [f"{folder}/command.sh: cannot read the pili-match arguments: {e}"]
    n = len(want["engines"])
    if n < 2:
        return [f"{folder}/command.sh: fewer than two -engine"]
    scheduled = want["games"] * want["rounds"] * len(store.encounters(n, want["tournament"]))
    stop = meta.get("stop") if isinstance(meta, dict) else None
    if not isinstance(stop, dict) or stop.get("rule") not in ("fixed", "sprt"):
        return [f"{folder}/meta.json: 'stop' must declare the rule: fixed (games) or sprt (bounds)"]
    if meta.get("declared") != "first":
        problems.append(f"{folder}/meta.json: 'declared' must be \"first\"")
    if stop["rule"] == "fixed":
        if want["sprt"]:
            problems.append(f"{folder}: declared a fixed count, but the command has -sprt")
        if stop.get("games") != scheduled:
            problems.append(f"{folder}/meta.json: declares {stop.get('games')} games, the command schedules {scheduled}")
        return problems
    had, had_min = store.sprt_rule(want["sprt"])
    if had != [stop.get(k) for k in ("elo0", "elo1", "alpha", "beta")] or had_min != stop.get("minpairs", 0):
        problems.append(f"{folder}/meta.json: declares SPRT {stop}, the command's -sprt is {want['sprt']}")
    if "games" in stop and stop["games"] != scheduled:
        problems.append(f"{folder}/meta.json: declares at most {stop['games']} games, the command schedules "
                        f"{scheduled}")
    return problems
