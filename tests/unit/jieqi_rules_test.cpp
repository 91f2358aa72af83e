// Jieqi (docs/rules/jieqi.md): covered pieces moving as their home roles,
// reveals and pools, revealed advisors, elephants and soldiers, the FEN with
// its refusals, the move letters of R5.4, the key, do/undo and the verdict.
#include <bit>
#include <random>

#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"
#include "pili/rules/judge.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

using Targets = std::set<std::string>;
const std::string START = Jieqi::START_FEN;

Position after(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos = position_of<Jieqi>(fen);
  std::string err;
  EXPECT_TRUE(play_moves<Jieqi>(pos, moves, err)) << err;
  return pos;
}

// The error a move list gives, "" when it plays.
std::string move_error(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos = position_of<Jieqi>(fen);
  std::string err;
  return play_moves<Jieqi>(pos, moves, err) ? "" : err;
}

std::string fen_error(const std::string& fen) {
  Position pos;
  std::string err;
  return set_position<Jieqi>(pos, fen, err) ? "" : err;
}

}  // namespace

TEST(JieqiRules, StartPositionR1) {
  Position pos = position_of<Jieqi>(START);
  EXPECT_EQ(pos.fen(), START);  // R5.1: written as read, all twelve pool pairs
  EXPECT_EQ(popcount(pos.covered(RED)), 15);
  EXPECT_EQ(popcount(pos.covered(BLACK)), 15);
  EXPECT_FALSE(test(pos.covered(), SQ_E0) || test(pos.covered(), SQ_E9));
  EXPECT_EQ(pos.pool_size(RED), 15);
  EXPECT_EQ(pos.pool_count(BLACK, PAWN), 5);
  // R2.2: a covered advisor steps to e1 only; R2.1: a covered horse leaps as one.
  EXPECT_EQ(targets_from<Jieqi>(pos, "d0"), (Targets{"e1"}));
  EXPECT_EQ(targets_from<Jieqi>(pos, "b0"), (Targets{"a2", "c2"}));
  EXPECT_EQ(targets_from<Jieqi>(pos, "b2"),
            (Targets{"a2", "c2", "d2", "e2", "f2", "g2", "b1", "b3", "b4", "b5", "b6", "b9"}));
  // R7.4: 44 moves, 43 covered with six identities each plus the general's.
  EXPECT_EQ(perft<Jieqi>(pos, 1), 44u);
  EXPECT_EQ(perft<Jieqi>(pos, 1, true), 259u);
}

TEST(JieqiRules, WorkedExamplesR55) {
  // The three `position` commands of R5.5, each as its receiver reads it.
  EXPECT_EQ(after(START, {"b2b9C"}).fen(),
            "xCxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p5n2b2 0 1");
  EXPECT_EQ(after(START, {"b2b9Cr", "a6a5p"}).fen(),
            "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2");
  EXPECT_EQ(after(START, {"b2b9C", "a6a5p", "b9d9"}).fen(),
            "x1xCkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p4n2b2 0 2");
  // Red's engine learns the advisor: its pool of Black's advisors drops.
  Position red = after(START, {"b2b9Cr", "a6a5p", "b9d9a"});
  EXPECT_EQ(red.pool_count(BLACK, ADVISOR), 1);
  EXPECT_EQ(red.pool_count(BLACK, ROOK), 1);
  EXPECT_EQ(red.pool_size(BLACK), 12);  // exact: Black has 12 covered pieces (R3.2a)
  // pychess writes the reveal in lower case; both are read.
  EXPECT_EQ(after(START, {"b2b9c"}).fen(), after(START, {"b2b9C"}).fen());
}

TEST(JieqiRules, MoveLettersAreCheckedR54) {
  EXPECT_NE(move_error(START, {"b2b9"}).find("needs the revealed piece's letter"), std::string::npos);
  EXPECT_NE(move_error(START, {"e0e1R"}).find("captures no covered piece"), std::string::npos);
  EXPECT_NE(move_error(START, {"e0e1Rr"}).find("one letter at most"), std::string::npos);
  // A reveal the pool cannot supply: Red's third cannon.
  std::string noCannon = "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2A2C0P5N2B2r2a2c2p5n2b2 0 1";
  EXPECT_EQ(fen_error(noCannon), "Red has 15 covered pieces but a pool of 13: the pool does not add up");
  EXPECT_NE(move_error(START, {"b2b9C", "a6a5p", "b9d9", "a5a4p"}).find("a5a4p"), std::string::npos);
  EXPECT_EQ(move_error(START, {"b2b9C", "a6a5p", "h2h9C"}), "");
  EXPECT_NE(move_error(START, {"b2b9C", "a6a5p", "h2h9C", "i6i5p", "a3a4C"}).find("reveals C, but the pool has none left"),
            std::string::npos);
  // A captured letter where no covered piece is taken.
  EXPECT_NE(move_error(START, {"b2b9C", "a6a5p", "b9b8r"}).find("captures no covered piece"), std::string::npos);
  EXPECT_NE(move_error(START, {"b2b9Ck"}).find("unparsable"), std::string::npos);
  EXPECT_NE(move_error(START, {"b2b8C"}).find("illegal move"), std::string::npos);
}

TEST(JieqiRules, FenRefusalsKeepThePosition) {
  EXPECT_EQ(fen_error("xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/4X4/X1X1X1X1X/1X5X1/9/XXXXKXXX1 w R2A2C2P5N2B2r2a2c2p5n2b2 0 1"),
            "a covered piece on e4, which is no start square");
  EXPECT_EQ(fen_error("4k4/9/9/9/9/9/9/9/9/R3K4 w R2 0 1"),
            "Red has 1 chariot face up and 2 in its pool: more than the army's 2");
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w Q1 0 1").find("bad pool letter 'Q'"), std::string::npos);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w R3 0 1").find("more than the army's"), std::string::npos);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w R1R1 0 1").find("given twice"), std::string::npos);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w R 0 1").find("needs a count digit"), std::string::npos);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/X3K4 w - 0 1").find("pool does not add up"), std::string::npos);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/9/n~3K4 w - - 0 1").find("the covered piece there is 'R~'"), std::string::npos);
  // set_position leaves the position it had.
  Position pos = after(START, {"b2b9C"});
  std::string before = pos.fen(), err;
  EXPECT_FALSE(set_position<Jieqi>(pos, "4k4/9/9/9/9/4X4/9/9/9/4K4 w R1 0 1", err));
  EXPECT_EQ(pos.fen(), before);
}

TEST(JieqiRules, CoveredPiecesDoNotCountAsFaceUp) {
  // Both chariot points still covered and a chariot revealed from b2: three
  // pieces stand as chariots, which is no excess (only two are face up at most).
  Position pos = position_of<Jieqi>(
      "x1xak1xxr/9/1x3n1x1/2x1B1x1x/p8/4A4/X1X1X1X1X/1R5X1/9/X1XXK1XXX b R1A1C2P5N2B1r1a1c2p4n1b2 0 8");
  EXPECT_EQ(popcount(pos.pieces(RED, ROOK)), 3);
  EXPECT_NE(fen_error("4k4/9/9/9/9/9/9/9/R8/R3KR3 w - 0 1").find("3 chariot face up"), std::string::npos);
}

TEST(JieqiRules, PychessFenR52) {
  const char* tilde =
      "r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/P~1P~1P~1P~1P~/1C~5C~1/9/R~N~B~A~KA~B~N~R~ w - - 0 1";
  EXPECT_EQ(position_of<Jieqi>(tilde).fen(), START);
  // Without a pool field each pool is the army less the pieces face up.
  Position pos = position_of<Jieqi>("r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/P~1P~1P~1P~1P~/1C~5C~1/9/R~N~B~A~KA~B~1R w - - 0 1");
  EXPECT_EQ(pos.pool_count(RED, ROOK), 1);
  EXPECT_EQ(pos.pool_count(RED, HORSE), 2);
  EXPECT_EQ(pos.pool_size(RED), 14);
}

TEST(JieqiRules, RevealedPiecesMoveAnywhereR27R29) {
  // A revealed advisor on e5 steps to all four diagonals, an elephant on c4
  // crosses the river, a soldier on its own back rank steps forward only, one
  // on the enemy's last rank sideways only.
  Position pos = position_of<Jieqi>("4k1P2/9/9/9/4A4/2B6/9/9/9/3KP4 w - 0 1");
  EXPECT_EQ(targets_from<Jieqi>(pos, "e5"), (Targets{"d4", "f4", "d6", "f6"}));
  EXPECT_EQ(targets_from<Jieqi>(pos, "c4"), (Targets{"a2", "e2", "a6", "e6"}));
  EXPECT_EQ(targets_from<Jieqi>(pos, "e0"), (Targets{"e1"}));
  EXPECT_EQ(targets_from<Jieqi>(pos, "g9"), (Targets{"f9", "h9"}));
  // An occupied eye blocks the elephant.
  Position eye = position_of<Jieqi>("4k4/9/9/9/9/1P7/2B6/9/9/3K5 w - 0 1");
  EXPECT_EQ(targets_from<Jieqi>(eye, "c3"), (Targets{"a1", "e1", "e5"}));
}

TEST(JieqiRules, RevealedAdvisorsAndElephantsCheckR27) {
  // A black advisor on d1 checks the general on e0, which steps off its diagonals.
  Position adv = position_of<Jieqi>("3k5/9/9/9/9/9/9/9/3a5/4K4 w - 0 1");
  EXPECT_TRUE(Jieqi::in_check(adv));
  EXPECT_EQ(targets_from<Jieqi>(adv, "e0"), (Targets{"d0", "f0", "e1"}));
  // A black elephant on c2 checks e0 over the empty eye d1 (d0 faces d9).
  Position ele = position_of<Jieqi>("3k5/9/9/9/9/9/9/2b6/9/4K4 w - 0 1");
  EXPECT_TRUE(Jieqi::in_check(ele));
  EXPECT_EQ(targets_from<Jieqi>(ele, "e0"), (Targets{"f0", "e1"}));
  // The side not to move may not be in check by an elephant.
  EXPECT_NE(fen_error("3k5/9/9/9/9/9/9/2b6/9/4K4 b - 0 1").find("not to move is in check"), std::string::npos);
}

TEST(JieqiRules, CoveredPiecesScreenAndArePinnedR26) {
  // The covered e3 is the cannon's only screen: Red is in check, and the
  // covered piece may step forward (still a screen) only if that answers it.
  Position pos = position_of<Jieqi>("4k4/9/4c4/9/9/9/4X4/9/9/4K4 w R1P1 0 1");
  EXPECT_TRUE(Jieqi::in_check(pos));
  EXPECT_EQ(targets_from<Jieqi>(pos, "e3"), Targets{});
  EXPECT_EQ(targets_from<Jieqi>(pos, "e0"), (Targets{"d0", "f0"}));
  // The covered advisor on f0, between the general and a chariot, is pinned.
  Position pin = position_of<Jieqi>("3k5/9/9/9/9/9/9/9/9/4KX2r w A1 0 1");
  EXPECT_EQ(targets_from<Jieqi>(pin, "f0"), Targets{});
}

TEST(JieqiRules, KeyCoversPoolAndCoveredPointsR32e) {
  Position a = position_of<Jieqi>("3k5/9/9/9/9/9/9/9/9/X3K4 w R1A1 0 1");
  Position b = position_of<Jieqi>("3k5/9/9/9/9/9/9/9/9/X3K4 w R2 0 1");
  Position c = position_of<Jieqi>("3k5/9/9/9/9/9/9/9/9/R3K4 w R1 0 1");
  EXPECT_NE(a.key(), b.key());
  EXPECT_NE(b.key(), c.key());
  EXPECT_EQ(a.key(), a.compute_key());
}

TEST(JieqiRules, DoUndoRestoresEverything) {
  // Random games with random identities from the pools: every move undone
  // gives back the FEN, the key and the consistency of the board.
  std::mt19937 rng(53);
  for (int game = 0; game < 40; ++game) {
    Position pos = position_of<Jieqi>(START);
    std::vector<std::pair<Move, std::string>> played;
    for (int ply = 0; ply < 120; ++ply) {
      MoveList list;
      Jieqi::generate<LEGAL>(pos, list);
      if (list.empty()) break;
      Move m = list[int(rng() % list.size())];
      if (Jieqi::is_covered_move(pos, m)) {
        std::vector<PieceType> types;
        for (uint32_t t = Jieqi::reveal_choices(pos); t; t &= t - 1) types.push_back(PieceType(std::countr_zero(t)));
        ASSERT_FALSE(types.empty());
        PieceType taken = NO_PIECE_TYPE;
        if (test(pos.covered(), m.to()) && rng() % 2)
          for (int pt = ADVISOR; pt <= PAWN; ++pt)
            if (pos.pool_count(~pos.side_to_move(), PieceType(pt))) taken = PieceType(pt);
        m = Jieqi::with_identities(m, types[rng() % types.size()], taken);
      }
      played.push_back({m, pos.fen()});
      Jieqi::do_move(pos, m);
      std::string why;
      ASSERT_TRUE(pos.is_consistent(&why)) << why << " after " << move_to_string(m);
      EXPECT_EQ(pos.covered() & ~(pos.pieces(RED) | pos.pieces(BLACK)), Bitboard(0));
      for (Color c : {RED, BLACK}) EXPECT_GE(pos.pool_size(c), popcount(pos.covered(c)));
    }
    for (auto it = played.rbegin(); it != played.rend(); ++it) {
      Jieqi::undo_move(pos, it->first);
      ASSERT_EQ(pos.fen(), it->second);
      ASSERT_EQ(pos.key(), pos.compute_key());
    }
  }
}

TEST(JieqiRules, NoLegalMoveLosesD1) {
  // Black's general on d9 is not in check, but d8 is the chariot's and e9
  // faces Red's general: no move, and Black loses.
  Position pos = position_of<Jieqi>("3k5/2R6/9/9/9/9/9/9/9/4K4 b - 0 1");
  ASSERT_FALSE(Jieqi::in_check(pos));
  ASSERT_EQ(Jieqi::count_legal(pos), 0u);
  Verdict v = adjudicate<Jieqi>(pos, 3, move_limit_plies<Jieqi>());
  EXPECT_EQ(v.outcome, Outcome::RedWins);
  EXPECT_EQ(move_limit_plies<Jieqi>(), 80);  // D3, R4.2
}

TEST(JieqiRules, CoveredMoveWithoutIdentityStaysCovered) {
  // What a search does before it branches over identities (rules/jieqi.h).
  Position pos = position_of<Jieqi>(START);
  Move m = find_legal_move<Jieqi>(pos, "b2b9");
  ASSERT_TRUE(m.is_ok());
  Jieqi::do_move(pos, m);
  EXPECT_TRUE(test(pos.covered(), SQ_B9));
  EXPECT_EQ(pos.pool_size(RED), 15);
  Jieqi::undo_move(pos, m);
  EXPECT_EQ(pos.fen(), START);
}
