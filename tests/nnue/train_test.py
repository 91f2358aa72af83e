"""The trainer (tools/nnue) end to end on a tiny file made by `pili datagen`:
a few training steps, the net file's header and sizes (read here with
struct and zlib, from docs/nnue-training.md), the pure-Python reference
evaluator against the float model within a bound on the quantisation
error, the exporter's refusal of nets beyond the loader's limits,
--init-from and --resume.

    /usr/bin/python3 tests/nnue/train_test.py --pili build/pili

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
import model as netmodel  # noqa: E402
import netformat as nf  # noqa: E402
import reference_eval  # noqa: E402
import train as trainer  # noqa: E402


def error_bound(model, net, us, them, bucket):
    """Largest |reference cp - float cp| that rounding the weights can cause.
    Accumulator: each of the n + 1 rounded terms is off by <= 0.5 / QA.
    SCReLU: |a^2 - b^2| <= |a - b| (a + b). Output weights: <= 0.5 / QB
    each; bias <= 0.5 / (QA QB); the two truncating divisions and the
    final one add < 3 units of 1 / (QA QB) and < 1 cp."""
    w = model.out.detach()[bucket].double()
    total = 0.0
    for half, feats in enumerate((us, them)):
        acc = model.ft_weight.detach().double()[feats].sum(0) + model.ft_bias.detach().double()
        c = acc.clamp(0, 1)
        d = 0.5 * (len(feats) + 1) / nf.QA
        dh = d * (2 * c + d)
        hq = (c + d).clamp(max=1) ** 2
        part = w[half * nf.L1:(half + 1) * nf.L1]
        total += (dh * part.abs()).sum().item() + (hq * 0.5 / nf.QB).sum().item()
    return nf.SCALE * (total + 3.5 / (nf.QA * nf.QB)) + 1


class Trainer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="pili-nnue-test-")
        games = os.path.join(cls.dir, "xq.games")
        cls.feat = os.path.join(cls.dir, "xq.feat")
        run = lambda *a: subprocess.run([PILI, "datagen"] + list(a), check=True,  # noqa: E731
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        run("--variant", "xiangqi", "--games", "6", "--nodes", "300", "--random-plies", "4", "--balance", "0",
            "--max-plies", "80", "--out", games)
        run("--export-features", games, "--out", cls.feat, "--mirror", "--keep-noisy")
        cls.out = os.path.join(cls.dir, "run")
        # Whole-file batches: a few steps lower the loss on so few positions.
        args = trainer.parse_args([cls.feat, "--out-dir", cls.out, "--epochs", "3", "--batch", "100000",
                                   "--val-fraction", "0.1", "--threads", "2"])
        data = posdata.PositionFile(cls.feat)
        torch.manual_seed(args.seed)
        fresh = netmodel.Net(data.inputs)
        cls.train_part = data.records[:len(data) - int(len(data) * 0.1)]
        cls.loss_before = trainer.loss_of(fresh, cls.train_part, 0.75, 400.0).item()
        cls.model = trainer.train(args)
        cls.loss_after = trainer.loss_of(cls.model, cls.train_part, 0.75, 400.0).item()
        cls.data = data

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def test_training_lowers_the_loss(self):
        self.assertGreater(len(self.data), 100)
        self.assertLess(self.loss_after, self.loss_before)

    def test_net_file_header_and_sizes(self):
        path = os.path.join(self.out, "net-epoch-3.nnue")
        with open(path, "rb") as f:
            raw = f.read()
        self.assertEqual(raw[:8], b"PILINNUE")
        version, arch, variant, fs, inputs, l1, buckets, dlen = struct.unpack_from("<8I", raw, 8)
        self.assertEqual((version, variant, fs, inputs, l1, buckets), (1, 0, 1, 1260, 256, 8))
        self.assertEqual(arch, fnv1a("pili-nnue-v1 L1=256 perspectives=2 act=screlu QA=255 QB=64 buckets=8 "
                                     "bucket=min(7,nonking/4) scale=400"))
        self.assertIn("epoch 3", raw[40:40 + dlen].decode("utf-8"))
        # Bias 256 x i16, 1260 columns of 256 x i16, 8 x 512 x i16 output weights, 8 x i32, CRC.
        self.assertEqual(len(raw), 40 + dlen + 512 + 1260 * 512 + 8 * 1024 + 32 + 4)
        self.assertEqual(struct.unpack_from("<I", raw, len(raw) - 4)[0], zlib.crc32(raw[:-4]))
        self.assertTrue(os.path.exists(os.path.join(self.out, "checkpoint.pt")))

    def check_agreement(self, model, records):
        """The reference evaluation of the exported net equals the float
        model evaluated with the net's own (rounded) weights up to the
        truncating divisions, and differs from the float model by no more
        than rounding the weights can explain. Returns the mean difference."""
        net, _ = netmodel.quantise(model, 0, "test")
        rounded = netmodel.from_quantised(net)
        features, bucket, _, _ = (torch.from_numpy(a) for a in posdata.batch_arrays(records))
        with torch.no_grad():
            floats = (model(features, bucket) * nf.SCALE).tolist()
            exact = (rounded.double()(features, bucket) * nf.SCALE).tolist()
        clamp = lambda x: max(-nf.EVAL_LIMIT, min(nf.EVAL_LIMIT, x))  # noqa: E731 (as the engine does)
        diffs = []
        for r, f, e in zip(records, map(clamp, floats), map(clamp, exact)):
            us = [int(i) for i in r["features"][0][:r["n_us"]]]
            them = [int(i) for i in r["features"][1][:r["n_them"]]]
            ref = reference_eval.evaluate(net, us, them, int(r["bucket"]))
            self.assertLess(abs(ref - e), 1.1, "reference %d, float with the net's weights %.3f" % (ref, e))
            bound = error_bound(model, net, us, them, int(r["bucket"]))
            self.assertLessEqual(abs(ref - f), bound, "reference %d, float %.2f" % (ref, f))
            diffs.append(abs(ref - f))
        self.assertTrue(any(abs(e) < nf.EVAL_LIMIT for e in exact))  # not all clamped
        return sum(diffs) / len(diffs)

    def test_reference_evaluator_agrees_with_the_float_model(self):
        mean = self.check_agreement(self.model, self.data.records[:40])
        print("trained net: mean |reference - float| %.2f cp" % mean, file=sys.stderr)
        self.assertLess(mean, 20)

    def test_agreement_with_weights_at_their_limits(self):
        torch.manual_seed(5)
        m = netmodel.Net(self.data.inputs)
        with torch.no_grad():
            m.ft_weight.normal_(0, 0.15)
            m.ft_weight[m.inputs].zero_()
            m.ft_bias.uniform_(-0.5, 0.5)
            m.out.uniform_(-2.5, 2.5)
            m.out_bias.uniform_(-0.5, 0.5)
        m.clip()  # as the trainer does after every step
        self.assertLessEqual(m.out.abs().sum(1).max().item(), netmodel.OUT_L1_LIMIT + 1e-3)
        mean = self.check_agreement(m, self.data.records[:40])
        print("net at its limits: mean |reference - float| %.2f cp" % mean, file=sys.stderr)
        self.assertLess(mean, 100)

    def test_exporter_refuses_or_scales_nets_beyond_the_bounds(self):
        m = netmodel.Net(self.data.inputs)
        with torch.no_grad():
            m.out[3].fill_(1.9)  # sum|w| = 973 per bucket: twice the int32 bound
        with self.assertRaises(ValueError):
            netmodel.quantise(m, 0)
        net, notes = netmodel.quantise(m, 0, force_scale=True)
        self.assertTrue(any("bucket 3" in n for n in notes))
        self.assertLessEqual(255 * 255 * sum(abs(x) for x in net.out_weights[3]), 2**31 - 1)
        self.assertEqual(nf.bound_violations(net), [])
        with torch.no_grad():
            m.out[3].fill_(0.0)
            m.out[2, 0] = 3.0  # beyond +-127 / 64
        with self.assertRaises(ValueError):
            netmodel.quantise(m, 0)
        # The file writer itself refuses a net beyond the bounds.
        net.out_weights[1][0] = 200
        with self.assertRaises(ValueError):
            nf.write_net(net, os.path.join(self.dir, "bad.nnue"))

    def test_init_from_a_net_reproduces_it(self):
        path = os.path.join(self.out, "net-epoch-3.nnue")
        net = nf.read_net(path)
        again, notes = netmodel.quantise(netmodel.from_quantised(net), net.variant, net.description)
        self.assertEqual(notes, [])
        with open(path, "rb") as f:
            self.assertEqual(nf.to_bytes(again), f.read())

    def test_resume_and_init_from_continue_training(self):
        out = os.path.join(self.dir, "resumed")
        shutil.copytree(self.out, out)
        args = trainer.parse_args([self.feat, "--out-dir", out, "--epochs", "4", "--batch", "64",
                                   "--resume", os.path.join(out, "checkpoint.pt")])
        trainer.train(args)
        self.assertTrue(os.path.exists(os.path.join(out, "net-epoch-4.nnue")))
        self.assertEqual(torch.load(os.path.join(out, "checkpoint.pt"))["epoch"], 4)
        again = os.path.join(self.dir, "again")
        trainer.train(trainer.parse_args([self.feat, "--out-dir", again, "--epochs", "1", "--batch", "64",
                                          "--init-from", os.path.join(out, "net-epoch-4.nnue")]))
        self.assertTrue(os.path.exists(os.path.join(again, "net-epoch-1.nnue")))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--pili", required=True, help="the built pili binary")
    a, rest = ap.parse_known_args()
    PILI = a.pili
    unittest.main(argv=[sys.argv[0]] + rest)
