#!/usr/bin/python3
"""Writes the quantised net file of a training checkpoint
(docs/nnue-training.md, "Net file").

    /usr/bin/python3 tools/nnue/export.py run1/checkpoint.pt pili-xiangqi.nnue --description "..."

The weights are rounded to the engine's integers; a net whose weights need
more than rounding to fit the loader's overflow bounds (one trained without
the trainer's clipping) is refused unless --force-scale, which clamps and
scales it and says by how much. A checkpoint of `train.py --arch 2` gives a
v2 net file (netformat_v2.py; --force-scale is v1's only).
"""

import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model as netmodel  # noqa: E402
import model_v2  # noqa: E402
import netformat as nf  # noqa: E402
import netformat_v2 as nf2  # noqa: E402


def load_checkpoint(path):
    state = torch.load(path)
    if state.get("arch", 1) == 2:
        m = model_v2.NetV2(nf.feature_set_of(state["variant"]), state["factor"])
    else:
        m = netmodel.Net(state["inputs"])
    m.load_state_dict(state["model"])
    return m, state["variant"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("checkpoint")
    ap.add_argument("net")
    ap.add_argument("--description", default="")
    ap.add_argument("--force-scale", action="store_true")
    a = ap.parse_args(argv)
    model, variant = load_checkpoint(a.checkpoint)
    if isinstance(model, model_v2.NetV2):
        try:
            size = nf2.write_net(model_v2.quantise(model, variant, a.description), a.net)
        except ValueError as e:
            print("error: cannot export %s: %s" % (a.checkpoint, e), file=sys.stderr)
            return 2
        print("%s: %s v2 net, %d bytes" % (a.net, nf.VARIANT_NAMES[variant], size), file=sys.stderr)
        return 0
    try:
        net, notes = netmodel.quantise(model, variant, a.description, force_scale=a.force_scale)
    except ValueError as e:
        print("error: cannot export %s: %s" % (a.checkpoint, e), file=sys.stderr)
        return 2
    for n in notes:
        print("export: " + n, file=sys.stderr)
    size = nf.write_net(net, a.net)
    print("%s: %s net, %d bytes" % (a.net, nf.VARIANT_NAMES[variant], size), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
