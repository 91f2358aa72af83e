"""For tests/nnue/train_v2_test.py: xiangqi FENs as v1 feature lists (the
formulas of docs/nnue-training.md, "Features"), and how far the engine's
integer evaluation of a v2 net can be from a float model.

deviation(model, net, ...) evaluates `model` in double and bounds the
engine's result on the quantised `net` by carrying intervals through the
layers: the first layer's error is |bias - bias'| plus the sum of the
active rows' |W - W'| (W' = the net's integers / QA); each hidden layer adds
|w'| x the error of its inputs, |w - w'| x the inputs, |b - b'|, and the
floor of `sum >> 6` (less than 1 / QA, downward); clips only shrink an
interval; the output adds the truncation to centipawns (< 1 cp). Given
the model made of the net's own weights, only the floors and the
truncation remain: a tight bound. Given the float model before rounding it
is a worst case (every rounding error the same way), too wide to test with.
"""

import numpy as np
import torch

import king_buckets as kb
import netformat_v2 as nf2

KINDS = {"k": 1, "a": 2, "b": 3, "e": 3, "n": 4, "h": 4, "r": 5, "c": 6, "p": 7}


def mirror_fen(fen):
    board, rest = fen.split(" ", 1)
    return "/".join(row[::-1] for row in board.split("/")) + " " + rest


def fen_features(fens, pad=1260):
    """(features int64 [N, 2, 32]: side to move's list, the other's; buckets int64 [N])."""
    features = torch.full((len(fens), 2, 32), pad, dtype=torch.int64)
    buckets = []
    for n, fen in enumerate(fens):
        board, side = fen.split()[:2]
        stm = 0 if side in ("w", "r") else 1
        pieces = []
        for r, row in enumerate(board.split("/")):
            file = 0
            for ch in row:
                if ch.isdigit():
                    file += int(ch)
                    continue
                pieces.append((0 if ch.isupper() else 1, KINDS[ch.lower()], 9 - r, file))
                file += 1
        for h, persp in enumerate((stm, 1 - stm)):
            idx = [((0 if c == persp else 7) + t - 1) * 90 + (rank if persp == 0 else 9 - rank) * 9 + file
                   for c, t, rank, file in pieces]
            features[n, h, :len(idx)] = torch.tensor(idx)
        buckets.append(min(7, sum(1 for p in pieces if p[1] != 1) // 4))
    return features, torch.tensor(buckets)


class Deviation:
    def __init__(self, value, bound):
        self.value, self.bound = value, bound


def _layer(x, dx, w, wq, b, bq, clip=True):
    """A layer's output and its interval half-widths: x [N, in], w [N, out, in]."""
    z = torch.einsum("noi,ni->no", w, x) + b
    d = torch.einsum("noi,ni->no", wq.abs(), dx) + torch.einsum("noi,ni->no", (w - wq).abs(), x) + (b - bq).abs()
    if not clip:
        return z, d
    floor = 1.0 / nf2.QA  # the engine's shift floors: at most this much lower
    x1 = z.clamp(0, 1)
    return x1, torch.maximum((z + d).clamp(0, 1) - x1, x1 - (z - d - floor).clamp(0, 1))


@torch.no_grad()
def deviation(model, net, features, buckets):
    """`model`'s output in centipawns (double, clamped as the engine) and a
    bound on |engine's evaluation on `net` - that| for each position."""
    qa, qw = float(nf2.QA), float(nf2.QW)
    q = lambda a, s: torch.from_numpy(np.asarray(a, dtype=np.float64)) / s  # noqa: E731
    rows, rows_q = model.folded().double(), q(net.ft_weights, qa)
    bias, bias_q = model.ft_bias.double(), q(net.ft_bias, qa)
    n = features.shape[0]
    idx = kb.to_v2(torch.cat([features[:, 0], features[:, 1]]), model.feature_set)
    real = idx < model.inputs
    safe = torch.where(real, idx, torch.zeros_like(idx))
    mask = real.unsqueeze(-1).double()
    a = (rows[safe] * mask).sum(1) + bias
    da = ((rows - rows_q).abs()[safe] * mask).sum(1) + (bias - bias_q).abs()
    x0 = a.clamp(0, 1)
    dx0 = torch.maximum((a + da).clamp(0, 1) - x0, x0 - (a - da).clamp(0, 1))
    x0, dx0 = torch.cat([x0[:n], x0[n:]], 1), torch.cat([dx0[:n], dx0[n:]], 1)
    b = buckets
    x1, dx1 = _layer(x0, dx0, model.w1.double()[b], q(net.w1, qw)[b], model.b1.double()[b], q(net.b1, qa * qw)[b])
    x2, dx2 = _layer(x1, dx1, model.w2.double()[b], q(net.w2, qw)[b], model.b2.double()[b], q(net.b2, qa * qw)[b])
    out, dout = _layer(x2, dx2, model.w3.double()[b].unsqueeze(1), q(net.w3, qw)[b].unsqueeze(1),
                       model.b3.double()[b].unsqueeze(1), q(net.b3, qa * qw)[b].unsqueeze(1), clip=False)
    value = (400.0 * out.squeeze(1)).clamp(-12000, 12000)
    return Deviation(value.numpy(), (400.0 * dout.squeeze(1) + 1.0).numpy())
