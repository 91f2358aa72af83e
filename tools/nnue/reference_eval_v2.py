"""A reference evaluation of a v2 net file in integers (numpy int64): what
the engine must compute (src/eval/nnue/evaluator_v2.cpp) for a position
given as its two v1 feature lists, the way position files hold them.

    python3 reference_eval_v2.py NET --us 4,374,714 --them 3,95,587 --bucket 0

Arithmetic (docs/nnue.md, "Architecture v2" and "v2 quantisation"): the
lists go to king-bucketed v2 indices (king_buckets.py); each perspective's
accumulator is the bias plus the rows of its indices (int16), clipped to
[0, 127]; the stack of the bucket computes, layer by layer, the int32 sum
of weights x inputs plus the bias, then clamp(sum >> 6, 0, 127) between
layers; cp = trunc(out x 400 / (127 x 64)), clamped to +-12000.
"""

import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import king_buckets as kb  # noqa: E402
import netformat as nf  # noqa: E402
import netformat_v2 as nf2  # noqa: E402


def evaluate_batch(net, features, buckets):
    """Centipawns for the side to move of each position: features int [N, 2, K]
    of v1 indices (side to move, other; padding >= the v1 inputs), buckets [N]."""
    features = torch.as_tensor(np.asarray(features, dtype=np.int64))
    idx = kb.to_v2(features, net.feature_set).numpy()
    rows = np.concatenate([net.ft_weights.astype(np.int64), np.zeros((1, nf2.L1), np.int64)])  # + padding
    acc = rows[idx].sum(axis=2) + net.ft_bias.astype(np.int64)  # [N, 2, L1]
    if np.abs(acc).max(initial=0) > nf.INT16_MAX:
        raise OverflowError("accumulator outside int16")
    x = np.clip(acc, 0, nf2.QA).reshape(len(acc), 2 * nf2.L1)
    b = np.asarray(buckets, dtype=np.int64)
    for w, bias in ((net.w1, net.b1), (net.w2, net.b2)):
        z = np.einsum("noi,ni->no", w[b].astype(np.int64), x) + bias[b].astype(np.int64)
        x = np.clip(z >> 6, 0, nf2.QA)  # arithmetic shift: toward minus infinity
    out = np.einsum("ni,ni->n", net.w3[b].astype(np.int64), x) + net.b3[b].astype(np.int64)
    cp = np.sign(out) * (np.abs(out) * nf.SCALE // (nf2.QA * nf2.QW))  # toward zero, as C++ divides
    return np.clip(cp, -nf.EVAL_LIMIT, nf.EVAL_LIMIT)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("net")
    ap.add_argument("--us", required=True, help="side to move's v1 feature indices, comma-separated")
    ap.add_argument("--them", required=True, help="the other side's v1 feature indices")
    ap.add_argument("--bucket", type=int, required=True)
    a = ap.parse_args()
    net = nf2.read_net(a.net)
    lists = [[int(x) for x in s.split(",") if x] for s in (a.us, a.them)]
    k = max(1, *map(len, lists))
    pad = kb.v1_inputs(net.feature_set)
    features = [[lst + [pad] * (k - len(lst)) for lst in lists]]
    print(int(evaluate_batch(net, features, [a.bucket])[0]))


if __name__ == "__main__":
    main()
