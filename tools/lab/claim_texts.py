"""The authors' sentences behind each claim (original and translation; the
sources are described in docs/sources.md) and the setting each experiment
uses, as the report prints them."""

ATOMIC = "the Atomic Xiangqi description, 原子象棋（中國象棋）"
MENG = "the Meng Xiangqi rule text, 萌象棋"

CLAIMS = {
    1: dict(
        title="No first move wins for Red; three lose",
        source=ATOMIC,
        zh="開局擺法下的 44 種首著中，在雙方各一百萬節點的條件下，沒有一著能讓紅方取勝，有三著會輸",
        en="Of the 44 first moves from the starting position, with one million nodes for each side, "
           "not one lets Red win, and three lose.",
        setting="Every one of the 44 first moves (tools/lab/openings/atomic-first-moves.fen) played "
                "out once, both sides Pili at exactly 1,000,000 nodes per move (the author's setting), "
                "one thread, 16 MB hash, draw at 400 plies; the referee is Pili's rules. The same at "
                "20,000 nodes (the setting of the earlier `pili survey` run) for comparison, and with the "
                "patched Fairy-Stockfish at 1,000,000 nodes where that engine is given. One game a move "
                "decides no move, so two runs play every first move several times: `pili-10k-rr`, four "
                "engines at 10,000, 10,500, 11,000 and 11,500 nodes, every pair with both colours (12 "
                "games a move), and `pili-30k-gauntlet`, Pili at 30,000 nodes against Pili at 31,500, "
                "33,000, 34,500 and 36,000 with both colours (8 games a move); the 5% steps only make "
                "the games of a move differ. These two were played on 2026-12-06 by the build of commit "
                "a6fa892, which evaluates with the built-in Atomic Xiangqi net (round 0, CRC 88b018d7); "
                "the one-game runs on 2026-12-03, before that net was built in, with the hand-crafted "
                "evaluation, so the two kinds of run are not the same player. A first move wins (loses) when Red wins (loses) more than "
                "half of its games. Error bars: 95% Wilson intervals.",
    ),
    2: dict(
        title="Strong engine against weak",
        source=ATOMIC,
        zh="強引擎在兩種強度差距、共 32 局中勝 29 局，無一敗 / 在強引擎對弱引擎的十局有勝負的對局中，"
           "六局以將帥被炸掉結束，四局以將死結束，最短 23 回合，最長 73 回合 / "
           "引擎會走 Cb5、Ri3、Ra3 或 Hg3，第一次爆炸出現在中局",
        en="The strong engine won 29 of 32 games over two strength gaps and lost none. Of ten decisive "
           "games of a strong engine against a weak one, six ended with a blasted general and four by "
           "mate, the shortest 23 moves, the longest 73. Engines open with Cb5, Ri3, Ra3 or Hg3, and the "
           "first blast comes in the middlegame.",
        setting="The author's node counts for this are not given (the sample game is 10,000,000 against "
                "1,000,000 nodes). Chosen here, small so that the run takes minutes on one core: Pili at 20,000 nodes against Pili at 2,000 (a gap of 10x) "
                "and at 200 (100x), 16 first moves spread over the 44 (tools/lab/openings/atomic-16.fen), "
                "each with both colours: 32 games per gap. The opening choice is probed at 1,000 to "
                "1,000,000 nodes from the start position (`lab.py probe claim2`). The first blast is "
                "measured over every Atomic Xiangqi game Pili played in the lab (the patched engine's "
                "games shown apart); 'middlegame' is taken as after the "
                "first 10 moves (ply 20). Move counts are full moves.",
    ),
    3: dict(
        title="Repetition draws are not one-sided checks; equal engines draw half",
        source=ATOMIC,
        zh="記錄在案的 19 局重複和棋中，沒有一局是單方面將軍 / "
           "在低節點數下，實力相當的引擎八局中有四局和棋",
        en="Of the 19 recorded repetition draws, not one is a one-sided perpetual check. At low node "
           "counts, engines of equal strength drew four games of eight.",
        setting="Repetitions: every Atomic Xiangqi game of the lab (Pili's for the verdict, the "
                "patched engine's apart), each repetition draw's last cycle "
                "replayed and every move in it tested for check (the broad check of the current rules). "
                "Equal strength: Pili at 2,000 against Pili at 2,100 nodes (the 5% difference only makes "
                "the two games of an opening differ), the 44 first moves with both colours, 88 games.",
    ),
    4: dict(
        title="The first ruleset (atomic-classic) was broken in two ways",
        source=ATOMIC,
        zh="每隻炮都能跳過對方的炮、吃掉其後的馬，並炸掉旁邊的車和象相，第一著就吃掉三個子，"
           "而每一局雙方最佳著法的對局都是雙方一開始就這麼下 / "
           "在引擎對局裡，少了一隻車的一方就能用這種方式對抗遠強於它的對手而守和",
        en="Each cannon can jump the opposing cannon, take the horse behind it and blast the chariot and "
           "elephant beside it: three pieces on the first move, and every game of best play by both "
           "sides began with both doing so. In engine games, the side a chariot down could hold a draw "
           "this way (the chariot-cannon shuffle) against a much stronger opponent.",
        setting="Node counts chosen small so that each run takes minutes on one core (the author "
                "gives none). Opening: the best first move at 1,000 to 1,000,000 nodes under atomic-classic and under "
                "the current rules, and Black's reply after b2b9 (`lab.py probe claim4`). Shuffle: Red "
                "without the a0 chariot, Pili at 2,000 nodes, against Black at 20,000 nodes, 16 different "
                "first moves (tools/lab/openings/chariot-down.fen), once under atomic-classic and once "
                "under the current rules; then the same with both sides at 20,000 nodes, so that the side "
                "a chariot down searches as well as its opponent. Draws of the two rulesets compared by "
                "Fisher's exact test, both settings pooled.",
    ),
    5: dict(
        title="Meng Xiangqi is more complex and draws less than xiangqi",
        source=MENG,
        zh="萌象棋相对于传统中国象棋，增加了复杂度，降低了和棋率。",
        en="Compared with traditional xiangqi, Meng Xiangqi increases complexity and lowers the draw rate. "
           "(Double-Tris, its simplified version, is measured alongside.)",
        setting="Chosen small so that each run takes minutes on one core (the author gives no "
                "setting): Pili at 5,000 against Pili at 5,250 nodes in xiangqi, Meng and Double-Tris, 32 first moves "
                "spread over the 44 with both colours, 64 games per variant, draw at 400 plies. Complexity "
                "is measured as the mean number of legal moves per position over the positions of these "
                "games (each game's mean, then the mean over games with its 95% interval).",
    ),
    6: dict(
        title="White's first-move advantage at atomic chess is much larger than at chess",
        source=ATOMIC,
        zh="在西洋棋盤上，它是一種充滿棄子與早期獵王的棋，白方的先手優勢比西洋棋大得多",
        en="On the chess board it is a game full of sacrifices and early king hunts, and White's "
           "first-move advantage is much larger than in chess.",
        setting="Chosen small so that the run takes minutes on one core (the author gives no "
                "setting): atomic chess, Pili at 5,000 against Pili at 5,250 nodes, 32 two-ply openings spread over "
                "the 400 (tools/lab/openings/atomic-chess-2ply-32.fen), both colours, 64 games; White's "
                "score with its 95% interval. Pili does not play chess, so the comparison itself is made "
                "with Fairy-Stockfish (unpatched, `lab.py selfplay-fsf --fsf-head F`): the same openings, "
                "nodes and colours at chess and at atomic chess, the engine's own rules as the referee "
                "(its atomic chess endings checked by Pili's rules, the result shown both ways), and "
                "White's scores compared (their difference with its 95% interval). Red's score in Atomic Xiangqi and xiangqi from claims 3 "
                "and 5 is shown beside it.",
    ),
}
