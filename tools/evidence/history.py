"""What the git history says about an evidence folder (docs/evidence/README.md,
"Declared first"): the commit named in meta.json exists, and for a folder
declared before its games, the declaration was committed before the first
game and lies under the commit of the records.

Dates are author dates: git keeps them when a commit is rebased or picked
onto another branch, where the committer date becomes the day of the copy.
Python 3 standard library only; runs `git`.
"""
import calendar
import json
import os
import re
import subprocess
import time

import store


class NoHistory(Exception):
    """The history cannot be read here (no git, not a repository, a shallow clone)."""


class Git:
    def __init__(self, root):
        self.root = root

    def run(self, *args, ok=(0,)):
        try:
            p = subprocess.run(["git", "-C", self.root] + list(args), capture_output=True, text=True)
        except OSError as e:
            raise NoHistory(f"git cannot run ({e})")
        if p.returncode not in ok:
            return None
        return p.stdout

    def ready(self):
        """Raises NoHistory unless the whole history is here."""
        top = self.run("rev-parse", "--show-toplevel")
        if top is None:
            raise NoHistory(f"{self.root} is not a git repository (a copy without its history)")
        if (self.run("rev-parse", "--is-shallow-repository") or "").strip() == "true":
            raise NoHistory("a shallow clone: the commits before its cut are missing (git fetch --unshallow)")
        if self.run("rev-parse", "--verify", "--quiet", "HEAD") is None:
            raise NoHistory("no commit yet")

    def reachable(self, commit):
        """Whether commit names a commit of HEAD's history."""
        if not re.fullmatch(r"[0-9a-f]{4,40}", commit):
            return False
        if self.run("cat-file", "-e", commit + "^{commit}") is None:
            return False
        return self.run("merge-base", "--is-ancestor", commit, "HEAD", ok=(0,)) is not None

    def ancestor(self, a, b):
        return self.run("merge-base", "--is-ancestor", a, b, ok=(0,)) is not None

    def adding(self, path):
        """(commit, author time) of the commits of HEAD's history that added path, oldest first."""
        out = self.run("log", "--full-history", "--no-renames", "--diff-filter=A", "--format=%H %at", "HEAD", "--",
                       path) or ""
        rows = [line.split() for line in out.splitlines() if line.strip()]
        return sorted(((c, int(t)) for c, t in rows), key=lambda r: r[1])

    def touched(self, commit):
        out = self.run("diff-tree", "--no-commit-id", "--name-only", "-r", "--root", commit) or ""
        return [line for line in out.splitlines() if line]

    def tree(self, commit, folder):
        out = self.run("ls-tree", "--name-only", commit, folder + "/") or ""
        return [os.path.basename(line) for line in out.splitlines()]

    def show(self, commit, path):
        return self.run("show", f"{commit}:{path}")

    def committed(self, path):
        """Whether the file in the work tree is the one HEAD holds."""
        return self.run("diff", "--quiet", "HEAD", "--", path, ok=(0,)) is not None and \
            self.run("ls-files", "--error-unmatch", path) is not None


def first_game_time(games):
    """The earliest start of a game (UTC seconds), from the records' date and time."""
    best = None
    for g in games:
        try:
            t = calendar.timegm(time.strptime(f"{g.get('date')} {g.get('time')}", "%Y.%m.%d %H:%M:%S"))
        except (TypeError, ValueError):
            continue
        best = t if best is None else min(best, t)
    return best


def stamp(t):
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(t))


# Folders of matches started up to this day were committed together with their
# games; from the next day on, every folder is declared first (meta.json
# "declared": "first", tools/evidence/record.sh declare).
TOGETHER_UNTIL = "2026-12-07"

# What the declaration fixes: changing these after it is not allowed.
FIXED_META = ("commit", "stop", "concurrency", "declared")


def check_declared(git, rel, match):
    """Problems of a folder marked "declared": "first"."""
    problems = []
    meta_path, command_path = f"{rel}/meta.json", f"{rel}/command.sh"
    added = git.adding(meta_path)
    if not added:
        return [f"{rel}: declared first, but no commit of the history adds its meta.json "
                "(commit the declaration before the first game: tools/evidence/record.sh declare)"]
    decl, decl_time = added[0]
    short = decl[:12]
    if not git.tree(decl, rel) or "command.sh" not in git.tree(decl, rel):
        problems.append(f"{rel}: the declaration commit {short} has no command.sh")
    if any(n.startswith("records") for n in git.tree(decl, rel)):
        problems.append(f"{rel}: the declaration commit {short} already holds records: "
                        "declare in a commit of its own, then play")
    other = [p for p in git.touched(decl) if not p.startswith(rel + "/")]
    if other:
        problems.append(f"{rel}: the declaration commit {short} touches more than its folder ({other[0]})")
    # The rule and the command as declared are the ones in the tree now.
    try:
        then = json.loads(git.show(decl, meta_path) or "")
    except ValueError:
        then = {}
    for k in FIXED_META:
        if then.get(k) != match.meta.get(k):
            problems.append(f"{rel}/meta.json: '{k}' changed after the declaration commit {short} "
                            f"({then.get(k)!r}, now {match.meta.get(k)!r})")
    with open(os.path.join(match.folder, "command.sh"), encoding="utf-8") as f:
        if git.show(decl, command_path) != f.read():
            problems.append(f"{rel}/command.sh: changed after the declaration commit {short}")
    # The records: committed, after the declaration, under it.
    records = None
    for name in match.files:
        path = f"{rel}/{name}"
        if not git.committed(path):
            problems.append(f"{rel}/{name}: not committed (commit the records: tools/evidence/record.sh play)")
            continue
        rows = git.adding(path)
        if rows:
            records = rows[0][0]
            if records == decl:
                continue  # reported above
            if not git.ancestor(decl, records):
                problems.append(f"{rel}: the declaration commit {short} is not an ancestor of the commit "
                                f"{records[:12]} that adds {name}")
    first = first_game_time(match.games)
    if first is None:
        problems.append(f"{rel}: no game with a date and time in its records")
    elif decl_time > first:
        problems.append(f"{rel}: the declaration commit {short} is dated {stamp(decl_time)}, after the first "
                        f"game ({stamp(first)})")
    declared_on = match.meta.get("date")
    if not isinstance(declared_on, str):
        problems.append(f"{rel}/meta.json: a folder declared first says when: 'date', YYYY-MM-DDTHH:MM:SSZ (UTC)")
    elif first is not None:
        try:
            t = calendar.timegm(time.strptime(declared_on, "%Y-%m-%dT%H:%M:%SZ"))
            if t > first:
                problems.append(f"{rel}/meta.json: 'date' {declared_on} is after the first game ({stamp(first)})")
        except ValueError:
            problems.append(f"{rel}/meta.json: 'date' must be YYYY-MM-DDTHH:MM:SSZ (UTC), got {declared_on!r}")
    return problems


def check_folders(root, matches):
    """Problems of the folders against the git history, and the names of the folders
    declared first and of those declared together with their games. Raises
    NoHistory when the history is not here."""
    git = Git(root)
    git.ready()
    problems, first, together = [], [], []
    for rel, m in matches.items():
        if isinstance(m, store.EvidenceError):
            continue
        commit = str(m.meta.get("commit", ""))
        if re.fullmatch(r"[0-9a-f]{7,40}", commit) and not git.reachable(commit):
            problems.append(f"{rel}/meta.json: commit {commit} is not in the history (git cat-file -e)")
        if m.meta.get("declared") == "first":
            first.append(rel)
            problems += check_declared(git, rel, m)
        else:
            together.append(rel)
            if os.path.basename(rel)[:10] > TOGETHER_UNTIL:
                problems.append(f"{rel}: a match after {TOGETHER_UNTIL} is declared before its first game "
                                "(meta.json \"declared\": \"first\"; tools/evidence/record.sh declare)")
    return problems, first, together
