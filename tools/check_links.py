#!/usr/bin/env python3
"""Every relative link in the documents points at something that exists.

  check_links.py [ROOT]   README.md and every .md under docs/: each relative
                          link or image names an existing file or folder, and
                          a #fragment into a markdown file names one of its
                          headings; README.md links every page of docs/ and
                          docs/rules/ (exit 1 if not)

Links to web addresses are not fetched. Links inside code (fenced blocks,
`spans`) are not links and are skipped. Python 3 standard library only.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tree_check  # noqa: E402

# [text](target) and ![alt](target), the target up to a space or ')';
# a "title" after the target is allowed. Text may hold one level of [...].
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
# [label]: target (a reference definition)
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def documents(root):
    """README.md and every markdown file under docs/, as paths relative to root."""
    out = ["README.md"] if os.path.isfile(os.path.join(root, "README.md")) else []
    for top, dirs, files in os.walk(os.path.join(root, "docs")):
        dirs.sort()
        out += sorted(os.path.relpath(os.path.join(top, f), root) for f in files if f.endswith(".md"))
    return out


def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped
    (letters, digits, '_', '-' and spaces stay), spaces as '-'."""
    text = re.sub(r"`|\*\*|__", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # a link in a heading: its text
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def lines_outside_code(text, blank_spans=True):
    """(line number, line) of the text outside fenced code blocks, code spans
    blanked unless told otherwise (a heading's anchor keeps their text)."""
    fence = None
    for n, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            continue
        if stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            continue
        yield n, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line) if blank_spans else line


def anchors(path, cache):
    """The heading anchors of a markdown file (duplicates numbered -1, -2 as GitHub does)."""
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        found, seen = set(), {}
        for _, line in lines_outside_code(text, blank_spans=False):
            m = re.match(r"\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
            if not m:
                continue
            base = slug(m.group(1))
            k = seen.get(base, 0)
            seen[base] = k + 1
            found.add(base if k == 0 else f"{base}-{k}")
        # <a id="..."> / name="..." anchors written by hand
        found |= set(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", text))
        cache[path] = found
    return cache[path]


def targets(text):
    """(line number, target) of every link and image in a markdown text."""
    for n, line in lines_outside_code(text):
        for m in INLINE.finditer(line):
            yield n, m.group(1)
        m = REFERENCE.match(line)
        if m:
            yield n, m.group(1)


def check_document(root, rel, cache):
    problems = []
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        text = f.read()
    for n, target in targets(text):
        if not target or SCHEME.match(target) or target.startswith("//"):
            continue  # a web address (or empty): not checked here
        path, _, fragment = target.partition("#")
        here = os.path.join(root, os.path.dirname(rel))
        full = os.path.normpath(os.path.join(here, path)) if path else os.path.join(root, rel)
        if path.startswith("/") or os.path.relpath(full, root).startswith(".."):
            problems.append(f"{rel}:{n}: '{target}' points outside the repository")
            continue
        if not os.path.exists(full):
            problems.append(f"{rel}:{n}: '{target}': no such file or folder")
            continue
        if fragment and full.endswith(".md") and os.path.isfile(full) and fragment not in anchors(full, cache):
            problems.append(f"{rel}:{n}: '{target}': {os.path.relpath(full, root)} has no heading "
                            f"with the anchor #{fragment}")
    return problems


def unindexed(root):
    """The pages of docs/ and docs/rules/ that README.md's index does not link."""
    readme = os.path.join(root, "README.md")
    if not os.path.isfile(readme):
        return []
    with open(readme, encoding="utf-8") as f:
        linked = {os.path.normpath(os.path.join(root, t.partition("#")[0])) for _, t in targets(f.read())}
    pages = []
    for folder in ("docs", "docs/rules"):
        here = os.path.join(root, folder)
        pages += sorted(f"{folder}/{n}" for n in (os.listdir(here) if os.path.isdir(here) else [])
                        if n.endswith(".md"))
    return [f"README.md: the documentation index does not link {rel}" for rel in pages
            if os.path.normpath(os.path.join(root, rel)) not in linked]


def check(root):
    cache, problems = {}, []
    for rel in documents(root):
        problems += check_document(root, rel, cache)
    return problems + unindexed(root)


def main():
    return tree_check.run("check_links", check, "every relative link points at a file, folder or heading",
                          "fix the link or the file it names")


if __name__ == "__main__":
    sys.exit(main())
