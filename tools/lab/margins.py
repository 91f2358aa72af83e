"""The equivalence margin of every measured part of the authors' claims,
each with its reason, set from the claim's wording before the games were
read (docs/lab.md, "Verdicts", states the same; tests/lab/verdicts_test.py
checks that the two agree). A margin is the range of the true value within
which the author's sentence still holds; verdicts.py compares the 95%
interval of Pili's estimate with it.

Two readings are used throughout:
- "k of n" is read as k/n give or take 10 points (so "half" is 40-60%);
- "none of n" is read as a rate below 1/n, at which none is still the most
  likely count in the author's n (and "all of n" as above 1 - 1/n).
"""

# key: (low, high, the author's figure, why this margin)
MARGINS = {
    "claim1-none-wins": (0, 0, "none of the 44 first moves wins",
                         "a count of moves, each judged from its own games: none means no move is a win"),
    "claim1-three-lose": (2, 4, "three of the 44 first moves lose",
                          "a count of moves, each judged from its own games: three, give or take one move"),
    "claim2-wins": (0.806, 1.0, "29 of 32 won (91%)", "k of n: 91% give or take 10 points"),
    "claim2-losses": (0.0, 1 / 32, "none of 32 lost", "none of 32: below 1/32 (3%)"),
    "claim2-blasted": (0.5, 0.7, "6 of 10 decisive games by a blasted general", "k of n: 60% give or take 10 points"),
    "claim2-lengths": (0.9, 1.0, "all 10 decisive games 23 to 73 moves long", "all of 10: above 1 - 1/10 (90%)"),
    "claim2-middlegame": (0.5, 1.0, "the first blast comes in the middlegame",
                          "'comes in the middlegame' read as: in most games, after move 10 (ply 20)"),
    "claim3-one-sided": (0.0, 1 / 19, "none of 19 repetition draws is a one-sided perpetual check",
                         "none of 19: below 1/19 (5%)"),
    "claim3-draws": (0.4, 0.6, "equal engines drew 4 of 8 (half)", "half: 50% give or take 10 points"),
    "claim4-chariot": (0.10, 1.0, "a chariot down holds draws in atomic-classic, not in atomic",
                       "the author calls the old rule broken for it, so it must happen often enough to be "
                       "seen: at least 10 points more draws (one game in ten) under atomic-classic"),
    "claim5-draws": (0.05, 1.0, "Meng lowers the draw rate",
                     "a lowering anyone would notice: at least 5 points (one game in twenty) fewer draws "
                     "than xiangqi"),
    "claim5-complexity": (1.10, float("inf"), "Meng increases complexity",
                          "legal moves per position at least a tenth above xiangqi's (x1.10): "
                          "a smaller change would not be felt as a more complex game"),
    "claim6-first-move": (0.05, 1.0, "White's first-move advantage is much larger than at chess",
                          "White scores about 55% at chess in engine play, an edge of about 5 points; "
                          "'much larger' is read as at least double: White's score at least 5 points above "
                          "chess's with the same engine, nodes and openings"),
}


def margin(key):
    return MARGINS[key][:2]


def author(key):
    return MARGINS[key][2]


def reason(key):
    return MARGINS[key][3]
