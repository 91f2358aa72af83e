// Atomic Xiangqi, one test (or more) per numbered rule of
// docs/rules/spec/atomic-xiangqi.md, on hand-built positions, plus the
// classic ruleset's differences and do/undo integrity.
#include "pili/rules/atomic.h"
#include "pili/rules/judge.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '0'); }

// Plays `text`, which must be legal under R.
template <class R>
void play(Position& pos, const char* text) {
  Move m = find_legal_move<R>(pos, text);
  ASSERT_TRUE(m.is_ok()) << text << " should be legal in " << pos.fen();
  R::do_move(pos, m);
}

template <class R>
bool is_legal(const Position& pos, const char* text) {
  return find_legal_move<R>(pos, text).is_ok();
}

// The pieces standing on the listed points, as FEN letters ('.' = empty).
std::string on(const Position& pos, std::initializer_list<const char*> squares) {
  std::string out;
  for (const char* s : squares) {
    Piece pc = pos.piece_on(sq(s));
    out += pc == NO_PIECE ? '.' : piece_to_char(pc);
  }
  return out;
}

}  // namespace

// Rule 1 (and 4): the capturer, the target and the orthogonal neighbours of
// the capture point go, whatever their colour; diagonal neighbours stay.
TEST(AtomicRules, Rule1BlastTakesOrthogonalNeighboursAndSparesDiagonals) {
  auto pos = position_of<Atomic>(fen_of({{'K', "e0"}, {'k', "f9"}, {'R', "c2"}, {'n', "c6"},
                                         {'c', "d6"}, {'N', "b6"}, {'b', "c7"},    // orthogonal
                                         {'r', "d7"}, {'n', "b5"}, {'P', "d5"}}));  // diagonal
  play<Atomic>(pos, "c2c6");
  EXPECT_EQ(on(pos, {"c2", "c6", "d6", "b6", "c7"}), ".....");
  EXPECT_EQ(on(pos, {"d7", "b5", "d5"}), "rnP");
  EXPECT_EQ(int(pos.st().dirty.count), 5);
  EXPECT_EQ(pos.st().rule50, 0);
}

// Rule 2: soldiers beside the capture point survive, and a surviving soldier
// keeps screening its general; a non-soldier in the same place would not.
TEST(AtomicRules, Rule2SoldierBesideTheBlastSurvivesAndStillScreens) {
  // Red general on e0 behind its soldier on e3, a black chariot on e8.
  auto pos = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'P', "e3"}, {'r', "e8"}, {'N', "g1"}, {'n', "f3"}}));
  play<Atomic>(pos, "g1f3");
  EXPECT_EQ(on(pos, {"e3", "f3", "g1"}), "P..");
  // The same capture beside a horse screen would open the file: refused.
  auto horse = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'N', "e3"}, {'r', "e8"}, {'N', "g1"}, {'n', "f3"}}));
  EXPECT_FALSE(is_legal<Atomic>(horse, "g1f3"));
}

TEST(AtomicRules, Rule2CapturingSoldierDiesCapturedSoldierDies) {
  // A red soldier over the river takes a black horse; soldiers of both
  // colours beside the point survive, the chariot beside it does not.
  auto pos = position_of<Atomic>(fen_of(
      {{'K', "d0"}, {'k', "f9"}, {'P', "e5"}, {'n', "e6"}, {'P', "d6"}, {'p', "f6"}, {'r', "e7"}}));
  play<Atomic>(pos, "e5e6");
  EXPECT_EQ(on(pos, {"e5", "e6", "e7"}), "...");
  EXPECT_EQ(on(pos, {"d6", "f6"}), "Pp");
  // A captured soldier is removed like any target.
  auto pawnTarget =
      position_of<Atomic>(fen_of({{'K', "d0"}, {'k', "f9"}, {'R', "a4"}, {'p', "c4"}, {'p', "c5"}}));
  play<Atomic>(pawnTarget, "a4c4");
  EXPECT_EQ(on(pawnTarget, {"a4", "c4", "c5"}), "..p");
}

// Rule 3: a cannon's capture removes only cannon and target; in
// atomic-classic it blasts like any capture (screen included).
TEST(AtomicRules, Rule3CannonShotSparesNeighboursAndScreen) {
  std::string fen = fen_of({{'K', "e0"}, {'k', "f9"}, {'C', "b2"}, {'N', "b5"}, {'n', "b6"},
                            {'r', "a6"}, {'r', "c6"}, {'n', "b7"}});
  auto pos = position_of<Atomic>(fen);
  play<Atomic>(pos, "b2b6");
  EXPECT_EQ(on(pos, {"b2", "b6"}), "..");
  EXPECT_EQ(on(pos, {"b5", "a6", "c6", "b7"}), "Nrrn");
  EXPECT_EQ(int(pos.st().dirty.count), 2);

  auto classic = position_of<AtomicClassic>(fen);
  play<AtomicClassic>(classic, "b2b6");
  EXPECT_EQ(on(classic, {"b2", "b6", "b5", "a6", "c6", "b7"}), "......");
}

// Rule 5: no capture may blast one's own general, so the general never
// captures; a (non-classic) cannon may shoot next to its own general.
TEST(AtomicRules, Rule5SelfDetonationRefused) {
  // A black horse stands on e1, right beside the red general on e0.
  auto pos = position_of<Atomic>(fen_of({{'K', "e0"}, {'k', "d9"}, {'n', "e1"}, {'R', "a1"}}));
  EXPECT_FALSE(is_legal<Atomic>(pos, "a1e1"));  // the blast would take e0
  EXPECT_FALSE(is_legal<Atomic>(pos, "e0e1"));  // the general never captures
  EXPECT_TRUE(is_legal<Atomic>(pos, "e0f0"));
  // f1 is only diagonal to e0: taking there is fine.
  auto diag = position_of<Atomic>(fen_of({{'K', "e0"}, {'k', "d9"}, {'n', "f1"}, {'R', "i1"}}));
  EXPECT_TRUE(is_legal<Atomic>(diag, "i1f1"));
  // A cannon's shot blasts nothing, so it may land beside its own general;
  // in atomic-classic it blasts and is refused.
  std::string shot = fen_of({{'K', "e0"}, {'k', "d9"}, {'n', "e1"}, {'C', "a1"}, {'N', "b1"}});
  EXPECT_TRUE(is_legal<Atomic>(position_of<Atomic>(shot), "a1e1"));
  EXPECT_FALSE(is_legal<AtomicClassic>(position_of<AtomicClassic>(shot), "a1e1"));
}

// Rule 6: blasting the enemy general is legal even from inside check, and
// ends the game at once.
TEST(AtomicRules, Rule6BlastingTheGeneralFromInsideCheckWins) {
  // Red is in check from the chariot on e5; Rxd9 blasts the black general.
  auto pos = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "e9"}, {'a', "d9"}, {'r', "e5"}, {'R', "a9"}, {'R', "a8"}}));
  EXPECT_TRUE(Atomic::in_check(pos));
  EXPECT_NE(pos.checkers(), Bitboard(0));
  EXPECT_TRUE(is_legal<Atomic>(pos, "a9d9"));
  EXPECT_FALSE(is_legal<Atomic>(pos, "a8a7"));  // does nothing about the check
  play<Atomic>(pos, "a9d9");
  EXPECT_TRUE(Atomic::king_lost(pos));
  EXPECT_EQ(Atomic::count_legal(pos), 0u);
  Verdict v = adjudicate<Atomic>(pos);
  EXPECT_EQ(v.outcome, Outcome::RedWins);
  EXPECT_EQ(v.reason, "general blasted");
}

// Rule 7: after the blast the mover's general must not be directly attacked.
// Here the black chariot on e7 is blocked by its own cannon on e6, which the
// blast of a capture on d6 removes.
TEST(AtomicRules, Rule7BlastMustNotExposeTheOwnGeneral) {
  auto pos = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'r', "e7"}, {'c', "e6"}, {'n', "d6"}, {'R', "a6"}}));
  EXPECT_FALSE(is_legal<Atomic>(pos, "a6d6"));  // blast takes e6, the chariot sees e0
  // Without the chariot behind, the same capture is fine.
  auto safe = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'c', "e6"}, {'n', "d6"}, {'R', "a6"}}));
  EXPECT_TRUE(is_legal<Atomic>(safe, "a6d6"));
}

// Rule 8: a blast that removes the last piece between the generals is refused.
TEST(AtomicRules, Rule8BlastOpeningTheGeneralsFileRefused) {
  auto pos = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "e9"}, {'n', "e5"}, {'r', "d5"}, {'R', "a5"}}));
  EXPECT_FALSE(is_legal<Atomic>(pos, "a5d5"));  // blast takes e5: generals face
  // With a soldier as the last screen the blast leaves it: legal.
  auto pawn = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "e9"}, {'p', "e5"}, {'r', "d5"}, {'R', "a5"}}));
  EXPECT_TRUE(is_legal<Atomic>(pawn, "a5d5"));
}

// Rule 9: leaving a piece next to one's general exposed to a blast is legal;
// it simply loses next move.
TEST(AtomicRules, Rule9BlastThreatAloneDoesNotMakeAMoveIllegal) {
  // The red horse on d4 blocks the black chariot's file to the advisor on
  // d0, beside the general. Moving it away is legal.
  auto pos = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "f9"}, {'A', "d0"}, {'N', "d4"}, {'r', "d8"}}));
  EXPECT_FALSE(Atomic::in_check(pos));
  EXPECT_TRUE(is_legal<Atomic>(pos, "d4c6"));
  play<Atomic>(pos, "d4c6");
  // Black now blasts the general by taking the advisor.
  EXPECT_TRUE(is_legal<Atomic>(pos, "d8d0"));
  play<Atomic>(pos, "d8d0");
  EXPECT_TRUE(Atomic::king_lost(pos));
}

// Rule 10: a chariot aimed at the advisor beside the general is check; in
// atomic-classic it is not. Cannons do not count, soldiers do.
TEST(AtomicRules, Rule10ChariotOnTheAdvisorFileIsCheck) {
  std::string before = fen_of({{'K', "e0"}, {'k', "f9"}, {'A', "d0"}, {'A', "f0"}, {'r', "a7"}}, 'b');
  auto pos = position_of<Atomic>(before);
  play<Atomic>(pos, "a7d7");
  EXPECT_TRUE(Atomic::in_check(pos));
  EXPECT_EQ(pos.checkers(), Bitboard(0));  // no direct attack on the general
  EXPECT_TRUE(pos.st().check);

  auto classic = position_of<AtomicClassic>(before);
  play<AtomicClassic>(classic, "a7d7");
  EXPECT_FALSE(AtomicClassic::in_check(classic));

  // A cannon aimed at the advisor is no check (its shot blasts nothing).
  auto cannon = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "f9"}, {'A', "d0"}, {'N', "d3"}, {'c', "d7"}}));
  EXPECT_FALSE(Atomic::in_check(cannon));
  // A soldier next to the general counts as a target, and a soldier can take.
  auto soldier = position_of<Atomic>(
      fen_of({{'K', "e1"}, {'k', "f9"}, {'P', "d1"}, {'p', "d2"}}));
  EXPECT_TRUE(Atomic::in_check(soldier));
  EXPECT_EQ(soldier.checkers(), Bitboard(0));
  // Pinned attackers count: the black chariot on e9 is pinned to its general
  // by the red chariot on g9, yet e9xe1 would blast the red general on d1.
  std::string pin = fen_of(
      {{'K', "d1"}, {'A', "e1"}, {'P', "d3"}, {'k', "d9"}, {'r', "e9"}, {'R', "g9"}});
  auto pinned = position_of<Atomic>(pin);
  EXPECT_TRUE(Atomic::in_check(pinned));
  EXPECT_EQ(pinned.checkers(), Bitboard(0));
  EXPECT_FALSE(AtomicClassic::in_check(position_of<AtomicClassic>(pin)));
}

// Rule 11 / 13: the perpetual-check law sees broad checks. A chariot that
// swings between the two advisor files forever loses; under atomic-classic
// (direct checks only) the same loop is a plain repetition draw.
TEST(AtomicRules, Rule13PerpetualBroadCheckLoses) {
  std::string start = fen_of({{'K', "e0"}, {'A', "d0"}, {'A', "f0"}, {'N', "b0"}, {'P', "e3"},
                              {'k', "e9"}, {'r', "d5"}}, 'b');
  const char* cycle[] = {"d5f5", "b0c2", "f5d5", "c2b0"};

  auto pos = position_of<Atomic>(start);
  for (int lap = 0; lap < 2; ++lap)
    for (const char* m : cycle) {
      EXPECT_EQ(adjudicate<Atomic>(pos).outcome, Outcome::Ongoing);
      play<Atomic>(pos, m);
      bool chariotMove = m[0] == 'd' || m[0] == 'f';  // Black's moves check, Red's do not
      EXPECT_EQ(Atomic::in_check(pos), chariotMove) << m;
    }
  Verdict v = adjudicate<Atomic>(pos);
  EXPECT_EQ(v.outcome, Outcome::RedWins);
  EXPECT_EQ(v.reason, "perpetual check");

  auto classic = position_of<AtomicClassic>(start);
  for (int lap = 0; lap < 2; ++lap)
    for (const char* m : cycle) play<AtomicClassic>(classic, m);
  v = adjudicate<AtomicClassic>(classic);
  EXPECT_EQ(v.outcome, Outcome::Draw);
  EXPECT_EQ(v.reason, "repetition");
}

// Rule 12: stalemate is a loss, as in xiangqi; so is checkmate.
TEST(AtomicRules, Rule12StalemateAndCheckmateLose) {
  // Red has only its general: d0 and f0 are covered by chariots, e1 by a
  // soldier, and the black soldier on e2 screens the generals.
  auto stale = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "e9"}, {'r', "d8"}, {'r', "f8"}, {'p', "e2"}}));
  EXPECT_FALSE(Atomic::in_check(stale));
  EXPECT_EQ(Atomic::count_legal(stale), 0u);
  Verdict v = adjudicate<Atomic>(stale);
  EXPECT_EQ(v.outcome, Outcome::BlackWins);
  EXPECT_EQ(v.reason, "stalemate");

  // Checked on the e-file; d0 and f0 covered by the chariot and the horse.
  auto mate = position_of<Atomic>(
      fen_of({{'K', "e0"}, {'k', "d9"}, {'r', "e8"}, {'r', "d8"}, {'n', "g2"}}));
  EXPECT_TRUE(Atomic::in_check(mate));
  EXPECT_EQ(Atomic::count_legal(mate), 0u);
  v = adjudicate<Atomic>(mate);
  EXPECT_EQ(v.outcome, Outcome::BlackWins);
  EXPECT_EQ(v.reason, "checkmate");
}

// Rule 14: 60 moves per side without a capture draw.
TEST(AtomicRules, Rule14MoveLimitDraws) {
  std::string fen = fen_of({{'K', "e0"}, {'k', "d9"}, {'R', "a0"}, {'r', "a9"}});
  fen.replace(fen.find(" 0 1"), 4, " 119 80");
  auto pos = position_of<Atomic>(fen);
  EXPECT_EQ(adjudicate<Atomic>(pos).outcome, Outcome::Ongoing);
  play<Atomic>(pos, "a0a1");
  Verdict v = adjudicate<Atomic>(pos);
  EXPECT_EQ(v.outcome, Outcome::Draw);
  // A capture resets the count.
  auto cap = position_of<Atomic>(fen);
  play<Atomic>(cap, "a0a9");
  EXPECT_EQ(cap.rule50(), 0);
  EXPECT_EQ(adjudicate<Atomic>(cap).outcome, Outcome::Ongoing);
}

// Rule 15: a general-blasting move is one leaf and has no children.
TEST(AtomicRules, Rule15BlastedGeneralIsALeafWithoutChildren) {
  // Black's only legal move, d3xe3, blasts the red general on e2.
  auto pos = position_of<Atomic>("3Rk1b2/4a4/9/4p2P1/9/9/3pP4/4KA3/9/9 b - - 1 55");
  EXPECT_EQ(perft<Atomic>(pos, 1), 1u);
  EXPECT_EQ(perft<Atomic>(pos, 2), 0u);
  EXPECT_EQ(perft<Atomic>(pos, 3), 0u);
  EXPECT_EQ(legal_moves<Atomic>(pos), (std::set<std::string>{"d3e3"}));
}

// The start position: 44 first moves, the two cannon shots at the horses
// among them.
TEST(AtomicRules, StartPositionHas44MovesIncludingCannonShots) {
  auto pos = position_of<Atomic>(Position::START_FEN);
  auto moves = legal_moves<Atomic>(pos);
  EXPECT_EQ(moves.size(), 44u);
  EXPECT_TRUE(moves.count("b2b9"));
  EXPECT_TRUE(moves.count("h2h9"));
  play<Atomic>(pos, "b2b9");
  EXPECT_EQ(on(pos, {"b2", "b9", "a9", "c9", "b7"}), "..rbc");
}

TEST(AtomicRules, ValidateRejectsAttackedSideNotToMove) {
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<Atomic>(pos, fen_of({{'K', "e0"}, {'k', "e9"}}), err));
  EXPECT_FALSE(err.empty());
  EXPECT_FALSE(set_position<Atomic>(pos, fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "e5"}}), err));
  // A blast threat against the side not to move is allowed (rule 9).
  EXPECT_TRUE(set_position<Atomic>(
      pos, fen_of({{'K', "d0"}, {'k', "e9"}, {'a', "d9"}, {'R', "d5"}}), err)) << err;
  EXPECT_FALSE(set_position<AtomicClassic>(pos, "not a fen", err));
}

// Whether the side to move is in check by the definition of rule 10, found
// the slow way: hand the opponent the move and look through its legal
// captures for one that removes our general (on its point, or beside it by a
// blasting capture). Classic counts direct attacks only.
template <class R, bool Classic>
bool slow_in_check(Position& pos) {
  Square ksq = pos.king_square(pos.side_to_move());
  R::do_null_move(pos);
  MoveList list;
  R::template generate<CAPTURES>(pos, list);
  bool check = false;
  for (Move m : list) {
    bool blasts = type_of(pos.piece_on(m.from())) != CANNON;
    if (m.to() == ksq || (!Classic && blasts && test(attacks::Orthogonal[ksq], m.to())))
      check = true;
  }
  R::undo_null_move(pos);
  return check;
}

template <class R, bool Classic>
void check_flags_match_slow_definition() {
  int positions = 0, checks = 0;
  for (const auto& line : read_perft_file("atomic.perft")) {
    Position pos = position_of<R>(line.fen);
    MoveList list;
    R::template generate<LEGAL>(pos, list);
    for (Move m : list) {
      R::do_move(pos, m);
      if (!R::king_lost(pos)) {
        bool expected = slow_in_check<R, Classic>(pos);
        EXPECT_EQ(R::in_check(pos), expected) << line.fen << " after " << move_to_string(m);
        EXPECT_EQ(R::broad_check(pos), expected);
        ++positions;
        checks += expected;
      }
      R::undo_move(pos, m);
    }
  }
  EXPECT_GT(positions, 10000);
  EXPECT_GT(checks, 100);
}

TEST(AtomicRules, BroadCheckMatchesTheSlowDefinition) {
  check_flags_match_slow_definition<Atomic, false>();
}

TEST(AtomicRules, ClassicCheckIsDirectAttackOnly) {
  check_flags_match_slow_definition<AtomicClassic, true>();
}
