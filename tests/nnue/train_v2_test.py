"""The torch trainer's v2 architecture (tools/nnue/train.py --arch 2) end
to end on a tiny file made by `pili datagen`: the loss falls; the net
file's header and size (read here with struct and zlib, from docs/nnue.md,
"v2 net files"); the engine loads the exported net, and its evaluation of
real positions and of their mirror images (which mirror the kings' keys)
equals the integer reference (tools/nnue/reference_eval_v2.py), lies
within the hidden layers' floors (v2_bound.py) of the float model on the
net's rounded weights, and within that plus 12 cp of the trained float
model; the v1 -> v2 index mapping on hand-worked cases; the exporter's
refusals; --resume (byte for byte), --init-from and --row-decay.

    /usr/bin/python3 tests/nnue/train_v2_test.py --pili build/pili

Exit 77 (CTest: skipped) when torch or numpy is missing.
"""

import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(HERE, "..", "..", "tools", "nnue")
PERFT = os.path.join(HERE, "..", "data", "xiangqi.perft")
PILI = None

try:
    import numpy as np
    import torch
except ImportError as e:
    print("skipped: the trainer needs torch and numpy (%s); Debian: apt install python3-torch" % e)
    sys.exit(77)

sys.path.insert(0, HERE)
sys.path.insert(0, TOOLS)
import data as posdata  # noqa: E402
from arch_hash import fnv1a  # noqa: E402
import king_buckets as kb  # noqa: E402
import model_v2  # noqa: E402
import netformat_v2 as nf2  # noqa: E402
import reference_eval_v2  # noqa: E402
import train as trainer  # noqa: E402
import v2_bound  # noqa: E402


def engine_evals(net_path, fens):
    """`pili`'s NNUE evaluation of each FEN (UCI `eval`) and the loaded net's description."""
    lines = ["uci", "setoption name UCI_Variant value xiangqi", "setoption name EvalFile value " + net_path]
    for fen in fens:
        lines += ["position fen " + fen, "eval"]
    out = subprocess.run([PILI], input="\n".join(lines + ["quit"]) + "\n", text=True, check=True,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout
    values = [int(l.split()[2]) for l in out.splitlines() if l.startswith("NNUE evaluation:")]
    nets = [l[5:] for l in out.splitlines() if l.startswith("Net: ")]
    if len(values) != len(fens):
        raise AssertionError("%d evaluations for %d positions:\n%s" % (len(values), len(fens), out[-2000:]))
    return values, nets


class TrainerV2(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        torch.set_num_threads(1)
        cls.dir = tempfile.mkdtemp(prefix="pili-nnue-v2-test-")
        games = os.path.join(cls.dir, "xq.games")
        cls.feat = os.path.join(cls.dir, "xq.feat")
        run = lambda *a: subprocess.run([PILI, "datagen"] + list(a), check=True,  # noqa: E731
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        run("--variant", "xiangqi", "--games", "6", "--nodes", "300", "--random-plies", "4", "--balance", "0",
            "--max-plies", "80", "--out", games)
        run("--export-features", games, "--out", cls.feat, "--mirror", "--keep-noisy")
        cls.data = posdata.PositionFile(cls.feat)
        cls.train_part = cls.data.records[:len(cls.data) - int(len(cls.data) * 0.1)]
        cls.out = os.path.join(cls.dir, "run")
        # Whole-file batches: a few steps lower the loss on so few positions.
        cls.args = [cls.feat, "--arch", "2", "--epochs", "3", "--batch", "100000", "--val-fraction", "0.1",
                    "--threads", "1", "--lr", "0.003"]
        args = trainer.parse_args(cls.args + ["--out-dir", cls.out])
        torch.manual_seed(args.seed)
        fresh = model_v2.NetV2(cls.data.feature_set)
        cls.loss_before = trainer.loss_of(fresh, cls.train_part, 0.75, 400.0).item()
        cls.model = trainer.train(args)
        cls.loss_after = trainer.loss_of(cls.model, cls.train_part, 0.75, 400.0).item()
        with open(PERFT) as f:
            fens = [line.split(";")[0].strip() for line in f if line.strip()][:60]
        # Each position and its mirror image: the kings' files mirror, so do their keys.
        cls.fens = fens + [v2_bound.mirror_fen(f) for f in fens]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def test_training_lowers_the_loss(self):
        self.assertGreater(len(self.data), 100)
        self.assertTrue(self.model.factor)  # the default for v2
        self.assertLess(self.loss_after, self.loss_before)

    def test_net_file_header_and_size(self):
        with open(os.path.join(self.out, "net-epoch-3.nnue"), "rb") as f:
            raw = f.read()
        self.assertEqual(raw[:8], b"PILINNUE")
        fields = struct.unpack_from("<11I", raw, 8)
        self.assertEqual(fields[0], 2)
        self.assertEqual(fields[1], fnv1a("pili-nnue-v2 L1=512 perspectives=2 ft=crelu QA=127 L2=16 L3=32 "
                                          "act=crelu QW=64 shift=6 stacks=8 stack=min(7,nonking/4) scale=400 "
                                          "kings=palace9-mirror6"))
        self.assertEqual(fields[2:10], (0, 1, 6, 7560, 512, 16, 32, 8))
        dlen = fields[10]
        self.assertIn("epoch 3", raw[52:52 + dlen].decode("utf-8"))
        self.assertEqual(len(raw), 7879512 + dlen)
        self.assertEqual(struct.unpack_from("<I", raw, len(raw) - 4)[0], zlib.crc32(raw[:-4]))

    def check_engine(self, model, name):
        """Exports `model` and evaluates the positions with the engine, the
        integer reference and the float model: the engine equals the
        reference, which is within the bound of the hidden layers' floors of
        the float model on the net's rounded weights. Returns the
        differences |engine - float model| and the floors' bounds."""
        path = os.path.join(self.dir, name + ".nnue")
        net = model_v2.quantise(model, 0, "test net " + name)
        nf2.write_net(net, path)
        engine, nets = engine_evals(path, self.fens)
        self.assertEqual(set(nets), {"test net " + name})  # the engine evaluated with this net
        features, buckets = v2_bound.fen_features(self.fens)
        keys = kb.keys_of(features, 1)
        self.assertGreaterEqual(len(set((keys >> 1).flatten().tolist())), 3)  # several king buckets
        self.assertEqual(set((keys & 1).flatten().tolist()), {0, 1})  # mirrored and not
        reference = reference_eval_v2.evaluate_batch(nf2.read_net(path), features.numpy(), buckets.numpy())
        self.assertEqual(engine, reference.tolist())
        rounded = v2_bound.deviation(model_v2.from_quantised(net, factor=False), net, features, buckets)
        for i, fen in enumerate(self.fens):
            self.assertLessEqual(abs(engine[i] - rounded.value[i]), rounded.bound[i] + 0.01,
                                 "%s: engine %d, float on the rounded weights %.3f" % (fen, engine[i],
                                                                                      rounded.value[i]))
        self.assertGreater(len(set(engine)), 10)  # not a constant net
        with torch.no_grad():
            floats = (model(features, buckets) * 400.0).clamp(-12000, 12000).double().numpy()
        return np.abs(np.array(engine) - floats), rounded.bound

    def test_engine_loads_the_net_and_agrees_with_the_float_model(self):
        diff, floors = self.check_engine(self.model, "trained")
        print("trained v2 net: |engine - float| mean %.2f, max %.2f cp; floors' bound mean %.2f cp"
              % (diff.mean(), diff.max(), floors.mean()), file=sys.stderr)
        # The tolerance of docs/nnue-training.md: the floors' bound plus 12 cp (3 % of the 400 cp unit)
        # for rounding the weights.
        self.assertTrue(np.all(diff <= floors + 12.0), (diff - floors).max())
        self.assertLess(diff.mean(), 5.0)

    def test_engine_agrees_on_a_net_with_wide_weights(self):
        torch.manual_seed(7)
        m = model_v2.NetV2(1, factor=True)
        with torch.no_grad():
            m.shared[:-1].normal_(0, 0.12)
            m.ft_weight[:-1].normal_(0, 0.05)
            m.ft_bias.uniform_(-0.3, 0.3)
            m.w1.uniform_(-0.15, 0.15)
            m.b1.uniform_(-0.3, 0.6)
            m.w2.uniform_(-1.0, 1.0)
            m.b2.uniform_(-0.3, 0.6)
            m.w3.uniform_(-1.98, 1.98)
            m.b3.uniform_(-0.5, 0.5)
        m.clip()  # as the trainer does after every step
        diff, floors = self.check_engine(m, "wide")
        print("wide v2 net: |engine - float| mean %.2f cp; floors' bound mean %.2f cp"
              % (diff.mean(), floors.mean()), file=sys.stderr)

    def test_v1_to_v2_indices_by_hand(self):
        pad = 1260
        # Red general on f1 (point 5): mirrored, bucket 0 -> key 1; a horse (kind 3) on a1 -> i1; the
        # other side's soldier (kind 13) on d10 (point 84) -> f10.
        f = torch.tensor([[5, 3 * 90 + 0, 13 * 90 + 84, pad]])
        self.assertEqual(kb.keys_of(f, 1).tolist(), [1])
        self.assertEqual(kb.to_v2(f, 1).tolist(), [[3, 3 * 90 + 8, 13 * 90 + 86, 7560]])
        # General on d3 (point 21): bucket 2 * 2 + 0, not mirrored (the other general, 634, does
        # not count); no general: bucket 0.
        f = torch.tensor([[7 * 90 + 4, 21, 100, pad], [100, 200, pad, pad]])
        self.assertEqual(kb.to_v2(f, 1).tolist(), [[4 * 1260 + 634, 4 * 1260 + 21, 4 * 1260 + 100, 7560],
                                                   [100, 200, 7560, 7560]])
        # Meng90, general on f2 (point 14): bucket 1 * 2 + 0, mirrored; a counter (1441) moves into
        # the block unmirrored, a Tris on f1 (1265) mirrors to d1.
        f = torch.tensor([[14, 1441, 1265, 1445]])
        self.assertEqual(kb.to_v2(f, 2).tolist(), [[2 * 1445 + 12, 2 * 1445 + 1441, 2 * 1445 + 1263, 8670]])
        # Chess64: king (kind 5) on g1 -> b1 mirrored: key 1, a pawn on a2 -> h2; king on c2: files
        # c-d, rank 2 -> bucket 3, not mirrored.
        f = torch.tensor([[5 * 64 + 6, 8, 768], [8, 5 * 64 + 10, 768]])
        self.assertEqual(kb.to_v2(f, 3).tolist(), [[5 * 64 + 1, 15, 6144], [3 * 768 + 8, 3 * 768 + 330, 6144]])

    def test_exporter_refuses_weights_beyond_the_integers(self):
        m = model_v2.NetV2(1, factor=False)
        with torch.no_grad():
            m.w2[3, 0, 0] = 2.5  # beyond 127 / 64
        with self.assertRaises(ValueError):
            model_v2.quantise(m, 0)
        m.clip()
        with torch.no_grad():
            m.ft_weight[:40, 7] = 9.0  # 32 x 1143 in one neuron of king bucket 0: past int16
        with self.assertRaises(ValueError) as e:
            model_v2.quantise(m, 0)
        self.assertIn("neuron 7 (king bucket 0)", str(e.exception))
        with self.assertRaises(ValueError):
            model_v2.quantise(model_v2.NetV2(3), 0)  # a chess-64 model for xiangqi

    def test_resume_is_exact_and_init_from_starts_at_the_file(self):
        split = os.path.join(self.dir, "split")
        trainer.train(trainer.parse_args(self.args + ["--out-dir", split, "--epochs", "2"]))
        resume = self.args + ["--out-dir", split, "--resume", os.path.join(split, "checkpoint.pt")]
        with self.assertRaises(SystemExit):  # the checkpoint has shared rows
            trainer.train(trainer.parse_args(resume + ["--no-factorizer"]))
        trainer.train(trainer.parse_args(resume))
        for name in ("net-epoch-3.nnue",):
            with open(os.path.join(split, name), "rb") as a, open(os.path.join(self.out, name), "rb") as b:
                self.assertEqual(a.read(), b.read())
        start = os.path.join(self.out, "net-epoch-3.nnue")
        again = os.path.join(self.dir, "again")
        trainer.train(trainer.parse_args(self.args + ["--out-dir", again, "--epochs", "1", "--lr", "0",
                                                      "--init-from", start]))
        a, b = nf2.read_net(start), nf2.read_net(os.path.join(again, "net-epoch-1.nnue"))
        for k in ("ft_bias", "ft_weights", "w1", "b1", "w2", "b2", "w3", "b3"):
            self.assertTrue(np.array_equal(getattr(a, k), getattr(b, k)), k)
        with self.assertRaises(SystemExit):  # a v2 net does not start a v1 run
            trainer.train(trainer.parse_args([self.feat, "--out-dir", again, "--init-from", start]))

    def test_row_decay_shrinks_the_bucket_rows_only(self):
        out = os.path.join(self.dir, "decay")
        args = self.args + ["--epochs", "1", "--lr", "0.001"]
        torch.manual_seed(1)
        plain = trainer.train(trainer.parse_args(args + ["--out-dir", out + "0"]))
        decayed = trainer.train(trainer.parse_args(args + ["--out-dir", out + "1", "--row-decay", "300"]))
        self.assertLess(decayed.ft_weight.abs().sum().item(), 0.8 * plain.ft_weight.abs().sum().item())
        self.assertAlmostEqual(decayed.shared.abs().sum().item(), plain.shared.abs().sum().item(),
                               delta=0.01 * plain.shared.abs().sum().item())


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--pili", required=True, help="the built pili binary")
    a, rest = ap.parse_known_args()
    PILI = a.pili
    unittest.main(argv=[sys.argv[0]] + rest)
