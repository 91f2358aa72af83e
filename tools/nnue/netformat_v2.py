"""Pili's v2 net file (docs/nnue.md, "v2 net files (format version 2)"):
the constants of include/pili/eval/nnue/architecture_v2.h, the writer,
the reader and the loader's bounds (src/eval/nnue/network_v2.cpp).

Weights are numpy arrays: ft_bias int16 [L1], ft_weights int16
[inputs, L1] (row per input), and per stack (STACKS of them, by material
bucket) w1 int8 [L2, 2 L1] (row per output, side to move's L1 first), b1
int32 [L2], w2 int8 [L3, L2], b2 int32 [L3], w3 int8 [L3], b3 int32.
"""

import struct
import zlib

import numpy as np

import king_buckets as kb
import netformat as nf

FORMAT_VERSION = 2
L1, L2, L3, STACKS = 512, 16, 32, 8
QA = 127                  # accumulators and the clip: float x 127
QW = 64                   # hidden and output weights: float x 64 (int8); biases x QA x QW
HEADER_SIZE = 52
BIAS_LIMIT = 1 << 30      # |hidden bias| < this
ARCH_TEXT = ("pili-nnue-v2 L1=512 perspectives=2 ft=crelu QA=127 L2=16 L3=32 act=crelu QW=64 shift=6 "
             "stacks=8 stack=min(7,nonking/4) scale=400")
STACK_BYTES = L2 * 2 * L1 + 4 * L2 + L3 * L2 + 4 * L3 + L3 + 4


def arch_hash(fs):
    return nf.fnv1a32((ARCH_TEXT + " kings=" + kb.bucket_scheme(fs)).encode())


def file_size(inputs, description_bytes):
    return HEADER_SIZE + description_bytes + 2 * L1 + 2 * L1 * inputs + STACKS * STACK_BYTES + 4


def file_version(path):
    """The format version in a net file's header (1 or 2), or None."""
    with open(path, "rb") as f:
        head = f.read(12)
    return struct.unpack_from("<I", head, 8)[0] if len(head) == 12 and head[:8] == nf.MAGIC else None


class QuantisedNetV2:
    def __init__(self, variant, description=""):
        self.variant = variant
        self.feature_set = nf.feature_set_of(variant)
        self.description = description
        self.ft_bias = np.zeros(L1, np.int16)
        self.ft_weights = np.zeros((kb.input_count(self.feature_set), L1), np.int16)
        self.w1 = np.zeros((STACKS, L2, 2 * L1), np.int8)
        self.b1 = np.zeros((STACKS, L2), np.int32)
        self.w2 = np.zeros((STACKS, L3, L2), np.int8)
        self.b2 = np.zeros((STACKS, L3), np.int32)
        self.w3 = np.zeros((STACKS, L3), np.int8)
        self.b3 = np.zeros(STACKS, np.int32)

    @property
    def inputs(self):
        return len(self.ft_weights)


def bound_violations(net):
    """The loader's bounds (v2::check_bounds) as messages; empty: all hold."""
    why = []
    for name in ("b1", "b2", "b3"):
        big = int(np.abs(getattr(net, name).astype(np.int64)).max())
        if big >= BIAS_LIMIT:
            why.append("a hidden bias (%s) of %d is outside +-2^30" % (name, big))
    per = kb.v1_inputs(net.feature_set)
    active = nf.FEATURE_SETS[net.feature_set][2]
    bias = np.abs(net.ft_bias.astype(np.int64))
    for bucket in range(kb.king_buckets(net.feature_set)):
        block = np.abs(net.ft_weights[bucket * per:(bucket + 1) * per].astype(np.int64))
        top = -np.partition(-block, min(active, per) - 1, axis=0)[:active].sum(axis=0)
        worst = bias + top
        for n in np.nonzero(worst > nf.INT16_MAX)[0][:3]:
            why.append("neuron %d (king bucket %d): |bias| + %d largest |weights| = %d > 32767"
                       % (n, bucket, active, worst[n]))
    return why


def to_bytes(net):
    desc = net.description.encode("utf-8")
    if len(desc) > nf.MAX_DESCRIPTION:
        raise ValueError("description of %d bytes (at most %d)" % (len(desc), nf.MAX_DESCRIPTION))
    fs = net.feature_set
    out = bytearray(nf.MAGIC)
    out += struct.pack("<11I", FORMAT_VERSION, arch_hash(fs), net.variant, fs, kb.king_buckets(fs), net.inputs,
                       L1, L2, L3, STACKS, len(desc))
    out += desc
    out += net.ft_bias.astype("<i2").tobytes()
    out += net.ft_weights.astype("<i2").tobytes()
    for s in range(STACKS):
        for block, kind in ((net.w1, "i1"), (net.b1, "<i4"), (net.w2, "i1"), (net.b2, "<i4"), (net.w3, "i1"),
                            (net.b3, "<i4")):
            out += np.ascontiguousarray(block[s]).astype(kind).tobytes()
    out += struct.pack("<I", zlib.crc32(bytes(out)) & 0xFFFFFFFF)
    return bytes(out)


def write_net(net, path):
    return nf.write_net(net, path, bound_violations, to_bytes)


def read_net(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != nf.MAGIC or len(data) < HEADER_SIZE:
        raise ValueError(path + ": not a Pili net")
    version, arch, variant, fs, kings, inputs, l1, l2, l3, stacks, dlen = struct.unpack_from("<11I", data, 8)
    if version != FORMAT_VERSION:
        raise ValueError(path + ": a net of format version %d, not v2" % version)
    if variant not in nf.VARIANT_NAMES or fs != nf.feature_set_of(variant):
        raise ValueError(path + ": unknown variant or a feature set that does not fit it")
    if (arch, kings, inputs, l1, l2, l3, stacks) != (arch_hash(fs), kb.king_buckets(fs), kb.input_count(fs),
                                                     L1, L2, L3, STACKS):
        raise ValueError(path + ": v2 architecture mismatch")
    size = file_size(inputs, dlen)
    if len(data) != size:
        raise ValueError(path + ": %d bytes, expected %d" % (len(data), size))
    if struct.unpack_from("<I", data, size - 4)[0] != zlib.crc32(data[:size - 4]) & 0xFFFFFFFF:
        raise ValueError(path + ": checksum mismatch")
    net = QuantisedNetV2(variant, data[HEADER_SIZE:HEADER_SIZE + dlen].decode("utf-8"))
    p = HEADER_SIZE + dlen

    def take(dtype, shape):
        nonlocal p
        a = np.frombuffer(data, dtype=dtype, count=int(np.prod(shape)), offset=p).reshape(shape)
        p += a.nbytes
        return a.astype(dtype.lstrip("<"))

    net.ft_bias = take("<i2", (L1,))
    net.ft_weights = take("<i2", (inputs, L1))
    for s in range(STACKS):
        net.w1[s], net.b1[s] = take("i1", (L2, 2 * L1)), take("<i4", (L2,))
        net.w2[s], net.b2[s] = take("i1", (L3, L2)), take("<i4", (L3,))
        net.w3[s], net.b3[s] = take("i1", (L3,)), take("<i4", (1,))[0]
    return net
