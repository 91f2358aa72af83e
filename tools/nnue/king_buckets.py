"""The v2 inputs (docs/nnue.md, "King buckets"), the trainer's copy of
include/pili/eval/nnue/king_buckets.h: each v1 feature once per bucket of
the perspective's own king, the board mirrored left-right when that king
stands on the right half.

Position files hold v1 indices; to_v2() maps a batch of them as
pili-train does (v2::key_from_v1, v2::from_v1_index): the key comes from
the first index of the list that is the perspective's own king, every
other index moves into that key's block, its point mirrored when the key
says so. Padding (any index >= the v1 inputs) becomes the v2 padding.
"""

import torch

import netformat as nf

CHESS64 = 3              # feature-set id of the 64-square board
MENG_EXTRA_BASE = 1440   # Meng90's counters start here: not on points, never mirrored


def king_buckets(fs):
    return 8 if fs == CHESS64 else 6


def v1_inputs(fs):
    return nf.FEATURE_SETS[fs][1]


def input_count(fs):
    return king_buckets(fs) * v1_inputs(fs)


def bucket_scheme(fs):
    return "king64-mirror-files2x4ranks" if fs == CHESS64 else "palace9-mirror6"


def king_key(fs, point):
    """bucket << 1 | mirror of a king on perspective point `point` (a tensor;
    < 0: no king, key 0)."""
    if fs == CHESS64:
        file, rank = point % 8, point // 8
        mirror = file >= 4
        file = torch.where(mirror, 7 - file, file)
        group = torch.where(rank == 0, 0, torch.where(rank == 1, 1, torch.where(rank <= 3, 2, 3)))
        key = (group * 2 + (file >= 2).long()) * 2 + mirror.long()
    else:
        file, rank = point % 9, point // 9
        mirror = file > 4
        file = torch.where(mirror, 8 - file, file).clamp(min=3)
        rank = rank.clamp(max=2)
        key = (rank * 2 + (file - 3)) * 2 + mirror.long()
    return torch.where(point < 0, torch.zeros_like(key), key)


def keys_of(features, fs):
    """The king key of each list: features int64 [..., K] of v1 indices."""
    points = 64 if fs == CHESS64 else 90
    base = 5 * 64 if fs == CHESS64 else 0  # the own king's kind: 5 on 64 squares, 0 on 90 points
    own = (features >= base) & (features < base + points)
    first = own.long().argmax(dim=-1, keepdim=True)  # the first own-king index of the list
    point = features.gather(-1, first).squeeze(-1) - base
    return king_key(fs, torch.where(own.any(dim=-1), point, torch.full_like(point, -1)))


def mirrored(features, fs):
    """Each v1 index with its point mirrored left-right."""
    if fs == CHESS64:
        return features ^ 7
    square = features % 90
    flipped = features - square + (square - square % 9 + 8 - square % 9)
    return torch.where(features < MENG_EXTRA_BASE, flipped, features)


def to_v2(features, fs):
    """v2 indices of a batch of v1 lists (int64 tensors [..., K])."""
    v1 = v1_inputs(fs)
    key = keys_of(features, fs).unsqueeze(-1)
    inside = torch.where(key & 1 == 1, mirrored(features, fs), features)
    v2 = (key >> 1) * v1 + inside
    return torch.where(features < v1, v2, torch.full_like(features, input_count(fs)))
