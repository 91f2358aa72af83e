#!/usr/bin/env python3
"""tools/spsa/spsa.py without an engine: the update climbs a synthetic
objective, a resumed run equals an uninterrupted one, the candidates stay
integers inside their ranges, and bad listings are refused. CTest runs it
as `spsa`."""
import json
import math
import os
import random
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spsa  # noqa: E402

LISTING = """# NAME, int, default, min, max, c_end, r_end; this build takes them as options (-DPILI_TUNE=ON)
MARGIN, int, 40, 0, 200, 8, 0.002
DEPTH, int, 9, 1, 12, 0.5, 0.002
"""
TARGET = {"MARGIN": 120.0, "DEPTH": 4.0}


def new_state(iterations, seed=7):
    return {"iterations": iterations, "seed": seed, "done": 0, "params": spsa.parse_params(LISTING),
            "match": {"variant": "xiangqi", "nodes": 1000, "pairs": 8, "concurrency": 1, "openings": "x"},
            "history": []}


def synthetic_player(state, k, pili, match, plus, minus):
    """Games whose expected result favours the engine nearer TARGET."""
    def loss(values):
        return sum(((v - TARGET[p["name"]]) / (p["max"] - p["min"])) ** 2
                   for p, v in zip(state["params"], values))
    edge = math.tanh((loss(minus) - loss(plus)) * 40)
    rng = random.Random(k)
    w = l = d = 0
    for _ in range(2 * state["match"]["pairs"]):
        x = rng.random()
        if x < 0.3 + 0.3 * edge:
            w += 1
        elif x < 0.6:
            l += 1
        else:
            d += 1
    return w, l, d


class SpsaTest(unittest.TestCase):
    def test_climbs_towards_the_better_values(self):
        state = new_state(600)
        with tempfile.TemporaryDirectory() as tmp:
            spsa.run(os.path.join(tmp, "s.json"), state, "pili", "match", None, player=synthetic_player)
        for p in state["params"]:
            before = abs(p["start"] - TARGET[p["name"]])
            after = abs(p["theta"] - TARGET[p["name"]])
            self.assertLess(after, 0.5 * before, p)

    def test_resumed_run_equals_uninterrupted(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "s.json")
            whole = new_state(12)
            spsa.run(path, whole, "pili", "match", None, player=synthetic_player)
            part = new_state(12)
            spsa.run(path, part, "pili", "match", 5, player=synthetic_player)
            with open(path) as f:
                resumed = json.load(f)
            self.assertEqual(resumed["done"], 5)
            spsa.run(path, resumed, "pili", "match", None, player=synthetic_player)
        self.assertEqual(resumed["history"], whole["history"])
        self.assertEqual([p["theta"] for p in resumed["params"]], [p["theta"] for p in whole["params"]])

    def test_candidates_are_integers_in_range(self):
        state = new_state(100)
        state["params"][1]["theta"] = 12.0  # at the top: plus must not pass it
        for k in range(20):
            delta, plus, minus = spsa.candidates(state, k)
            for p, d, a, b in zip(state["params"], delta, plus, minus):
                self.assertIn(d, (-1, 1))
                for v in (a, b):
                    self.assertIsInstance(v, int)
                    self.assertTrue(p["min"] <= v <= p["max"])

    def test_match_command_sets_every_parameter(self):
        state = new_state(10)
        cmd = spsa.match_command(state, 3, "P", "M", [1, 2], [3, 4], "o.json")
        self.assertIn("option.MARGIN=1", cmd)
        self.assertIn("option.DEPTH=4", cmd)
        self.assertIn("nodes=1000", cmd)

    def test_refuses_bad_listings(self):
        for bad in ["", "# only a comment\n", "X, float, 1, 0, 2, 1, 0.002\n", "X, int, 1, 0\n"]:
            with self.assertRaises(ValueError):
                spsa.parse_params(bad)


if __name__ == "__main__":
    unittest.main()
