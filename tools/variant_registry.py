#!/usr/bin/env python3
"""The variant registry as the scripts see it, read from its C++ source.

include/pili/rules/variant.h lists the rule modules in PILI_RULE_MODULES,
the first being the default variant (DEFAULT_VARIANT); each module's
header, #included there, names its variant in `PROFILE` (`.name = "..."`,
a template's two names as `Flag ? "a" : "b"`). Reading the source instead
of a copy keeps scripts in step with the registry without a build.

  tools/variant_registry.py default    the default variant's name
  tools/variant_registry.py names      every variant's name, one per line
  tools/variant_registry.py modules    every rule module, one per line

Python 3 standard library only; tests/checks/check_variants_test.py tests it.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
REGISTRY = "include/pili/rules/variant.h"

MODULES_RE = re.compile(r"#define\s+PILI_RULE_MODULES\(X\)((?:[^\n]*\\\n)*[^\n]*)")
ENTRY_RE = re.compile(r"\bX\((\w+)\)")
INCLUDE_RE = re.compile(r'#include\s+"(pili/rules/\w+\.h)"')
NAME_RE = re.compile(r"\.name\s*=\s*([^,\n]+),")
LITERAL_RE = re.compile(r'"([^"]+)"')


def _read(root, rel):
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        return f.read()


def modules(root=ROOT):
    """The rule modules in registry order (the first is the default's)."""
    m = MODULES_RE.search(_read(root, REGISTRY))
    if not m:
        raise SystemExit(f"{REGISTRY}: no PILI_RULE_MODULES list")
    return ENTRY_RE.findall(m.group(1))


def module_words(root=ROOT):
    """The modules and the templates they are made of (`using Meng =
    MengRules<true>;`): every identifier that names a rule module."""
    mods = modules(root)
    out = list(mods)
    for rel in INCLUDE_RE.findall(_read(root, REGISTRY)):
        for alias, template in re.findall(r"\busing\s+(\w+)\s*=\s*(\w+)\s*<", _read(root, os.path.join("include", rel))):
            if alias in mods and template not in out:
                out.append(template)
    return out


def names(root=ROOT):
    """Every variant's name, from the PROFILEs of the registry's headers; a
    template's names in the order written (`Flag ? "a" : "b"`)."""
    out = []
    for rel in INCLUDE_RE.findall(_read(root, REGISTRY)):
        path = os.path.join("include", rel)
        if not os.path.exists(os.path.join(root, path)):
            continue
        for expr in NAME_RE.findall(_read(root, path)):
            out += [n for n in LITERAL_RE.findall(expr) if n not in out]
    return out


def default(root=ROOT):
    """The default variant's name: the first module's (its first `.name`
    literal, as a module of the list's head is never a template's second)."""
    first = modules(root)[0]
    for rel in INCLUDE_RE.findall(_read(root, REGISTRY)):
        text = _read(root, os.path.join("include", rel))
        m = re.search(r"\bstruct\s+" + re.escape(first) + r"\b[^{;]*\{", text)
        if m:
            n = NAME_RE.search(text, m.end())
            literal = n and LITERAL_RE.search(n.group(1))
            if literal:
                return literal.group(1)
    raise SystemExit(f"{REGISTRY}: no name found for the default module {first}")


def main(argv):
    what = argv[1] if len(argv) > 1 else ""
    if what == "default":
        print(default())
    elif what == "names":
        print("\n".join(names()))
    elif what == "modules":
        print("\n".join(modules()))
    else:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
