#!/usr/bin/python3
"""Writes a position file of random positions, for timing the trainer and
for tests that need data without the engine.

    /usr/bin/python3 tools/nnue/synthetic.py out.feat --positions 1000000 --variant xiangqi

Each position gets `pieces` random features per perspective, a
random bucket, score and result: no meaning, the sizes of real data.
"""

import argparse
import os
import struct
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data as posdata  # noqa: E402
import netformat as nf  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import variant_registry  # noqa: E402

DEFAULT_VARIANT = variant_registry.default()  # the registry's (rules/variant.h)


def write_synthetic(path, positions, variant=DEFAULT_VARIANT, pieces=28, seed=1):
    vid = nf.VARIANTS[variant]
    fs = nf.feature_set_of(vid)
    inputs = nf.FEATURE_SETS[fs][1]
    k = 40 if fs == 2 else 32
    dtype = posdata.record_dtype(k)
    rng = np.random.default_rng(seed)
    with open(path, "wb") as f:
        f.write(posdata.MAGIC + struct.pack("<6I", 1, vid, fs, inputs, k, dtype.itemsize))
        for start in range(0, positions, 100000):
            n = min(100000, positions - start)
            rec = np.zeros(n, dtype=dtype)
            rec["score"] = rng.integers(-800, 800, n)
            rec["result"] = rng.integers(0, 3, n)
            rec["bucket"] = rng.integers(0, nf.BUCKETS, n)
            rec["n_us"] = pieces
            rec["n_them"] = pieces
            feats = np.full((n, 2, k), inputs, dtype=np.uint16)
            feats[:, :, :pieces] = rng.integers(0, inputs, (n, 2, pieces))  # repeats are rare and harmless
            rec["features"] = feats
            rec.tofile(f)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--positions", type=int, default=100000)
    ap.add_argument("--variant", default=DEFAULT_VARIANT, choices=sorted(nf.VARIANTS))
    ap.add_argument("--pieces", type=int, default=28)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    write_synthetic(a.out, a.positions, a.variant, a.pieces, a.seed)


if __name__ == "__main__":
    main()
