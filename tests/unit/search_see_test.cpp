// Static exchange evaluation (search/see.h) on xiangqi exchanges: cannon
// screens, horse legs, the general that may only take last.
#include "pili/search/see.h"

#include "pili/rules/xiangqi.h"

#include "test_util.h"

namespace pili {
namespace {
using namespace pili::testutil;

int see_of(std::initializer_list<std::pair<char, const char*>> pieces, const std::string& move) {
  Position pos = position_of<Xiangqi>(fen_of(pieces));
  Move m = find_legal_move<Xiangqi>(pos, move, 0);
  EXPECT_TRUE(m.is_ok()) << move << " is not legal in " << pos.fen();
  return search::see(pos, m);
}

constexpr int P = 100, N = 420, C = 450, R = 950, A = 200;

TEST(Search_See, UndefendedCaptureWinsTheVictim) {
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}}, "a4a6"), P);
}

TEST(Search_See, CannonRecapturesOnlyOverOneScreen) {
  // Cannon a9 with a screen on a8 guards a6: the chariot is lost.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}, {'c', "a9"}, {'n', "a8"}}, "a4a6"),
            P - R);
  // Without the screen the cannon sees nothing to take.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}, {'c', "a9"}}, "a4a6"), P);
  // Two screens: no capture either.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}, {'c', "a9"}, {'n', "a8"}, {'P', "a7"}},
                   "a4a6"),
            P);
}

TEST(Search_See, HorseRecapturesUnlessItsLegIsBlocked) {
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}, {'n', "b8"}}, "a4a6"), P - R);
  // A soldier on b7 (the horse's leg towards a6) stops the recapture.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "a4"}, {'p', "a6"}, {'n', "b8"}, {'P', "b7"}}, "a4a6"), P);
}

TEST(Search_See, CannonBehindAScreenJoinsTheExchange) {
  // Rxa6 Nxa6 Cxa6: the cannon on a3 shoots over the soldier on a4.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "c6"}, {'p', "a6"}, {'n', "b8"}, {'C', "a3"}, {'P', "a4"}},
                   "c6a6"),
            P - R + N);
  // The cannon itself takes and the horse takes it back.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'C', "a3"}, {'P', "a4"}, {'p', "a6"}, {'n', "b8"}}, "a3a6"), P - C);
}

TEST(Search_See, GeneralTakesOnlyWhenNothingTakesBack) {
  // The general on d9 takes the chariot on d8 ...
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "d4"}, {'a', "d8"}}, "d4d8"), A - R);
  // ... unless a horse on c6 guards d8.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'R', "d4"}, {'a', "d8"}, {'N', "c6"}}, "d4d8"), A);
}

TEST(Search_See, QuietMoveOntoAGuardedPoint) {
  // A horse stepping where a soldier takes it loses the horse.
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'N', "b3"}, {'p', "c6"}}, "b3c5"), -N);
  EXPECT_EQ(see_of({{'K', "e0"}, {'k', "d9"}, {'N', "b3"}, {'p', "c6"}, {'C', "c2"}, {'P', "c3"}}, "b3c5"),
            -N + P);
}

}  // namespace
}  // namespace pili
