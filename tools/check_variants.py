#!/usr/bin/env python3
"""Checks that variant knowledge stays in the rule modules and the registry.

The variants are read from the registry itself (include/pili/rules/variant.h,
through tools/variant_registry.py): its rule modules (PILI_RULE_MODULES, and
the templates some are made of) and their names (each PROFILE's `.name`).
A variant added there is guarded here with no edit of this file.

docs/architecture.md promises what this script can see in the text:
  1. the runtime variant becomes a rule-module type in one place,
     visit_rules() in the registry: no other file has a `case Variant::...`;
  2. no code outside the rule modules and the registry (src/rules/,
     include/pili/rules/) names a rule module or a variant: in C++ no
     module identifier (`Xiangqi::`, `is_same_v<R, Xiangqi>`,
     `variant_of<Xiangqi>()`, `Variant::Xiangqi`, `set_position<Xiangqi>`),
     in C++, JavaScript and Python no string literal that is a variant's
     name ("xiangqi"), in shell and CMake no such word. A default variant
     is the registry's one default (DEFAULT_VARIANT / default_variant_name()
     in C++, `tools/variant_registry.py default` in scripts); a table per
     variant is made from the registry;
  3. a piece kind of a variant's own stays in its home: KIND_HOMES lists the
     words that name it and the only files where they may appear.
Comments are not code: what they say is not checked.

Where naming a variant is the point, the file or line is exempt, with why:
EXEMPT_TREES for whole folders, FACTS for single lines (an entry that no
longer occurs fails too, so the list stays true).

Usage: tools/check_variants.py [repository root]   (exit 0: clean, 1: violations)
Python 3 standard library only; tests/checks/check_variants_test.py tests it.
"""
import os
import re
import sys

import tree_check
import variant_registry

# The rule modules and the registry: the one home of variant knowledge.
HOMES = ("src/rules/", "include/pili/rules/")
# Where the variant may be switched on: the registry.
REGISTRY = ("include/pili/rules/variant.h", "src/rules/variant.cpp")

# Folders and files where naming a variant is their subject -> why.
EXEMPT_TREES = {
    "tests/": "tests exercise each variant by name and hold one expectation per variant",
    "bench/": "each micro-benchmark times one named module's generator, perft or evaluation",
    "src/egtb/": "the endgame tables are built over xiangqi's rules; the profile's `tablebases` "
                 "says which variants they serve, and the searcher reads that",
    "include/pili/egtb/": "as src/egtb/",
    "tools/lab/": "the lab measures claims made about named variants (docs/lab.md)",
    "tools/tune/": "each tuner fits one named evaluation's weights (xiangqi's, atomic chess's)",
    "tools/examples/": "examples of one named game each (their file names say which)",
    ".ci/": "CI drives the perft suites of tests/data, each named for its variant, and a game per "
            "platform: a test driver, as tests/ are",
    "tools/check_variants.py": "this checker names what it looks for",
    "tools/variant_registry.py": "the registry's reader",
}

# Lines naming a variant that state a fact, not a default: (file, text on
# the line) -> why.
FACTS = {
    ("include/pili/book/opening_book.h", "Variant::Xiangqi"):
        "ElephantEye's BOOK.DAT holds xiangqi positions only: the format's variant",
    ("src/book/eleeye_book.cpp", "Xiangqi::generate"):
        "ElephantEye's BOOK.DAT holds xiangqi positions only: its moves are xiangqi's",
    ("src/serve/game_state.cpp", '"xiangqi"'):
        "the board's drawing style (xiangqi pieces or chess pieces), sent to the page",
    ("src/serve/pgn_import.cpp", "set_position<AtomicChess>"):
        "SAN, the notation of chess PGN, is read on the 8x8 board's rules",
    ("src/serve/pgn_import.cpp", "AtomicChess::move_text"):
        "SAN, the notation of chess PGN, is read on the 8x8 board's rules",
    ("src/serve/pgn_import.cpp", "AtomicChess::PROFILE"):
        "the message naming the PGN Variant tags it reads",
    ("tools/nnue/netformat.py", '"xiangqi"'):
        "the net file format's variant numbers (docs/nnue.md), written in files: never renumbered",
    ("tools/fsf_match.py", '"xiangqi"'):
        "the match is against Fairy-Stockfish's xiangqi (its UCI_Variant)",
    ("tools/xboard_match.sh", "xiangqi"):
        "the match runs in XBoard's xiangqi mode",
    ("tools/xboard_atomic_chess.sh", "atomic"):
        "the adapter test speaks XBoard's and uci2wb's `atomic`, the game it is about",
    ("cmake/install.cmake", "xiangqi engine"):
        "the package describes itself as a xiangqi engine",
    ("tools/perft_vs_fsf.sh", "perft_vs_fsf "):
        "the comparison of xiangqi perft speed with Fairy-Stockfish's (docs/lab.md)",
    ("tools/perft_vs_fsf_atomic_chess.sh", "perft_vs_fsf "):
        "the comparison of atomic chess perft speed with Fairy-Stockfish's (docs/lab.md)",
    ("tools/levels_ladder.sh", "FSF_ANCHOR_VARIANT=xiangqi"):
        "Fairy-Stockfish's UCI_Elo anchors of docs/levels.md are measured at xiangqi",
    ("tools/gauntlet.sh", "fsf_games="):
        "the variants Fairy-Stockfish plays as Pili does, with its names and openings for them",
    ("cmake/wasm.cmake", "atomic-chess"):
        "the perft suite from python-chess is named for its source; it is atomic chess's",
}

# A variant's own piece kind -> (the words naming it, the files where they may
# appear: the core's registry of kinds and the browser board's pieces).
KIND_HOMES = {
    "the banner": (re.compile(r"\b(?:MANCHU_\w+|BANNER|[RB]_BANNER)\b"),
                   HOMES + ("include/pili/core/types.h", "include/pili/core/piece_kinds.h", "src/serve/web/")),
}

TOPS = ("include", "src", "tools", "bench", "cmake", "tests", ".ci")
ROOT_FILES = ("CMakeLists.txt",)
LANGUAGES = {".h": "c++", ".hpp": "c++", ".cpp": "c++", ".js": "js", ".mjs": "js", ".html": "js",
             ".py": "python", ".sh": "shell", ".cmake": "cmake"}
TEST_FILE_RE = re.compile(r"(?:^|/)(?:test_[^/]*\.py|[^/]*_test\.(?:py|cpp|js|sh))$")

SLASH_COMMENT_RE = re.compile(r"//.*$")
BLOCK_COMMENT_RE = re.compile(r"/\*.*?\*/")
HASH_COMMENT_RE = re.compile(r"(?:^|\s)#.*$")
STRING_RE = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'")
CASE_RE = re.compile(r"\bcase\s+(?:pili::)?Variant::")
# Qualifiers under which a module's name is the module (others are enum
# members of the same spelling, `EvalKind::Xiangqi`).
MODULE_QUALIFIERS = ("pili", "chess", "Variant")


def language(rel):
    if rel.endswith("CMakeLists.txt"):
        return "cmake"
    return LANGUAGES.get(os.path.splitext(rel)[1])


def exempt(rel, prefixes):
    return any(rel == p or (p.endswith("/") and rel.startswith(p)) for p in prefixes)


class Registry:
    """The words the check looks for, read from the registry at `root`."""

    def __init__(self, root):
        self.modules = variant_registry.module_words(root)
        self.names = variant_registry.names(root)
        self.module_re = re.compile(r"\b(" + "|".join(map(re.escape, self.modules)) + r")\b")
        alternatives = "|".join(map(re.escape, sorted(self.names, key=len, reverse=True)))
        self.literal_re = re.compile(r"([\"'])(" + alternatives + r")\1")  # JS, Python
        self.cpp_literal_re = re.compile(r"(\")(" + alternatives + r")\"")
        # A word of its own: not part of a path or a longer name
        # (openings-xiangqi-6ply.fen), but `${VARIANT:-xiangqi}` is one.
        self.word_re = re.compile(r"(?<![\w./])(?<!\w-)(" + alternatives + r")(?![\w./-])")

    def modules_in(self, code):
        """The module identifiers of a C++ line (literals blanked)."""
        out = []
        for m in self.module_re.finditer(code):
            before = code[:m.start()]
            q = re.search(r"(\w*)\s*::\s*$", before)
            if q and q.group(1) not in MODULE_QUALIFIERS:
                continue
            out.append((q.group(0).replace(" ", "") if q else "") + m.group(1))
        return out


def code_of(line, lang):
    if lang in ("c++", "js"):
        return SLASH_COMMENT_RE.sub("", BLOCK_COMMENT_RE.sub("", line))
    return HASH_COMMENT_RE.sub("", line)


def problems_in(rel, text, registry, facts_seen=None):
    """The violations in one file's text (`rel`: its path from the root)."""
    lang = language(rel)
    if not lang:
        return []
    out = []
    at_home = exempt(rel, HOMES)
    for number, line in enumerate(text.splitlines(), 1):
        code = code_of(line, lang)
        where = f"{rel}:{number}: "
        for kind, (words, home) in KIND_HOMES.items():
            if not exempt(rel, home) and words.search(code):
                out.append(where + f"{kind} named outside its homes (KIND_HOMES in tools/check_variants.py): "
                           f"{line.strip()}")
        if lang == "c++" and not exempt(rel, REGISTRY) and CASE_RE.search(code):
            out.append(where + "a runtime switch on the variant outside the registry "
                       f"(visit_rules in include/pili/rules/variant.h): {line.strip()}")
        if at_home:
            continue
        found = []
        if lang == "c++":
            found += [m.group(0) for m in registry.cpp_literal_re.finditer(code)]
        elif lang in ("js", "python"):
            found += [m.group(0) for m in registry.literal_re.finditer(code)]
        else:
            found += [m.group(1) for m in registry.word_re.finditer(code)]
        if lang == "c++":
            found += registry.modules_in(STRING_RE.sub('""', code))
        for word in found:
            key = next((k for k in FACTS if k[0] == rel and k[1] in code), None)
            if key:
                if facts_seen is not None:
                    facts_seen.add(key)
                continue
            out.append(where + f"variant {word} named outside the rule modules and the registry (a default "
                       f"is the registry's; see tools/check_variants.py): {line.strip()}")
    return out


def source_files(root):
    for name in ROOT_FILES:
        if os.path.exists(os.path.join(root, name)):
            yield name
    for top in TOPS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in ("corpus", "nets", "__pycache__"))
            for name in sorted(filenames):
                rel = os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/")
                if language(rel):
                    yield rel


def checked(rel):
    """Whether the variant-name rules apply to `rel` (tests and EXEMPT_TREES are free)."""
    return not exempt(rel, tuple(EXEMPT_TREES)) and not TEST_FILE_RE.search(rel)


def check(root):
    registry = Registry(root)
    problems, seen = [], set()
    for rel in source_files(root):
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            text = f.read()
        if checked(rel):
            problems += problems_in(rel, text, registry, seen)
        else:  # the one switch holds everywhere
            problems += [p for p in problems_in(rel, text, registry) if "a runtime switch" in p]
    for key in FACTS:
        if key not in seen:
            problems.append(f"{key[0]}: listed in FACTS ({key[1]}) but no longer there")
    return problems


def main():
    return tree_check.run("check_variants", check,
                          "the variant is switched on only in the registry; no code outside the rule modules "
                          "names a variant", "the rules are at the top of tools/check_variants.py")


if __name__ == "__main__":
    sys.exit(main())
