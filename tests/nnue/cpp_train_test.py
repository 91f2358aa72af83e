"""pili-train (tools/nnue-train) against the torch trainer (tools/nnue) on
one tiny position file from the same initial net: with batches that hold
the whole training part (so both take the same steps on the same
positions), the validation losses after each epoch agree, and so do the
net files' integers to within a rounding step.

    /usr/bin/python3 tests/nnue/cpp_train_test.py --pili-train build/tools/pili-train

Exit 77 (CTest: skipped) when torch or numpy is missing.
"""

import argparse
import os
import re
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
import netformat as nf  # noqa: E402
import synthetic  # noqa: E402

LOSS_RE = re.compile(r"epoch (\d+): train loss ([0-9.]+), validation loss ([0-9.]+)")


def losses(text):
    return [(float(t), float(v)) for _, t, v in LOSS_RE.findall(text)]


class CppAgainstTorch(unittest.TestCase):
    def test_same_losses_and_nets(self):
        d = tempfile.mkdtemp(prefix="pili-cpp-train-test-")
        feat = os.path.join(d, "tiny.feat")
        synthetic.write_synthetic(feat, 3000, "xiangqi", pieces=20, seed=5)
        torch.manual_seed(3)
        init = netmodel.Net(1260)
        init.clip()
        net, _ = netmodel.quantise(init, 0, "start")
        start = os.path.join(d, "start.nnue")
        nf.write_net(net, start)
        common = ["--epochs", "3", "--batch", "100000", "--val-fraction", "0.2", "--lr", "0.01",
                  "--init-from", start, "--description", "x"]
        torch_out = subprocess.run([sys.executable, os.path.join(TOOLS, "train.py"), feat, "--out-dir",
                                    os.path.join(d, "torch"), "--threads", "1"] + common,
                                   check=True, stderr=subprocess.PIPE, text=True).stderr
        cpp_out = subprocess.run([PILI_TRAIN, feat, "--out-dir", os.path.join(d, "cpp"), "--threads", "2"] + common,
                                 check=True, stderr=subprocess.PIPE, text=True).stderr
        a, b = losses(torch_out), losses(cpp_out)
        print(a, b, file=sys.stderr)
        self.assertEqual(len(a), 3, torch_out)
        self.assertEqual(len(b), 3, cpp_out)
        for (ta, va), (tb, vb) in zip(a, b):
            self.assertAlmostEqual(ta, tb, delta=2e-6 + 1e-4 * ta, msg=torch_out + cpp_out)
            self.assertAlmostEqual(va, vb, delta=2e-6 + 1e-4 * va, msg=torch_out + cpp_out)
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
