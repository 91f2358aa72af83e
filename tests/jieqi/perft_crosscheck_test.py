#!/usr/bin/env python3
"""Jieqi perft, three ways: tests/data/jieqi.perft, the engine, and an
independent generator (jieqi_rules.py, written from docs/rules/jieqi.md).

Run by CTest (tests/CMakeLists.txt) as `jieqi_perft_crosscheck` with
--pili <binary>. For every suite line the independent generator recounts
the depths up to --max-depth (the file's deeper counts are the engine's
alone); the engine recounts PM (R7.1) and PI (R7.2) at those depths with
`pili perft --variant jieqi --fen F -d N [--reveals]`, and the suite
itself with `pili perft --variant jieqi --suite`.
"""
import argparse
import os
import re
import subprocess
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SUITE = os.path.join(ROOT, "tests", "data", "jieqi.perft")
sys.path.insert(0, HERE)
import jieqi_rules  # noqa: E402

ARGS = None
# The independent generator is slow: each line is recounted to this many
# nodes' worth of depth at most (the start position to depth 2).
NODE_BUDGET = 60000


def suite_lines():
    out = []
    with open(SUITE, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fen, *fields = line.split(";")
            counts = {}
            for field in fields:
                tag, n = field.split()
                counts[int(tag[1:])] = int(n)
            out.append((fen, counts))
    return out


def pili_perft(fen, depth, reveals):
    cmd = [ARGS.pili, "perft", "--variant", "jieqi", "--fen", fen, "-d", str(depth)]
    if reveals:
        cmd.append("--reveals")
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    m = re.search(r"Nodes searched: (\d+)", out.stdout)
    if out.returncode != 0 or not m:
        raise AssertionError(f"{' '.join(cmd)} failed: {out.stdout}{out.stderr}")
    return int(m.group(1))


class JieqiPerft(unittest.TestCase):
    def test_start_counts_of_the_spec(self):
        # D5 / R7.4: PM(1) = 44 and PI(1) = 259 from the start.
        start = suite_lines()[0][0]
        pos = jieqi_rules.Position(start)
        self.assertEqual(jieqi_rules.perft(pos, 1), 44)
        self.assertEqual(jieqi_rules.perft(pos, 1, reveals=True), 259)
        self.assertEqual(pili_perft(start, 1, False), 44)
        self.assertEqual(pili_perft(start, 1, True), 259)

    def test_suite_against_the_independent_generator(self):
        lines = suite_lines()
        self.assertGreaterEqual(len(lines), 8)
        checked = 0
        for fen, counts in lines:
            pos = jieqi_rules.Position(fen)
            for depth in sorted(counts):
                if depth > ARGS.max_depth or counts[depth] > NODE_BUDGET * (1 if depth > 1 else 100):
                    continue
                t0 = time.time()
                with self.subTest(fen=fen, depth=depth):
                    self.assertEqual(jieqi_rules.perft(pos, depth), counts[depth], "PM, independent generator")
                    pi = jieqi_rules.perft(pos, depth, reveals=True)
                    self.assertEqual(pili_perft(fen, depth, True), pi, "PI, engine against generator")
                    self.assertEqual(pili_perft(fen, depth, False), counts[depth], "PM, engine")
                checked += 1
                if time.time() - t0 > 20:
                    print(f"slow: {fen} depth {depth}", file=sys.stderr)
        # Every line is recounted at depth 2 at least, most at 3.
        self.assertGreaterEqual(checked, 2 * len(lines))

    def test_engine_runs_the_suite(self):
        out = subprocess.run([ARGS.pili, "perft", "--variant", "jieqi", "--suite", SUITE],
                             capture_output=True, text=True, timeout=600)
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        self.assertIn(" 0 mismatches", out.stdout)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--pili", required=True)
    parser.add_argument("--max-depth", type=int, default=3)
    ARGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest)
