"""pili-train (tools/nnue-train) against the torch trainer (tools/nnue) on
one tiny position file from the same initial net: with batches that hold
the whole training part (so both take the same steps on the same
positions), the validation losses after each epoch agree, and so do the
net files' integers to within a rounding step. The same for architecture
v2 (--arch 2), factorised and not, in each feature set, on random lists
whose "kings" stand on every point or are missing: both map the v1 records to king-bucketed
indices the same way, or their losses part.

    /usr/bin/python3 tests/nnue/cpp_train_test.py --pili-train build/tools/pili-train

Exit 77 (CTest: skipped) when torch or numpy is missing.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(HERE, "..", "..", "tools", "nnue")
PILI_TRAIN = None

try:
    import numpy as np
    import torch
except ImportError as e:
    print("skipped: the torch trainer needs torch and numpy (%s); Debian: apt install python3-torch" % e)
    sys.exit(77)

sys.path.insert(0, TOOLS)
import model as netmodel  # noqa: E402
import model_v2  # noqa: E402
import netformat as nf  # noqa: E402
import netformat_v2 as nf2  # noqa: E402
import synthetic  # noqa: E402

LOSS_RE = re.compile(r"epoch (\d+): train loss ([0-9.]+), validation loss ([0-9.]+)")


def losses(text):
    return [(float(t), float(v)) for _, t, v in LOSS_RE.findall(text)]


def train_both(d, feat, start, extra, lr="0.01"):
    """Three whole-file epochs of each trainer from `start`: (torch's, pili-train's) losses and stderr."""
    common = ["--epochs", "3", "--batch", "100000", "--val-fraction", "0.2", "--lr", lr,
              "--init-from", start, "--description", "x"] + extra
    torch_out = subprocess.run([sys.executable, os.path.join(TOOLS, "train.py"), feat, "--out-dir",
                                os.path.join(d, "torch"), "--threads", "1"] + common,
                               check=True, stderr=subprocess.PIPE, text=True).stderr
    cpp_out = subprocess.run([PILI_TRAIN, feat, "--out-dir", os.path.join(d, "cpp"), "--threads", "2"] + common,
                             check=True, stderr=subprocess.PIPE, text=True).stderr
    return losses(torch_out), losses(cpp_out), torch_out + cpp_out


class CppAgainstTorch(unittest.TestCase):
    def check_v2(self, extra, variant="xiangqi", positions=1500):
        d = tempfile.mkdtemp(prefix="pili-cpp-train-v2-test-")
        self.addCleanup(shutil.rmtree, d, True)
        feat = os.path.join(d, "tiny.feat")
        synthetic.write_synthetic(feat, positions, variant, pieces=20, seed=9)
        torch.manual_seed(4)
        start = os.path.join(d, "start.nnue")
        vid = nf.VARIANTS[variant]
        nf2.write_net(model_v2.quantise(model_v2.NetV2(nf.feature_set_of(vid), factor=False), vid, "start"), start)
        a, b, text = train_both(d, feat, start, ["--arch", "2"] + extra, lr="0.003")
        print(a, b, file=sys.stderr)
        self.assertEqual((len(a), len(b)), (3, 3), text)
        # The first training loss is the start net's: the same indices give the same sums. Float
        # sums in another order part the two slowly after that (the clips are hard edges).
        self.assertAlmostEqual(a[0][0], b[0][0], delta=2e-6 + 1e-5 * a[0][0], msg=text)
        for (ta, va), (tb, vb) in zip(a, b):
            self.assertAlmostEqual(ta, tb, delta=2e-6 + 2e-3 * ta, msg=text)
            self.assertAlmostEqual(va, vb, delta=2e-6 + 2e-3 * va, msg=text)
        self.assertLess(b[-1][0], b[0][0])
        x = nf2.read_net(os.path.join(d, "torch", "net-epoch-3.nnue"))
        y = nf2.read_net(os.path.join(d, "cpp", "net-epoch-3.nnue"))
        with open(os.path.join(d, "cpp", "net-epoch-3.nnue"), "rb") as f:  # the engine's writer, byte for byte
            self.assertEqual(nf2.to_bytes(y), f.read())
        fx, fy = x.ft_weights.astype(int), y.ft_weights.astype(int)
        self.assertLessEqual(np.abs(fx - fy).max(), 2)  # factorised: a sum of two rounded parameters
        self.assertLess(np.mean(fx != fy), 0.01)
        self.assertGreater(np.mean(fx != np.array(nf2.read_net(start).ft_weights)), 0.1)  # the rows moved
        for k in ("ft_bias", "w1", "b1", "w2", "b2", "w3", "b3"):
            self.assertLessEqual(np.abs(getattr(x, k).astype(int) - getattr(y, k).astype(int)).max(),
                                 1 if k[0] == "w" or k == "ft_bias" else 64, k)  # biases: x 127 x 64

    def test_v2_factorised_same_losses_and_nets(self):
        self.check_v2([])

    def test_v2_unfactorised_same_losses_and_nets(self):
        self.check_v2(["--no-factorizer"])

    def test_v2_other_feature_sets(self):
        self.check_v2([], "meng", 800)  # Tris and counters: the counters are not mirrored
        self.check_v2(["--no-factorizer"], "atomic-chess", 800)  # 8 buckets on 64 squares

    def test_same_losses_and_nets(self):
        d = tempfile.mkdtemp(prefix="pili-cpp-train-test-")
        self.addCleanup(shutil.rmtree, d, True)
        feat = os.path.join(d, "tiny.feat")
        synthetic.write_synthetic(feat, 3000, "xiangqi", pieces=20, seed=5)
        torch.manual_seed(3)
        init = netmodel.Net(1260)
        init.clip()
        net, _ = netmodel.quantise(init, 0, "start")
        start = os.path.join(d, "start.nnue")
        nf.write_net(net, start)
        a, b, text = train_both(d, feat, start, [])
        print(a, b, file=sys.stderr)
        self.assertEqual((len(a), len(b)), (3, 3), text)
        for (ta, va), (tb, vb) in zip(a, b):
            self.assertAlmostEqual(ta, tb, delta=2e-6 + 1e-4 * ta, msg=text)
            self.assertAlmostEqual(va, vb, delta=2e-6 + 1e-4 * va, msg=text)
        self.assertLess(b[-1][0], b[0][0])  # the steps lowered the training loss
        x = nf.read_net(os.path.join(d, "torch", "net-epoch-3.nnue"))
        y = nf.read_net(os.path.join(d, "cpp", "net-epoch-3.nnue"))
        fx, fy = np.array(x.ft_weights), np.array(y.ft_weights)
        self.assertLessEqual(np.abs(fx - fy).max(), 1)
        self.assertLess(np.mean(fx != fy), 0.01)
        self.assertLessEqual(np.abs(np.array(x.out_weights) - np.array(y.out_weights)).max(), 1)
        self.assertLessEqual(np.abs(np.array(x.ft_bias) - np.array(y.ft_bias)).max(), 1)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--pili-train", required=True, help="the built pili-train binary")
    a, rest = ap.parse_known_args()
    PILI_TRAIN = a.pili_train
    unittest.main(argv=[sys.argv[0]] + rest)
