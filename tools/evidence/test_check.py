#!/usr/bin/env python3
"""Tests of tools/evidence/check.py on evidence folders this test writes itself.

Reference numbers are not the checker's own: pili-match's printed output
for the run shown in docs/matches.md (5-0-1 from pairs 2, 2, 1.5, SPRT
0/50: +416.6 +/- 303.3, LOS 98.7 %, LLR 5.88), and the values of
tests/unit/match_stats_test.cpp (pentanomial 3/10/20/12/5: Elo 20.871,
error 50.236, LLR(0, 5) 0.14262), computed there independently.
Run: /usr/bin/python3 tools/evidence/test_check.py
"""
import json
import lzma
import math
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import check  # noqa: E402
import store  # noqa: E402

# Game results of a pair from the first engine's side, by the pair's points.
PAIR_GAMES = {0: (0, 0), 1: (0.5, 0), 2: (0.5, 0.5), 3: (1, 0.5), 4: (1, 1)}


def header(games, rounds, sprt=None, names=("New", "Base")):
    engines = [{"name": n, "cmd": "./pili", "args": [], "proto": "uci", "options": ["Hash=16"], "ranks": 0,
                "tc": "nodes=2000"} for n in names]
    return {"pili_match_records": {
        "engines": engines, "tournament": "" if len(names) == 2 else "round-robin", "variant": "xiangqi", "games": games, "rounds": rounds,
        "openings": {"file": "openings.fen", "format": "fen", "random": True, "seed": 1}, "shard": "1/1",
        "maxplies": 300, "timemargin": 100, "resign": [0, 0], "draw": [0, 0, 0], "sprt": sprt}}


def command_for(head):
    """A command.sh that asks for what a header says (tournaments as round-robin)."""
    h = head["pili_match_records"]
    line = '"$MATCH"'
    for e in h["engines"]:
        line += f" -engine name={e['name']} cmd=\"$PILI\" nodes=2000"
    line += f" -each option.Hash=16 -variant {h['variant']} -games {h['games']} -rounds {h['rounds']}" \
            f" -openings file=openings.fen format=fen order=random -maxplies 300"
    if h["sprt"]:
        s = h["sprt"]
        line += f" -sprt elo0={s[0]} elo1={s[1]} alpha={s[2]} beta={s[3]}" + (f" minpairs={s[4]}" if len(s) > 4 else "")
    return "#!/usr/bin/env bash\nMATCH=${MATCH:-build/tools/pili-match}\n" + line + ' -records r.jsonl -quiet "$@"\n'


def game(index, first_points):
    """A record as pili-match writes it; the first engine plays Red in even games."""
    red_first = index % 2 == 0
    red_points = first_points if red_first else 1 - first_points
    result = {1: "1-0", 0: "0-1", 0.5: "1/2-1/2"}[red_points]
    return {"index": index, "round": index // 2, "opening": index // 2, "first_is_red": red_first,
            "red_id": 0 if red_first else 1, "black_id": 1 if red_first else 0, "red": "x", "black": "y",
            "result": result, "reason": "checkmate", "termination": "normal", "detail": "", "plies": 0,
            "book_plies": 0, "event": "pili-match", "site": "?", "date": "2026.12.06", "time": "00:00:00",
            "variant": "xiangqi", "fen": "", "standard_start": True, "red_tc": "-", "black_tc": "-",
            "red_options": "", "black_options": "", "moves": [], "comments": []}


def games_from_pairs(pairs):
    """Games realising the given pair points (0..4 = 0, 0.5, .., 2 points), in order."""
    out = []
    for k, p in enumerate(pairs):
        a, b = PAIR_GAMES[p]
        out += [game(2 * k, a), game(2 * k + 1, b)]
    return out


def write_folder(root, name, head, games, meta):
    folder = os.path.join(root, "docs", "evidence", name)
    os.makedirs(folder, exist_ok=True)
    lines = [json.dumps(head)] + [json.dumps(g) for g in games]
    with lzma.open(os.path.join(folder, "records.jsonl.xz"), "wt", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(folder, "command.sh"), "w", encoding="utf-8") as f:
        f.write(command_for(head))
    with open(os.path.join(folder, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f)
    return folder


FIXED_META = {"commit": "36dc22c", "build": "g++ 12.2, Release", "stop": {"rule": "fixed", "games": 100}}
# Pentanomial 3/10/20/12/5 (tests/unit/match_stats_test.cpp), pairs interleaved.
PENTA_PAIRS = [0] * 3 + [1] * 10 + [2] * 20 + [3] * 12 + [4] * 5
LINK = "([evidence](evidence/2026-12-06-fixture/))"


class EvidenceCheck(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        os.makedirs(os.path.join(self.root, "docs"))
        self.games = games_from_pairs(PENTA_PAIRS)
        write_folder(self.root, "2026-12-06-fixture", header(2, 50), self.games, FIXED_META)
        w = sum(1 for g in self.games if store.first_points(g) == 1)
        l = sum(1 for g in self.games if store.first_points(g) == 0)
        self.wld = (w, l, 100 - w - l)  # counted here, not by the checker
        self.write_readme("Some prose.\n")
        self.write_doc(f"The new build: {w}-{l}-{100 - w - l}, +20.9 ± 50.2 in 100 games {LINK}.\n")

    def tearDown(self):
        self.tmp.cleanup()

    def write_doc(self, text, name="docs/results.md"):
        with open(os.path.join(self.root, name), "w", encoding="utf-8") as f:
            f.write(text)

    def write_readme(self, text):
        self.write_doc(text, "README.md")

    def problems(self):
        return check.check_all(self.root, with_history=False)[0]

    def test_fixture_passes(self):
        self.assertEqual(self.problems(), [])

    def test_statistics_match_pili_match(self):
        m = store.load(os.path.join(self.root, "docs/evidence/2026-12-06-fixture"))
        s = m.summary()
        self.assertEqual(s["pentanomial"], [3, 10, 20, 12, 5])
        self.assertAlmostEqual(s["elo"], 20.87120466602867, places=6)
        self.assertAlmostEqual(s["elo_error"], 50.236057157571004, places=6)
        self.assertAlmostEqual(store.sprt_llr(s["pentanomial"], 0, 5), 0.14261850666034412, places=9)
        # docs/matches.md's run: Pili-2k won pairs 2, 2 and 1.5 (a draw and a win).
        folder = write_folder(self.root, "2026-12-01-example", header(2, 3, [0, 50, 0.05, 0.05]),
                              games_from_pairs([4, 4, 2])[:4] + [game(4, 0.5), game(5, 1)],
                              dict(FIXED_META, stop={"rule": "sprt", "elo0": 0, "elo1": 50, "alpha": 0.05,
                                                     "beta": 0.05}))
        s = store.load(folder).summary()
        self.assertEqual((s["wins"], s["losses"], s["draws"]), (5, 0, 1))
        self.assertEqual((round(s["elo"], 1), round(s["elo_error"], 1)), (416.6, 303.3))
        self.assertEqual((round(100 * s["los"], 1), round(s["llr"], 2)), (98.7, 5.88))

    def test_wrong_numbers_fail_with_file_and_line(self):
        w, l, d = self.wld
        for planted, what in ((f"{w + 1}-{l}-{d - 1}, +20.9 ± 50.2", "wld"), (f"{w}-{l}-{d}, +21.9 ± 50.2", "elo"),
                              (f"{w}-{l}-{d}, +20.9 ± 51", "error"), (f"{w}-{l}-{d}, 60 % score", "score")):
            self.write_doc(f"Title\n\nThe new build: {planted} {LINK}.\n")
            p = self.problems()
            self.assertEqual(len(p), 1, p)
            self.assertTrue(p[0].startswith("docs/results.md:3: " + what), p)

    def test_the_other_side_and_tournaments(self):
        w, l, d = self.wld
        other = "([evidence](evidence/2026-12-06-fixture/#Base-vs-New))"
        self.write_doc(f"{l}-{w}-{d}, −20.9 ± 50.2 {other}\n")
        self.assertEqual(self.problems(), [])
        self.write_doc(f"{w}-{l}-{d}, +20.9 ± 50.2 {other}\n")
        self.assertEqual(len(self.problems()), 2)  # W-L-D and Elo
        write_folder(self.root, "2026-12-06-three", header(2, 1, names=("A", "B", "C")),
                     [game(0, 1), game(1, 0.5), game(2, 0), game(3, 0), game(4, 1), game(5, 1)],
                     dict(FIXED_META, stop={"rule": "fixed", "games": 6}))
        three = "evidence/2026-12-06-three/"
        self.write_doc(f"1-0-1 ([e]({three}#A-vs-B)), 0-2-0 ([e]({three}#A-vs-C)), "
                       f"2-0-0 ([e]({three}#B-vs-C)), 1-1-0 ([e]({three}))\n")
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertIn("name the encounter", p[0])

    def test_rounding_to_the_written_decimals(self):
        w, l, d = self.wld
        self.write_doc(f"{w}-{l}-{d}, +21 ± 50, +20.87 ± 50.24, LOS {100 * 0.5:.0f} % {LINK}\n")
        p = self.problems()
        self.assertEqual(len(p), 1, p)  # only the LOS is wrong
        self.assertIn("los '50'", p[0])

    def test_percentages_by_the_word_before_them(self):
        w, l, d = self.wld
        score, draws = 100 * (w + d / 2) / 100, d  # 100 games
        los = 50 * (1 + math.erf((w - l) / math.sqrt(2 * (w + l))))
        self.write_doc(f"LOS {los:.1f} %, {score:.0f} %, draws {draws} %, {draws} % draws {LINK}\n")
        self.assertEqual(self.problems(), [])
        self.write_doc(f"LOS {score:.0f} %, {los:.1f} % {LINK}\n")
        self.assertEqual(len(self.problems()), 2)

    def test_shards_are_one_match(self):
        folder = os.path.join(self.root, "docs/evidence/2026-12-06-fixture")
        os.remove(os.path.join(folder, "records.jsonl.xz"))
        for k in (1, 2):
            head = header(2, 50)
            head["pili_match_records"]["shard"] = f"{k}/2"
            part = [g for g in self.games if g["index"] % 2 == k - 1]
            with lzma.open(os.path.join(folder, f"records-{k}.jsonl.xz"), "wt", encoding="utf-8") as f:
                f.write("\n".join(json.dumps(x) for x in [head] + part) + "\n")
        self.assertEqual(self.problems(), [])
        head["pili_match_records"]["variant"] = "meng"  # a shard of another match
        with lzma.open(os.path.join(folder, "records-2.jsonl.xz"), "wt", encoding="utf-8") as f:
            f.write(json.dumps(head) + "\n")
        self.assertTrue(any("a different match" in x for x in self.problems()))

    def test_missing_records_fail(self):
        os.remove(os.path.join(self.root, "docs/evidence/2026-12-06-fixture/records.jsonl.xz"))
        p = self.problems()
        self.assertTrue(any("no records.jsonl.xz" in x for x in p), p)
        self.assertTrue(any(x.startswith("docs/results.md:1: cites") for x in p), p)

    def test_missing_stopping_rule_fails(self):
        write_folder(self.root, "2026-12-06-fixture", header(2, 50), self.games, {"commit": "36dc22c", "build": "x"})
        self.assertTrue(any("'stop' must declare" in x for x in self.problems()))

    def test_uncited_result_fails_unless_marked(self):
        self.write_readme("Intro.\n\nAgainst the old build 12-5-3, +124 ± 90 at 10 s.\n")
        p = self.problems()
        self.assertEqual(p, ["README.md:3: uncited match result (12-5-3, +124 ± 90): "
                             "link its docs/evidence/ folder or say 'not reproduced'"])
        self.write_readme("Intro.\n\nAgainst the old build 12-5-3, +124 ± 90 at 10 s (not\nreproduced).\n")
        self.assertEqual(self.problems(), [])
        self.write_readme("## Old results (not reproduced)\n\n| a | 12-5-3 |\n\n```\n+3 -1 =2\n```\n")
        self.assertEqual(self.problems(), [])
        self.write_readme("Dates are not results: 2026-12-06, nor x86-64-v3.\n")
        self.assertEqual(self.problems(), [])

    def test_fixed_count_must_be_complete_unless_interrupted(self):
        folder = "2026-12-06-fixture"
        write_folder(self.root, folder, header(2, 50), self.games[:98], FIXED_META)
        self.write_doc("")
        self.assertTrue(any("98 of the 100 declared games" in x for x in self.problems()))
        write_folder(self.root, folder, header(2, 50), self.games[:98], dict(FIXED_META, interrupted="power cut"))
        self.assertEqual(self.problems(), [])

    def test_sprt_must_stop_at_its_bound(self):
        sprt = {"rule": "sprt", "elo0": 0, "elo1": 50, "alpha": 0.05, "beta": 0.05}
        meta = dict(FIXED_META, stop=sprt)
        games = games_from_pairs([4, 3] * 40)  # crosses the upper bound long before game 160
        write_folder(self.root, "2026-12-06-fixture", header(2, 80, [0, 50, 0.05, 0.05]), games, meta)
        self.write_doc("")
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertIn("reached its bound at game", p[0])
        k, verdict = check.sprt_stop(store.load(os.path.join(self.root, "docs/evidence/2026-12-06-fixture")),
                                     games)
        write_folder(self.root, "2026-12-06-fixture", header(2, 80, [0, 50, 0.05, 0.05]), games[:k], meta)
        self.assertEqual((verdict, self.problems()), ("H1", []))
        # Bounds in meta.json that are not the command's.
        write_folder(self.root, "2026-12-06-fixture", header(2, 80, [0, 50, 0.05, 0.05]), games[:k],
                     dict(meta, stop=dict(sprt, elo1=10)))
        self.assertTrue(any("declares SPRT" in x for x in self.problems()))
        # A declared maximum must be what the command schedules (80 rounds of 2 games).
        write_folder(self.root, "2026-12-06-fixture", header(2, 80, [0, 50, 0.05, 0.05]), games[:k],
                     dict(meta, stop=dict(sprt, games=160)))
        self.assertEqual(self.problems(), [])
        write_folder(self.root, "2026-12-06-fixture", header(2, 80, [0, 50, 0.05, 0.05]), games[:k],
                     dict(meta, stop=dict(sprt, games=200)))
        self.assertTrue(any("declares at most 200 games, the command schedules 160" in x for x in self.problems()))

    def test_sprt_minpairs(self):
        """A declared minimum of pairs (-sprt ... minpairs=N): the stop is replayed with it,
        a record stopped before it is flagged, and records without it check as before."""
        sprt = {"rule": "sprt", "elo0": 0, "elo1": 50, "alpha": 0.05, "beta": 0.05}
        name, path = "2026-12-06-fixture", os.path.join(self.root, "docs/evidence/2026-12-06-fixture")
        # Three won pairs and one of 1.5 points (LLR 9.80 at game 8 without a minimum), then won pairs.
        games = games_from_pairs([4, 4, 4, 3] + [4] * 36)
        held = header(2, 40, [0, 50, 0.05, 0.05, 10])
        self.write_doc("")
        write_folder(self.root, name, held, games[:20], dict(FIXED_META, stop=dict(sprt, minpairs=10)))
        self.assertEqual(self.problems(), [])
        m = store.load(path)
        self.assertEqual(check.sprt_stop(m, games), (20, "H1"))  # pair 10, not pair 4
        self.assertEqual(check.sprt_stop(m, games, minpairs=0), (8, "H1"))
        self.assertEqual(m.summary()["minpairs"], 10)
        # Stopped at the early bound, before its minimum: flagged.
        write_folder(self.root, name, held, games[:8], dict(FIXED_META, stop=dict(sprt, minpairs=10)))
        self.assertEqual(self.problems(), ["docs/evidence/2026-12-06-fixture: the SPRT stopped after 8 games, "
                                           "before its minimum of 10 pairs (its LLR left the bounds at game 8)"])
        # Played on after pair 10, one game at a time: flagged as any late stop.
        write_folder(self.root, name, held, games[:22], dict(FIXED_META, stop=dict(sprt, minpairs=10)))
        self.assertTrue(any("reached its bound at game 20 but 2 more" in x for x in self.problems()))
        # A record from before minpairs (no fifth number, no 'minpairs' in meta.json) stops at game 8.
        old = header(2, 40, [0, 50, 0.05, 0.05])
        write_folder(self.root, name, old, games[:8], dict(FIXED_META, stop=sprt))
        self.assertEqual(self.problems(), [])
        self.assertEqual(store.load(path).summary()["minpairs"], 0)
        # meta.json and the command must agree on the minimum, and it must be a count.
        write_folder(self.root, name, old, games[:8], dict(FIXED_META, stop=dict(sprt, minpairs=10)))
        self.assertTrue(any("declares SPRT minpairs 10, the command had 0" in x for x in self.problems()))
        write_folder(self.root, name, held, games[:20], dict(FIXED_META, stop=sprt))
        self.assertTrue(any("declares SPRT minpairs 0, the command had 10" in x for x in self.problems()))
        for bad in (-1, "10", 2.5, True):
            write_folder(self.root, name, held, games[:20], dict(FIXED_META, stop=dict(sprt, minpairs=bad)))
            self.assertTrue(any("'minpairs' must be a whole number" in x for x in self.problems()), bad)

    def test_command_line(self):
        script = os.path.join(HERE, "check.py")
        ok = subprocess.run([sys.executable, script, "--root", self.root, "--no-history"], capture_output=True, text=True)
        self.assertEqual(ok.returncode, 0, ok.stdout + ok.stderr)
        shown = subprocess.run([sys.executable, script, "show",
                                os.path.join(self.root, "docs/evidence/2026-12-06-fixture")],
                               capture_output=True, text=True)
        self.assertEqual(shown.returncode, 0, shown.stdout + shown.stderr)
        self.assertIn("%d-%d-%d in 100 games" % self.wld, shown.stdout)
        self.assertIn("Elo +20.9 ± 50.2 (pentanomial)", shown.stdout)
        self.write_doc(f"Wrong: 1-2-3 {LINK}\n")
        bad = subprocess.run([sys.executable, script, "--root", self.root, "--no-history"], capture_output=True, text=True)
        self.assertEqual(bad.returncode, 1)
        self.assertIn("docs/results.md:1: wld '1-2-3' but the records", bad.stdout)


if __name__ == "__main__":
    unittest.main()
