// The Jieqi dealer (include/pili/rules/jieqi_deal.h, docs/rules/jieqi.md D6,
// R1.3): a seed deals each side's army over its covered points and deals the
// same again, the deal board reads back, a deal that does not fit is refused,
// known identities are kept, and a move gets the deal's letters.
#include <map>

#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"
#include "pili/rules/jieqi_deal.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

const std::string DEAL = "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPNR";

std::map<char, int> letters(const std::string& board) {
  std::map<char, int> n;
  for (char c : board)
    if (std::isalpha(static_cast<unsigned char>(c))) ++n[c];
  return n;
}

}  // namespace

TEST(JieqiDealBoard, ASeedDealsEachArmyOverItsCoveredPointsTheSameEveryTime) {
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  jieqi::Deal a, b, c;
  std::string err;
  ASSERT_TRUE(jieqi::deal(pos, 42, a, err)) << err;
  ASSERT_TRUE(jieqi::deal(pos, 42, b, err)) << err;
  ASSERT_TRUE(jieqi::deal(pos, 43, c, err)) << err;
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  std::string text = jieqi::deal_text(pos, a);
  // Both armies (R1.3), and the generals where they stand.
  std::map<char, int> army = {{'K', 1}, {'R', 2}, {'N', 2}, {'B', 2}, {'A', 2}, {'C', 2}, {'P', 5},
                              {'k', 1}, {'r', 2}, {'n', 2}, {'b', 2}, {'a', 2}, {'c', 2}, {'p', 5}};
  EXPECT_EQ(letters(text), army) << text;
  for (Square s = Square(0); s < SQUARE_NB; s = Square(s + 1))
    EXPECT_EQ(a.identity[s] != NO_PIECE, test(pos.covered(), s)) << square_to_string(s);
  jieqi::Deal back;
  ASSERT_TRUE(jieqi::parse_deal(pos, text, back, err)) << err;
  EXPECT_EQ(back, a);
}

TEST(JieqiDealBoard, ADealThatDoesNotFitIsRefused) {
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  jieqi::Deal d;
  std::string err;
  ASSERT_TRUE(jieqi::parse_deal(pos, DEAL, d, err)) << err;
  for (const std::string bad : {
           "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPRR",   // three red chariots
           "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPN",    // a point short
           "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPNr",   // a black piece on a red point
           "nrcakbrap/9/1n5b1/p1p1c1p1p/9/P8/B1A1C1P1P/1C5P1/9/PRNAKBPNR",  // a piece on an empty point
           "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAQBPNR",   // no such piece
           "nrcaabrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPNR",   // the general is face up
       }) {
    jieqi::Deal out = d;
    err.clear();
    EXPECT_FALSE(jieqi::parse_deal(pos, bad, out, err)) << bad;
    EXPECT_FALSE(err.empty()) << bad;
    EXPECT_EQ(out, d) << bad;
  }
}

TEST(JieqiDealBoard, KnownIdentitiesAreKeptAndTheRestDealt) {
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  jieqi::Deal known, out;
  known.identity[make_square(1, 2)] = make_piece(RED, ROOK);     // b2
  known.identity[make_square(1, 9)] = make_piece(BLACK, PAWN);   // b9
  std::string err;
  for (uint64_t seed : {1u, 2u, 3u}) {
    ASSERT_TRUE(jieqi::deal(pos, seed, out, err, &known)) << err;
    EXPECT_EQ(out.identity[make_square(1, 2)], make_piece(RED, ROOK));
    EXPECT_EQ(out.identity[make_square(1, 9)], make_piece(BLACK, PAWN));
    EXPECT_EQ(letters(jieqi::deal_text(pos, out))['R'], 2);
  }
  known.identity[make_square(7, 2)] = make_piece(RED, ROOK);
  known.identity[make_square(4, 3)] = make_piece(RED, ROOK);  // a third chariot
  EXPECT_FALSE(jieqi::deal(pos, 1, out, err, &known));
  jieqi::Deal offPoint;
  offPoint.identity[make_square(4, 4)] = make_piece(RED, PAWN);  // e4: nothing covered there
  EXPECT_FALSE(jieqi::deal(pos, 1, out, err, &offPoint));
}

TEST(JieqiDealBoard, AMoveGetsTheDealsLettersAndTheLoserIsNotToldTheCapture) {
  Position pos = position_of<Jieqi>(Jieqi::START_FEN);
  jieqi::Deal d;
  std::string err;
  ASSERT_TRUE(jieqi::parse_deal(pos, DEAL, d, err)) << err;
  Move m = find_legal_move<Jieqi>(pos, "b2b9");
  ASSERT_TRUE(m.is_ok());
  Move dealt = jieqi::dealt_move(pos, m, d);
  EXPECT_EQ(jieqi::identity_move_text(pos, dealt), "b2b9Cr");  // R5.5's first move
  EXPECT_EQ(jieqi::without_captured_letter("b2b9Cr", RED), "b2b9C");
  EXPECT_EQ(jieqi::without_captured_letter("a6a5p", BLACK), "a6a5p");
  EXPECT_EQ(jieqi::without_captured_letter("b9d9a", RED), "b9d9");
  Jieqi::do_move(pos, dealt);
  EXPECT_EQ(pos.piece_on(make_square(1, 9)), make_piece(RED, CANNON));
  Move quiet = jieqi::dealt_move(pos, find_legal_move<Jieqi>(pos, "a6a5"), d);
  EXPECT_EQ(jieqi::identity_move_text(pos, quiet), "a6a5p");
}
