#!/usr/bin/env python3
"""Checks that variant knowledge stays in the rule modules and the registry.

docs/architecture.md promises two things this script can see in the text:
  1. the runtime variant becomes a rule-module type in one place,
     visit_rules() in the registry (include/pili/rules/variant.h): no other
     file has a `case Variant::...` (a runtime switch on the variant);
  2. no file outside the registry and the xiangqi module picks xiangqi by
     default: no "xiangqi" string literal and no `Variant::Xiangqi` in the
     engine's and tools' sources (the default is DEFAULT_VARIANT /
     default_variant_name(), rules/variant.h).
  3. a variant added on the shapes Pili has stays in its home: HOMES lists,
     per such variant, the words that name it in code (comments aside) and
     the only files where they may appear: its module, the two registries
     (rules/variant.h, and core/types.h + core/piece_kinds.h for a kind of
     its own) and the browser board's pieces. Manchu is the worked example
     of docs/architecture.md ("Where to add a variant").
A use that is a fact rather than a default is listed in FACTS with why; an
entry that no longer occurs fails too. Tests (tests/) may name any variant.

Usage: tools/check_variants.py [repository root]   (exit 0: clean, 1: violations)
Python 3 standard library only; tests/checks/check_variants_test.py tests it.
"""
import os
import re
import sys

import tree_check

# Where the variant may be switched on and xiangqi named: the registry, and
# the xiangqi module itself (its header, its bench positions, its sources).
REGISTRY = ("include/pili/rules/variant.h", "src/rules/variant.cpp")
XIANGQI_MODULE = ("include/pili/rules/xiangqi.h", "include/pili/rules/xiangqi_bench.h", "src/rules/xiangqi/")

# Lines naming xiangqi that state a fact, not a default: (file, text on the
# line) -> why.
FACTS = {
    ("include/pili/book/opening_book.h", "Variant::Xiangqi"):
        "ElephantEye's BOOK.DAT holds xiangqi positions only: the format's variant",
    ("src/serve/game_state.cpp", '"xiangqi"'):
        "the board's drawing style (xiangqi pieces or chess pieces), sent to the page",
}

# variant -> (the words naming it in code, the files where they may appear)
HOMES = {
    "manchu": (re.compile(r"\b(?:Manchu|MANCHU_\w+|BANNER|[RB]_BANNER)\b|\"manchu\""),
               ("include/pili/rules/manchu.h", "src/rules/manchu/", "include/pili/rules/variant.h",
                "include/pili/core/types.h", "include/pili/core/piece_kinds.h", "src/serve/web/")),
    # Jieqi's covered pieces are a board feature (core/covered.h, the profile's
    # coveredPieces): shared code asks for that, never for the variant.
    "jieqi": (re.compile(r"\b(?:Jieqi|JIEQI_\w+)\b|\"jieqi\""),
              ("include/pili/rules/jieqi.h", "src/rules/jieqi/", "include/pili/rules/variant.h")),
}

TOPS = ("include", "src", "tools", "bench")
SUFFIXES = (".h", ".hpp", ".cpp", ".js")

CASE_RE = re.compile(r"\bcase\s+(?:pili::)?Variant::")
XIANGQI_RE = re.compile(r"\"xiangqi\"|\bVariant::Xiangqi\b")
COMMENT_RE = re.compile(r"//.*$")


def exempt(rel, prefixes):
    return any(rel == p or (p.endswith("/") and rel.startswith(p)) for p in prefixes)


def problems_in(rel, text, facts_seen=None):
    """The violations in one file's text (`rel`: its path from the root)."""
    out = []
    in_registry = exempt(rel, REGISTRY)
    xiangqi_home = in_registry or exempt(rel, XIANGQI_MODULE)
    for number, line in enumerate(text.splitlines(), 1):
        code = COMMENT_RE.sub("", line)  # what a comment says is no code
        for variant, (words, home) in HOMES.items():
            if not exempt(rel, home) and words.search(code):
                out.append(f"{rel}:{number}: {variant} named outside its module, the registries and "
                           f"the board's pieces (HOMES in tools/check_variants.py): {line.strip()}")
        if not in_registry and CASE_RE.search(code):
            out.append(f"{rel}:{number}: a runtime switch on the variant outside the registry "
                       f"(visit_rules in include/pili/rules/variant.h): {line.strip()}")
        if xiangqi_home:
            continue
        for m in XIANGQI_RE.finditer(code):
            key = (rel, m.group(0))
            if key in FACTS:
                if facts_seen is not None:
                    facts_seen.add(key)
                continue
            out.append(f"{rel}:{number}: xiangqi named outside the registry (a default is "
                       f"DEFAULT_VARIANT / default_variant_name()): {line.strip()}")
    return out


def source_files(root):
    for top in TOPS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in ("corpus", "nets"))
            for name in sorted(filenames):
                if name.endswith(SUFFIXES):
                    yield os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/")


def check(root):
    problems, seen = [], set()
    for rel in source_files(root):
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            problems += problems_in(rel, f.read(), seen)
    for key, why in FACTS.items():
        if key not in seen:
            problems.append(f"{key[0]}: listed in FACTS ({key[1]}) but no longer there")
    return problems


def main():
    return tree_check.run("check_variants", check, "the variant is switched on only in the registry; no default names xiangqi",
                          "the rules are at the top of tools/check_variants.py")


if __name__ == "__main__":
    sys.exit(main())
