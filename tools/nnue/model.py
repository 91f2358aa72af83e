"""The float network the trainer fits, and its conversion to and from the
quantised net file (netformat.py).

inputs -> L1 (the sum of the active features' columns, an embedding bag
shared by both perspectives) -> SCReLU on [side to move, other] -> one output per
material bucket. The output is in units of SCALE centipawns, so that the
engine's cp = 400 * output.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

import netformat as nf

# Weight bounds that keep the quantised net inside the loader's limits:
# |ft weight|, |ft bias| <= FT_LIMIT gives at most (40 + 1) * 1.98 * 255 =
# 20700 in an accumulator; |output weight| <= 127 / 64 after quantisation;
# per bucket sum|w| <= OUT_L1_LIMIT keeps 255^2 * sum|quantised w| <=
# INT32_MAX even if rounding adds 0.5 to each of the 512 weights.
FT_LIMIT = 1.98
OUT_LIMIT = nf.OUT_WEIGHT_LIMIT / nf.QB
OUT_L1_LIMIT = (nf.INT32_MAX // (nf.QA * nf.QA) - nf.L1) / nf.QB


class FeatureSum(torch.autograd.Function):
    """Sum of the weight rows named by each row of `indices` [M, K].

    Forward is torch's embedding_bag. Backward adds the output gradient into
    the rows slot by slot (K index_add_ calls over M rows each): on CPU this
    is several times faster than embedding_bag's own backward, which sorts
    all M * K indices, and the gradient of a table this small (at most 1446
    x 256) is cheaper dense than sparse. The padding row gets no gradient."""

    @staticmethod
    def forward(ctx, weight, indices, padding):
        ctx.save_for_backward(indices)
        ctx.rows, ctx.padding = weight.shape[0], padding
        return F.embedding_bag(indices, weight, mode="sum", padding_idx=padding)

    @staticmethod
    def backward(ctx, grad):
        (indices,) = ctx.saved_tensors
        g = torch.zeros(ctx.rows, grad.shape[1], dtype=grad.dtype)
        for k in range(indices.shape[1]):
            g.index_add_(0, indices[:, k], grad)
        g[ctx.padding].zero_()
        return g, None, None


class Net(nn.Module):
    def __init__(self, inputs):
        super().__init__()
        self.inputs = inputs
        # Row `inputs` is the padding of short feature lists: always zero.
        self.ft_weight = nn.Parameter(torch.zeros(inputs + 1, nf.L1))
        self.ft_bias = nn.Parameter(torch.zeros(nf.L1))
        self.out = nn.Parameter(torch.zeros(nf.BUCKETS, 2 * nf.L1))
        self.out_bias = nn.Parameter(torch.zeros(nf.BUCKETS))
        with torch.no_grad():
            # About 30 active features: accumulators start with a spread of ~0.5.
            self.ft_weight[:inputs].normal_(0.0, 0.5 / math.sqrt(32))
            self.out.uniform_(-1.0 / math.sqrt(2 * nf.L1), 1.0 / math.sqrt(2 * nf.L1))

    def forward(self, features, bucket):
        """features: int64 [N, 2, K] (side to move, other); bucket: int64 [N]."""
        n = features.shape[0]
        # One call for both perspectives: rows 0..n-1 are the sides to move,
        # n..2n-1 the others.
        indices = torch.cat([features[:, 0], features[:, 1]], dim=0)
        acc = FeatureSum.apply(self.ft_weight, indices, self.inputs) + self.ft_bias
        act = torch.clamp(acc, 0.0, 1.0).pow(2)
        hidden = torch.cat([act[:n], act[n:]], dim=1)
        # All buckets by one matrix product, then each position's own: cheaper
        # to differentiate than gathering a weight row per position.
        every = torch.mm(hidden, self.out.t()) + self.out_bias
        return every.gather(1, bucket.unsqueeze(1)).squeeze(1)

    @torch.no_grad()
    def clip(self):
        """Keeps the weights where quantisation cannot overflow."""
        self.ft_weight.clamp_(-FT_LIMIT, FT_LIMIT)
        self.ft_bias.clamp_(-FT_LIMIT, FT_LIMIT)
        self.out.clamp_(-OUT_LIMIT, OUT_LIMIT)
        l1 = self.out.abs().sum(dim=1, keepdim=True)
        self.out.mul_(torch.clamp(OUT_L1_LIMIT / l1.clamp_min(1e-12), max=1.0))


def quantise(model, variant, description="", force_scale=False):
    """The QuantisedNet of `model`, with a list of notes on what was adjusted.
    Raises ValueError when a bound would need more than rounding to hold
    (a model trained without clip()), unless force_scale."""
    notes = []
    ft_w = model.ft_weight.detach()[:model.inputs]
    ft = torch.round(ft_w * nf.QA).to(torch.int64)
    ft_b = torch.round(model.ft_bias.detach() * nf.QA).to(torch.int64)
    if max(ft.abs().max().item(), ft_b.abs().max().item()) > nf.INT16_MAX:
        raise ValueError("feature-transformer weights beyond int16 after x%d" % nf.QA)
    out = torch.round(model.out.detach() * nf.QB).to(torch.int64)
    clamped = int((out.abs() > nf.OUT_WEIGHT_LIMIT).sum().item())
    if clamped:
        big = out.abs().max().item()
        if big > nf.OUT_WEIGHT_LIMIT + 1 and not force_scale:
            raise ValueError("output weight %d beyond +-%d: train with clipping, or --force-scale"
                             % (big, nf.OUT_WEIGHT_LIMIT))
        out.clamp_(-nf.OUT_WEIGHT_LIMIT, nf.OUT_WEIGHT_LIMIT)
        notes.append("%d output weights clamped to +-%d" % (clamped, nf.OUT_WEIGHT_LIMIT))
    limit = nf.INT32_MAX // (nf.QA * nf.QA)
    for b in range(nf.BUCKETS):
        total = int(out[b].abs().sum().item())
        if total <= limit:
            continue
        factor = limit / total
        if factor < 0.99 and not force_scale:
            raise ValueError("bucket %d: sum|w| = %d, the limit is %d (factor %.3f): train with clipping, "
                             "or --force-scale" % (b, total, limit, factor))
        out[b] = torch.trunc(out[b].double() * factor).to(torch.int64)  # toward zero: stays under
        notes.append("bucket %d output weights scaled by %.4f" % (b, factor))
    net = nf.QuantisedNet(variant, model.inputs, description)
    net.ft_bias = ft_b.tolist()
    net.ft_weights = ft.tolist()
    net.out_weights = out.tolist()
    net.out_bias = torch.round(model.out_bias.detach().double() * nf.QA * nf.QB).to(torch.int64).tolist()
    why = nf.bound_violations(net)
    if why:
        raise ValueError("; ".join(why[:5]))
    return net, notes


def from_quantised(net):
    """A float model equal to the net file's weights (to continue training)."""
    model = Net(net.inputs)
    with torch.no_grad():
        model.ft_weight[:net.inputs] = torch.tensor(net.ft_weights, dtype=torch.float32) / nf.QA
        model.ft_weight[net.inputs].zero_()
        model.ft_bias[:] = torch.tensor(net.ft_bias, dtype=torch.float32) / nf.QA
        model.out[:] = torch.tensor(net.out_weights, dtype=torch.float32) / nf.QB
        model.out_bias[:] = torch.tensor(net.out_bias, dtype=torch.float64) / (nf.QA * nf.QB)
    return model
