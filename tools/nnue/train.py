#!/usr/bin/python3
"""Trains Pili's learned evaluation on a position file of `pili datagen
--export-features` and writes a net file after every epoch
(docs/nnue-training.md).

    /usr/bin/python3 tools/nnue/train.py data.feat --out-dir run1 --epochs 20
    /usr/bin/python3 tools/nnue/train.py more.feat --out-dir run2 --init-from run1/net-epoch-20.nnue
    /usr/bin/python3 tools/nnue/train.py data.feat --out-dir run1 --resume run1/checkpoint.pt
    /usr/bin/python3 tools/nnue/train.py data.feat --out-dir v2run --arch 2 --epochs 20
    /usr/bin/python3 tools/nnue/train.py data.feat --out-dir v2plain --arch 2 --no-factorizer

Loss: mean squared error between sigmoid(cp / scale) of the net and
lambda * sigmoid(score / scale) + (1 - lambda) * result, result 1 / 0.5 / 0
for the side to move.
"""

import argparse
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data as posdata  # noqa: E402
import model as netmodel  # noqa: E402
import model_v2  # noqa: E402
import netformat as nf  # noqa: E402
import netformat_v2 as nf2  # noqa: E402


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", help="position file (pili datagen --export-features)")
    ap.add_argument("--out-dir", required=True, help="checkpoint.pt and net-epoch-N.nnue go here")
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--epoch-size", type=int, default=0, help="positions per epoch (0: the whole training part)")
    ap.add_argument("--batch", type=int, default=16384)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--gamma", type=float, default=0.9, help="learning rate x this after every epoch")
    ap.add_argument("--lambda", dest="lam", type=float, default=0.75, help="weight of the search score")
    ap.add_argument("--lambda-end", type=float, default=None, help="weight at the last epoch (linear; default --lambda)")
    ap.add_argument("--scale", type=float, default=400.0, help="centipawns of the sigmoid's unit")
    ap.add_argument("--val-fraction", type=float, default=0.05, help="the file's tail kept for validation")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-steps", type=int, default=0, help="stop each epoch after this many batches (0: no limit)")
    ap.add_argument("--resume", help="continue this checkpoint (same data and options)")
    ap.add_argument("--init-from", help="start from this net file's weights")
    ap.add_argument("--description", default="", help="text stored in the net files")
    ap.add_argument("--arch", type=int, choices=(1, 2), default=1,
                    help="net architecture: 1 (256 per side) or 2 (king buckets, 512 per side, hidden layers; "
                         "docs/nnue.md)")
    ap.add_argument("--no-factorizer", action="store_true",
                    help="v2: train the king-bucketed rows alone, without the shared rows every bucket adds")
    ap.add_argument("--row-decay", type=float, default=0.0,
                    help="decoupled weight decay of the first-layer rows (v2: the bucket rows): each step "
                         "x (1 - lr x this)")
    return ap.parse_args(argv)


def make_optimisers(model, lr):
    return [torch.optim.Adam(model.parameters(), lr=lr)]


def targets(score, result, lam, scale):
    return lam * torch.sigmoid(score / scale) + (1.0 - lam) * result


def loss_of(model, records, lam, scale):
    features, bucket, score, result = (torch.from_numpy(a) for a in posdata.batch_arrays(records))
    cp = model(features, bucket) * nf.SCALE
    return torch.mean((torch.sigmoid(cp / scale) - targets(score, result, lam, scale)) ** 2)


@torch.no_grad()
def validation_loss(model, records, lam, scale, chunk=65536):
    if len(records) == 0:
        return float("nan")
    total = 0.0
    for i in range(0, len(records), chunk):
        part = records[i:i + chunk]
        total += loss_of(model, part, lam, scale).item() * len(part)
    return total / len(records)


def save_checkpoint(path, model, opts, epoch, args, variant):
    state = {"model": model.state_dict(), "optimisers": [o.state_dict() for o in opts], "epoch": epoch,
             "args": vars(args), "variant": variant, "inputs": model.inputs, "arch": args.arch}
    if args.arch == 2:
        state["factor"] = model.factor
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)  # a kill never leaves half a checkpoint


def export_net(model, variant, path, description):
    if isinstance(model, model_v2.NetV2):
        return nf2.write_net(model_v2.quantise(model, variant, description), path)
    net, notes = netmodel.quantise(model, variant, description)
    for n in notes:
        print("export: " + n, file=sys.stderr)
    return nf.write_net(net, path)


def start_model(args, data):
    """A fresh model of --arch, or --init-from's net."""
    version = nf2.file_version(args.init_from) if args.init_from else args.arch
    if version != args.arch:
        raise SystemExit("error: %s: a net of architecture v%s, the run trains v%d" % (
            args.init_from, version, args.arch))
    if args.arch == 2:
        factor = not args.no_factorizer
        model = model_v2.NetV2(data.feature_set, factor)
        if args.init_from:
            net = nf2.read_net(args.init_from)
            if net.feature_set != data.feature_set:  # a sibling variant's net of the same features is a start
                raise SystemExit("error: %s is a %s net, the data is %s" % (
                    args.init_from, nf.VARIANT_NAMES[net.variant], nf.VARIANT_NAMES[data.variant]))
            model = model_v2.from_quantised(net, factor)  # the file's rows become the bucket rows
        return model
    model = netmodel.Net(data.inputs)
    if args.init_from:
        net = nf.read_net(args.init_from)
        if net.variant != data.variant:
            raise SystemExit("error: %s is a %s net, the data is %s" % (
                args.init_from, nf.VARIANT_NAMES[net.variant], nf.VARIANT_NAMES[data.variant]))
        model = netmodel.from_quantised(net)
    return model


def check_resume(state, args, data, model):
    if state["variant"] != data.variant or state.get("arch", 1) != args.arch or state["inputs"] != model.inputs:
        raise SystemExit("error: the checkpoint is for another variant or architecture")
    if args.arch == 2 and state["factor"] != model.factor:
        raise SystemExit("error: " + args.resume + (
            ": the checkpoint has the factorizer's shared rows; resume without --no-factorizer" if state["factor"]
            else ": the checkpoint has no factorizer's shared rows; resume with --no-factorizer"))


def train(args):
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    data = posdata.PositionFile(args.data)
    records = data.records
    n_val = int(len(records) * args.val_fraction)
    n_train = len(records) - n_val
    if n_train <= 0:
        raise SystemExit("error: %s holds no training positions" % args.data)
    train_part, val_part = records[:n_train], records[n_train:]
    os.makedirs(args.out_dir, exist_ok=True)

    model = start_model(args, data)
    start_epoch = 0
    opts = make_optimisers(model, args.lr)
    if args.resume:
        state = torch.load(args.resume)
        check_resume(state, args, data, model)
        model.load_state_dict(state["model"])
        for o, s in zip(opts, state["optimisers"]):
            o.load_state_dict(s)
        start_epoch = state["epoch"]
    model.clip()

    epoch_size = min(args.epoch_size or n_train, n_train)
    description = args.description or "trained on %s (%d positions)" % (os.path.basename(args.data), n_train)
    print("%s: %d training and %d validation positions, %d inputs" % (
        nf.VARIANT_NAMES[data.variant], n_train, n_val, data.inputs), file=sys.stderr)
    if args.arch == 2:
        print("architecture v2: %d first-layer inputs%s" % (model.inputs, ", factorised" if model.factor else ""),
              file=sys.stderr)
    for epoch in range(start_epoch, args.epochs):
        lr = args.lr * args.gamma ** epoch
        for o in opts:
            for g in o.param_groups:
                g["lr"] = lr
        end = args.lambda_end if args.lambda_end is not None else args.lam
        lam = args.lam + (end - args.lam) * (epoch / max(1, args.epochs - 1))
        rng = np.random.default_rng(args.seed * 1000003 + epoch)
        order = rng.permutation(n_train)[:epoch_size]
        t0, cpu0, seen, total, steps = time.time(), time.process_time(), 0, 0.0, 0
        for i in range(0, epoch_size, args.batch):
            idx = np.sort(order[i:i + args.batch])  # sorted: the memory map reads forward
            loss = loss_of(model, train_part[idx], lam, args.scale)
            for o in opts:
                o.zero_grad(set_to_none=True)
            loss.backward()
            for o in opts:
                o.step()
            if args.row_decay:  # AdamW's decoupled decay of the first-layer (bucket) rows
                with torch.no_grad():
                    model.ft_weight.mul_(1.0 - lr * args.row_decay)
            model.clip()
            seen += len(idx)
            total += loss.item() * len(idx)
            steps += 1
            if args.max_steps and steps >= args.max_steps:
                break
        secs, cpu = time.time() - t0, time.process_time() - cpu0  # cpu: all threads together
        val = validation_loss(model, val_part, lam, args.scale)
        print("epoch %d: train loss %.6f, validation loss %.6f, lr %.2e, lambda %.2f, %.0f positions/s "
              "(%.0f per CPU-second)" % (epoch + 1, total / max(1, seen), val, lr, lam, seen / max(secs, 1e-9),
                                         seen / max(cpu, 1e-9)), file=sys.stderr)
        save_checkpoint(os.path.join(args.out_dir, "checkpoint.pt"), model, opts, epoch + 1, args, data.variant)
        export_net(model, data.variant, os.path.join(args.out_dir, "net-epoch-%d.nnue" % (epoch + 1)),
                   "%s; epoch %d" % (description, epoch + 1))
    return model


if __name__ == "__main__":
    train(parse_args())
