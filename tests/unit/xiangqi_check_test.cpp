// Check by every piece type, checkmate and stalemate in standard xiangqi.
#include "pili/rules/judge.h"
#include "pili/rules/xiangqi.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {
bool black_in_check(std::initializer_list<std::pair<char, const char*>> pieces) {
  return Xiangqi::in_check(position_of<Xiangqi>(fen_of(pieces, 'b')));
}
}  // namespace

TEST(XiangqiCheck, ByEveryPieceType) {
  EXPECT_TRUE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'R', "e5"}}));
  EXPECT_TRUE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'N', "f7"}}));
  EXPECT_TRUE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'C', "e5"}, {'p', "e7"}}));
  EXPECT_TRUE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'P', "e8"}}));
  EXPECT_TRUE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'P', "d9"}}));
}

TEST(XiangqiCheck, BlockedOrOutOfReachIsNoCheck) {
  EXPECT_FALSE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'N', "f7"}, {'a', "f8"}}));  // horse leg
  EXPECT_FALSE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'C', "e5"}}));              // no screen
  EXPECT_FALSE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'C', "e5"}, {'p', "e7"}, {'p', "e6"}}));
  EXPECT_FALSE(black_in_check({{'K', "d0"}, {'k', "e8"}, {'P', "e9"}}));  // soldiers never go back
  EXPECT_FALSE(black_in_check({{'K', "d0"}, {'k', "e9"}, {'R', "e5"}, {'n', "e7"}}));
}

TEST(XiangqiCheck, FacingGeneralsAreRejectedAsAPosition) {
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<Xiangqi>(pos, fen_of({{'K', "e0"}, {'k', "e9"}}, 'w'), err));
  EXPECT_FALSE(err.empty());
  // The side not to move may not be in check either.
  EXPECT_FALSE(set_position<Xiangqi>(pos, fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "e5"}}, 'w'), err));
}

TEST(XiangqiCheck, CheckmateLoses) {
  auto pos = position_of<Xiangqi>(fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "a9"}, {'R', "a8"}}, 'b'));
  EXPECT_TRUE(Xiangqi::in_check(pos));
  EXPECT_EQ(Xiangqi::count_legal(pos), 0u);
  Verdict v = adjudicate<Xiangqi>(pos);
  EXPECT_EQ(v.outcome, Outcome::RedWins);
  EXPECT_EQ(v.reason, "checkmate");
}

TEST(XiangqiCheck, StalemateLoses) {
  auto pos = position_of<Xiangqi>(fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "a8"}, {'R', "f1"}}, 'b'));
  EXPECT_FALSE(Xiangqi::in_check(pos));
  EXPECT_EQ(Xiangqi::count_legal(pos), 0u);
  Verdict v = adjudicate<Xiangqi>(pos);
  EXPECT_EQ(v.outcome, Outcome::RedWins);
  EXPECT_EQ(v.reason, "stalemate");
}

TEST(XiangqiCheck, EvasionsOnly) {
  // Red general on e0 checked by a chariot on e6: block, capture or step aside.
  auto pos = position_of<Xiangqi>(fen_of({{'K', "e0"}, {'k', "d9"}, {'r', "e6"}, {'R', "a3"}, {'N', "g5"}}));
  EXPECT_TRUE(Xiangqi::in_check(pos));
  EXPECT_EQ(legal_moves<Xiangqi>(pos), (std::set<std::string>{"a3e3", "g5e4", "g5e6", "e0f0"}));
}
