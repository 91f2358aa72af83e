"""What a folder's command.sh asks pili-match for, against what its records' header says.

pili-match writes the settings it played into the first line of the records
(tools/match/records_file.cpp, match_fingerprint); this module reads the
same settings from the words of command.sh (as tools/match/match_config.cpp
and engine_config.cpp parse them) and lists where the two differ, so a
command edited after the games, or games played with other arguments, show.
Python 3 standard library only.
"""
import shlex

# Settings the command line does not state fall back to pili-match's defaults
# (match_config.h, time_control.h); the variant's default is not repeated
# here, so a command without -variant is compared on everything else.
DEFAULTS = {"games": 1, "rounds": 1, "maxplies": 1000, "timemargin": 100, "resign": [0, 0], "draw": [0, 0, 0]}


def words(text):
    """The arguments of the pili-match command in a command.sh: the words after
    "$MATCH" (or a path ending in pili-match), without the trailing "$@"."""
    joined = text.replace("\\\n", " ")
    for line in joined.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#") or ("$MATCH" not in stripped and "pili-match" not in stripped):
            continue
        try:
            w = shlex.split(stripped, comments=False, posix=True)
        except ValueError:
            continue
        for k, word in enumerate(w):
            if word == "$MATCH" or word.endswith("pili-match"):
                return [x for x in w[k + 1:] if x not in ("$@", "${@}")]
    return None


def _ms(text):
    """Seconds as pili-match reads them, in milliseconds."""
    return round(float(text) * 1000)


def _seconds_text(ms):
    """time_control.cpp's seconds_text: '10', '0.1', '0.05'."""
    whole, frac = divmod(ms, 1000)
    if not frac:
        return str(whole)
    return f"{whole}.{frac:03d}".rstrip("0")


def _clock(value):
    """tc=[MOVES/]BASE[+INC] (BASE may be M:S) as the header writes it."""
    moves, rest = value.split("/", 1) if "/" in value else ("", value)
    base, inc = rest.split("+", 1) if "+" in rest else (rest, "0")
    if ":" in base:
        m, s = base.split(":", 1)
        base_ms = int(m) * 60000 + _ms(s)
    else:
        base_ms = _ms(base)
    out = (f"{int(moves)}/" if moves and int(moves) else "") + _seconds_text(base_ms)
    inc_ms = _ms(inc)
    return out + (f"+{_seconds_text(inc_ms)}" if inc_ms else "")


class _Engine:
    def __init__(self):
        self.name, self.cmd, self.proto, self.ranks, self.ponder = "", "", "uci", 0, False
        self.options, self.clock, self.st, self.nodes, self.depth, self.args = {}, None, None, 0, 0, []

    def apply(self, kv):
        if kv == "ponder":
            self.ponder = True
            return
        key, _, value = kv.partition("=")
        if key == "name":
            self.name = value
        elif key == "cmd":
            self.cmd = value
        elif key == "arg":
            self.args.append(value)
        elif key == "proto":
            self.proto = value
        elif key.startswith("option."):
            self.options[key[7:]] = value
        elif key == "ranks":
            self.ranks = int(value)
        elif key == "ponder":
            self.ponder = value in ("true", "on", "1")
        elif key == "tc":
            self.clock = _clock(value)
        elif key == "st":
            self.st = _seconds_text(_ms(value))
        elif key == "nodes":
            self.nodes = int(value)
        elif key == "depth":
            self.depth = int(value)

    def tc(self):
        """TimeControl::to_string."""
        parts = ([self.clock] if self.clock else []) + ([f"st={self.st}"] if self.st else []) + \
            ([f"nodes={self.nodes}"] if self.nodes else []) + ([f"depth={self.depth}"] if self.depth else [])
        return ", ".join(parts) or "inf"


def expected(args):
    """The records header fields that the arguments determine (a dict), as pili-match
    would write them; raises ValueError on words it cannot read."""
    out, engines, each, i = {}, [], [], 0
    openings, sprt = None, None

    def values():
        nonlocal i
        v = []
        while i + 1 < len(args) and not (len(args[i + 1]) > 1 and args[i + 1][0] == "-"):
            i += 1
            v.append(args[i])
        return v

    while i < len(args):
        a = args[i]
        if a == "-engine":
            engines.append(values())
        elif a == "-each":
            each += values()
        elif a in ("-variant", "-tournament"):
            out[a[1:]] = values()[0]
        elif a in ("-games", "-rounds", "-maxplies", "-timemargin"):
            out[a[1:]] = int(values()[0])
        elif a == "-openings":
            openings = {"format": "", "random": False, "seed": 1}
            for kv in values():
                k, _, v = kv.partition("=")
                if k == "order":
                    openings["random"] = v == "random"
                elif k in ("seed", "start"):
                    openings[k] = int(v)
                else:
                    openings[k] = v
            if openings.get("start") == 1:
                del openings["start"]  # absent from the header by default
        elif a == "-sprt":
            s = {"elo0": None, "elo1": None, "alpha": 0.05, "beta": 0.05, "minpairs": 0}
            for kv in values():
                k, _, v = kv.partition("=")
                s[k] = int(v) if k == "minpairs" else float(v)
            sprt = [s["elo0"], s["elo1"], s["alpha"], s["beta"]] + ([s["minpairs"]] if s["minpairs"] else [])
        elif a in ("-resign", "-draw"):
            kv = dict(x.partition("=")[::2] for x in values())
            out[a[1:]] = [int(kv.get("movecount", 0)), int(kv.get("score", 0))] if a == "-resign" else \
                [int(kv.get("movenumber", 0)), int(kv.get("movecount", 0)), int(kv.get("score", 0))]
        else:
            values()  # -concurrency, -records, -quiet, -shard, ...: not in the header, or per shard
        i += 1
    for k, v in DEFAULTS.items():
        out.setdefault(k, v)
    if openings is not None:
        out["openings"] = openings
    out["sprt"] = sprt
    built = []
    for keys in engines:
        e = _Engine()
        for kv in each + keys:  # the engine's own keys win over -each
            e.apply(kv)
        built.append(e)
    names = [e.name or e.cmd.rsplit("/", 1)[-1] for e in built]
    for k in range(1, len(names)):  # made unique as pili-match does
        j = 0
        while j < k:
            if names[k] == names[j]:
                names[k] += f"-{k + 1}"
                j = 0
                continue
            j += 1
    out["engines"] = [{"name": n, "proto": e.proto, "options": e.options, "ranks": e.ranks, "tc": e.tc(),
                       "ponder": e.ponder, "args": e.args} for n, e in zip(names, built)]
    if len(built) == 2:
        out["tournament"] = ""
    else:
        out.setdefault("tournament", "round-robin")
    return out


def differences(text, header):
    """Where command.sh (its text) and a records header disagree: a list of
    'what: command X, records Y' strings; [] when they agree."""
    args = words(text)
    if args is None:
        return ["no pili-match command to compare"]
    try:
        want = expected(args)
    except (ValueError, IndexError) as e:
        return [f"cannot read the pili-match arguments: {e}"]
    diffs = []

    def differ(what, a, b):
        if a != b:
            diffs.append(f"{what}: command {a!r}, records {b!r}")

    for k in ("tournament", "variant", "games", "rounds", "maxplies", "timemargin", "resign", "draw"):
        if k in want:  # all but a -variant left to its default
            differ(k, want[k], header.get(k))
    if "openings" in want:
        have = dict(header.get("openings") or {})
        differ("openings", want["openings"], have)
    differ("sprt", want["sprt"], header.get("sprt"))
    have_engines = header.get("engines") or []
    if len(want["engines"]) != len(have_engines):
        differ("engines", len(want["engines"]), len(have_engines))
        return diffs
    for w, h in zip(want["engines"], have_engines):
        n = w["name"]
        differ("engine name", n, h.get("name"))
        differ(f"{n} proto", w["proto"], h.get("proto"))
        differ(f"{n} ranks", w["ranks"], h.get("ranks"))
        differ(f"{n} tc", w["tc"], h.get("tc"))
        differ(f"{n} ponder", w["ponder"], bool(h.get("ponder", False)))
        differ(f"{n} args", w["args"], h.get("args", []))
        opts = dict(o.partition("=")[::2] for o in h.get("options", []))
        differ(f"{n} options", w["options"], opts)
    return diffs
