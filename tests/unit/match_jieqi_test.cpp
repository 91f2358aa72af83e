// pili-match with covered pieces (docs/rules/jieqi.md D6): the letters each
// engine is told (R5.4) and whole matches that replay from their seed or
// from a game's Deal tag. The dealer itself: jieqi_deal_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "match_fake.h"
#include "match/record_json.h"
#include "match/referee.h"
#include "match/runner.h"
#include "pili/record/pgn.h"
#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"
#include "pili/rules/jieqi_deal.h"

using namespace pili;
using namespace pili::match;
using namespace pili::match::test;
using namespace pili::record;

namespace {

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

EngineConfig pili_at_depth(const std::string& name, int depth) {
  EngineConfig e;
  e.name = name;
  e.cmd = PILI_BINARY;
  e.tc.depth = depth;
  e.options = {{"Hash", "1"}};
  return e;
}

}  // namespace

// Two fake engines that log every command: the moves each is told carry
// the deal's reveal letters, and capture letters only in the capturer's
// copy; every copy sets up a position whose pools are as that side sees
// them (R3.2).
TEST(MatchJieqi, FakeEnginesGetTheDealsLettersAndOnlyTheirOwnCaptures) {
  const std::string logs[2] = {testing::TempDir() + "jieqi-red.log", testing::TempDir() + "jieqi-black.log"};
  for (auto& l : logs) std::remove(l.c_str());
  // Both cannons take a covered piece at once (b2xb9, h7xh0), then random moves.
  auto engine = [&](const char* name, int side) {
    return fake(name, {"line", "line=b2b9 h7h0", "pili=" + std::string(PILI_BINARY), "log=" + logs[side]});
  };
  Player red(engine("red", RED), "jieqi"), black(engine("black", BLACK), "jieqi");
  std::string err;
  ASSERT_TRUE(red.engine.start(err)) << err;
  ASSERT_TRUE(black.engine.start(err)) << err;
  GameSetup setup;
  setup.fen = JIEQI_START_FEN;
  setup.maxPlies = 40;
  setup.deal = deal_from_seed(7, 3);
  GameRecord rec;
  Player* sides[2] = {&red, &black};
  play_game<Jieqi>(sides, setup, rec);
  red.engine.quit();
  black.engine.quit();
  expect_ended_by_the_rules({rec}, "jieqi");
  EXPECT_EQ(rec.deal, deal_text(*setup.deal));
  ASSERT_GE(rec.moves.size(), 2u);
  EXPECT_EQ(rec.moves[0].substr(0, 4), "b2b9");
  EXPECT_EQ(rec.moves[1].substr(0, 4), "h7h0");

  // The record, replayed with full knowledge: what each move revealed and took.
  struct Truth {
    Color mover;
    char reveal = 0, taken = 0;
  };
  std::vector<Truth> truth;
  {
    Jieqi::Position pos;
    ASSERT_TRUE(set_position<Jieqi>(pos, JIEQI_START_FEN, err)) << err;
    for (auto& text : rec.moves) {
      Move m = Jieqi::resolve_move(pos, text, 0, err);
      ASSERT_TRUE(m.is_ok()) << text << ": " << err;
      Truth t{pos.side_to_move()};
      if (pili::test(pos.covered(), m.from())) t.reveal = piece_to_char(setup.deal->identity[m.from()]);
      if (pos.piece_on(m.to()) && pili::test(pos.covered(), m.to())) t.taken = piece_to_char(setup.deal->identity[m.to()]);
      EXPECT_EQ(m, dealt_move<Jieqi>(pos, *setup.deal, Move(m.from(), m.to()))) << text;
      truth.push_back(t);
      Jieqi::do_move(pos, m);
    }
  }
  EXPECT_NE(truth[0].taken, 0);  // both opening captures took a covered piece
  EXPECT_NE(truth[1].taken, 0);

  int commands = 0, reveals = 0, captures = 0;
  for (Color viewer : {RED, BLACK}) {
    std::istringstream log(slurp(logs[viewer]));
    for (std::string line; std::getline(log, line);) {
      auto w = words(line);
      if (w.size() < 2 || w[0] != "position") continue;
      ++commands;
      ASSERT_EQ(w[1], "fen");
      auto at = std::find(w.begin(), w.end(), "moves");
      std::string fen;
      for (auto it = w.begin() + 2; it != at; ++it) fen += (fen.empty() ? "" : " ") + *it;
      EXPECT_EQ(fen, JIEQI_START_FEN);
      std::vector<std::string> moves(at == w.end() ? w.end() : at + 1, w.end());
      ASSERT_LE(moves.size(), rec.moves.size());
      for (size_t i = 0; i < moves.size(); ++i) {
        const Truth& t = truth[i];
        std::string want = rec.moves[i].substr(0, 4);
        if (t.reveal) want += t.reveal, ++reveals;
        if (t.taken && viewer == t.mover) want += t.taken, ++captures;
        EXPECT_EQ(moves[i], want) << "ply " << i + 1 << " as " << (viewer == RED ? "Red" : "Black") << " sees it";
      }
      // The engine's own view: its opponent's pool is exactly the opponent's
      // covered pieces (R3.2a); its own may hold pieces taken unseen (R3.2b).
      Jieqi::Position view;
      ASSERT_TRUE(set_position<Jieqi>(view, JIEQI_START_FEN, err) && play_moves<Jieqi>(view, moves, err)) << err;
      EXPECT_EQ(view.side_to_move(), viewer);
      Color them = ~viewer;
      int coveredThem = popcount(view.covered() & view.pieces(them));
      int poolThem = 0, poolUs = 0;
      for (int pt = ADVISOR; pt <= PAWN; ++pt) {
        poolThem += view.pool_count(them, PieceType(pt));
        poolUs += view.pool_count(viewer, PieceType(pt));
      }
      EXPECT_EQ(poolThem, coveredThem);
      int takenUnseen = 0;
      for (size_t i = 0; i < moves.size(); ++i) takenUnseen += truth[i].taken && truth[i].mover == them;
      EXPECT_EQ(poolUs, popcount(view.covered() & view.pieces(viewer)) + takenUnseen);
    }
  }
  EXPECT_GE(commands, int(rec.moves.size()) - 1);
  EXPECT_GT(reveals, 0);
  EXPECT_GT(captures, 0);
  for (auto& l : logs) std::remove(l.c_str());
}

// Pili against itself: the match finishes by the rules, each pair plays
// one deal in both colours, the same seed replays the same games, and a
// game's Deal tag, given back as a deals file, replays that game.
TEST(MatchJieqi, PiliAgainstItselfReplaysFromTheSeedAndFromTheDealTag) {
  auto run = [](MatchConfig cfg, std::vector<GameRecord>& games) {
    cfg.variant = "jieqi";
    cfg.engines = {pili_at_depth("A", 2), pili_at_depth("B", 2)};
    cfg.games = 2;
    cfg.maxPlies = 60;
    cfg.quiet = true;
    std::ostringstream log;
    ASSERT_EQ(run_match<Jieqi>(cfg, &games, log), 0) << log.str();
  };
  MatchConfig seeded;
  seeded.deal.given = true;
  seeded.deal.seed = 11;
  seeded.pgnOut = testing::TempDir() + "jieqi-match.pgn";
  std::vector<GameRecord> first, again, other, fromTag;
  run(seeded, first);
  ASSERT_EQ(first.size(), 2u);
  expect_ended_by_the_rules(first, "jieqi");
  const std::string deal0 = deal_text(deal_from_seed(11, 0));
  for (auto& g : first) {
    EXPECT_EQ(g.deal, deal0);
    EXPECT_GT(g.moves.size(), 0u);
    Jieqi::Position pos;
    std::string err;
    EXPECT_TRUE(set_position<Jieqi>(pos, JIEQI_START_FEN, err) && play_moves<Jieqi>(pos, g.moves, err)) << err;
  }
  EXPECT_NE(first[0].redId, first[1].redId);  // the pair swaps colours on the same deal

  run(seeded, again);
  ASSERT_EQ(again.size(), 2u);
  for (size_t k = 0; k < 2; ++k) {
    EXPECT_EQ(again[k].deal, first[k].deal);
    EXPECT_EQ(again[k].moves, first[k].moves) << "game " << k + 1;
  }

  MatchConfig reseeded = seeded;
  reseeded.deal.seed = 12;
  reseeded.pgnOut.clear();
  run(reseeded, other);
  ASSERT_EQ(other.size(), 2u);
  EXPECT_NE(other[0].deal, first[0].deal);

  // The PGN carries the deal; the JSON record too; either replays the game.
  std::vector<PgnGame> pgn;
  std::string err;
  ASSERT_TRUE(read_pgn(slurp(seeded.pgnOut), pgn, err)) << err;
  ASSERT_EQ(pgn.size(), 2u);
  ASSERT_NE(pgn[1].tag("Deal"), nullptr);
  EXPECT_EQ(*pgn[1].tag("Deal"), deal0);
  EXPECT_EQ(pgn[1].moves, first[1].moves);
  GameRecord back;
  ASSERT_TRUE(record_from_json(record_to_json(first[1]), back, err)) << err;
  EXPECT_EQ(back.deal, first[1].deal);
  EXPECT_EQ(back.moves, first[1].moves);
  const std::string dealsFile = testing::TempDir() + "jieqi-deals.txt";
  {
    std::ofstream out(dealsFile);
    out << "# game 2 of the seeded match\n" << *pgn[1].tag("Deal") << "\n";
  }
  MatchConfig fromFile;
  fromFile.deal.given = true;
  fromFile.deal.file = dealsFile;
  run(fromFile, fromTag);
  ASSERT_EQ(fromTag.size(), 2u);
  EXPECT_EQ(fromTag[1].deal, first[1].deal);
  EXPECT_EQ(fromTag[1].moves, first[1].moves);
  std::remove(seeded.pgnOut.c_str());
  std::remove(dealsFile.c_str());
}

TEST(MatchJieqi, DealArgumentsAndWhatIsRefused) {
  MatchConfig cfg;
  std::string err;
  std::vector<std::string> two = {"-engine", "cmd=a", "-engine", "cmd=b", "-variant", "jieqi"};
  auto with = [&](std::vector<std::string> more) {
    auto a = two;
    a.insert(a.end(), more.begin(), more.end());
    cfg = MatchConfig{};
    err.clear();
    return parse_match_args(a, cfg, err);
  };
  ASSERT_TRUE(with({"-deal", "seed=42", "start=3"})) << err;
  EXPECT_TRUE(cfg.deal.given);
  EXPECT_EQ(cfg.deal.seed, 42u);
  EXPECT_EQ(cfg.deal.start, 3);
  ASSERT_TRUE(with({"-deal", "file=d.txt"})) << err;
  EXPECT_EQ(cfg.deal.file, "d.txt");
  EXPECT_FALSE(with({"-deal", "seed=1", "file=d.txt"}));
  EXPECT_NE(err.find("exclude"), std::string::npos) << err;
  EXPECT_FALSE(with({"-deal", "seed=x"}));
  EXPECT_FALSE(with({"-deal", "start=0"}));
  EXPECT_FALSE(with({"-deal", "order=random"}));
  EXPECT_NE(err.find("unknown key"), std::string::npos) << err;

  // Refused before any engine starts: openings for Jieqi, deals for xiangqi,
  // an unreadable or bad deals file.
  std::ostringstream log;
  MatchConfig j;
  j.variant = "jieqi";
  j.engines = {pili_at_depth("A", 1), pili_at_depth("B", 1)};
  j.openings.file = "openings.epd";
  testing::internal::CaptureStderr();
  EXPECT_EQ(run_match<Jieqi>(j, nullptr, log), 2);
  EXPECT_NE(testing::internal::GetCapturedStderr().find("openings are deals"), std::string::npos);
  MatchConfig x = j;
  x.variant = "xiangqi";
  x.openings.file.clear();
  x.deal.given = true;
  testing::internal::CaptureStderr();
  EXPECT_EQ(run_match<Xiangqi>(x, nullptr, log), 2);
  EXPECT_NE(testing::internal::GetCapturedStderr().find("-deal deals covered pieces"), std::string::npos);
  j.openings.file.clear();
  j.deal.given = true;
  j.deal.file = testing::TempDir() + "no-such-deals.txt";
  testing::internal::CaptureStderr();
  EXPECT_EQ(run_match<Jieqi>(j, nullptr, log), 2);
  EXPECT_NE(testing::internal::GetCapturedStderr().find("cannot read deals file"), std::string::npos);
}
