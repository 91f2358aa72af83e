"""Pili's net file (docs/nnue-training.md, "Net file"): constants, writing,
reading and the overflow bounds the engine's loader checks.

Every definition the engine's loader must agree with is in this one module:
the architecture text and its hash, the ids, the weight order and the
checksum.
"""

import struct
import zlib

MAGIC = b"PILINNUE"
FORMAT_VERSION = 1
L1 = 256
BUCKETS = 8
QA = 255
QB = 64
SCALE = 400               # network output 1.0 = 400 centipawns
OUT_WEIGHT_LIMIT = 127    # |quantised output weight|: clamp(x) * w stays inside int16
EVAL_LIMIT = 12000        # the engine clamps evaluations to +-this
INT16_MAX = 32767
INT32_MAX = 2**31 - 1
MAX_DESCRIPTION = 4096

# The architecture hash is FNV-1a (32 bits) of this text.
ARCH_TEXT = ("pili-nnue-v1 L1=256 perspectives=2 act=screlu QA=255 QB=64 buckets=8 "
             "bucket=min(7,nonking/4) scale=400")

VARIANTS = {"xiangqi": 0, "atomic": 1, "atomic-classic": 2, "meng": 3, "doubletris": 4, "atomic-chess": 5}
VARIANT_NAMES = {v: k for k, v in VARIANTS.items()}

# Feature sets: id -> (name, inputs, most features active in one perspective).
FEATURE_SETS = {1: ("xiangqi-90", 1260, 32), 2: ("meng-90", 1445, 39), 3: ("chess-64", 768, 32)}


def fnv1a32(data):
    h = 2166136261
    for b in data:
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


ARCH_HASH = fnv1a32(ARCH_TEXT.encode())


def feature_set_of(variant):
    return 2 if variant in (3, 4) else 3 if variant == 5 else 1


def material_bucket(non_king_pieces):
    return min(BUCKETS - 1, non_king_pieces // 4)


class QuantisedNet:
    """The integers of a net file. ft_weights[i] is input i's column of L1
    values; out_weights[b] holds the side to move's L1 weights, then the
    other side's."""

    def __init__(self, variant, inputs, description=""):
        self.variant = variant
        self.feature_set = feature_set_of(variant)
        self.description = description
        self.ft_bias = [0] * L1
        self.ft_weights = [[0] * L1 for _ in range(inputs)]
        self.out_weights = [[0] * (2 * L1) for _ in range(BUCKETS)]
        self.out_bias = [0] * BUCKETS

    @property
    def inputs(self):
        return len(self.ft_weights)


def bound_violations(net):
    """The loader's overflow bounds, as a list of messages (empty: all hold)."""
    why = []
    for b, w in enumerate(net.out_weights):
        big = max(abs(x) for x in w)
        if big > OUT_WEIGHT_LIMIT:
            why.append("bucket %d: output weight %d beyond +-%d" % (b, big, OUT_WEIGHT_LIMIT))
        total = QA * QA * sum(abs(x) for x in w)
        if total > INT32_MAX:
            why.append("bucket %d: 255*255*sum|w| = %d > INT32_MAX" % (b, total))
    active = FEATURE_SETS[net.feature_set][2]
    for j in range(L1):
        column = sorted((abs(row[j]) for row in net.ft_weights), reverse=True)
        worst = abs(net.ft_bias[j]) + sum(column[:active])
        if worst > INT16_MAX:
            why.append("neuron %d: |bias| + %d largest |weights| = %d > INT16_MAX" % (j, active, worst))
    for name, values in (("feature-transformer bias", net.ft_bias),
                         ("feature-transformer weight", [x for r in net.ft_weights for x in r])):
        if any(x < -32768 or x > INT16_MAX for x in values):
            why.append(name + " outside int16")
    return why


def to_bytes(net):
    desc = net.description.encode("utf-8")
    if len(desc) > MAX_DESCRIPTION:
        raise ValueError("description of %d bytes (at most %d)" % (len(desc), MAX_DESCRIPTION))
    out = bytearray(MAGIC)
    out += struct.pack("<8I", FORMAT_VERSION, ARCH_HASH, net.variant, net.feature_set, net.inputs, L1,
                       BUCKETS, len(desc))
    out += desc
    out += struct.pack("<%dh" % L1, *net.ft_bias)
    for column in net.ft_weights:
        out += struct.pack("<%dh" % L1, *column)
    for w in net.out_weights:
        out += struct.pack("<%dh" % (2 * L1), *w)
    out += struct.pack("<%di" % BUCKETS, *net.out_bias)
    out += struct.pack("<I", zlib.crc32(bytes(out)) & 0xFFFFFFFF)
    return bytes(out)


def write_net(net, path, bounds=None, encode=None):
    """Writes a net the loader accepts; netformat_v2 passes its own `bounds` and `encode`."""
    why = (bounds or bound_violations)(net)
    if why:
        raise ValueError("net breaks the loader's bounds: " + "; ".join(why[:5]))
    data = (encode or to_bytes)(net)
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


def read_net(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != MAGIC:
        raise ValueError(path + ": not a Pili net (magic)")
    version, arch, variant, fs, inputs, l1, buckets, dlen = struct.unpack_from("<8I", data, 8)
    if version != FORMAT_VERSION or arch != ARCH_HASH or l1 != L1 or buckets != BUCKETS:
        raise ValueError(path + ": version/architecture mismatch")
    if fs != feature_set_of(variant) or inputs != FEATURE_SETS[fs][1]:
        raise ValueError(path + ": feature set or inputs do not fit the variant")
    expected = 40 + dlen + 2 * L1 + inputs * L1 * 2 + BUCKETS * 2 * L1 * 2 + BUCKETS * 4 + 4
    if len(data) != expected:
        raise ValueError(path + ": %d bytes, expected %d" % (len(data), expected))
    if struct.unpack_from("<I", data, expected - 4)[0] != zlib.crc32(data[:expected - 4]) & 0xFFFFFFFF:
        raise ValueError(path + ": checksum mismatch")
    net = QuantisedNet(variant, inputs, data[40:40 + dlen].decode("utf-8"))
    p = 40 + dlen
    net.ft_bias = list(struct.unpack_from("<%dh" % L1, data, p))
    p += 2 * L1
    for i in range(inputs):
        net.ft_weights[i] = list(struct.unpack_from("<%dh" % L1, data, p))
        p += 2 * L1
    for b in range(BUCKETS):
        net.out_weights[b] = list(struct.unpack_from("<%dh" % (2 * L1), data, p))
        p += 4 * L1
    net.out_bias = list(struct.unpack_from("<%di" % BUCKETS, data, p))
    return net
