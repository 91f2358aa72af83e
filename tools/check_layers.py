#!/usr/bin/env python3
"""Checks that the source tree keeps its layers and its files small.

Every file under include/, src/, tests/, tools/ and bench/ belongs to one
layer (LAYERS below, by the longest matching directory); every
`#include "..."` in it must name a file of a layer that ALLOWED lists for its
own. Source files longer than MAX_LINES fail too, except those in LONG_FILES.
The two tables are the single source of truth for the architecture that
docs/architecture.md draws; a directory may be listed before it exists.

Usage: tools/check_layers.py [repository root]   (exit 0: clean, 1: violations)
Python 3 standard library only.
"""
import os
import re
import sys

import tree_check

# Layer -> directories (relative to the root) whose files belong to it.
LAYERS = {
    "platform": ["include/pili/platform", "src/platform"],
    "core": ["include/pili/core", "src/core", "include/pili/chess", "src/chess"],
    "rules": ["include/pili/rules", "src/rules"],
    "egtb": ["include/pili/egtb", "src/egtb"],
    "eval": ["include/pili/eval", "src/eval"],
    "search": ["include/pili/search", "src/search"],
    "engine": ["include/pili/engine", "src/engine"],
    "protocol": ["include/pili/protocol", "src/protocol"],
    "serve": ["include/pili/serve", "src/serve"],
    "cli": ["src/cli"],
    "client": ["include/pili/client", "src/client"],
    "record": ["include/pili/record", "src/record"],
    "book": ["include/pili/book", "src/book"],
    "tools": ["tools"],
    "bench": ["bench"],
    "tests": ["tests"],
}

# Layer -> the layers its files may include (its own included). Layers point
# one way: platform < core < rules < egtb < eval < search < engine < {protocol, serve, cli}.
# egtb (endgame tablebases: generator and probe) stands on the rules alone.
# platform (what differs between operating systems, what the build targets)
# includes nothing of Pili, and every layer may include it.
# protocol (the UCI/UCCI loop) and serve (the browser board) stand side by
# side on the Engine facade and never include each other; cli, the `pili`
# command line, dispatches to both. client (child processes, the UCI/UCCI
# engine client) and record (game records: PGN) are libraries over the rules
# only, book (opening books) over the records, read by the engine. tools/ and bench/ sit on top;
# tests may include anything. CMakeLists.txt links the libraries the same way.
_BELOW_ENGINE = ["platform", "core", "rules", "egtb", "eval", "search", "engine"]
ALLOWED = {
    "platform": ["platform"],
    "core": ["platform", "core"],
    "rules": ["platform", "core", "rules"],
    "egtb": ["platform", "core", "rules", "egtb"],
    "eval": ["platform", "core", "rules", "eval"],
    "search": ["platform", "core", "rules", "egtb", "eval", "search"],
    "engine": _BELOW_ENGINE + ["book"],
    "protocol": _BELOW_ENGINE + ["protocol"],
    "serve": _BELOW_ENGINE + ["record", "serve"],
    "cli": _BELOW_ENGINE + ["protocol", "serve", "client", "record", "book", "cli"],
    "client": ["platform", "core", "rules", "client"],
    "record": ["platform", "core", "rules", "record"],
    "book": ["platform", "core", "rules", "record", "book"],
    "tools": [l for l in LAYERS if l != "tests"],
    "bench": [l for l in LAYERS if l != "tests"],
    "tests": list(LAYERS),
}

# Where `#include "x"` is looked up after the including file's own folder:
# the public headers and the folders the build adds to the include path.
INCLUDE_ROOTS = ["include", "tools", "src/serve", "src/cli"]

SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".py", ".sh", ".js")
MAX_LINES = 400
# Files allowed over MAX_LINES, path -> why. Only what is not written by
# hand qualifies (a generated table, a weight file the tuner rewrites); a
# long hand-written file is split by concept instead. None is needed today.
LONG_FILES = {}

# Includes that point up today, file -> why, each with the change that removes
# it. The check fails on any other upward include and on an entry here that
# no longer occurs.
KNOWN_UPWARD = {}

INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def layer_of(rel):
    best, best_len = None, -1
    for layer, dirs in LAYERS.items():
        for d in dirs:
            if (rel == d or rel.startswith(d + "/")) and len(d) > best_len:
                best, best_len = layer, len(d)
    return best


def source_files(root):
    for top in ("include", "src", "tests", "tools", "bench"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "corpus")
            for name in sorted(filenames):
                if name.endswith(SOURCE_SUFFIXES):
                    yield os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/")


def resolve(root, rel, target):
    """The included file relative to the root, or None when not in the tree."""
    here = os.path.dirname(rel)
    for base in [here] + INCLUDE_ROOTS:
        path = os.path.normpath(os.path.join(base, target)).replace(os.sep, "/")
        if not path.startswith("../") and os.path.isfile(os.path.join(root, path)):
            return path
    return None


def check(root):
    problems = [f"ALLOWED names an unknown layer: {l}" for l in sorted(set(ALLOWED) ^ set(LAYERS))]
    problems += [f"ALLOWED[{k}] names an unknown layer: {l}" for k, v in ALLOWED.items() for l in v if l not in LAYERS]
    for rel in source_files(root):
        layer = layer_of(rel)
        if layer is None:
            problems.append(f"{rel}: in no layer of tools/check_layers.py's table")
            continue
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
        if len(lines) > MAX_LINES and rel not in LONG_FILES:
            problems.append(f"{rel}: {len(lines)} lines (at most {MAX_LINES})")
        if not rel.endswith((".h", ".hpp", ".cpp")):
            continue
        for number, line in enumerate(lines, 1):
            m = INCLUDE_RE.match(line)
            if not m:
                continue
            target = resolve(root, rel, m.group(1))
            if target is None:
                problems.append(f"{rel}:{number}: #include \"{m.group(1)}\" is not a file of the tree")
                continue
            to = layer_of(target)
            if to not in ALLOWED[layer] and rel not in KNOWN_UPWARD:
                problems.append(f"{rel}:{number}: {layer} includes {to}: \"{m.group(1)}\" ({target})")
    for rel in LONG_FILES:  # an exemption outlives its file or its length
        path = os.path.join(root, rel)
        if not os.path.isfile(path):
            problems.append(f"{rel}: listed in LONG_FILES but absent")
        else:
            with open(path, encoding="utf-8", errors="replace") as f:
                if len(f.read().splitlines()) <= MAX_LINES:
                    problems.append(f"{rel}: listed in LONG_FILES but no longer over {MAX_LINES} lines")
    return problems


def main():
    return tree_check.run("check_layers", check, "every include points down, every source file is short",
                          "the tables are at the top of tools/check_layers.py")


if __name__ == "__main__":
    sys.exit(main())
