"""The experiments of the variant lab: one or more pili-match runs per claim.

Every run is a plain pili-match command (built by lab.py) whose games are
appended to a records file under docs/lab-data/<experiment>/, so a run that
is interrupted continues with -resume, and -shard k/n spreads it over
machines. Settings are chosen here and stated in the report; the author's
own setting is used where the source gives one (1,000,000 nodes per move for
the first-move table).
"""

from dataclasses import dataclass, field

# Pili at a node count: both sides' moves are searched to exactly this many
# nodes with one thread, so every game depends only on its opening.
PILI = "pili"
# The Atomic Xiangqi author's patched Fairy-Stockfish (lab.py --fsf PATH).
FSF = "fsf"


@dataclass
class Engine:
    name: str
    kind: str  # PILI or FSF
    nodes: int


@dataclass
class Run:
    name: str           # file stem under docs/lab-data/<experiment>/
    variant: str
    engines: list       # [first, second]; the first plays Red in even games.
    #                     More than two: a round-robin, every pair meets on every opening
    openings: str       # file under tools/lab/openings/
    games: int          # per opening: 1 = first engine always Red, 2 = both colours
    rounds: int         # openings used, in file order
    max_plies: int = 400
    optional: bool = False  # needs an engine that may be absent (FSF)
    tournament: str = "round-robin"  # more than two engines: pili-match -tournament

    @property
    def pairs(self):
        n = len(self.engines)
        return n - 1 if self.tournament == "gauntlet" else n * (n - 1) // 2

    @property
    def per_move(self):
        """Games played from each opening."""
        return self.games * self.pairs


@dataclass
class Experiment:
    id: str
    claim: int
    title: str
    runs: list = field(default_factory=list)
    probes: list = field(default_factory=list)  # (variant, kind, nodes list, moves before)


def pili(name, nodes):
    return Engine(name, PILI, nodes)


def fsf(name, nodes):
    return Engine(name, FSF, nodes)


def spread(name, nodes, count):
    """count engines from `nodes` up in steps of 5% (10000, 10500, 11000 ...)."""
    return [pili(f"{name}-{nodes * (20 + i) // 20}", nodes * (20 + i) // 20) for i in range(count)]


STRONG, WEAK_10, WEAK_100 = 20000, 2000, 200
LOW, LOW_B = 2000, 2100           # equal strength, low node counts (claim 3)
EQUAL, EQUAL_B = 5000, 5250       # equal strength for the variant comparisons
PROBE_NODES = [1000, 10000, 100000, 1000000]

EXPERIMENTS = [
    Experiment("claim1-first-moves", 1,
               "Every first move of Atomic Xiangqi played out at 1,000,000 nodes per move", runs=[
                   Run("pili-1m", "atomic", [pili("Pili-1M-a", 1000000), pili("Pili-1M-b", 1000000)],
                       "atomic-first-moves.fen", 1, 44),
                   Run("fsf-1m", "atomic", [fsf("FSF-1M-a", 1000000), fsf("FSF-1M-b", 1000000)],
                       "atomic-first-moves.fen", 1, 44, optional=True),
                   Run("pili-20k", "atomic", [pili("Pili-20k-a", 20000), pili("Pili-20k-b", 20000)],
                       "atomic-first-moves.fen", 1, 44),
                   # Several games a move: engines 5% apart in nodes, so that the games
                   # of a move differ, every pair with both colours.
                   Run("pili-10k-rr", "atomic", spread("Pili", 10000, 4), "atomic-first-moves.fen", 2, 44),
                   Run("pili-30k-gauntlet", "atomic", spread("Pili", 30000, 5), "atomic-first-moves.fen", 2, 44,
                       tournament="gauntlet"),
               ]),
    Experiment("claim2-strong-weak", 2,
               "Strong engine against weak at Atomic Xiangqi, two strength gaps", runs=[
                   Run("gap10", "atomic", [pili("Pili-20k", STRONG), pili("Pili-2k", WEAK_10)],
                       "atomic-16.fen", 2, 16),
                   Run("gap100", "atomic", [pili("Pili-20k", STRONG), pili("Pili-200", WEAK_100)],
                       "atomic-16.fen", 2, 16),
                   Run("fsf-gap10", "atomic", [fsf("FSF-20k", STRONG), fsf("FSF-2k", WEAK_10)],
                       "atomic-16.fen", 2, 16, optional=True),
               ], probes=[("atomic", PILI, PROBE_NODES, []), ("atomic", FSF, PROBE_NODES, [])]),
    Experiment("claim3-equal-low", 3,
               "Engines of equal strength at low node counts, Atomic Xiangqi", runs=[
                   Run("pili-2k", "atomic", [pili("Pili-2000", LOW), pili("Pili-2100", LOW_B)],
                       "atomic-first-moves.fen", 2, 44),
                   Run("fsf-2k", "atomic", [fsf("FSF-2000", LOW), fsf("FSF-2100", LOW_B)],
                       "atomic-first-moves.fen", 2, 44, optional=True),
               ]),
    Experiment("claim4-classic", 4,
               "The first ruleset (atomic-classic) against the current one", runs=[
                   Run("classic-down-chariot", "atomic-classic",
                       [pili("Pili-2k-down", WEAK_10), pili("Pili-20k", STRONG)],
                       "chariot-down.fen", 1, 16),
                   Run("atomic-down-chariot", "atomic",
                       [pili("Pili-2k-down", WEAK_10), pili("Pili-20k", STRONG)],
                       "chariot-down.fen", 1, 16),
                   Run("classic-down-chariot-equal", "atomic-classic",
                       [pili("Pili-20k-down", STRONG), pili("Pili-20k", STRONG)],
                       "chariot-down.fen", 1, 16),
                   Run("atomic-down-chariot-equal", "atomic",
                       [pili("Pili-20k-down", STRONG), pili("Pili-20k", STRONG)],
                       "chariot-down.fen", 1, 16),
               ], probes=[("atomic-classic", PILI, PROBE_NODES, []), ("atomic", PILI, PROBE_NODES, []),
                          ("atomic-classic", PILI, PROBE_NODES, ["b2b9"]),
                          ("atomic-classic", FSF, PROBE_NODES, []),
                          ("atomic-classic", FSF, PROBE_NODES, ["b2b9"])]),
    Experiment("claim5-meng", 5,
               "Draw rate and branching factor: xiangqi, Meng, Double-Tris", runs=[
                   Run(v, v, [pili("Pili-5000", EQUAL), pili("Pili-5250", EQUAL_B)],
                       f"{v}-32.fen", 2, 32) for v in ("xiangqi", "meng", "doubletris")
               ]),
    Experiment("claim6-atomic-chess", 6,
               "First-move advantage at atomic chess (and Atomic Xiangqi for comparison)", runs=[
                   Run("atomic-chess", "atomic-chess", [pili("Pili-5000", EQUAL), pili("Pili-5250", EQUAL_B)],
                       "atomic-chess-2ply-32.fen", 2, 32),
               ]),
]


def find(exp_id):
    for e in EXPERIMENTS:
        if e.id == exp_id or e.id.split("-")[0] == exp_id:
            return e
    raise SystemExit(f"unknown experiment '{exp_id}' (see: lab.py list)")
