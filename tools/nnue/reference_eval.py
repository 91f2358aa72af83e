"""A reference evaluation of a net file in plain Python integers: what the
engine must compute for a position given as its two feature lists.

    python3 reference_eval.py NET --us 4,374,714 --them 3,95,587 --bucket 0

Arithmetic (docs/nnue-training.md, "Evaluation"): each perspective's
accumulator is the bias plus the columns of its features (int16); the
output sum is, over both halves, clamp(acc, 0, QA)^2 * w (int32); then
cp = trunc((trunc(sum / QA) + bias) * 400 / (QA * QB)), clamped.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import netformat as nf  # noqa: E402


def trunc_div(a, b):
    """Integer division rounding toward zero, as C++ does."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def accumulator(net, features):
    acc = list(net.ft_bias)
    for i in features:
        column = net.ft_weights[i]
        for j in range(nf.L1):
            acc[j] += column[j]
    for v in acc:
        if not -32768 <= v <= nf.INT16_MAX:
            raise OverflowError("accumulator outside int16")
    return acc


def output_sum(net, us_acc, them_acc, bucket):
    w = net.out_weights[bucket]
    total = 0
    for half, acc in enumerate((us_acc, them_acc)):
        for j, v in enumerate(acc):
            c = min(max(v, 0), nf.QA)
            total += c * c * w[half * nf.L1 + j]
    if abs(total) > nf.INT32_MAX:
        raise OverflowError("output sum outside int32")
    return total


def evaluate(net, us, them, bucket):
    """Centipawns for the side to move; `us` its features, `them` the other's."""
    total = output_sum(net, accumulator(net, us), accumulator(net, them), bucket)
    v = trunc_div(total, nf.QA) + net.out_bias[bucket]
    cp = trunc_div(v * nf.SCALE, nf.QA * nf.QB)
    return max(-nf.EVAL_LIMIT, min(nf.EVAL_LIMIT, cp))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("net")
    ap.add_argument("--us", required=True, help="side to move's feature indices, comma-separated")
    ap.add_argument("--them", required=True, help="the other side's feature indices")
    ap.add_argument("--bucket", type=int, required=True)
    a = ap.parse_args()
    net = nf.read_net(a.net)
    parse = lambda s: [int(x) for x in s.split(",") if x]  # noqa: E731
    print(evaluate(net, parse(a.us), parse(a.them), a.bucket))


if __name__ == "__main__":
    main()
