// Manchu chess (docs/rules/manchu.md): the banner's three movements, its
// checks, the start position and FEN, and legal play by the searcher.
#include "pili/rules/game.h"
#include "pili/rules/manchu.h"
#include "pili/rules/notation/notation.h"
#include "search_helpers.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

using Targets = std::set<std::string>;

Position at(std::initializer_list<std::pair<char, const char*>> pieces, char side = 'w') {
  return position_of<Manchu>(fen_of(pieces, side));
}

}  // namespace

TEST(ManchuRules, StartPosition) {
  Position pos = position_of<Manchu>(Manchu::START_FEN);
  EXPECT_EQ(pos.fen(), Manchu::START_FEN);
  EXPECT_EQ(pos.piece_on(SQ_A0), R_BANNER);
  EXPECT_EQ(popcount(pos.pieces(RED)), 11);  // general, 2 advisors, 2 elephants, 5 soldiers, banner
  EXPECT_EQ(popcount(pos.pieces(BLACK)), 16);
  EXPECT_FALSE(pos.pieces(RED, ROOK) | pos.pieces(RED, HORSE) | pos.pieces(RED, CANNON));
  // Along the a-file to a2 (a3 holds a soldier), over it onto the soldier on
  // a6 as a cannon, along rank 0 to b0, leaps to b2 and c1.
  EXPECT_EQ(targets_from<Manchu>(pos, "a0"), (Targets{"a1", "a2", "a6", "b0", "b2", "c1"}));
  EXPECT_EQ(Manchu::count_legal(pos), 18u);
}

TEST(ManchuRules, FenRoundTripsAndTheBannerIsManchuOnly) {
  for (const char* fen : {"3k5/9/9/r8/9/9/P8/9/9/M3K4 w - - 0 1", "4k4/9/3M5/9/9/9/9/9/4A4/4K4 b - - 3 9",
                          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1"})
    EXPECT_EQ(position_of<Manchu>(fen).fen(), fen);
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<Xiangqi>(pos, "3k5/9/9/9/9/9/9/9/9/M3K4 w - - 0 1", err));
  EXPECT_NE(err.find("'M' is no piece of xiangqi"), std::string::npos) << err;
  EXPECT_FALSE(set_position<Manchu>(pos, "3k5/9/9/9/9/9/9/9/9/M3KM3 w - - 0 1", err)) << "two banners";
}

TEST(ManchuRules, BannerMovesAsChariotCannonAndHorse) {
  // Alone in the middle: the whole rank and file, and the eight leaps.
  Position pos = at({{'M', "e4"}, {'K', "d0"}, {'k', "f9"}});
  Targets want;
  for (const char* s : {"a4", "b4", "c4", "d4", "f4", "g4", "h4", "i4", "e0", "e1", "e2", "e3", "e5", "e6", "e7",
                        "e8", "e9", "d6", "f6", "c5", "g5", "c3", "g3", "d2", "f2"})
    want.insert(s);
  EXPECT_EQ(targets_from<Manchu>(pos, "e4"), want);
}

TEST(ManchuRules, HorseLegBlocks) {
  // A piece on e5 blocks the leaps to d6 and f6, one on d4 those to c5 and c3.
  Position pos = at({{'M', "e4"}, {'P', "e5"}, {'p', "d4"}, {'K', "d0"}, {'k', "f9"}});
  Targets t = targets_from<Manchu>(pos, "e4");
  for (const char* s : {"d6", "f6", "c5", "c3"}) EXPECT_FALSE(t.count(s)) << s;
  for (const char* s : {"g5", "g3", "d2", "f2", "d4"}) EXPECT_TRUE(t.count(s)) << s;
}

TEST(ManchuRules, CannonCaptureNeedsOneScreen) {
  // a3 is a screen: the banner takes the rook on a6 over it, but not as a
  // chariot through it, and never moves quietly past the screen.
  Position pos = at({{'M', "a0"}, {'P', "a3"}, {'r', "a6"}, {'K', "e0"}, {'k', "d9"}});
  Targets t = targets_from<Manchu>(pos, "a0");
  EXPECT_TRUE(t.count("a6"));
  for (const char* s : {"a4", "a5", "a7", "a3"}) EXPECT_FALSE(t.count(s)) << s;
  // Two screens: no capture.
  pos = at({{'M', "a0"}, {'P', "a3"}, {'p', "a5"}, {'r', "a6"}, {'K', "e0"}, {'k', "d9"}});
  EXPECT_FALSE(targets_from<Manchu>(pos, "a0").count("a6"));
  // An own piece beyond the screen is never taken.
  pos = at({{'M', "a0"}, {'P', "a3"}, {'P', "a6"}, {'K', "e0"}, {'k', "d9"}});
  EXPECT_FALSE(targets_from<Manchu>(pos, "a0").count("a6"));
}

TEST(ManchuRules, ChariotCapturesTheFirstPieceOnly) {
  // The first enemy piece on the file is taken as a chariot; the one behind
  // it only as a cannon (over the first), the one behind that not at all.
  Position pos = at({{'M', "a0"}, {'n', "a4"}, {'r', "a6"}, {'c', "a8"}, {'K', "e0"}, {'k', "d9"}});
  Targets t = targets_from<Manchu>(pos, "a0");
  EXPECT_TRUE(t.count("a4"));
  EXPECT_TRUE(t.count("a6"));
  EXPECT_FALSE(t.count("a8"));
  EXPECT_FALSE(t.count("a5"));
}

TEST(ManchuRules, BannerChecksInEachMode) {
  EXPECT_TRUE(Manchu::in_check(at({{'M', "d7"}, {'A', "e1"}, {'K', "e0"}, {'k', "e9"}}, 'b')));  // leap
  EXPECT_FALSE(Manchu::in_check(at({{'M', "d7"}, {'p', "d8"}, {'A', "e1"}, {'K', "e0"}, {'k', "e9"}}, 'b')));
  EXPECT_TRUE(Manchu::in_check(at({{'M', "e5"}, {'p', "e6"}, {'A', "e1"}, {'K', "e0"}, {'k', "e9"}}, 'b')));  // screen
  EXPECT_TRUE(Manchu::in_check(at({{'M', "a9"}, {'K', "d0"}, {'k', "e9"}}, 'b')));  // line
  // The side not to move may not be in check by a banner.
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<Manchu>(pos, fen_of({{'M', "d7"}, {'A', "e1"}, {'K', "e0"}, {'k', "e9"}}, 'w'), err));
}

TEST(ManchuRules, FlyingGeneral) {
  // Red's general may not step onto the open file of Black's.
  Position pos = at({{'M', "a1"}, {'K', "d0"}, {'k', "e9"}});
  EXPECT_EQ(targets_from<Manchu>(pos, "d0"), (Targets{"d1"}));
  // The banner between the generals checks Black's along the file; Black's
  // answers are the general's steps off it (the banner cannot be taken).
  pos = at({{'M', "d1"}, {'K', "d0"}, {'k', "d9"}}, 'b');
  EXPECT_TRUE(Manchu::in_check(pos));
  EXPECT_EQ(targets_from<Manchu>(pos, "d9"), (Targets{"e9"}));
}

TEST(ManchuRules, BannerNotation) {
  Position pos = position_of<Manchu>(Manchu::START_FEN);
  auto text = [&](const char* uci, notation::Style st) {
    return notation::write_move<Manchu>(pos, find_legal_move<Manchu>(pos, uci), {st});
  };
  using notation::Style;
  EXPECT_EQ(text("a0a2", Style::Wxf), "M9+2");
  EXPECT_EQ(text("a0b2", Style::Wxf), "M9+8");
  EXPECT_EQ(text("a0a2", Style::Chinese), "旗九进二");  // a line counts steps
  EXPECT_EQ(text("a0c1", Style::Chinese), "旗九进七");  // a leap names the file reached
  EXPECT_EQ(text("a0b0", Style::Chinese), "旗九平八");
  // Reading: M is the banner for a side that has one, the elephant otherwise.
  for (const char* t : {"M9+2", "旗九进二"})
    EXPECT_EQ(move_to_string(notation::read_move<Manchu>(pos, t).move), "a0a2") << t;
  EXPECT_EQ(move_to_string(notation::read_move<Manchu>(pos, "旗九进七").move), "a0c1");
  Position black = position_of<Manchu>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 b - - 0 1");
  EXPECT_EQ(move_to_string(notation::read_move<Manchu>(black, "M3+5").move), "c9e7");
}

// The searcher plays only legal moves: a short self-play at a few thousand
// nodes a move, every best move and every PV checked against the rules.
TEST(ManchuRules, SelfPlayIsLegal) {
  Position pos = position_of<Manchu>(Manchu::START_FEN);
  SearchLimits limits;
  limits.nodes = 3000;
  int plies = 0;
  for (; plies < 80; ++plies) {
    MoveList legal;
    Manchu::generate<LEGAL>(pos, legal);
    if (legal.size() == 0) break;
    auto run = searchtest::run_search<Manchu>(pos, limits);
    ASSERT_FALSE(run.result.bestMove.empty()) << pos.fen();
    Move m = find_legal_move<Manchu>(pos, run.result.bestMove);
    ASSERT_TRUE(m.is_ok()) << run.result.bestMove << " in " << pos.fen();
    if (const SearchInfo* info = run.last()) {
      Position copy = pos;
      std::string bad;
      EXPECT_TRUE(searchtest::play_pv<Manchu>(copy, info->pv, &bad)) << bad << " in " << pos.fen();
    }
    Manchu::do_move(pos, m);
    std::string why;
    ASSERT_TRUE(pos.is_consistent(&why)) << why;
  }
  EXPECT_GT(plies, 20);
}
