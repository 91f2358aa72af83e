#!/usr/bin/python3
"""The single-file board (pili-board.html, docs/web.md) in headless Chromium
from file://, with no server: the engine runs in the page (WebAssembly in a
Web Worker).

For every variant: the page opens against Pili, a person's move (clicked) is
answered by Pili, and the board shows the engine's FEN. Xiangqi also: a whole
game of Pili against Pili at the weakest level ends with the rules' verdict,
the game saved as PGN loads back move for move, and an analysis shows lines
that deepen, with the evaluation bar, the graph and the best-line arrow
following them. The board's other tools: a position link opens its
position, a FEN and a PGN pasted load (a PGN with an illegal move up to it,
with the warning), a typed move plays, a clock runs out and loses the game.
At a phone's size the board fits the width. Screenshots at desktop and phone
sizes; the time from opening the page to Pili's first move is printed, with
where it went (informational).

Usage: web_board_test.py BOARD_HTML [SCREENSHOT_DIR]
"""
import os
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_page import Page  # noqa: E402

BOARD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build-wasm/pili-board.html")
SHOTS = sys.argv[2] if len(sys.argv) > 2 else "build-wasm"
URL = "file://" + BOARD
VARIANTS = ["xiangqi", "atomic", "atomic-classic", "meng", "doubletris", "atomic-chess", "jieqi"]


class LocalPage(Page):
    """Page with the state read from the page itself: there is no server."""

    def server_state(self):
        return self.page_state()

    def open_at(self, query):
        self.d.get("about:blank")
        self.d.get(URL + query)
        self.wait(lambda: self.d.execute_script("return !!(window.pili && window.pili.state)"), "the page's engine",
                  timeout=60)

    def api(self, path, body):
        return self.d.execute_async_script(
            "const done = arguments[arguments.length - 1]; api(arguments[0], arguments[1]).then(done);", path, body)


def first_move(page, variant):
    start = time.time()
    page.open_at(f"?variant={variant}")  # against Pili at the opening level, the person plays Red
    st = page.page_state()
    assert st["variant"] == variant and st["mode"] == "human", (st["variant"], st["mode"])
    where = page.d.find_element(By.ID, "engine-where").text
    assert "WebAssembly" in where, where
    move = st["legal"][0]
    page.click_move(move["from"], move["to"]) if move["from"] else page.api("/api/move", {"move": move["move"]})
    page.wait(lambda: page.page_state()["cursor"] == 2, f"{variant}: Pili's answer", timeout=60)
    elapsed = time.time() - start
    st = page.page_state()
    page.check_board(st["fen"])
    if variant == "jieqi":
        # Face down but for the generals, the pieces moved (each turned up as dealt and
        # ringed) and a covered piece Pili may have taken.
        down = page.d.execute_script("return document.querySelectorAll('#pieces g.covered').length")
        counts = st["covered"]["covered"]
        assert down == counts["red"] + counts["black"] >= 27 and len(st["record"][0]) >= 5, (down, st["record"])
        assert page.d.find_elements(By.CSS_SELECTOR, "[data-reveal]") or len(st["record"][1]) == 4, st["record"]
    marks = page.d.execute_script(
        "return performance.getEntriesByType('mark').map(m => m.name.replace('pili-', '') + ' ' + (m.startTime / 1000).toFixed(2))")
    print(f"{variant}: {move['move']} answered by {st['record'][1]}; page load to Pili's move {elapsed:.2f} s "
          f"({where}; s after navigation: {', '.join(marks)})")


def whole_game(page):
    page.open_at("?variant=xiangqi&mode=free")
    Select(page.d.find_element(By.ID, "level")).select_by_index(0)
    Select(page.d.find_element(By.ID, "mode")).select_by_value("pili")
    page.wait(lambda: page.page_state()["verdict"]["outcome"] != "ongoing", "the end of a game of Pili against Pili",
              timeout=240)
    st = page.page_state()
    page.check_board(st["fen"])
    print(f"xiangqi: Pili against Pili ended after {len(st['record'])} plies: {st['verdict']}")
    page.d.execute_script("document.getElementById('pgn-box').open = true")
    page.d.find_element(By.ID, "export-pgn").click()
    page.wait(lambda: "[Result" in page.d.find_element(By.ID, "pgn").get_attribute("value"), "the PGN")
    pgn = page.d.find_element(By.ID, "pgn").get_attribute("value")
    record = st["record"]
    Select(page.d.find_element(By.ID, "mode")).select_by_value("free")  # or Pili plays the new game at once
    page.wait(lambda: page.page_state()["mode"] == "free", "free mode")
    page.d.find_element(By.ID, "new").click()
    page.wait(lambda: page.page_state()["record"] == [], "a new game")
    page.d.execute_script("document.getElementById('pgn').value = arguments[0]", pgn)
    page.d.find_element(By.ID, "load-pgn").click()
    page.wait(lambda: page.page_state()["record"] == record, "the PGN loaded back")
    print(f"xiangqi: the game saved as PGN ({len(pgn)} bytes) loads back with its {len(record)} plies")


def analysis(page):
    page.open_at("?variant=xiangqi&mode=analysis")
    page.d.execute_script("document.getElementById('multipv').value = 3; document.getElementById('multipv').onchange()")
    page.wait(lambda: len(page.page_state()["lines"]) == 3, "three lines of analysis", timeout=30)
    d0 = page.page_state()["lines"][0]["depth"]
    page.wait(lambda: page.page_state()["lines"] and page.page_state()["lines"][0]["depth"] > d0, "a deeper line",
              timeout=30)
    print(f"xiangqi: analysis with 3 lines, depth {d0} then {page.page_state()['lines'][0]['depth']}")
    # The bar shows the first line's score from Red's side; the arrow its first move.
    page.wait(lambda: page.d.find_element(By.ID, "evalbar").get_attribute("data-score") != "", "the evaluation bar")
    st = page.page_state()
    arrows = page.d.execute_script("return [...document.querySelectorAll('#arrows [data-arrow]')].map(e => e.dataset.arrow)")
    assert arrows and arrows[0] == st["lines"][0]["pv"][0], (arrows, st["lines"][0]["pv"])
    page.d.find_element(By.ID, "stop").click()
    page.wait(lambda: page.page_state()["mode"] == "free", "stop")
    # Play the best move: the bar follows the new position's score (from
    # Red's side: Black is to move), the graph has both positions.
    bar0 = page.d.find_element(By.ID, "evalbar").get_attribute("data-score")
    page.api("/api/move", {"move": st["lines"][0]["pv"][0]})
    Select(page.d.find_element(By.ID, "mode")).select_by_value("analysis")
    page.wait(lambda: page.page_state()["cursor"] == 1 and page.page_state()["lines"], "analysis after the move", timeout=30)
    shown = "const st = window.pili.state, l = st.lines[0];" \
            "return [document.getElementById('evalbar').dataset.score, l && ((l.mate ? 'mate ' : '') + (st.turn === 'red' ? 1 : -1) * l.score)];"
    page.wait(lambda: page.d.execute_script(shown)[0] == page.d.execute_script(shown)[1], "the bar to show the new score")
    page.wait(lambda: int(page.d.find_element(By.ID, "evalgraph").get_attribute("data-points")) >= 2, "two points on the graph")
    print(f"xiangqi: evaluation bar {bar0} then {page.d.execute_script(shown)[0]} (centipawns for Red); arrow {arrows[0]}")
    page.d.find_element(By.ID, "stop").click()
    page.wait(lambda: page.page_state()["mode"] == "free", "stop")


def sharing_and_typing(page):
    # A link with a position opens it (atomic, after 1. h2e2).
    fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    page.d.get("about:blank")
    page.d.get(URL + "?mode=free#" + urllib.parse.urlencode({"variant": "atomic", "fen": fen}))
    page.wait(lambda: page.page_state()["fen"] == fen and page.page_state()["variant"] == "atomic", "the linked position",
              timeout=60)
    page.check_board(fen)
    # The address follows the position; a typed move (Chinese notation) plays.
    box = page.d.find_element(By.ID, "move-input")
    box.send_keys("马８进７", Keys.ENTER)
    page.wait(lambda: page.page_state()["record"] == ["h9g7"], "the typed move")
    page.wait(lambda: urllib.parse.parse_qs(page.d.execute_script("return location.hash.slice(1)"))["fen"][0]
              == page.page_state()["fen"], "the address to follow")
    # Ctrl+V on the page: a FEN sets it up, a PGN loads (up to an illegal move, with the warning).
    paste = "const t = new DataTransfer(); t.setData('text/plain', arguments[0]);" \
            "document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: t, bubbles: true}));"
    page.d.execute_script(paste, fen)
    page.wait(lambda: page.page_state()["fen"] == fen and page.page_state()["record"] == [], "the pasted FEN")
    page.d.execute_script(paste, '[Variant "xiangqi"]\n1. h2e2 h9g7 2. h2h9 b9c7 *')
    page.wait(lambda: page.page_state()["record"] == ["h2e2", "h9g7"], "the pasted PGN up to its illegal move")
    note = page.d.find_element(By.ID, "pgn-note").text
    assert "h2h9" in note, note
    print(f"links, typed moves, pasted FEN and PGN: {note}")


def clock(page):
    # A game on a 2-second clock: Pili moves on its own, the person lets
    # the time run out, and loses on time.
    page.open_at("?variant=xiangqi")
    page.d.execute_script("api('/api/mode', Object.assign(modeBody(), {clock: {base: 2000, inc: 0}}))")
    page.wait(lambda: (page.page_state()["clock"] or {}).get("base") == 2000, "the clock")
    assert page.d.find_element(By.ID, "clock-bottom").is_displayed()
    move = page.page_state()["legal"][0]["move"]
    page.api("/api/move", {"move": move})
    page.wait(lambda: page.page_state()["cursor"] == 2, "Pili's move on its clock", timeout=30)
    page.wait(lambda: page.page_state()["verdict"]["reason"] == "time forfeit", "the loss on time", timeout=30)
    st = page.page_state()
    assert st["verdict"]["outcome"] == "black" and st["clock"]["flagged"] == "red", st["clock"]
    assert "time forfeit" in page.d.find_element(By.ID, "result").text
    print(f"clock: Pili answered with {st['clock']['black']} ms left, Red lost on time")


def phone(page):
    page.d.set_window_size(390, 844)
    page.open_at("?variant=meng")
    wide = page.d.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth,"
                                 " document.getElementById('board').getBoundingClientRect().right]")
    assert wide[0] <= wide[1] and wide[2] <= wide[1], f"sideways scrolling at 390x844: {wide}"
    page.shot("web-phone")
    page.d.set_window_size(1280, 900)
    print(f"phone: page {wide[0]} px wide in {wide[1]}, board to {wide[2]:.0f}")


def main():
    opts = Options()
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
    d.set_script_timeout(60)
    page = LocalPage(d, URL, SHOTS)
    try:
        for variant in VARIANTS:
            first_move(page, variant)
        page.shot("web-desktop")
        phone(page)
        whole_game(page)
        analysis(page)
        sharing_and_typing(page)
        clock(page)
    finally:
        d.quit()
    print("web board: all checks passed")


if __name__ == "__main__":
    main()
