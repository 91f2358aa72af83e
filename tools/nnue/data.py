"""Position files written by `pili datagen --export-features`
(docs/nnue-training.md, "Position file"), mapped into memory with numpy."""

import struct

import numpy as np

MAGIC = b"PILIFEAT"
HEADER_SIZE = 32


def record_dtype(max_features):
    return np.dtype([("score", "<i2"), ("result", "u1"), ("bucket", "u1"), ("stm", "u1"),
                     ("n_us", "u1"), ("n_them", "u1"), ("flags", "u1"),
                     ("features", "<u2", (2, max_features))])


class PositionFile:
    """records[i]['features'][0] lists the side to move's feature indices,
    [1] the other side's; unused slots hold `inputs` (a zero input)."""

    def __init__(self, path):
        with open(path, "rb") as f:
            head = f.read(HEADER_SIZE)
        if len(head) < HEADER_SIZE or head[:8] != MAGIC:
            raise ValueError(path + ": not a position file (run pili datagen --export-features)")
        (version, self.variant, self.feature_set, self.inputs, self.max_features,
         record_size) = struct.unpack_from("<6I", head, 8)
        if version != 1:
            raise ValueError(path + ": position file version %d, this trainer reads 1" % version)
        dtype = record_dtype(self.max_features)
        if record_size != dtype.itemsize:
            raise ValueError(path + ": record size %d, expected %d" % (record_size, dtype.itemsize))
        import os
        count = (os.path.getsize(path) - HEADER_SIZE) // record_size
        self.records = np.memmap(path, dtype=dtype, mode="r", offset=HEADER_SIZE, shape=(count,)) \
            if count else np.zeros(0, dtype=dtype)

    def __len__(self):
        return len(self.records)


def batch_arrays(records):
    """(features int64 [N, 2, K], bucket int64 [N], score float32 [N],
    result float32 [N] in {0, 0.5, 1}) for a slice or index array of records."""
    # Slots past the longest list of the batch hold padding only: left out.
    width = max(1, int(records["n_us"].max(initial=0)), int(records["n_them"].max(initial=0)))
    return (records["features"][:, :, :width].astype(np.int64), records["bucket"].astype(np.int64),
            records["score"].astype(np.float32), records["result"].astype(np.float32) * 0.5)
