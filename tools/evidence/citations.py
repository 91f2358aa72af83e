"""Reads match results out of markdown: the citation rule of docs/evidence/README.md.

A document is cut into units (a paragraph, a list item, a table row, a
fenced code block); a unit's text is cut at each link to an evidence folder,
and the numbers before a link are claims about that folder. Result-like
numbers that no link follows are uncited.
Python 3 standard library only.
"""
import re

MARKER = "not reproduced"
# A link to an evidence folder (not to a file such as its README.md).
LINK = re.compile(r"\[[^\]]*\]\(\s*([^)\s]*evidence/\d{4}-\d{2}-\d{2}-[^)\s/#]+/?(?:#[^)\s]*)?)\s*\)")
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
NUM = r"(\d+(?:\.\d+)?)"
SIGN = r"([+\-\u2212]?)"
TRIPLE = re.compile(r"(?<![\w.\-\u2013])(\d+)\s*[-\u2013]\s*(\d+)\s*[-\u2013]\s*(\d+)(?![\w.\-\u2013])")
ELO_PM = re.compile(r"(?<![\w.])" + SIGN + NUM + r"\s*(?:\u00b1|\+/-)\s*" + NUM)
ELO_WORD = re.compile(r"(?<![\w.])" + SIGN + NUM + r"[ \u00a0]?Elo\b")
PERCENT = re.compile(r"(?<![\w.])" + NUM + r"\s?%")
GAMES = re.compile(r"\bin (?:all )?(\d+) games\b")
# cutechess' "+W -L =D"
PLUS_MINUS_EQ = re.compile(r"(?<![\w.])\+(\d+)\s*[-\u2212](\d+)\s*=(\d+)(?![\w.])")
LLR = re.compile(r"\b(?:LLR|llr):?\s*=?\s*" + SIGN + NUM)


def marked(text):
    """Whether a text says "not reproduced" (across a line break too)."""
    return MARKER in " ".join(text.split()).lower()


class Unit:
    """Consecutive lines that belong together; `covered` when marked not reproduced."""

    def __init__(self, kind, first_line):
        self.kind, self.lines, self.covered = kind, [], False
        self.first_line = first_line

    def add(self, text):
        self.lines.append(text)

    @property
    def text(self):
        return "\n".join(self.lines)

    def line_of(self, offset):
        return self.first_line + self.text.count("\n", 0, offset)


def units(markdown):
    """The units of a markdown text, with the not-reproduced marker applied."""
    out, cur, fence, sections = [], None, None, []  # sections: (level, marked) of the open headings

    def start(kind, n):
        nonlocal cur
        close()
        cur = Unit(kind, n)
        cur.covered = any(m for _, m in sections)

    def close():
        nonlocal cur
        if cur is not None:
            out.append(cur)
        cur = None

    for n, line in enumerate(markdown.split("\n"), start=1):
        stripped = line.strip()
        if fence is not None:
            cur.add(line)
            if stripped.startswith(fence):
                fence = None
                close()
            continue
        if stripped.startswith(("```", "~~~")):
            start("code", n)
            fence = stripped[:3]
            cur.add(line)
            continue
        heading = re.match(r"(#+)\s", stripped)
        if heading:
            level = len(heading.group(1))
            sections = [s for s in sections if s[0] < level] + [(level, marked(stripped))]
            start("heading", n)
            cur.add(line)
            close()
            continue
        if not stripped:
            close()
            continue
        is_item = re.match(r"\s*([-*+]|\d+\.)\s", line)
        is_row = stripped.startswith("|")
        if is_row or is_item or cur is None or cur.kind == "row":
            start("row" if is_row else "item" if is_item else "paragraph", n)
        cur.add(line)
    close()
    # The marker: in the unit itself, in a heading above it, or in the
    # paragraph that introduces a table, list or code block.
    lead = None
    for u in out:
        if marked(u.text):
            u.covered = True
        if u.kind != "paragraph" and lead is not None and marked(lead.text):
            u.covered = True
        if u.kind == "paragraph":
            lead = u
        elif u.kind == "heading":
            lead = None
    return out


def _mask_dates(text):
    return DATE.sub(lambda m: "x" * len(m.group(0)), text)


def segments(unit):
    """(text, start offset, link target or None) pieces of a unit: the text before
    each evidence link, then the tail after the last one (target None)."""
    text, pos, out = unit.text, 0, []
    for m in LINK.finditer(text):
        out.append((text[pos:m.start()], pos, m.group(1)))
        pos = m.end()
    out.append((text[pos:], pos, None))
    return out


def _number(sign, digits):
    return ("-" if sign in ("-", "\u2212") else "") + digits


def claims(text):
    """The numbers a segment states: (kind, written, offset), kind one of
    wld, elo, error, score, los, draws, games, llr; written a string or a tuple."""
    text = _mask_dates(text)
    found, taken = [], []
    for m in list(TRIPLE.finditer(text)) + list(PLUS_MINUS_EQ.finditer(text)):
        found.append(("wld", (m.group(1), m.group(2), m.group(3)), m.start()))
    for m in ELO_PM.finditer(text):
        found.append(("elo", _number(m.group(1), m.group(2)), m.start()))
        found.append(("error", m.group(3), m.start()))
        taken.append((m.start(), m.end()))
    for m in ELO_WORD.finditer(text):
        if m.group(1) and not any(a <= m.start() < b for a, b in taken):
            found.append(("elo", _number(m.group(1), m.group(2)), m.start()))
    for m in PERCENT.finditer(text):
        before, after = text[max(0, m.start() - 14):m.start()].lower(), text[m.end():m.end() + 14].lower()
        if m.group(1) == "95" and re.match(r"\s*(:|ci\b|conf|interval)", after):
            continue  # the level of a confidence interval, not a result
        # The word right before the number (or "draws" right after) says what it is.
        kind = "los" if re.search(r"\blos:?\s*$", before) else "draws" \
            if re.search(r"\bdraw[\w ]{0,6}:?\s*$", before) or after.lstrip().startswith("draw") else "score"
        found.append((kind, m.group(1), m.start()))
    for m in GAMES.finditer(text):
        found.append(("games", m.group(1), m.start()))
    for m in LLR.finditer(text):
        found.append(("llr", _number(m.group(1), m.group(2)), m.start()))
    return sorted(found, key=lambda c: c[2])


def result_like(text):
    """Offsets and text of what looks like a match result: W-L-D, E ± e, N Elo."""
    text = _mask_dates(text)
    hits = [(m.start(), m.group(0)) for m in list(TRIPLE.finditer(text)) + list(PLUS_MINUS_EQ.finditer(text))]
    pm = [(m.start(), m.end(), m.group(0)) for m in ELO_PM.finditer(text)]
    hits += [(a, s) for a, _, s in pm]
    hits += [(m.start(), m.group(0)) for m in ELO_WORD.finditer(text)
             if not any(a <= m.start() < b for a, b, _ in pm)]
    return sorted(hits)
