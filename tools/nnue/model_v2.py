"""The float v2 network (docs/nnue.md, "Architecture v2") as pili-train
trains it (tools/nnue-train/position_pass_v2.cpp, factorizer.h), and its
conversion to and from the quantised v2 net file (netformat_v2.py).

v1 feature lists -> king-bucketed v2 indices (king_buckets.py) -> the sum
of their rows plus a bias, per perspective -> clip to [0, 1] on [side to
move, other] -> the material bucket's stack 2 L1 -> L2 -> L3 -> 1, clipped
between layers. The output is in units of SCALE centipawns.

Factorised (the default for v2): each v2 input (king bucket b, v1 index f
inside the bucket's block, after the mirror) also adds a shared row S[f],
so the row in use is W_b[f] + S[f]; S learns from every position. A fresh
net draws S as v1's first layer is drawn and starts the bucket rows at
zero; the net file holds the sums.
"""

import math

import torch
import torch.nn as nn

import king_buckets as kb
import model as netmodel
import netformat as nf
import netformat_v2 as nf2

FT_LIMIT = netmodel.FT_LIMIT         # |first-layer weight or bias| (each bucket row plus its shared row)
WEIGHT_LIMIT = 127.0 / nf2.QW        # |hidden or output weight|: int8 after quantisation
L1, L2, L3, STACKS = nf2.L1, nf2.L2, nf2.L3, nf2.STACKS


class NetV2(nn.Module):
    def __init__(self, feature_set, factor=True):
        super().__init__()
        self.feature_set, self.factor = feature_set, factor
        self.inputs = kb.input_count(feature_set)
        self.v1_inputs = v1 = kb.v1_inputs(feature_set)
        # The last row of each table is the padding of short lists: always zero.
        self.ft_weight = nn.Parameter(torch.zeros(self.inputs + 1, L1))
        self.ft_bias = nn.Parameter(torch.zeros(L1))
        self.w1 = nn.Parameter(torch.zeros(STACKS, L2, 2 * L1))
        self.b1 = nn.Parameter(torch.zeros(STACKS, L2))
        self.w2 = nn.Parameter(torch.zeros(STACKS, L3, L2))
        self.b2 = nn.Parameter(torch.zeros(STACKS, L3))
        self.w3 = nn.Parameter(torch.zeros(STACKS, L3))
        self.b3 = nn.Parameter(torch.zeros(STACKS))
        if factor:
            self.shared = nn.Parameter(torch.zeros(v1 + 1, L1))
        # The shared row of each v2 row: its index inside the bucket's block.
        shared_of = torch.cat([torch.arange(self.inputs) % v1, torch.tensor([v1])])
        self.register_buffer("shared_of", shared_of, persistent=False)
        with torch.no_grad():
            rows = self.shared[:v1] if factor else self.ft_weight[:self.inputs]
            rows.normal_(0.0, 0.5 / math.sqrt(32))  # as v1's: accumulators start with a spread of ~0.5
            for (w, b), fan_in in (((self.w1, self.b1), 2 * L1), ((self.w2, self.b2), L2), ((self.w3, self.b3), L3)):
                r = 1.0 / math.sqrt(fan_in)  # as torch's nn.Linear starts
                w.uniform_(-r, r)
                b.uniform_(-r, r)
        self.clip()

    def forward(self, features, bucket):
        """features: int64 [N, 2, K] of v1 indices (side to move, other); bucket: int64 [N]."""
        n = features.shape[0]
        idx = kb.to_v2(torch.cat([features[:, 0], features[:, 1]], dim=0), self.feature_set)
        acc = netmodel.FeatureSum.apply(self.ft_weight, idx, self.inputs) + self.ft_bias
        if self.factor:
            acc = acc + netmodel.FeatureSum.apply(self.shared, self.shared_of[idx], self.v1_inputs)
        act = torch.clamp(acc, 0.0, 1.0)
        x0 = torch.cat([act[:n], act[n:]], dim=1)
        # Every stack's first layer by one product, then each position's own.
        every = torch.mm(x0, self.w1.reshape(STACKS * L2, 2 * L1).t()).view(n, STACKS, L2)
        z1 = every.gather(1, bucket.view(n, 1, 1).expand(n, 1, L2)).squeeze(1) + self.b1[bucket]
        x1 = torch.clamp(z1, 0.0, 1.0)
        z2 = torch.bmm(self.w2[bucket], x1.unsqueeze(2)).squeeze(2) + self.b2[bucket]
        x2 = torch.clamp(z2, 0.0, 1.0)
        return (x2 * self.w3[bucket]).sum(dim=1) + self.b3[bucket]

    @torch.no_grad()
    def folded(self):
        """The first layer's rows as the net file holds them (bucket row plus shared row)."""
        rows = self.ft_weight[:self.inputs]
        return rows + self.shared[self.shared_of[:self.inputs]] if self.factor else rows.clone()

    @torch.no_grad()
    @torch.no_grad()
    def clip(self):
        """Keeps the weights where quantisation cannot overflow (pili-train's clip)."""
        self.ft_bias.clamp_(-FT_LIMIT, FT_LIMIT)
        if self.factor:
            self.shared.clamp_(-FT_LIMIT, FT_LIMIT)
            s = self.shared[self.shared_of]
            self.ft_weight.copy_(torch.maximum(torch.minimum(self.ft_weight, FT_LIMIT - s), -FT_LIMIT - s))
        else:
            self.ft_weight.clamp_(-FT_LIMIT, FT_LIMIT)
        for w in (self.w1, self.w2, self.w3):
            w.clamp_(-WEIGHT_LIMIT, WEIGHT_LIMIT)  # the biases stay free (int32)


def _integers(x, scale, limit, what):
    q = torch.round(x * scale)  # to nearest, ties to even, as pili-train
    if q.numel() and q.abs().max().item() > limit:
        raise ValueError("%s %.4f out of range after quantisation: train with clipping"
                         % (what, x.flatten()[q.abs().flatten().argmax()].item()))
    return q.to(torch.int64).numpy()


def quantise(model, variant, description=""):
    """The QuantisedNetV2 of `model` (factorised: folded). Raises ValueError
    when a weight does not fit its integer (a model trained without clip())."""
    if nf.feature_set_of(variant) != model.feature_set:
        raise ValueError("the model's feature set is not %s's" % nf.VARIANT_NAMES[variant])
    net = nf2.QuantisedNetV2(variant, description)
    net.ft_weights[:] = _integers(model.folded(), float(nf2.QA), nf.INT16_MAX, "first-layer weight")
    net.ft_bias[:] = _integers(model.ft_bias.detach(), float(nf2.QA), nf.INT16_MAX, "first-layer bias")
    bias_scale, bias_limit = float(nf2.QA * nf2.QW), nf2.BIAS_LIMIT - 1
    for name in ("w1", "w2", "w3"):
        getattr(net, name)[:] = _integers(getattr(model, name).detach(), float(nf2.QW), 127, "hidden weight")
    for name in ("b1", "b2", "b3"):
        getattr(net, name)[:] = _integers(getattr(model, name).detach().double(), bias_scale, bias_limit,
                                          "hidden bias")
    why = nf2.bound_violations(net)
    if why:
        raise ValueError("; ".join(why[:5]))
    return net


def from_quantised(net, factor=True):
    """A float model equal to the net file's weights; factorised, the file's
    rows become the bucket rows and the shared rows start at zero."""
    model = NetV2(net.feature_set, factor)
    with torch.no_grad():
        model.ft_weight[:net.inputs] = torch.from_numpy(net.ft_weights.astype("float32")) / nf2.QA
        model.ft_weight[net.inputs].zero_()
        model.ft_bias[:] = torch.from_numpy(net.ft_bias.astype("float32")) / nf2.QA
        if factor:
            model.shared.zero_()
        for name in ("w1", "w2", "w3"):
            getattr(model, name)[:] = torch.from_numpy(getattr(net, name).astype("float32")) / nf2.QW
        for name in ("b1", "b2", "b3"):
            getattr(model, name)[:] = torch.from_numpy(getattr(net, name).astype("float64")) / (nf2.QA * nf2.QW)
    return model
