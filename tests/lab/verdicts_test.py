#!/usr/bin/env python3
"""The lab's verdict rule (tools/lab/verdicts.py, claim1.py, margins.py) on
constructed data: each of the three outcomes, the games that would decide an
undecided estimate, and the margins stated in docs/lab.md. Standard library
only; run from anywhere (CTest: lab_verdicts)."""

import os
import sys
import unittest
from types import SimpleNamespace

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "lab"))
sys.dont_write_bytecode = True

import claim1  # noqa: E402
import labstats as S  # noqa: E402
import margins as M  # noqa: E402
import verdicts as V  # noqa: E402

HALF = (0.4, 0.6)


class Judge(unittest.TestCase):
    def test_inside_outside_straddling(self):
        self.assertEqual(V.judge((0.45, 0.55), HALF), V.REPRODUCED)
        self.assertEqual(V.judge((0.64, 0.82), HALF), V.CONTRADICTED)
        self.assertEqual(V.judge((0.05, 0.35), HALF), V.CONTRADICTED)
        self.assertEqual(V.judge((0.35, 0.55), HALF), V.UNDECIDED)
        self.assertEqual(V.judge((0.30, 0.70), HALF), V.UNDECIDED)  # wider than the margin


class Proportion(unittest.TestCase):
    def test_reproduced(self):
        e = V.proportion("half", 500, 1000, HALF)
        self.assertEqual(e["verdict"], V.REPRODUCED)
        self.assertIsNone(e["decide"])

    def test_contradicted(self):
        # Pili's equal engines at 2,000 nodes: 65 draws of 88 against "half".
        e = V.proportion("half", 65, 88, HALF)
        self.assertEqual(e["verdict"], V.CONTRADICTED)
        self.assertGreater(e["ci"][0], 0.6)

    def test_not_enough_games_and_how_many(self):
        # The author's own 4 of 8: far too few to place "half" inside 40-60%.
        e = V.proportion("half", 4, 8, HALF)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        n = e["decide"]
        self.assertEqual(V.judge(S.wilson(0.5 * n, n), HALF), V.REPRODUCED)
        self.assertEqual(V.judge(S.wilson(0.5 * (n - 1), n - 1), HALF), V.UNDECIDED)
        self.assertTrue(80 < n < 110, n)  # 1.96 * sqrt(.25 / n) <= .1 near n = 96

    def test_undecided_outside_the_margin_needs_games_to_contradict(self):
        e = V.proportion("half", 5, 7, HALF)  # 71%, interval reaching below 60%
        self.assertEqual(e["verdict"], V.UNDECIDED)
        n = e["decide"]
        self.assertEqual(V.judge(S.wilson(5 / 7 * n, n), HALF), V.CONTRADICTED)

    def test_on_the_edge_never_decides(self):
        e = V.proportion("half", 6, 10, HALF)  # exactly 60%
        self.assertEqual(e["verdict"], V.UNDECIDED)
        self.assertIs(e["decide"], V.NEVER)
        self.assertIn("edge", V.decide_text(e))

    def test_none_of_n(self):
        none = (0.0, 1 / 32)
        self.assertEqual(V.proportion("none", 0, 400, none)["verdict"], V.REPRODUCED)
        self.assertEqual(V.proportion("none", 0, 64, none)["verdict"], V.UNDECIDED)
        self.assertEqual(V.proportion("none", 9, 64, none)["verdict"], V.CONTRADICTED)


class Differences(unittest.TestCase):
    def test_newcombe_matches_the_published_example(self):
        # Newcombe (1998), method 10, 56/70 - 48/80: 0.0524 to 0.3339.
        d, lo, hi = S.newcombe(56, 70, 48, 80)
        self.assertAlmostEqual(lo, 0.0524, places=3)
        self.assertAlmostEqual(hi, 0.3339, places=3)

    def test_three_outcomes(self):
        m = (0.10, 1.0)
        self.assertEqual(V.difference("d", (150, 500), (50, 500), m)["verdict"], V.REPRODUCED)
        self.assertEqual(V.difference("d", (50, 500), (50, 500), m)["verdict"], V.CONTRADICTED)
        e = V.difference("d", (3, 32), (0, 32), m)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        self.assertIsNotNone(e["decide"])

    def test_normal(self):
        m = (0.05, 1.0)
        self.assertEqual(V.normal("s", "", 0.22, 0.08, m, 64)["verdict"], V.REPRODUCED)
        self.assertEqual(V.normal("s", "", -0.10, 0.04, m, 64)["verdict"], V.CONTRADICTED)
        e = V.normal("s", "", 0.14, 0.077, m, 64)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        n = e["decide"]
        # 1.96 * se * sqrt(64 / n) must fit between 0.05 and 0.14.
        self.assertLessEqual(1.96 * 0.077 * (64 / n) ** 0.5, 0.09)
        self.assertGreater(1.96 * 0.077 * (64 / (n - 1)) ** 0.5, 0.09)

    def test_combine(self):
        r = {"what": "a", "verdict": V.REPRODUCED}
        c = {"what": "b", "verdict": V.CONTRADICTED}
        self.assertEqual(V.combine([r, dict(r)]), V.REPRODUCED)
        self.assertTrue(V.combine([r, c]).startswith("mixed"))


def fake_run(per_move):
    """A run of the first-move experiment: {move: [results...]} from Red's side."""
    games = [{"book": [mv], "result": res} for mv, results in per_move.items() for res in results]
    return SimpleNamespace(games=games)


MOVES = [f"m{i:02d}" for i in range(44)]


class FirstMoves(unittest.TestCase):
    """Claim 1 read move by move (claim1.py)."""

    def run_with(self, losing, per_loser, n=12, winning=()):
        out = {}
        for mv in MOVES:
            if mv in losing:
                out[mv] = ["0-1"] * per_loser + ["1/2-1/2"] * (n - per_loser)
            elif mv in winning:
                out[mv] = ["1-0"] * n
            else:
                out[mv] = ["1/2-1/2"] * n
        return fake_run(out)

    def test_three_lose_reproduced(self):
        run = self.run_with(MOVES[:3], 12)
        e = claim1.count_part("three lose", "claim1-three-lose", run, 2)
        self.assertEqual(e["verdict"], V.REPRODUCED)
        self.assertEqual(e["ci"], (3, 3))
        none = claim1.count_part("none wins", "claim1-none-wins", run, 0)
        self.assertEqual(none["verdict"], V.REPRODUCED)

    def test_three_lose_contradicted(self):
        run = self.run_with(MOVES[:7], 12, winning=MOVES[40:])
        self.assertEqual(claim1.count_part("x", "claim1-three-lose", run, 2)["verdict"], V.CONTRADICTED)
        self.assertEqual(claim1.count_part("x", "claim1-none-wins", run, 0)["verdict"], V.CONTRADICTED)

    def test_one_game_a_move_decides_nothing(self):
        run = self.run_with(MOVES[:3], 1, n=1)
        e = claim1.count_part("x", "claim1-three-lose", run, 2)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        self.assertEqual(e["ci"], (0, 44))
        self.assertEqual(e["decide"], 4)  # 0 of 4 is the first all-draw record whose interval clears one half

    def test_games_per_move_that_would_decide(self):
        run = self.run_with(MOVES[:3], 12)
        for mv in MOVES[3:5]:  # two moves losing 4 of 12: neither decided
            run.games = [g for g in run.games if g["book"][0] != mv]
            run.games += [{"book": [mv], "result": r} for r in ["0-1"] * 4 + ["1/2-1/2"] * 8]
        e = claim1.count_part("x", "claim1-three-lose", run, 2)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        self.assertEqual(e["ci"], (3, 5))
        n = e["decide"]
        self.assertLess(S.wilson(n / 3, n)[1], 0.5)
        self.assertGreaterEqual(S.wilson((n - 1) / 3, n - 1)[1], 0.5)

    def test_undecided_moves_keep_the_count_open(self):
        run = self.run_with(MOVES[:3], 3, n=6)  # 3 of 6: exactly half, never decided
        e = claim1.count_part("x", "claim1-three-lose", run, 2)
        self.assertEqual(e["verdict"], V.UNDECIDED)
        self.assertEqual(e["ci"], (0, 3))
        self.assertIn("exactly half", V.decide_text(e))
        self.assertIn("m00, m01, m02", V.decide_text(e))


class MarginsStated(unittest.TestCase):
    """Every margin the code uses is stated in docs/lab.md, with the same range."""

    def test_lab_md_states_every_margin(self):
        with open(os.path.join(ROOT, "docs", "lab.md"), encoding="utf-8") as f:
            rows = {line.split("|")[1].strip().strip("`"): line for line in f if line.startswith("| `claim")}
        self.assertEqual(set(rows), set(M.MARGINS))
        for key, (lo, hi, _, _) in M.MARGINS.items():
            stated = claim1.margin_text((lo, hi)) if key.startswith("claim1") else V.margin_text(
                (lo, hi), "ratio" if hi == float("inf") else "points" if key in POINTS else "%")
            self.assertIn(stated, rows[key], key)


POINTS = {"claim4-chariot", "claim5-draws", "claim6-first-move"}

if __name__ == "__main__":
    unittest.main()
