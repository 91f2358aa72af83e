"""The report's charts, drawn with Debian's python3-matplotlib (run the report
with /usr/bin/python3). SVG with text kept as text and no date, so that the
same data draws the same file."""

import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import labdata as D  # noqa: E402
import labstats as S  # noqa: E402

CHARTS = os.path.join(D.DATA, "charts")
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "pili-lab", "font.size": 9})
WIN, DRAW, LOSS, NONE = "#2e7d32", "#b0bec5", "#c62828", "#ffffff"


def save(fig, name):
    os.makedirs(CHARTS, exist_ok=True)
    path = os.path.join(CHARTS, name)
    fig.savefig(path, metadata={"Date": None}, bbox_inches="tight")
    plt.close(fig)
    return "lab-data/charts/" + name


def first_moves(runs, order):
    """One row per run, one cell per first move: Red's results after it, the
    cell split by the shares of wins, draws and losses."""
    fig, ax = plt.subplots(figsize=(11, 0.5 + 0.45 * len(runs)))
    for y, run in enumerate(runs):
        by_move = {}
        for g in run.games:
            by_move.setdefault(g["book"][0], []).append(g["result"])
        for x, mv in enumerate(order):
            res = by_move.get(mv, [])
            left = x
            for result, colour in (("1-0", WIN), ("1/2-1/2", DRAW), ("0-1", LOSS)):
                share = res.count(result) / len(res) if res else 0
                if share:
                    ax.add_patch(plt.Rectangle((left, y), 0.92 * share, 0.85, color=colour, lw=0))
                    left += 0.92 * share
            ax.add_patch(plt.Rectangle((x, y), 0.92, 0.85, fill=False, ec="#90a4ae", lw=0.5))
    ax.set_xlim(0, len(order))
    ax.set_ylim(0, len(runs))
    ax.set_xticks([x + 0.46 for x in range(len(order))], order, rotation=90, family="monospace")
    ax.set_yticks([y + 0.42 for y in range(len(runs))],
                  [f"{r.run.name} ({r.n}/{r.planned}, {r.run.per_move} a move)" for r in runs])
    ax.invert_yaxis()
    for side in ("top", "right", "left", "bottom"):
        ax.spines[side].set_visible(False)
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in (WIN, DRAW, LOSS)]
    handles.append(plt.Rectangle((0, 0), 1, 1, fc=NONE, ec="#90a4ae"))
    ax.legend(handles, ["Red wins", "draw", "Red loses", "not played yet"], ncol=4, loc="lower center",
              bbox_to_anchor=(0.5, 1.0), frameon=False)
    return save(fig, "claim1-first-moves.svg")


def lengths(groups):
    """Histogram of game lengths (full moves), decisive and drawn, per group."""
    fig, axes = plt.subplots(1, len(groups), figsize=(3.6 * len(groups), 2.8), squeeze=False)
    for ax, (label, games) in zip(axes[0], groups):
        dec = [D.moves_of(g) for g in games if g["result"] != "1/2-1/2"]
        drw = [D.moves_of(g) for g in games if g["result"] == "1/2-1/2"]
        bins = list(range(0, 210, 10))
        ax.hist([dec, drw], bins=bins, stacked=True, color=[WIN, DRAW], label=["decisive", "drawn"], zorder=2)
        ax.axvspan(23, 73, color="#ffe082", alpha=0.5, lw=0, zorder=0, label="author: 23-73 (decisive)")
        ax.set_title(f"{label} ({len(games)} games)")
        ax.set_xlabel("moves")
    axes[0][0].set_ylabel("games")
    axes[0][0].legend(frameon=False)
    return save(fig, "game-lengths.svg")


def first_blast(groups):
    fig, ax = plt.subplots(figsize=(6, 2.8))
    data = [[g["first_blast_ply"] for g in games if g["first_blast_ply"]] for _, games in groups]
    ax.hist(data, bins=list(range(0, 122, 2)), label=[label for label, _ in groups], histtype="step", lw=1.4)
    ax.axvline(20.5, color="#555", ls="--", lw=1)
    ax.text(21.5, ax.get_ylim()[1] * 0.9, "after move 10", fontsize=8)
    ax.set_xlabel("ply of the first blast")
    ax.set_ylabel("games")
    ax.legend(frameon=False)
    return save(fig, "first-blast.svg")


def bars(items, name, ylabel, proportion=True):
    """items: (label, value, low, high, n). Bars with 95% error bars."""
    fig, ax = plt.subplots(figsize=(1.2 + 1.1 * len(items), 3))
    xs = range(len(items))
    vals = [v for _, v, _, _, _ in items]
    err = [[v - lo for _, v, lo, _, _ in items], [hi - v for _, v, _, hi, _ in items]]
    ax.bar(xs, vals, color="#5c6bc0", yerr=err, capsize=4)
    ax.set_xticks(list(xs), [f"{lbl}\n(n={n})" for lbl, _, _, _, n in items], fontsize=8)
    ax.set_ylabel(ylabel)
    if proportion:
        ax.set_ylim(0, 1)
        ax.axhline(0.5, color="#999", lw=0.6, ls=":")
    return save(fig, name)


def draw_rates(runs):
    items = []
    for label, run in runs:
        if run.n:
            d = len(run.draws())
            lo, hi = S.wilson(d, run.n)
            items.append((label, d / run.n, lo, hi, run.n))
    return bars(items, "draw-rates.svg", "draw rate (95% Wilson)") if items else None


def branching(runs):
    items = []
    for label, run in runs:
        if run.n:
            m, lo, hi = S.mean_ci([g["branching"] for g in run.games])
            items.append((label, m, lo, hi, run.n))
    return bars(items, "branching.svg", "legal moves per position", proportion=False) if items else None


def first_mover(results):
    """results: (label, (wins, draws, losses) of the side moving first)."""
    items = []
    for label, wdl in results:
        if sum(wdl):
            s, lo, hi = S.score(*wdl)
            items.append((label, s, lo, hi, sum(wdl)))
    return bars(items, "first-mover-score.svg", "score of the side moving first") if items else None
