"""The board page of `pili serve` driven like a person in Chromium (selenium):
clicks, drags, waits, and the check of the drawn pieces against the engine's
FEN; plus the blast and FEN set-up steps every variant's game uses.
Imported by serve_browser_test.py.
"""
import json
import re
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException


class Page:
    def __init__(self, driver, base, shots):
        self.d, self.base, self.shots = driver, base, shots

    def open(self, variant):
        if self.d.current_url.startswith(self.base):
            self.d.execute_script("sessionStorage.clear()")  # a new game, not the last tab's
        self.d.get(self.base + "/?mode=free&variant=" + variant)  # both sides by hand
        self.wait(lambda: self.d.execute_script("return window.pili && window.pili.state.variant") == variant
                  and self.d.execute_script("return window.pili.state.mode") == "free", "page for " + variant)

    def wait(self, cond, what, timeout=20):
        end = time.time() + timeout
        while time.time() < end:
            try:
                if cond():
                    return
            except Exception:
                pass
            time.sleep(0.05)
        self.d.save_screenshot(self.shots + "/serve-failure.png")
        log = self.d.get_log("browser")
        raise AssertionError(f"timed out waiting for {what}; page sees {self.page_state().get('fen')}, "
                             f"selected {self.d.execute_script('return JSON.stringify(window.piliDebug && window.piliDebug())')}, "
                             f"browser log {log}")

    def sid(self):
        return self.d.execute_script("return window.pili.sid")

    def server_state(self):
        with urllib.request.urlopen(self.base + "/api/state?sid=" + self.sid()) as r:
            return json.load(r)

    def page_state(self):
        return self.d.execute_script("return window.pili.state")

    def hit(self, sq):
        return self.d.find_element(By.CSS_SELECTOR, f'[data-hit="{sq}"]')

    def click(self, sq):
        # A state arriving from the server redraws the board, replacing its
        # elements; a click that lands on a replaced one is taken again.
        for attempt in range(5):
            try:
                ActionChains(self.d).move_to_element(self.hit(sq)).click().perform()
                return
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.1)

    def selected(self):
        return self.d.execute_script("return window.piliDebug().sel")

    def click_move(self, src, dst):
        """Click the piece, see it picked, click the target."""
        self.click(src)
        self.wait(lambda: self.selected() == src, "selection of " + src, timeout=5)
        self.click(dst)

    # Offset of a point's centre from the board's centre (the board element
    # survives redraws; its children do not).
    def offset(self, sq):
        return self.d.execute_script(
            "const b = document.getElementById('board').getBoundingClientRect();"
            "const h = document.querySelector(`[data-hit=\"${arguments[0]}\"]`).getBoundingClientRect();"
            "return [h.x + h.width / 2 - (b.x + b.width / 2), h.y + h.height / 2 - (b.y + b.height / 2)];", sq)

    def drag(self, src, dst):
        """Drag from point `src` (or the reserve when src is "reserve") to point `dst`."""
        dx, dy = self.offset(dst)
        board = self.d.find_element(By.ID, "board")
        chain = ActionChains(self.d)
        if src == "reserve":
            chain.move_to_element(self.d.find_element(By.CSS_SELECTOR, "#reserve .reserve-tris"))
        else:
            sx, sy = self.offset(src)
            chain.move_to_element_with_offset(board, int(sx), int(sy))
        chain.click_and_hold().move_by_offset(10, 10).move_to_element_with_offset(board, int(dx), int(dy)) \
            .pause(0.1).release().perform()

    def legal(self, move):
        return any(m["move"] == move for m in self.server_state()["legal"])

    # Plays `move` through `how` (a function doing the clicks) and checks the board.
    def play(self, move, how):
        before = self.server_state()
        assert any(m["move"] == move for m in before["legal"]), f"{move} not legal in {before['fen']}"
        how()
        n = len(before["record"][:before["cursor"]]) + 1
        self.wait(lambda: self.server_state()["cursor"] == n and self.page_state()["cursor"] == n, "move " + move)
        st = self.server_state()
        assert st["lastMove"] == move, f"played {st['lastMove']}, wanted {move}"
        self.check_board(st["fen"])
        return st

    # The pieces drawn on the page against the engine's FEN.
    def check_board(self, fen):
        want = fen_cells(fen)
        # One script call for the whole board (an element query per piece is slow).
        cells = self.d.execute_script(
            "return [...document.querySelectorAll('#pieces > g[data-sq]')]"
            ".map(g => [g.dataset.sq, g.dataset.piece || '', g.dataset.tris || ''])")
        got = {sq: (piece, tris) for sq, piece, tris in cells}
        assert got == want, f"board differs from FEN {fen}:\npage {sorted(got.items())}\nfen  {sorted(want.items())}"
        m = re.search(r"\[(T*)\]", fen)
        if m:
            n = len(self.d.find_elements(By.CSS_SELECTOR, "#reserve .reserve-tris"))
            assert n == len(m.group(1)), f"reserve shows {n}, FEN has {m.group(1)}"

    def shot(self, name):
        assert self.d.save_screenshot(f"{self.shots}/serve-{name}.png"), f"cannot write {self.shots}/serve-{name}.png"


def fen_cells(fen):
    """Square -> (piece letter, Tris lock) from a FEN, independently of the server."""
    board = fen.split()[0].split("[")[0]
    rows = board.split("/")
    ranks = len(rows)
    base = 1 if ranks == 8 else 0
    out = {}
    for i, row in enumerate(rows):
        rank = ranks - 1 - i
        f, k = 0, 0
        while k < len(row):
            c = row[k]
            if c.isdigit():
                j = k
                while j + 1 < len(row) and row[j + 1].isdigit():
                    j += 1
                f += int(row[k:j + 1])
                k = j + 1
                continue
            sq = chr(97 + f) + str(rank + base)
            if c == "+":
                k += 1
                p = row[k]
                out[sq] = (p, "T" if p.isupper() else "t")
            elif c in "Tt":
                out[sq] = ("", c)
            else:
                out[sq] = (c, "")
            f += 1
            k += 1
    return out


def blast_preview(page, src, dst, expected):
    """Select src, hover dst: the page marks exactly the points the capture clears."""
    page.click(src)
    ActionChains(page.d).move_to_element(page.hit(dst)).perform()
    page.wait(lambda: len(page.d.find_elements(By.CSS_SELECTOR, "[data-blast]")) > 0, "blast preview")
    shown = sorted(e.get_attribute("data-blast") for e in page.d.find_elements(By.CSS_SELECTOR, "[data-blast]"))
    assert shown == sorted(expected), f"preview {shown}, capture clears {expected}"


def blast_move(page, src, dst, shot=None):
    st = page.server_state()
    m = next(m for m in st["legal"] if m["from"] == src and m["to"] == dst)
    assert len(m.get("blast", [])) >= 2, f"{src}{dst} does not blast: {m}"
    blast_preview(page, src, dst, m["blast"])
    if st["geometry"]["style"] == "chess":  # the 3x3 box around the capture is outlined too
        areas = [e.get_attribute("data-area") for e in page.d.find_elements(By.CSS_SELECTOR, "#preview [data-area]")]
        assert areas == [dst], f"blast area {areas}, capture on {dst}"
    if shot:
        page.shot(shot)  # the points the capture will clear, before the move
    after = page.play(m["move"], lambda: page.click(dst))
    assert sorted(after["lastBlast"]) == sorted(m["blast"])
    marked = lambda: sorted(e.get_attribute("data-blasted") for e in page.d.find_elements(By.CSS_SELECTOR, "[data-blasted]"))
    page.wait(lambda: marked() == sorted(m["blast"]), "blast marks")
    return after


def set_fen(page, fen):
    box = page.d.find_element(By.ID, "fen")
    box.clear()
    box.send_keys(fen)
    page.d.find_element(By.ID, "set-fen").click()
    page.wait(lambda: page.server_state()["fen"] == fen and page.page_state()["fen"] == fen, "FEN set-up")
    page.check_board(fen)
