// One test (or a few) per numbered rule of the Meng / Double-Tris spec, on
// hand-built positions. Square names: files a-i, ranks 0-9 from Red's side.
#include <algorithm>

#include "pili/rules/meng.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

// A Meng FEN from (token, square) pairs; tokens are FEN letters, "T"/"t" for
// bare Tris and "+R"-style stacks. `tail` is everything after the board.
std::string mfen(std::initializer_list<std::pair<const char*, const char*>> pieces,
                 const std::string& tail) {
  return board_fen(pieces) + tail;
}

template <class R = Meng>
std::set<std::string> moves_of(const std::string& fen) {
  return legal_moves<R>(position_of<R>(fen));
}

bool has(const std::set<std::string>& s, const std::string& m) { return s.count(m) != 0; }

int count_prefix(const std::set<std::string>& s, const std::string& prefix) {
  return int(std::count_if(s.begin(), s.end(),
                           [&](const std::string& m) { return m.rfind(prefix, 0) == 0; }));
}

// Plays one legal move (by text) and returns the new FEN.
template <class R = Meng>
std::string after(const std::string& fen, const std::string& move) {
  Position pos = position_of<R>(fen);
  Move m = find_legal_move<R>(pos, move);
  EXPECT_TRUE(m.is_ok()) << move << " not legal in " << fen;
  if (m.is_ok()) R::do_move(pos, m);
  return pos.fen(true);
}

}  // namespace

// Rule 1: drops need at least two captured pieces; a drop goes to any empty point.
TEST(MengRules, Rule1DropsNeedTwoCaptures) {
  auto one = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 1 - 0 1"));
  EXPECT_EQ(count_prefix(one, "T@"), 0);
  auto two = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 2 - 0 1"));
  EXPECT_EQ(count_prefix(two, "T@"), 87);  // every empty point
}

// Rule 2 and 8: a dropped Tris is locked to the dropper; only that side moves
// it, one step in eight directions or a knight jump that cannot be blocked.
TEST(MengRules, Rule2And8TrisLockAndMovement) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 2 - 0 1");
  std::string dropped = after(fen, "T@e4");
  Position pos = position_of<Meng>(dropped);
  EXPECT_TRUE(test(pos.tris(RED), SQ_E4));
  // Black may not move Red's Tris.
  EXPECT_TRUE(targets_from<Meng>(pos, "e4").empty());
  // Red: with e5 and e3 taken, 6 steps and all 8 jumps (no leg blocking).
  auto red = position_of<Meng>(
      mfen({{"K", "d0"}, {"k", "f9"}, {"T", "e4"}, {"P", "e5"}, {"p", "e3"}}, "[T] w 2 - 0 1"));
  std::set<std::string> expect = {"d3", "d4", "d5", "f3", "f4", "f5", "c3", "c5",
                                  "g3", "g5", "d2", "f2", "d6", "f6"};
  EXPECT_EQ(targets_from<Meng>(red, "e4"), expect);
}

// Rule 3: a drop may not give check (a cannon screen), may block a check.
TEST(MengRules, Rule3DropNeverGivesCheckButMayBlock) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"C", "f5"}}, "[TT] w 2 - 0 1"));
  for (const char* sq : {"f6", "f7", "f8"}) EXPECT_FALSE(has(m, std::string("T@") + sq)) << sq;
  EXPECT_TRUE(has(m, "T@f4"));
  EXPECT_TRUE(has(m, "T@a5"));
  // Red in check from the chariot on d5: only drops on d1..d4 block it.
  auto c = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"r", "d5"}, {"R", "a8"}}, "[TT] w 2 - 0 1"));
  std::set<std::string> drops;
  for (auto& mv : c)
    if (mv.rfind("T@", 0) == 0) drops.insert(mv);
  EXPECT_EQ(drops, (std::set<std::string>{"T@d1", "T@d2", "T@d3", "T@d4"}));
}

// Rule 4: the capture that makes the count 3 with both Tris in reserve
// creates debts for both sides and the rule-5b recapture point.
TEST(MengRules, Rule4TriggerOnThirdCapture) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "e0"}, {"n", "e5"}}, "[TT] w 2 - 0 1");
  std::string next = after(fen, "e0e5");
  EXPECT_NE(next.find("[TT] b 3 wb:e5 0"), std::string::npos) << next;
}

// Rule 7: with one Tris dropped earlier, the third capture owes nothing.
TEST(MengRules, Rule7NoForcedDropAfterVoluntaryDrop) {
  std::string fen =
      mfen({{"K", "d0"}, {"k", "f9"}, {"R", "e0"}, {"n", "e5"}, {"t", "a9"}}, "[T] w 2 - 0 1");
  std::string next = after(fen, "e0e5");
  EXPECT_NE(next.find("[T] b 3 - 0"), std::string::npos) << next;
}

// Rule 5: a debtor not in check must drop.
TEST(MengRules, Rule5ForcedDropOnly) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 3 w 0 1"));
  EXPECT_EQ(int(m.size()), count_prefix(m, "T@"));
  EXPECT_EQ(m.size(), 87u);
  // The creditor side (Black owes nothing) moves freely.
  auto b = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] b 3 w 0 1"));
  EXPECT_TRUE(has(b, "f9f8"));
}

// Rule 5a: a debtor in check may make any legal move.
TEST(MengRules, Rule5aInCheckAnyMove) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"r", "d5"}, {"R", "a8"}}, "[TT] w 3 w 0 1"));
  EXPECT_TRUE(has(m, "d0e0"));   // the general steps away
  EXPECT_TRUE(has(m, "T@d3"));   // a blocking drop
  EXPECT_FALSE(has(m, "T@a5"));  // a drop that leaves the check
}

// Rule 5b: the immediate reply may recapture on the trigger point instead
// of dropping, but no other capture is allowed.
TEST(MengRules, Rule5bRecaptureException) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "e5"}, {"r", "e8"}, {"r", "a8"}, {"P", "a5"}},
                         "[TT] b 3 wb:e5 0 1");
  auto m = moves_of(fen);
  EXPECT_TRUE(has(m, "e8e5"));
  EXPECT_FALSE(has(m, "a8a5"));
  EXPECT_FALSE(has(m, "f9f8"));
  EXPECT_EQ(int(m.size()), count_prefix(m, "T@") + 1);
  // After the reply the exception is gone: Red owes and must drop.
  std::string next = after(fen, "e8e5");
  EXPECT_NE(next.find("[TT] w 4 wb 0"), std::string::npos) << next;
  auto r = moves_of(next);
  EXPECT_EQ(int(r.size()), count_prefix(r, "T@"));
}

// Rule 6: a drop pays the dropper's debt; debts vanish with the reserve.
TEST(MengRules, Rule6DropPaysDebt) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}}, "[TT] w 3 wb 0 1");
  std::string one = after(fen, "T@e4");
  EXPECT_NE(one.find("[T] b 3 b "), std::string::npos) << one;
  std::string two = after(one, "T@e6");
  EXPECT_NE(two.find("[] w 3 - "), std::string::npos) << two;
  std::string last = after(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a0"}, {"t", "a9"}}, "[T] w 3 wb 0 1"), "T@e4");
  EXPECT_NE(last.find("[] b 3 - "), std::string::npos) << last;
}

// Rule 9: a Tris never captures and is an ordinary obstacle.
TEST(MengRules, Rule9TrisIsAnObstacle) {
  Position pos = position_of<Meng>(mfen(
      {{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"t", "c4"}, {"C", "a2"}, {"T", "c2"}, {"p", "e2"},
       {"p", "d3"}},
      "[] w 3 - 0 1"));
  auto rook = targets_from<Meng>(pos, "a4");
  EXPECT_TRUE(rook.count("b4"));
  EXPECT_FALSE(rook.count("d4"));                   // blocked by the Tris
  EXPECT_TRUE(targets_from<Meng>(pos, "a2").count("e2"));  // the Tris is a cannon screen
  EXPECT_FALSE(targets_from<Meng>(pos, "c2").count("d3"));  // a Tris never captures
}

// Rules 10, 13: a piece takes a Tris of its own lock freely and stacks on it.
TEST(MengRules, Rule10And13OwnTrisCombines) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"T", "c4"}}, "[T] w 3 - 5 1");
  std::string next = after(fen, "a4c4");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/9/9/2+R6/9/9/9/3K5") << next;
  EXPECT_NE(next.find("[T] b 3 - 6 "), std::string::npos) << next;  // rule 26: no reset, no count
}

// Rule 11: an enemy-locked Tris needs two attackers; a bare Tris of the
// capturer's side that could move onto it adds a virtual attack.
TEST(MengRules, Rule11DoubleAttackWithVirtualAttack) {
  auto single = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"t", "c4"}}, "[T] w 3 - 0 1"));
  EXPECT_FALSE(has(single, "a4c4"));
  auto virt = moves_of(
      mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"t", "c4"}, {"T", "d6"}}, "[] w 3 - 0 1"));
  EXPECT_TRUE(has(virt, "a4c4"));
  EXPECT_FALSE(has(virt, "d6c4"));  // the virtual attacker itself cannot take
  std::string next = after(
      mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"t", "c4"}, {"T", "d6"}}, "[] w 3 - 0 1"), "a4c4");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/3T5/9/2+R6/9/9/9/3K5") << next;
}

// Rule 24: a pinned piece still counts for the double attack.
TEST(MengRules, Rule24PinnedPieceCounts) {
  // The chariot on c0 is pinned by Black's chariot on a0 but still attacks c4.
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "c0"}, {"r", "a0"}, {"R", "i4"}, {"t", "c4"}},
                         "[T] w 3 - 0 1"));
  EXPECT_TRUE(has(m, "i4c4"));
  EXPECT_FALSE(has(m, "c0c4"));  // pinned: it may not take itself
}

// Rules 12, 14: a stack is taken freely; its piece leaves the board, the
// Tris turns to the taker's side and the taker stacks on it.
TEST(MengRules, Rule12And14TakingAStack) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"+p", "c4"}}, "[T] w 3 - 0 1");
  EXPECT_TRUE(has(moves_of(fen), "a4c4"));
  std::string next = after(fen, "a4c4");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/9/9/2+R6/9/9/9/3K5") << next;
  EXPECT_NE(next.find("[T] b 4 - 0"), std::string::npos) << next;
}

// Rule 15: a stack moves like a Tris; a stacked general stays in its palace.
TEST(MengRules, Rule15StackMovement) {
  Position pos = position_of<Meng>(mfen({{"+K", "d0"}, {"k", "f9"}, {"+R", "a5"}}, "[] w 3 - 0 1"));
  std::set<std::string> whole;
  for (auto& m : legal_moves<Meng>(pos))
    if (m.rfind("d0", 0) == 0 && m.size() == 4) whole.insert(m.substr(2));
  // f1 is a knight jump inside the palace but faces the black general.
  EXPECT_EQ(whole, (std::set<std::string>{"e0", "d1", "e1", "e2"}));
  auto rook = legal_moves<Meng>(pos);
  EXPECT_TRUE(has(rook, "a5b7"));  // a knight jump of the whole stack
  EXPECT_TRUE(has(rook, "a5b4"));  // a diagonal step
}

// Rule 16: stacks capture with the palace and river limits lifted.
TEST(MengRules, Rule16StackCapturesLiftLimits) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"+A", "e4"}, {"p", "d5"}, {"+B", "c4"}, {"p", "a6"},
                          {"A", "h4"}, {"p", "g5"}},
                         "[] w 3 - 0 1");
  auto m = moves_of(fen);
  EXPECT_TRUE(has(m, "e4d5"));   // stacked advisor crosses the river
  EXPECT_TRUE(has(m, "c4a6"));   // stacked elephant crosses the river
  EXPECT_FALSE(has(m, "h4g5"));  // a bare advisor stays in its half (rule 20)
  // The stacked general captures only inside its palace.
  auto g = moves_of(mfen({{"+K", "d2"}, {"k", "f9"}, {"n", "d3"}, {"n", "e2"}}, "[T] w 3 - 0 1"));
  EXPECT_TRUE(has(g, "d2e2"));
  EXPECT_FALSE(has(g, "d2d3"));
}

// Rule 17: a stack taking a regular piece moves as a whole.
TEST(MengRules, Rule17StackTakesPiece) {
  std::string next =
      after(mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "e4"}, {"p", "e6"}}, "[T] w 3 - 0 1"), "e4e6");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/4+R4/9/9/9/9/9/3K5") << next;
}

// Rule 18: a stack taking a Tris re-places it at once on every empty point
// (the point it left included), never as a cannon screen giving check (23).
TEST(MengRules, Rule18AirDrop) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "a4"}, {"T", "c4"}}, "[] w 3 - 0 1"));
  EXPECT_FALSE(has(m, "a4c4"));
  EXPECT_EQ(count_prefix(m, "a4c4@"), 87);
  EXPECT_TRUE(has(m, "a4c4@a4"));
  auto c = moves_of(
      mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "a4"}, {"T", "c4"}, {"C", "f5"}}, "[] w 3 - 0 1"));
  EXPECT_EQ(count_prefix(c, "a4c4@"), 86 - 3);
  EXPECT_FALSE(has(c, "a4c4@f7"));
  // An enemy Tris (double attack with the horse), re-placed as ours.
  std::string next = after(mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "a4"}, {"t", "c4"}, {"N", "b6"}},
                                "[] w 3 - 0 1"),
                           "a4c4@h2");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/1N7/9/2+R6/9/7T1/9/3K5") << next;
}

// Rule 23: the capture's own check keeps its points; points where the placed
// Tris screens a cannon check are refused even then.
TEST(MengRules, Rule23AirDropCheckPoints) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "e9"}, {"+R", "a6"}, {"T", "a9"}, {"C", "e5"}},
                         "[] w 3 - 0 1"));
  EXPECT_TRUE(has(m, "a6a9@c9"));  // blocks the rook's own check: allowed
  EXPECT_TRUE(has(m, "a6a9@a6"));
  EXPECT_FALSE(has(m, "a6a9@e7"));  // screen of the cannon on e5
}

// Rule 19: separation: the piece leaves without capturing, or the Tris leaves.
TEST(MengRules, Rule19Separation) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "e4"}, {"p", "e7"}}, "[T] w 3 - 0 1");
  auto m = moves_of(fen);
  EXPECT_TRUE(has(m, "e4e6r"));
  EXPECT_FALSE(has(m, "e4e7r"));  // a leaving piece may not capture
  EXPECT_TRUE(has(m, "e4e7"));    // the whole stack may
  EXPECT_TRUE(has(m, "e4f6t"));
  std::string piece = after(fen, "e4e6r"), tris = after(fen, "e4f6t");
  EXPECT_EQ(piece.substr(0, piece.find('[')), "5k3/9/4p4/4R4/9/4T4/9/9/9/3K5");
  EXPECT_EQ(tris.substr(0, tris.find('[')), "5k3/9/4p4/5T3/9/4R4/9/9/9/3K5");
}

// Rule 20: separated advisors and elephants stay in their half; an advisor
// back in its own palace is confined to it; soldiers move by location.
TEST(MengRules, Rule20LocationRules) {
  auto m = moves_of(mfen({{"K", "d0"}, {"k", "f9"}, {"+B", "e6"}}, "[T] w 3 - 0 1"));
  EXPECT_TRUE(has(m, "e6c8b"));
  EXPECT_FALSE(has(m, "e6c4b"));
  Position adv = position_of<Meng>(
      mfen({{"K", "e0"}, {"k", "f9"}, {"A", "c3"}, {"A", "h4"}, {"P", "e6"}}, "[TT] w 3 - 0 1"));
  EXPECT_EQ(targets_from<Meng>(adv, "c3"), (std::set<std::string>{"b2", "b4", "d2", "d4"}));
  EXPECT_EQ(targets_from<Meng>(adv, "h4"), (std::set<std::string>{"g3", "i3"}));
  EXPECT_EQ(targets_from<Meng>(adv, "e6"), (std::set<std::string>{"e7", "d6", "f6"}));
  Position palace = position_of<Meng>(mfen({{"K", "e0"}, {"k", "f9"}, {"A", "d2"}}, "[TT] w 3 - 0 1"));
  EXPECT_EQ(targets_from<Meng>(palace, "d2"), (std::set<std::string>{"e1"}));  // back in the palace
}

// Rule 21: in Double-Tris a piece taking a Tris re-places it at once; no stacks.
TEST(DoubleTrisRules, Rule21TakingATrisAirDrops) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"T", "c4"}}, "[T] w 3 - 0 1");
  auto m = moves_of<DoubleTris>(fen);
  EXPECT_FALSE(has(m, "a4c4"));
  EXPECT_EQ(count_prefix(m, "a4c4@"), 87);
  std::string next = after<DoubleTris>(fen, "a4c4@e5");
  EXPECT_EQ(next.substr(0, next.find('[')), "5k3/9/9/9/4T4/2R6/9/9/9/3K5") << next;
  EXPECT_NE(next.find("[T] b 3 - 1 "), std::string::npos);  // rule 26: no reset
  // The double-attack condition applies as in Meng.
  auto e = moves_of<DoubleTris>(mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"t", "c4"}}, "[T] w 3 - 0 1"));
  EXPECT_EQ(count_prefix(e, "a4c4"), 0);
  // Stacks do not exist in Double-Tris.
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<DoubleTris>(pos, mfen({{"K", "d0"}, {"k", "f9"}, {"+R", "a4"}}, "[T] w 3 - 0 1"), err));
}

// Rule 22: flying general with a Tris as obstacle; stacks give check per rule 16.
TEST(MengRules, Rule22CheckAndFlyingGeneral) {
  Position pos = position_of<Meng>(mfen({{"K", "e0"}, {"k", "e9"}, {"T", "e5"}}, "[T] w 3 - 0 1"));
  auto t = targets_from<Meng>(pos, "e5");
  EXPECT_EQ(t, (std::set<std::string>{"e4", "e6"}));  // leaving the file would expose the generals
  Position chk = position_of<Meng>(mfen({{"K", "e0"}, {"k", "f9"}, {"+b", "c2"}}, "[T] w 3 - 0 1"));
  EXPECT_TRUE(Meng::in_check(chk));  // a stacked elephant across the river
  // The generals may not face each other even when one is stacked.
  Position st = position_of<Meng>(mfen({{"+K", "d0"}, {"k", "e9"}, {"R", "a5"}}, "[T] w 3 - 0 1"));
  EXPECT_FALSE(legal_moves<Meng>(st).count("d0e0"));
  EXPECT_FALSE(legal_moves<Meng>(st).count("d0e1"));
  EXPECT_TRUE(legal_moves<Meng>(st).count("d0d1"));
}

// Rule 26: only taking a regular piece off the board resets the halfmove
// clock; drops and captures of a bare Tris (own or enemy) do not.
TEST(MengRules, Rule26HalfmoveClock) {
  std::string fen = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"T", "c4"}}, "[T] w 2 - 7 1");
  EXPECT_NE(after(fen, "T@e5").find("[] b 2 - 8 1"), std::string::npos);
  EXPECT_NE(after(fen, "a4c4").find("[T] b 2 - 8 1"), std::string::npos);  // combination
  std::string stack = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"+n", "c4"}}, "[T] w 2 - 7 1");
  EXPECT_NE(after(stack, "a4c4").find("[T] b 3 - 0 1"), std::string::npos);  // a stack's piece leaves
  std::string dt = mfen({{"K", "d0"}, {"k", "f9"}, {"R", "a4"}, {"T", "c4"}}, "[T] w 2 - 7 1");
  Position pos = position_of<DoubleTris>(dt);
  std::string err;
  ASSERT_TRUE(play_moves<DoubleTris>(pos, {"a4c4@e5"}, err)) << err;
  EXPECT_EQ(pos.rule50(), 8);  // Double-Tris: the re-placed Tris is no capture either
}

// FEN round trips with stacks, reserve, debts and recapture points.
TEST(MengFen, RoundTripsSuiteFens) {
  for (const char* file : {"meng.perft", "doubletris.perft"})
    for (const auto& line : read_perft_file(file)) {
      Position pos = position_of<Meng>(line.fen);
      EXPECT_EQ(pos.fen(true), line.fen);
      EXPECT_EQ(pos.key(), pos.compute_key());
    }
  // A plain xiangqi FEN means both Tris in reserve and captured = 32 - pieces.
  Position p = position_of<Meng>("3k5/9/9/9/9/9/9/9/9/4K1R2 w - - 0 1");
  EXPECT_EQ(p.fen(true), "3k5/9/9/9/9/9/9/9/9/4K1R2[TT] w 29 - 0 1");
}

TEST(MengFen, BadInputIsRejected) {
  Position pos;
  std::string err;
  for (const char* bad : {"4k4/9/9/9/9/9/9/9/9/4K4[TTT] w 3 - 0 1", "4k4/9/9/9/9/9/9/9/9/4K4[T] w 3 - 0 1",
                          "4k4/9/9/9/9/9/9/9/9/4K4[TT] w 3 x 0 1", "4k4/9/9/9/9/9/9/9/9/4K4[TT] w 3 wb:z9 0 1",
                          "4k4/9/9/9/9/9/9/9/9/4K4[TT] w 33 - 0 1", "4k4/9/9/9/9/9/9/9/9/+", "T3k4/9/9/9/9/9/9/9/9/4K4[T] w 3 - 0 1",
                          "3k5/9/9/9/9/9/9/9/9/3K5[TT] w 3 - 0 1"}) {
    EXPECT_FALSE(set_position<Meng>(pos, bad, err)) << bad;
    EXPECT_FALSE(err.empty());
  }
}

// Null moves clear the recapture point and are undone exactly.
TEST(MengMakeMove, NullMoveRoundTrip) {
  Position pos = position_of<Meng>(
      mfen({{"K", "d0"}, {"k", "f9"}, {"R", "e5"}, {"r", "e8"}}, "[TT] b 3 wb:e5 0 1"));
  std::string before = pos.fen(true);
  uint64_t key = pos.key();
  Meng::do_null_move(pos);
  EXPECT_EQ(pos.key(), pos.compute_key());
  EXPECT_NE(pos.fen(true).find("w 3 wb 1"), std::string::npos) << pos.fen(true);
  Meng::undo_null_move(pos);
  EXPECT_EQ(pos.fen(true), before);
  EXPECT_EQ(pos.key(), key);
}
