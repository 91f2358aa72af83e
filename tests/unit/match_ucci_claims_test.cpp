// Issue 10 item 14: what UCCI engines say beyond a move, refereed as the
// UCCI GUIs ElephantEye was written for do (docs/matches.md, "Draw claims,
// offers and resignations"): "nobestmove" when no side has an attacking piece
// is a valid draw claim, "bestmove M resign" resigns, "bestmove M draw"
// offers a draw that the opponent accepts by answering with one.
#include <gtest/gtest.h>

#include "match_fake.h"
#include "match/referee.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::client;
using namespace pili::match;
using namespace pili::record;
using pili::match::test::START;

namespace {

// The position ElephantEye answered "nobestmove" to (ply 389 of a real game):
// Red's general alone against general, two advisors and an elephant.
const std::string BARE = "4k4/4a4/5a3/9/2b6/9/9/9/4K4/9 w - - 1 196";
// The same with one black soldier left: an attacker, so a claim is false.
const std::string WITH_PAWN = "4k4/4a4/5a3/9/2b6/9/9/4p4/4K4/9 w - - 1 196";

EngineConfig fake(const std::string& name, std::vector<std::string> args) {
  EngineConfig c = test::fake(name, std::move(args), 1.0);
  c.proto = Protocol::Ucci;
  return c;
}

GameRecord play(EngineConfig red, EngineConfig black, const std::string& fen) {
  test::Game g(std::move(red), std::move(black));
  g.setup.fen = fen;
  g.setup.timeMarginMs = 100;
  g.play();
  return g.rec;
}

}  // namespace

TEST(MatchUcci, NoBestMoveWithoutAttackersIsADrawClaim) {
  GameRecord g = play(fake("ee", {"claim"}), fake("b", {"claim"}), BARE);
  EXPECT_EQ(g.outcome, Outcome::Draw);
  EXPECT_EQ(g.reason, "insufficient material");
  EXPECT_EQ(g.detail, "Draw by insufficient material (claimed by Red)");
  // With an attacker on the board the claim is false and loses.
  g = play(fake("ee", {"claim"}), fake("b", {"claim"}), WITH_PAWN);
  EXPECT_EQ(g.outcome, Outcome::BlackWins);
  EXPECT_EQ(g.reason, "false claim");
  EXPECT_EQ(g.detail, "Red claims the game is over while it is not");
}

TEST(MatchUcci, ResignLosesWithoutPlayingTheMove) {
  GameRecord g = play(fake("a", {"line", "line=h2e2"}), fake("quitter", {"line", "line=x h9g7", "suffix=resign"}), START);
  EXPECT_EQ(g.outcome, Outcome::RedWins);
  EXPECT_EQ(g.reason, "resignation");
  EXPECT_EQ(g.detail, "Black resigns");
  EXPECT_EQ(g.moves, std::vector<std::string>{"h2e2"});
}

TEST(MatchUcci, DrawOfferAcceptedOrDeclined) {
  // Red offers with its first move; Black is told ("go draw") and accepts.
  GameRecord g = play(fake("offers", {"line", "line=h2e2", "suffix=draw"}),
                      fake("accepts", {"line", "line=x h9g7", "accept=1"}), START);
  EXPECT_EQ(g.outcome, Outcome::Draw);
  EXPECT_EQ(g.reason, "draw agreed");
  EXPECT_EQ(g.moves, std::vector<std::string>{"h2e2"});
  // Declined by playing on: the game goes on (here to a false claim after the line).
  g = play(fake("offers", {"line", "line=h2e2", "suffix=draw"}), fake("plays", {"line", "line=x h9g7"}), START);
  EXPECT_EQ(g.reason, "false claim");
  EXPECT_EQ(g.moves, (std::vector<std::string>{"h2e2", "h9g7"}));
}

TEST(MatchUcci, EngineLinesAreTakenApart) {
  MoveReply r;
  EXPECT_FALSE(take_engine_line("info depth 12 score 35 pv h2e2", r));
  EXPECT_FALSE(take_engine_line("info depth 13 nodes 100", r));
  EXPECT_TRUE(take_engine_line("bestmove h2e2 ponder h9g7 draw", r));
  EXPECT_EQ(r.status, MoveReply::Status::Move);
  EXPECT_EQ(r.move, "h2e2");
  EXPECT_TRUE(r.drawOffer);
  EXPECT_FALSE(r.resign);
  EXPECT_EQ(r.depth, 13);
  r.elapsedMs = 510;
  EXPECT_EQ(move_comment(r), "+0.35/13 0.51s");
  MoveReply m;
  take_engine_line("info depth 9 score mate -3", m);
  m.elapsedMs = 20;
  EXPECT_EQ(move_comment(m), "-M3/9 0.02s");
  MoveReply n;
  EXPECT_TRUE(take_engine_line("nobestmove", n));
  EXPECT_EQ(n.status, MoveReply::Status::NoMove);
  MoveReply q;
  EXPECT_TRUE(take_engine_line("bestmove h2e2 resign", q));
  EXPECT_TRUE(q.resign);
  for (const char* junk : {"", "   ", "info", "info score", "info depth x score cp", "bestmovex", "readyok"}) {
    MoveReply j;
    EXPECT_FALSE(take_engine_line(junk, j)) << junk;
  }
}
