"""An independent Jieqi move generator and perft, written from the rules in
docs/rules/jieqi.md (no code shared with the engine): a plain mailbox, each
move tried on a copy of the board and kept if its own general is then safe.

Used by perft_crosscheck_test.py to check tests/data/jieqi.perft and the
engine's counts. Python 3 standard library only.
"""

RED, BLACK = 0, 1
TYPES = "KABNRCP"
ARMY = {"A": 2, "B": 2, "N": 2, "R": 2, "C": 2, "P": 5}
POOL_TYPES = "RACPNB"  # the order Pikafish writes the pool in (R5.1)

# Home roles of the standard setup, files a-i on rank 0 (R1.2); Black mirrors.
BACK = "RNBAKABNR"


def home_role(f, r):
    """The home role of a start point, as (colour, type), or None."""
    colour, rr = (RED, r) if r <= 4 else (BLACK, 9 - r)
    if rr == 0 and BACK[f] != "K":
        return colour, BACK[f]
    if rr == 2 and f in (1, 7):
        return colour, "C"
    if rr == 3 and f % 2 == 0:
        return colour, "P"
    return None


class Position:
    """board[(f, r)] = [colour, type, covered]; pool[colour][type] = count."""

    def __init__(self, fen):
        fields = fen.split()
        self.board = {}
        rows = fields[0].split("/")
        if len(rows) != 10:
            raise ValueError("10 ranks expected")
        for i, row in enumerate(rows):
            r, f = 9 - i, 0
            for ch in row:
                if ch.isdigit():
                    f += int(ch)
                    continue
                if ch in "Xx":
                    home = home_role(f, r)
                    if home is None:
                        raise ValueError("covered piece off a start point")
                    self.board[(f, r)] = [home[0], home[1], True]
                else:
                    self.board[(f, r)] = [RED if ch.isupper() else BLACK, ch.upper(), False]
                f += 1
        self.side = RED if fields[1] == "w" else BLACK
        self.pool = [dict.fromkeys(ARMY, 0), dict.fromkeys(ARMY, 0)]
        spec = fields[2] if len(fields) > 2 else "-"
        if spec != "-":
            for i in range(0, len(spec), 2):
                ch, n = spec[i], int(spec[i + 1])
                self.pool[RED if ch.isupper() else BLACK][ch.upper()] = n

    def king(self, colour):
        for sq, (c, t, _) in self.board.items():
            if c == colour and t == "K":
                return sq
        raise ValueError("no general")


def on_board(f, r):
    return 0 <= f < 9 and 0 <= r < 10


def in_palace(colour, f, r):
    return 3 <= f <= 5 and (0 <= r <= 2 if colour == RED else 7 <= r <= 9)


def own_half(colour, r):
    return r <= 4 if colour == RED else r >= 5


def targets(pos, sq):
    """Points the piece on sq may move to or capture on (own pieces excluded
    later), by its type when face up and its home role when covered."""
    colour, t, covered = pos.board[sq]
    f, r = sq
    out = []
    board = pos.board
    if t == "K":
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if in_palace(colour, f + df, r + dr):
                out.append((f + df, r + dr))
    elif t == "A":
        for df in (1, -1):
            for dr in (1, -1):
                g, s = f + df, r + dr
                if on_board(g, s) and (not covered or in_palace(colour, g, s)):  # R2.2, R2.7
                    out.append((g, s))
    elif t == "B":
        for df in (1, -1):
            for dr in (1, -1):
                g, s = f + 2 * df, r + 2 * dr
                if on_board(g, s) and (f + df, r + dr) not in board and (not covered or own_half(colour, s)):
                    out.append((g, s))
    elif t == "N":
        for df, dr in ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
            leg = (f + (df // 2 if abs(df) == 2 else 0), r + (dr // 2 if abs(dr) == 2 else 0))
            if on_board(f + df, r + dr) and leg not in board:
                out.append((f + df, r + dr))
    elif t in "RC":
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            g, s, screens = f + df, r + dr, 0
            while on_board(g, s):
                if (g, s) in board:
                    if t == "R" and screens == 0:
                        out.append((g, s))
                        break
                    if t == "C" and screens == 1:
                        out.append((g, s))
                        break
                    screens += 1
                elif screens == 0:
                    out.append((g, s))
                g, s = g + df, s + dr
    elif t == "P":  # R2.9
        fwd = 1 if colour == RED else -1
        if on_board(f, r + fwd):
            out.append((f, r + fwd))
        if not own_half(colour, r):
            out += [(g, r) for g in (f - 1, f + 1) if on_board(g, r)]
    return out


def general_safe(pos, colour):
    """No enemy piece can capture the general, and the generals do not face."""
    k = pos.king(colour)
    for sq, (c, _, _) in list(pos.board.items()):
        if c != colour and k in targets(pos, sq):
            return False
    other = pos.king(1 - colour)
    if other[0] == k[0]:
        lo, hi = sorted((k[1], other[1]))
        if not any((k[0], r) in pos.board for r in range(lo + 1, hi)):
            return False
    return True


def legal_moves(pos):
    moves = []
    for sq, (c, _, _) in list(pos.board.items()):
        if c != pos.side:
            continue
        for to in targets(pos, sq):
            victim = pos.board.get(to)
            if victim and victim[0] == c:
                continue
            undo = make(pos, sq, to, None)
            if general_safe(pos, c):
                moves.append((sq, to))
            unmake(pos, undo)
    return moves


def make(pos, frm, to, reveal):
    """Moves a piece; a covered mover shows `reveal` (None: stays covered,
    only for the legality test, R2.4). Returns what unmake needs."""
    piece = pos.board.pop(frm)
    victim = pos.board.get(to)
    saved = (frm, to, list(piece), victim, pos.side)
    if reveal is not None:
        pos.pool[piece[0]][reveal] -= 1
        piece = [piece[0], reveal, False]
    pos.board[to] = list(piece)
    pos.side = 1 - pos.side
    return saved


def unmake(pos, saved):
    frm, to, piece, victim, side = saved
    moved = pos.board.pop(to)
    if piece[2] and not moved[2]:
        pos.pool[piece[0]][moved[1]] += 1
    pos.board[frm] = piece
    if victim:
        pos.board[to] = victim
    pos.side = side


def perft(pos, depth, reveals=False):
    """PM (R7.1) or, with reveals, PI (R7.2)."""
    if depth == 0:
        return 1
    nodes = 0
    for frm, to in legal_moves(pos):
        if pos.board[frm][2]:
            if depth == 1 and not reveals:
                nodes += 1
                continue
            colour = pos.board[frm][0]
            for t in [t for t in ARMY if pos.pool[colour][t] > 0]:
                undo = make(pos, frm, to, t)
                nodes += perft(pos, depth - 1, reveals)
                unmake(pos, undo)
        elif depth == 1:
            nodes += 1
        else:
            undo = make(pos, frm, to, None)
            nodes += perft(pos, depth - 1, reveals)
            unmake(pos, undo)
    return nodes
