#!/usr/bin/python3
"""The single-file board (pili-board.html, docs/web.md) in headless Chromium
from file://, with no server: the engine runs in the page (WebAssembly in a
Web Worker).

For every variant: the page opens against Pili, a person's move (clicked) is
answered by Pili, and the board shows the engine's FEN. Xiangqi also: a whole
game of Pili against Pili at the weakest level ends with the rules' verdict,
the game saved as PGN loads back move for move, and an analysis shows lines
that deepen. Screenshots at desktop and phone sizes; the time from opening
the page to Pili's first move is printed (informational).

Usage: web_board_test.py BOARD_HTML [SCREENSHOT_DIR]
"""
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_page import Page  # noqa: E402

BOARD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build-wasm/pili-board.html")
SHOTS = sys.argv[2] if len(sys.argv) > 2 else "build-wasm"
URL = "file://" + BOARD
VARIANTS = ["xiangqi", "atomic", "atomic-classic", "meng", "doubletris", "atomic-chess"]


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
    print(f"{variant}: {move['move']} answered by {st['record'][1]}; page load to Pili's move {elapsed:.2f} s ({where})")


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
    page.d.find_element(By.ID, "stop").click()
    page.wait(lambda: page.page_state()["mode"] == "free", "stop")


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
        d.set_window_size(390, 844)  # a phone
        page.open_at("?variant=meng")
        page.shot("web-phone")
        d.set_window_size(1280, 900)
        whole_game(page)
        analysis(page)
    finally:
        d.quit()
    print("web board: all checks passed")


if __name__ == "__main__":
    main()
