// The dealer of Jieqi's covered pieces (include/pili/rules/jieqi_deal.h,
// docs/rules/jieqi.md D6): the deals of a seed, their text, and the letters
// each side is told of a dealt move (R5.4, checked on R5.5's worked example).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"
#include "pili/rules/jieqi_deal.h"

using namespace pili;

namespace {

const std::string XIANGQI_SETUP = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

// The identities under one side's start points, as a sorted string of letters.
std::string army_of(const Deal& d, Color c) {
  std::string s;
  for (int sq = 0; sq < SQUARE_NB; ++sq)
    if (covered::HOME[sq] != NO_PIECE && color_of(covered::HOME[sq]) == c) {
      EXPECT_NE(d.identity[sq], NO_PIECE) << square_to_string(Square(sq));
      if (d.identity[sq] != NO_PIECE) {
        EXPECT_EQ(color_of(d.identity[sq]), c);
        s += piece_to_char(d.identity[sq]);
      }
    } else if (covered::HOME[sq] == NO_PIECE) {
      EXPECT_EQ(d.identity[sq], NO_PIECE) << square_to_string(Square(sq));
    }
  std::sort(s.begin(), s.end());
  return s;
}

Square sq(const char* s) { return make_square(s[0] - 'a', s[1] - '0'); }

}  // namespace

TEST(JieqiDeal, SeedDealsEachArmyOverItsOwnStartPoints) {
  std::string red, black;
  for (int pt : {ROOK, ROOK, HORSE, HORSE, ELEPHANT, ELEPHANT, ADVISOR, ADVISOR, CANNON, CANNON, PAWN, PAWN, PAWN,
                 PAWN, PAWN}) {
    red += piece_to_char(make_piece(RED, PieceType(pt)));
    black += piece_to_char(make_piece(BLACK, PieceType(pt)));
  }
  std::sort(red.begin(), red.end());
  std::sort(black.begin(), black.end());
  std::set<std::string> texts;
  for (uint64_t seed : {1ull, 2ull, 12345ull})
    for (uint64_t k = 0; k < 20; ++k) {
      Deal d = deal_from_seed(seed, k);
      EXPECT_EQ(army_of(d, RED), red);
      EXPECT_EQ(army_of(d, BLACK), black);
      EXPECT_EQ(deal_from_seed(seed, k), d);  // the same on every call
      texts.insert(deal_text(d));
    }
  // 60 deals out of about 10^12 per side: all different.
  EXPECT_EQ(texts.size(), 60u);
  // The sides are shuffled independently: Red's deal is not Black's mirrored.
  int mirrored = 0;
  for (uint64_t k = 0; k < 20; ++k) {
    Deal d = deal_from_seed(1, k);
    bool same = true;
    for (int s = 0; s < SQUARE_NB; ++s)
      if (d.identity[s] != NO_PIECE && color_of(d.identity[s]) == RED)
        same = same && type_of(d.identity[s]) == type_of(d.identity[make_square(s % 9, 9 - s / 9)]);
    mirrored += same;
  }
  EXPECT_LT(mirrored, 2);
}

TEST(JieqiDeal, TextRoundTripsAndBadDealsAreRefused) {
  Deal d;
  std::string err;
  ASSERT_TRUE(parse_deal(XIANGQI_SETUP, d, err)) << err;
  EXPECT_EQ(d.identity[sq("b2")], make_piece(RED, CANNON));
  EXPECT_EQ(d.identity[sq("a9")], make_piece(BLACK, ROOK));
  EXPECT_EQ(d.identity[sq("e0")], NO_PIECE);  // the generals are not dealt
  EXPECT_EQ(deal_text(d), XIANGQI_SETUP);
  for (uint64_t k = 0; k < 5; ++k) {
    Deal seeded = deal_from_seed(99, k), back;
    ASSERT_TRUE(parse_deal(deal_text(seeded), back, err)) << err;
    EXPECT_EQ(back, seeded);
  }
  struct Bad {
    const char* text;
    const char* why;
  };
  for (Bad b : {Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1", "has 1 'R'"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/C6C1/9/RNBAKABNR", "no start point"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR", "general is missing"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABnR", "no start point"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKAABNR", "general stands on d0"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9", "10 ranks"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9", "more than 10 ranks"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR", "more than 9"},
                Bad{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX", "no xiangqi piece"}}) {
    Deal kept = deal_from_seed(5, 5), before = kept;
    err.clear();
    EXPECT_FALSE(parse_deal(b.text, kept, err)) << b.text;
    EXPECT_NE(err.find(b.why), std::string::npos) << b.text << ": " << err;
    EXPECT_EQ(kept, before);  // the previous deal is kept
  }
  std::vector<Deal> deals;
  ASSERT_TRUE(parse_deals("# deals\n\n" + XIANGQI_SETUP + " game 1\n" + deal_text(deal_from_seed(1, 0)) + "\n", "f",
                          deals, err))
      << err;
  ASSERT_EQ(deals.size(), 2u);
  EXPECT_EQ(deals[1], deal_from_seed(1, 0));
  EXPECT_FALSE(parse_deals(XIANGQI_SETUP + "\n9/9\n", "f", deals, err));
  EXPECT_NE(err.find("f:2:"), std::string::npos) << err;
  EXPECT_EQ(deals.size(), 2u);  // a bad file adds nothing
  EXPECT_FALSE(parse_deals("# nothing\n", "f", deals, err));
  EXPECT_NE(err.find("no deals"), std::string::npos) << err;
}

// R5.5's game, dealt: each engine's copy carries the reveals, and the
// captured letters only when it captured; each copy gives R5.5's FEN.
TEST(JieqiDeal, EachEngineIsToldWhatItsSideSees) {
  Deal d;
  std::string err;
  ASSERT_TRUE(parse_deal(XIANGQI_SETUP, d, err)) << err;
  // b2 a cannon (as in the setup), b9 a black chariot, a6 a soldier, d9 an advisor.
  std::swap(d.identity[sq("b9")], d.identity[sq("a9")]);  // b9 = r, a9 = n
  ASSERT_EQ(d.identity[sq("d9")], make_piece(BLACK, ADVISOR));
  Jieqi::Position pos;
  ASSERT_TRUE(set_position<Jieqi>(pos, JIEQI_START_FEN, err)) << err;
  std::vector<std::string> seen[COLOR_NB + 1];
  Color mover = RED;
  for (const char* text : {"b2b9", "a6a5", "b9d9"}) {
    Move m = find_legal_move<Jieqi>(pos, text);
    ASSERT_TRUE(m.is_ok()) << text;
    m = dealt_move<Jieqi>(pos, d, m);
    for (Color viewer : {RED, BLACK, COLOR_NB}) seen[viewer].push_back(dealt_move_text<Jieqi>(m, mover, viewer));
    Jieqi::do_move(pos, m);
    mover = ~mover;
  }
  EXPECT_EQ(seen[RED], (std::vector<std::string>{"b2b9Cr", "a6a5p", "b9d9a"}));
  EXPECT_EQ(seen[BLACK], (std::vector<std::string>{"b2b9C", "a6a5p", "b9d9"}));
  EXPECT_EQ(seen[COLOR_NB], (std::vector<std::string>{"b2b9Cr", "a6a5p", "b9d9a"}));
  EXPECT_EQ(dealt_move_text<Jieqi>(Jieqi::with_identities(Move(sq("b2"), sq("b9")), CANNON, ROOK), RED, RED, 1),
            "b3b10Cr");
  // R5.5's position commands, as the referee builds them for each engine.
  auto fen_after = [&](std::vector<std::string> moves) {
    Jieqi::Position p;
    std::string why;
    EXPECT_TRUE(set_position<Jieqi>(p, JIEQI_START_FEN, why) && play_moves<Jieqi>(p, moves, why)) << why;
    return p.covered_fen();
  };
  EXPECT_EQ(fen_after({seen[BLACK][0]}),
            "xCxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p5n2b2 0 1");
  EXPECT_EQ(fen_after({seen[RED][0], seen[RED][1]}),
            "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2");
  EXPECT_EQ(fen_after(seen[BLACK]),
            "x1xCkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p4n2b2 0 2");
}
