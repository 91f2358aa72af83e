#!/usr/bin/python3
"""Plays a short game of every variant in headless Chromium against `pili serve`.

Clicks and drags the pieces like a person (click-click and drag-and-drop),
drops a Tris from the reserve, makes a stack and separates it, blasts in
Atomic; after every move the pieces drawn on the page must match the engine's
FEN, read from the server. One screenshot per variant goes to docs/.

Usage: serve_browser_test.py PILI_BINARY [SCREENSHOT_DIR]
"""
import json
import re
import subprocess
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_page import Page, blast_move, fen_cells, set_fen

PILI = sys.argv[1] if len(sys.argv) > 1 else "build/pili"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else "docs"


def xiangqi(page):
    page.play("h2e2", lambda: page.click_move("h2", "e2"))
    page.play("h9g7", lambda: page.drag("h9", "g7"))
    page.play("b0c2", lambda: page.drag("b0", "c2"))
    page.play("i9h9", lambda: page.click_move("i9", "h9"))
    # Pili answers a move when asked.
    page.d.find_element(By.ID, "engine-move").click()
    page.wait(lambda: page.server_state()["cursor"] == 5 and page.page_state()["cursor"] == 5, "Pili's move")
    page.check_board(page.server_state()["fen"])
    # The move list pairs Red's and Black's moves: 5 plies are 3 numbered lines.
    rows = [[sp.text for sp in li.find_elements(By.CSS_SELECTOR, "span")]
            for li in page.d.find_elements(By.CSS_SELECTOR, "#moves li")]
    assert rows[:2] == [["h2e2", "h9g7"], ["b0c2", "i9h9"]] and len(rows) == 3, f"move list {rows}"
    # Chinese notation: the server's texts in the move list, the files as players count them.
    first = lambda: page.d.execute_script("const s = document.querySelector('#moves span'); return s && s.textContent")
    labels = lambda: page.d.execute_script("return [...document.querySelectorAll('#board .coords text')].map(t => t.textContent)")
    Select(page.d.find_element(By.ID, "notation")).select_by_value("chinese")
    page.wait(lambda: first() == "\u70ae\u4e8c\u5e73\u4e94", "the move list in Chinese")  # 炮二平五
    assert "\u4e5d" in labels() and "\uff11" in labels() and "a" not in labels(), labels()  # 九, １
    Select(page.d.find_element(By.ID, "notation")).select_by_value("coord")
    page.wait(lambda: first() == "h2e2" and "a" in labels(), "the move list in coordinates")
    page.click(page.server_state()["legal"][0]["from"])  # its targets show in the screenshot
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, "[data-target]"), "targets")


def atomic(page):
    page.play("h2e2", lambda: page.click_move("h2", "e2"))
    page.play("h9g7", lambda: page.drag("h9", "g7"))
    # A chariot capture on an open file blasts the neighbours (set up by FEN).
    set_fen(page, "rnbakabnr/9/1c5c1/2p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
    blast_move(page, "a0", "a9", shot="atomic")
    page.play("h9g7", lambda: page.drag("h9", "g7"))
    return True


def atomic_classic(page):
    # Cannon shots blast too in the first version.
    blast_move(page, "b2", "b9")
    page.play("h9g7", lambda: page.drag("h9", "g7"))
    page.play("h2e2", lambda: page.click_move("h2", "e2"))


def meng(page):
    page.play("h2h9", lambda: page.click_move("h2", "h9"))
    page.play("i9h9", lambda: page.drag("i9", "h9"))
    # Two pieces taken: Red drags a Tris from the reserve onto e4.
    page.play("T@e4", lambda: page.drag("reserve", "e4"))
    page.play("a6a5", lambda: page.click_move("a6", "a5"))
    # The soldier takes its own Tris: a stack.
    st = page.play("e3e4", lambda: page.click_move("e3", "e4"))
    assert fen_cells(st["fen"])["e4"] == ("P", "T")
    page.play("a5a4", lambda: page.drag("a5", "a4"))
    # Separation in two steps: pick the stack, choose "Piece leaves", pick the target.
    def separate():
        page.click("e4")
        page.wait(lambda: page.d.find_element(By.ID, "split-piece").is_displayed(), "separation buttons")
        page.shot("meng")  # the stack picked, its separation choices shown
        page.d.find_element(By.ID, "split-piece").click()
        page.click("e5")
    st = page.play("e4e5p", separate)
    cells = fen_cells(st["fen"])
    assert cells["e4"] == ("", "T") and cells["e5"] == ("P", ""), cells
    # Whole stack and Tris-only moves are offered too on the next stack.
    page.play("b7b6", lambda: page.click_move("b7", "b6"))
    page.play("e5e6", lambda: page.click_move("e5", "e6"))  # the soldier takes e6
    meng_forced_drop_and_airdrop(page)
    return True  # screenshot taken


def meng_forced_drop_and_airdrop(page):
    # Black owes a drop (the third capture): the banner says so, the reserve
    # glows, and only drops are offered until it is made.
    set_fen(page, "2b2kbnr/2r5T/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/4K2C1/RNBA1ABNR[T] b 4 b 1 6")
    st = page.server_state()
    assert st["forcedDrop"] and all(m["kind"] == "drop" for m in st["legal"]), st["legal"]
    page.wait(lambda: "Forced drop" in page.d.find_element(By.ID, "banner").text, "forced-drop banner")
    assert "forced" in page.d.find_element(By.ID, "reserve-box").get_attribute("class")
    st = page.play("T@e5", lambda: page.drag("reserve", "e5"))
    assert fen_cells(st["fen"])["e5"] == ("", "t") and st["fen"].split()[3] == "-", st["fen"]
    assert not st["forcedDrop"]
    page.wait(lambda: "Forced drop" not in page.d.find_element(By.ID, "banner").text, "banner after the drop")
    assert "forced" not in page.d.find_element(By.ID, "reserve-box").get_attribute("class")
    # Air-drop: Black's stack (chariot on its Tris) takes Red's stack on e4;
    # the captured Tris turns black and is re-placed at once on a point the
    # player picks in a second step.
    set_fen(page, "1nbakabnr/9/1c5c1/p1p1p1p1p/9/+r3+P4/P1P3P1P/1C5C1/9/RNBAKABNR[] b 0 - 0 1")
    takes = [m for m in page.server_state()["legal"] if m["from"] == "a4" and m["to"] == "e4"]
    spots = sorted(m["extra"] for m in takes)
    assert len(spots) > 10 and all(m["kind"] == "airdrop" for m in takes) and "e5" in spots, takes

    def airdrop():
        page.drag("a4", "e4")
        page.wait(lambda: "Air-drop" in page.d.find_element(By.ID, "choice").text, "air-drop choice")
        shown = sorted(page.d.execute_script(
            "return [...document.querySelectorAll('[data-extra]')].map(e => e.dataset.extra)"))
        assert shown == spots, f"air-drop points {shown}, legal {spots}"
        page.click("e5")
    st = page.play("a4e4@e5", airdrop)
    cells = fen_cells(st["fen"])
    assert cells["e4"] == ("r", "t") and cells["e5"] == ("", "t") and "a4" not in cells, st["fen"]


def doubletris(page):
    page.play("h2h9", lambda: page.click_move("h2", "h9"))
    page.play("i9h9", lambda: page.drag("i9", "h9"))
    page.play("T@e4", lambda: page.drag("reserve", "e4"))
    page.play("a6a5", lambda: page.click_move("a6", "a5"))
    # A Tris moves by itself (a knight jump here).
    page.play("e4f6", lambda: page.drag("e4", "f6"))
    page.play("b9c7", lambda: page.click_move("b9", "c7"))


def result_text(page):
    return page.d.find_element(By.ID, "result").text


def atomic_chess(page):
    # A chess board: chess glyphs, files a-h and ranks 1-8 along the edges.
    labels = page.d.execute_script("return [...document.querySelectorAll('#board .coords text')].map(t => t.textContent)")
    assert set(labels) == set("abcdefgh12345678"), labels
    king = page.d.execute_script("return document.querySelector('#pieces [data-sq=\"e1\"] text').textContent")
    assert king == "\u265a", king
    page.play("g1f3", lambda: page.click_move("g1", "f3"))
    page.play("a7a6", lambda: page.drag("a7", "a6"))
    page.play("f3g5", lambda: page.drag("f3", "g5"))
    page.play("a6a5", lambda: page.click_move("a6", "a5"))
    # The knight takes f7: the blast clears the king, bishop and knight around it.
    st = blast_move(page, "g5", "f7", shot="atomic-chess")
    assert st["verdict"] == {"outcome": "red", "reason": "king exploded"}, st["verdict"]
    page.wait(lambda: result_text(page) == "White wins — king exploded", "game-end text")
    # Castling: drag the king onto its rook, or click the king's target square.
    set_fen(page, "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1")
    page.play("e1g1", lambda: page.drag("e1", "h1"))
    page.play("e8c8", lambda: page.click_move("e8", "c8"))
    # En passant blasts the pawn it takes; promotion asks for the piece.
    set_fen(page, "4k3/1P6/8/8/3p4/8/4P3/4K3 w - - 0 1")
    page.play("e2e4", lambda: page.drag("e2", "e4"))
    st = page.play("d4e3", lambda: page.click_move("d4", "e3"))
    assert st["lastBlast"] == ["e4"] and "e3" not in fen_cells(st["fen"]), st

    def underpromote():
        page.drag("b7", "b8")
        page.wait(lambda: page.d.find_element(By.ID, "promo-n").is_displayed(), "promotion choice")
        offered = sorted(e.get_attribute("id") for e in page.d.find_elements(By.CSS_SELECTOR, "#choice button[id^=promo-]"))
        assert offered == ["promo-b", "promo-cancel", "promo-n", "promo-q", "promo-r"], offered
        page.d.find_element(By.ID, "promo-n").click()
    st = page.play("b7b8n", underpromote)
    assert fen_cells(st["fen"])["b8"] == ("N", ""), st["fen"]
    # Load PGN: the second game of a pasted cutechess-style file, in SAN.
    page.d.execute_script("document.getElementById('pgn-box').open = true")
    page.d.execute_script("document.getElementById('pgn').value = arguments[0]",
                          '[Event "a"]\n[Variant "xiangqi"]\n1. h2e2 h9g7 1-0\n\n[Event "b"]\n[Variant "Atomic"]\n'
                          '1. e4 {book} e5 2. Qh5 $1 Nc6 (2... Qe7) 3. Qxf7# 1-0\n')
    box = page.d.find_element(By.ID, "pgn-game")
    box.clear()
    box.send_keys("2")
    page.d.find_element(By.ID, "load-pgn").click()
    page.wait(lambda: page.server_state()["record"] == ["e2e4", "e7e5", "d1h5", "b8c6", "h5f7"], "PGN loaded")
    page.wait(lambda: "game 2 of 2" in page.d.find_element(By.ID, "pgn-note").text, "PGN note")
    page.d.find_element(By.ID, "last").click()
    page.wait(lambda: page.page_state()["cursor"] == 5, "last move of the PGN")
    page.check_board(page.server_state()["fen"])
    page.wait(lambda: result_text(page) == "White wins — king exploded", "game-end text after the PGN")
    # A new game through the variant menu, as a person starts one.
    for v, fen in [("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
                   ("atomic-chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")]:
        Select(page.d.find_element(By.ID, "variant")).select_by_visible_text(v)
        page.wait(lambda: page.server_state()["fen"] == fen and page.page_state()["fen"] == fen, "new game of " + v)
        page.check_board(fen)
    assert result_text(page) == "" and len(page.server_state()["legal"]) == 20
    return True  # screenshot taken


def manchu(page):
    # The banner (旗): a horse's leap, then a cannon's capture over the soldier on c3.
    page.play("a0c1", lambda: page.drag("a0", "c1"))
    page.play("h9g7", lambda: page.click_move("h9", "g7"))
    page.play("c1c6", lambda: page.click_move("c1", "c6"))
    first = lambda: page.d.execute_script("const s = document.querySelector('#moves span'); return s && s.textContent")
    Select(page.d.find_element(By.ID, "notation")).select_by_value("chinese")
    page.wait(lambda: first() == "\u65d7\u4e5d\u8fdb\u4e03", "the banner's move in Chinese")  # 旗九进七
    Select(page.d.find_element(By.ID, "notation")).select_by_value("coord")
    page.wait(lambda: first() == "a0c1", "the move list in coordinates")


# A known deal for Jieqi (docs/rules/jieqi.md R5.5's identities; the deal
# board of include/pili/rules/jieqi_deal.h): a cannon under b2, a black chariot under b9.
JIEQI_DEAL = "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPNR"


def jieqi(page):
    body = json.dumps({"sid": page.sid(), "variant": "jieqi", "deal": JIEQI_DEAL}).encode()
    urllib.request.urlopen(urllib.request.Request(page.base + "/api/new", data=body,
                                                  headers={"Content-Type": "application/json"})).close()
    covered = lambda: page.d.execute_script("return document.querySelectorAll('#pieces g.covered').length")
    page.wait(lambda: (page.page_state().get("covered") or {}).get("deal") == JIEQI_DEAL and covered() == 30,
              "thirty pieces face down")
    page.check_board(page.server_state()["fen"])
    # The covered cannon takes the covered b9: both turn out as dealt.
    page.click_move("b2", "b9")
    page.wait(lambda: page.page_state()["cursor"] == 1, "move b2b9")
    st = page.server_state()
    assert st["lastMove"] == "b2b9Cr", st["lastMove"]
    page.check_board(st["fen"])
    reveal = page.d.find_element(By.CSS_SELECTOR, '[data-reveal="b9"]')
    assert reveal.get_attribute("data-piece") == "C" and covered() == 28, covered()
    assert page.d.find_element(By.CSS_SELECTOR, '#covered-box [data-pool="black"]').get_attribute("data-covered") == "14"
    assert page.d.find_element(By.CSS_SELECTOR, '#covered-box [data-capture="b9"]').get_attribute("data-seen") == "r"
    page.drag("a6", "a5")
    page.wait(lambda: page.page_state()["cursor"] == 2, "move a6a5")
    st = page.server_state()
    assert st["lastMove"] == "a6a5p", st["lastMove"]
    page.check_board(st["fen"])
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, '[data-reveal="a5"]') and covered() == 27, "the reveal on a5")


GAMES = {"xiangqi": xiangqi, "jieqi": jieqi, "atomic": atomic, "atomic-classic": atomic_classic, "meng": meng, "doubletris": doubletris,
         "atomic-chess": atomic_chess, "manchu": manchu}


def main():
    server = subprocess.Popen([PILI, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        m = re.search(r"(http://[0-9.]+:\d+)", line)
        assert m, "no address in: " + line
        base = m.group(1)
        opts = Options()
        for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,920",
                  "--disable-dev-shm-usage", "--force-device-scale-factor=1"]:
            opts.add_argument(a)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
        try:
            page = Page(driver, base, SHOTS)
            with urllib.request.urlopen(base + "/api/session", data=b"{}") as r:
                variants = json.load(r)["variants"]
            for variant in variants:
                t0 = time.time()
                game = GAMES.get(variant)
                if not game:
                    print(f"{variant}: no scripted game yet, only the start position checked")
                page.open(variant)
                page.check_board(page.server_state()["fen"])
                shot_taken = game(page) if game else False
                time.sleep(0.3)
                if not shot_taken:
                    page.shot(variant)
                print(f"{variant}: ok, {page.server_state()['cursor']} moves, {time.time() - t0:.1f} s, "
                      f"screenshot {SHOTS}/serve-{variant}.png")
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            assert not errors, f"browser errors: {errors}"
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait(10)
    print("browser test passed")


if __name__ == "__main__":
    main()
