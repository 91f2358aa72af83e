#!/usr/bin/env python3
"""Tests of the declared-first rule (docs/evidence/README.md, "Declared first"):
tools/evidence/record.sh declares, plays and commits in a throwaway git
repository, with a stand-in for pili-match that writes games committed in
docs/evidence/; then one fault at a time is planted and check.py must fail.

The games are real: those of 2026-12-06-pili-2k-vs-1k-nodes (20 games, a
fixed count) and 2026-12-06-atomic-r1-vs-r0 (an SPRT whose replay crosses
its upper bound at game 7 with three pairs, counted by hand in the test).
Run: /usr/bin/python3 tools/evidence/test_declared.py
"""
import json
import lzma
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import check  # noqa: E402
import command  # noqa: E402
import store  # noqa: E402

FIXED = "2026-12-06-pili-2k-vs-1k-nodes"
SPRT = "2026-12-06-atomic-r1-vs-r0"
# Stands in for pili-match: writes the first FAKE_LINES lines of FAKE_RECORDS
# to the -records file, then exits with FAKE_EXIT (a match cut off).
FAKE_MATCH = """#!/bin/sh
while [ $# -gt 0 ]; do [ "$1" = -records ] && out=$2; shift; done
xz -dc "$FAKE_RECORDS" | head -n "${FAKE_LINES:-100000}" >"$out"
exit "${FAKE_EXIT:-0}"
"""
BEFORE = "2026-12-06T00:00:00Z"   # before both matches' first game (04:21 and 18:40)
AFTER = "2026-12-06T23:59:00Z"    # after them


def source_args(name):
    """The pili-match arguments of a committed folder, with the binary as a path
    (record.sh writes them back as $PILI) and without -records / -quiet."""
    with open(os.path.join(SOURCE, "docs/evidence", name, "command.sh"), encoding="utf-8") as f:
        args = command.words(f.read())
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-records":
            skip = True
            continue
        if a != "-quiet":
            out.append(a.replace("$PILI", "build/pili"))
    return out


@unittest.skipUnless(shutil.which("git") and shutil.which("xz"), "needs git and xz")
class DeclaredFirst(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.tmp.name, "repo")
        os.makedirs(os.path.join(self.root, "docs"))
        fake = os.path.join(self.tmp.name, "fake-match")
        with open(fake, "w", encoding="utf-8") as f:
            f.write(FAKE_MATCH)
        os.chmod(fake, 0o755)
        self.env = dict(os.environ, HOME=self.tmp.name, GIT_CONFIG_NOSYSTEM="1", GIT_AUTHOR_NAME="t",
                        GIT_AUTHOR_EMAIL="t@example.org", GIT_COMMITTER_NAME="t",
                        GIT_COMMITTER_EMAIL="t@example.org", MATCH=fake, PILI="build/pili",
                        LOCK=os.path.join(self.tmp.name, "lock"), CONCURRENCY="1")
        self.git("init", "-q", "-b", "main")
        self.write("README.md", "A project.\n")
        self.write("docs/results.md", "Results.\n")
        self.git("add", "-A")
        self.commit("start", BEFORE)

    def tearDown(self):
        self.tmp.cleanup()

    # --- helpers ----------------------------------------------------------------

    def git(self, *args, date=None):
        env = dict(self.env)
        if date:
            env.update(GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
        p = subprocess.run(["git", "-C", self.root] + list(args), env=env, capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        return p.stdout

    def commit(self, message, date):
        self.git("commit", "-q", "-m", message, date=date)

    def write(self, rel, text):
        path = os.path.join(self.root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def read(self, rel):
        with open(os.path.join(self.root, rel), encoding="utf-8") as f:
            return f.read()

    def record(self, *args, date=BEFORE, play_date=AFTER, source=None, lines=None, code=0, concurrency=1):
        env = dict(self.env, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date, CONCURRENCY=str(concurrency))
        if source:
            env.update(FAKE_RECORDS=os.path.join(SOURCE, "docs/evidence", source, "records.jsonl.xz"))
        if lines:
            env["FAKE_LINES"] = str(lines)
        env["FAKE_EXIT"] = str(code)
        if args[0] != "declare":
            env.update(GIT_AUTHOR_DATE=play_date, GIT_COMMITTER_DATE=play_date)
        return subprocess.run(["bash", os.path.join(HERE, "record.sh")] + list(args), cwd=self.root, env=env,
                              capture_output=True, text=True)

    def declare_and_play(self, folder, source, rule, **kw):
        d = self.record("declare", folder, *rule, "--", *source_args(source), concurrency=kw.get("concurrency", 1))
        self.assertEqual(d.returncode, 0, d.stdout + d.stderr)
        p = self.record("play", folder, source=source, **kw)
        return p

    def problems(self):
        return check.check_all(self.root)[0]

    def fixed(self):
        folder = "docs/evidence/2026-12-08-fixed"
        p = self.declare_and_play(folder, FIXED, ["fixed", "20"])
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        return folder

    def sprt(self):
        folder = "docs/evidence/2026-12-08-sprt"
        p = self.declare_and_play(folder, SPRT, ["sprt", "0", "50", "0.05", "0.05", "200"], concurrency=2)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        return folder

    # --- the unplanted tree -------------------------------------------------------

    def test_declared_then_played_passes(self):
        folder = self.fixed()
        meta = json.loads(self.read(folder + "/meta.json"))
        self.assertEqual((meta["declared"], meta["date"], meta["stop"]), ("first", BEFORE, {"rule": "fixed",
                                                                                              "games": 20}))
        # Two commits: the declaration alone, then the records (and meta.json, unchanged).
        def files(rev):
            return sorted(self.git("show", "--name-only", "--format=", rev).split())
        self.assertEqual(files("HEAD~1"), [folder + "/command.sh", folder + "/meta.json"])
        self.assertEqual(files("HEAD"), [folder + "/records.jsonl.xz"])
        self.assertEqual(self.problems(), [])
        problems, summary, notes = check.check_all(self.root)
        self.assertIn("1 declared before their games (history checked)", summary)
        self.assertEqual(notes, [f"declared before its games: {folder}"])

    def test_a_declaration_that_cannot_pass_is_not_committed(self):
        d = self.record("declare", "docs/evidence/2026-12-08-x", "fixed", "21", "--", *source_args(FIXED))
        self.assertNotEqual(d.returncode, 0)
        self.assertIn("declares 21 games, the command schedules 20", d.stdout + d.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.root, "docs/evidence/2026-12-08-x")))
        self.assertEqual(self.git("rev-list", "--count", "HEAD").strip(), "1")

    def test_the_one_step_form_plays_on_a_cut_off_match(self):
        folder = "docs/evidence/2026-12-08-fixed"
        args = source_args(FIXED)
        cut = self.record(folder, "fixed", "20", "--", *args, source=FIXED, lines=6, code=1, play_date=BEFORE)
        self.assertNotEqual(cut.returncode, 0)  # declared and committed, then cut off after 5 games
        self.assertEqual(self.git("rev-list", "--count", "HEAD").strip(), "2")
        other = ["11" if a == "10" else a for a in args]  # -rounds 11
        self.assertIn("was declared with another command",
                      self.record(folder, "fixed", "22", "--", *other, source=FIXED, play_date=BEFORE).stderr)
        again = self.record(folder, "fixed", "20", "--", *args, source=FIXED, play_date=BEFORE)
        self.assertEqual(again.returncode, 0, again.stdout + again.stderr)
        self.assertIn("declared already", again.stdout)
        self.assertEqual(self.problems(), [])

    def test_play_needs_a_committed_declaration(self):
        folder = "docs/evidence/2026-12-08-fixed"
        self.write(folder + "/meta.json", "{}\n")
        p = self.record("play", folder, source=FIXED)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("not committed: declare first", p.stderr)

    # --- the planted faults --------------------------------------------------------

    def test_command_rounds_differ_from_the_records(self):
        folder = self.fixed()
        text = self.read(folder + "/command.sh")
        self.write(folder + "/command.sh", text.replace("-rounds 10", "-rounds 11"))
        self.git("commit", "-q", "-am", "edit", date=AFTER)
        p = self.problems()
        self.assertIn(f"{folder}/command.sh: rounds: command 11, records 10", p)
        self.assertIn(f"{folder}/command.sh: changed after the declaration commit "
                      f"{self.declaration(folder)[:12]}", p)

    def declaration(self, folder):
        return self.git("log", "--format=%H", "--diff-filter=A", "--", folder + "/meta.json").split()[-1]

    def test_meta_naming_a_commit_not_in_the_history(self):
        folder = self.fixed()
        meta = json.loads(self.read(folder + "/meta.json"))
        meta["commit"] = "deadbee"
        self.write(folder + "/meta.json", json.dumps(meta))
        self.git("commit", "-q", "-am", "edit", date=AFTER)
        p = self.problems()
        self.assertIn(f"{folder}/meta.json: commit deadbee is not in the history (git cat-file -e)", p)
        # In a folder declared together with its games too.
        self.copy_source(FIXED, f"docs/evidence/{FIXED}")
        self.git("add", "-A")
        self.commit("old", AFTER)
        self.assertNotIn(f"docs/evidence/{FIXED}/meta.json: commit", " ".join(self.problems()))
        meta = json.loads(self.read(f"docs/evidence/{FIXED}/meta.json"))
        self.write(f"docs/evidence/{FIXED}/meta.json", json.dumps(dict(meta, commit="deadbee")))
        self.assertIn(f"docs/evidence/{FIXED}/meta.json: commit deadbee is not in the history (git cat-file -e)",
                      self.problems())

    def test_verdict_words_must_be_the_replay(self):
        folder = self.sprt()
        link = f"([evidence](evidence/{os.path.basename(folder)}/))"
        # The replay, by hand: pairs complete at games 2, 4 and 7 (2, 2 and 1.5 points).
        self.write("docs/results.md", f"Round 1: **7-0-1, H1 at game 7** {link}.\n")
        self.assertEqual(self.problems(), [])
        for wrong, why in (("H1 at game 8", "'at game 8', but the SPRT's replay crosses its bound at game 7"),
                           ("H0 at game 7", "'H0', but the SPRT's replay accepts H1"),
                           ("no bound reached", "'no bound', but the SPRT's replay accepts H1 at game 7")):
            self.write("docs/results.md", f"Round 1:\n**7-0-1, {wrong}** {link}.\n")
            self.assertEqual(self.problems(), [f"docs/results.md:2: {folder}: {why}"], wrong)
        fixed = self.fixed()
        self.write("docs/results.md", f"H1 in 20 games ([evidence](evidence/{os.path.basename(fixed)}/)).\n")
        self.assertEqual(self.problems(), [f"docs/results.md:1: {fixed}: 'H1', but it is not an SPRT "
                                           "(no -sprt in its records)"])

    def test_a_cut_short_match_is_cited_as_interrupted(self):
        folder = "docs/evidence/2026-12-08-fixed"
        p = self.declare_and_play(folder, FIXED, ["fixed", "20"], lines=16, code=1)  # 15 games, then a crash
        self.assertNotEqual(p.returncode, 0)
        self.assertTrue(os.path.exists(os.path.join(self.root, folder, "records.jsonl")))
        # Compressed and committed without saying why: the count is short.
        subprocess.run(["xz", "-9", os.path.join(self.root, folder, "records.jsonl")], check=True)
        self.git("add", "-A")
        self.commit("records", AFTER)
        self.assertIn(f"{folder}: 15 of the 20 declared games (mark the folder 'interrupted' in meta.json and "
                      "say why)", self.problems())
        self.git("reset", "-q", "--hard", "HEAD~1")
        with lzma.open(os.path.join(SOURCE, "docs/evidence", FIXED, "records.jsonl.xz"), "rt") as f:
            self.write(folder + "/records.jsonl", "".join(f.readlines()[:16]))
        r = self.record("interrupted", folder, "the machine lost power")
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        link = f"([evidence](evidence/{os.path.basename(folder)}/))"
        w, l, d = self.score(folder)
        self.write("docs/results.md", f"Pili-2k: {w}-{l}-{d} {link}.\n")
        self.assertEqual(self.problems(), [f"docs/results.md:1: {folder}: an interrupted match: say 'interrupted "
                                           "at game 15 of 20' and why (the machine lost power)"])
        self.write("docs/results.md", f"Pili-2k: {w}-{l}-{d}, interrupted at game 15 of 20 {link}.\n")
        self.assertEqual(self.problems(), [f"docs/results.md:1: {folder}: an interrupted match: give the reason "
                                           "meta.json gives (the machine lost power)"])
        self.write("docs/results.md", f"Pili-2k: {w}-{l}-{d}, interrupted at game 14 of 20 (the machine lost "
                                      f"power) {link}.\n")
        self.assertEqual(len(self.problems()), 2)  # the wrong count, and the right one missing
        self.write("docs/results.md", f"Pili-2k: {w}-{l}-{d}, interrupted at game 15 of 20 (the machine lost "
                                      f"power) {link}.\n")
        self.assertEqual(self.problems(), [])

    def score(self, folder):
        s = store.load(os.path.join(self.root, folder)).summary()
        return s["wins"], s["losses"], s["draws"]

    def test_declaration_dated_after_the_first_game(self):
        folder = "docs/evidence/2026-12-08-fixed"
        d = self.record("declare", folder, "fixed", "20", "--", *source_args(FIXED), date=AFTER)
        self.assertEqual(d.returncode, 0, d.stderr)
        self.assertEqual(self.record("play", folder, source=FIXED).returncode, 0)
        p = self.problems()
        decl = self.declaration(folder)[:12]
        self.assertIn(f"{folder}: the declaration commit {decl} is dated 2026-12-06 23:59:00 UTC, after the first "
                      "game (2026-12-06 04:21:38 UTC)", p)
        self.assertIn(f"{folder}/meta.json: 'date' {AFTER} is after the first game (2026-12-06 04:21:38 UTC)", p)

    def test_declaration_not_an_ancestor_of_the_records(self):
        folder = "docs/evidence/2026-12-08-fixed"
        d = self.record("declare", folder, "fixed", "20", "--", *source_args(FIXED))
        self.assertEqual(d.returncode, 0, d.stderr)
        # The records committed on a branch that does not hold the declaration,
        # with a copy of it, then both merged.
        self.git("branch", "side")
        self.git("reset", "-q", "--hard", "HEAD~1")
        self.git("checkout", "-q", "side", "--", folder)
        self.git("add", "-A")
        self.git("commit", "-q", "-m", "copy", date="2026-12-06T01:00:00Z")  # a later copy of the declaration
        p = self.record("play", folder, source=FIXED)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.git("merge", "-q", "-s", "ours", "-m", "merge", "side", date=AFTER)
        p = self.problems()
        self.assertTrue(any("is not an ancestor of the commit" in x for x in p), p)

    def test_declaration_holding_the_records_or_other_files(self):
        folder = "docs/evidence/2026-12-08-fixed"
        d = self.record("declare", folder, "fixed", "20", "--", *source_args(FIXED))
        self.assertEqual(d.returncode, 0, d.stderr)
        self.assertEqual(self.record("play", folder, source=FIXED).returncode, 0)
        # The two commits squashed into one that also edits the README.
        self.git("reset", "-q", "--soft", "HEAD~2")
        self.write("README.md", "Another front page.\n")
        self.git("add", "-A")
        self.commit("all at once", BEFORE)
        decl = self.declaration(folder)[:12]
        p = self.problems()
        self.assertIn(f"{folder}: the declaration commit {decl} already holds records: declare in a commit of its "
                      "own, then play", p)
        self.assertIn(f"{folder}: the declaration commit {decl} touches more than its folder (README.md)", p)

    def test_the_rule_cannot_change_after_the_declaration(self):
        folder = self.fixed()
        meta = json.loads(self.read(folder + "/meta.json"))
        self.write(folder + "/meta.json", json.dumps(dict(meta, stop={"rule": "fixed", "games": 20},
                                                          concurrency=2)))
        self.git("commit", "-q", "-am", "edit", date=AFTER)
        self.assertIn(f"{folder}/meta.json: 'concurrency' changed after the declaration commit "
                      f"{self.declaration(folder)[:12]} (1, now 2)", self.problems())

    def copy_source(self, name, folder):
        """A committed folder copied here, naming this repository's first commit."""
        shutil.copytree(os.path.join(SOURCE, "docs/evidence", name), os.path.join(self.root, folder))
        meta = json.loads(self.read(f"{folder}/meta.json"))
        start = self.git("rev-list", "--max-parents=0", "HEAD").strip()[:7]
        self.write(f"{folder}/meta.json", json.dumps(dict(meta, commit=start)))

    def test_a_new_folder_must_be_declared_first(self):
        self.copy_source(FIXED, "docs/evidence/2026-12-08-late")
        self.git("add", "-A")
        self.commit("late", AFTER)
        self.assertEqual(self.problems(), ["docs/evidence/2026-12-08-late: a match after 2026-12-07 is declared "
                                           "before its first game (meta.json \"declared\": \"first\"; "
                                           "tools/evidence/record.sh declare)"])

    def test_no_history_is_said_not_passed(self):
        self.fixed()
        script = os.path.join(HERE, "check.py")
        shallow = os.path.join(self.tmp.name, "shallow")
        subprocess.run(["git", "clone", "-q", "--depth", "1", "file://" + self.root, shallow], env=self.env,
                       check=True, capture_output=True)
        r = subprocess.run([sys.executable, script, "--root", shallow], capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("the history checks cannot run: a shallow clone", r.stderr)
        r = subprocess.run([sys.executable, script, "--root", shallow, "--no-history"], capture_output=True,
                           text=True)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn("history NOT checked (--no-history)", r.stdout)
        copy = os.path.join(self.tmp.name, "copy")
        shutil.copytree(self.root, copy, ignore=shutil.ignore_patterns(".git"))
        r = subprocess.run([sys.executable, script, "--root", copy], capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("is not a git repository", r.stderr)


if __name__ == "__main__":
    unittest.main()
