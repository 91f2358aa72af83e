// The engine with tablebases (EGTBPath): a go keeps the tables' result and
// plays the fastest mate, the search scores table wins as such (not as
// mates), a root the tables call drawn is reported as 0, a folder without
// tables is refused and the previous tables stay.
#include <gtest/gtest.h>

#include "egtb_test_util.h"
#include "pili/egtb/probe.h"
#include "pili/engine/engine.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"
#include "pili/search/score.h"

namespace pili {
namespace {

SearchInfo last_info(Engine& e, SearchResult& r, int depth) {
  SearchLimits limits;
  limits.depth = depth;
  SearchInfo last;
  e.go(limits, [&](const SearchInfo& i) { if (i.currMove.empty()) last = i; }, [&](const SearchResult& res) { r = res; });
  e.wait();
  return last;
}

// A horse-and-general win far from mate (KNvK, the horse's side to move).
const char* LONG_WIN = "3k5/9/9/9/9/9/9/9/9/N3K4 w - - 0 1";

TEST(EgtbEngine, RootPlaysTheFastestMateAndSearchScoresTableWins) {
  auto tb = egtb_test::open_small_tables();
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(pos, LONG_WIN, err)) << err;
  egtb::RootProbe probe = egtb::probe_root(tb, pos);
  ASSERT_EQ(probe.result.wdl, egtb::WDL_WIN);
  ASSERT_GT(probe.result.dtm, 8);  // beyond a shallow search's horizon
  std::vector<std::string> fastest;
  for (const auto& mr : probe.moves)
    if (mr.after.wdl == egtb::WDL_LOSS && mr.after.dtm + 1 == probe.result.dtm) fastest.push_back(move_text<Xiangqi>(mr.move));

  Engine e;
  ASSERT_TRUE(e.set_position(LONG_WIN, {}, err)) << err;
  SearchResult r;
  SearchInfo plain = last_info(e, r, 4);
  EXPECT_LT(plain.score, search::VALUE_KNOWN_WIN_LIMIT);  // no tables: an evaluation

  ASSERT_FALSE(e.load_tablebases("/nonexistent/pili-egtb", err));
  EXPECT_NE(err.find("no folder"), std::string::npos) << err;
  ASSERT_TRUE(e.load_tablebases(egtb_test::small_tables(), err)) << err;
  EXPECT_NE(e.tablebase_description().find("tables (up to"), std::string::npos) << e.tablebase_description();
  ASSERT_TRUE(e.set_position(LONG_WIN, {}, err)) << err;
  SearchInfo withTables = last_info(e, r, 4);
  EXPECT_NE(std::find(fastest.begin(), fastest.end(), r.bestMove), fastest.end()) << r.bestMove;
  EXPECT_EQ(withTables.kind, ScoreKind::Centipawns);  // a table win, never a false "mate N"
  EXPECT_GE(withTables.score, search::VALUE_TB_WIN - 10);
  EXPECT_LT(withTables.score, search::VALUE_MATE_IN_MAX_PLY);

  // A folder without tables is refused; the tables stay.
  ASSERT_FALSE(e.load_tablebases(std::filesystem::temp_directory_path().string(), err));
  EXPECT_NE(e.tablebase_description(), "");
  ASSERT_TRUE(e.load_tablebases("", err));
  EXPECT_EQ(e.tablebase_description(), "");
}

// A lone cannon cannot mate (KCvK): a draw the search scores as a material edge.
const char* CANNON_DRAW = "4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1";

TEST(EgtbEngine, RootReportsTheTablesDrawNotTheMaterial) {
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position(CANNON_DRAW, {}, err)) << err;
  SearchResult r;
  SearchInfo plain = last_info(e, r, 6);
  EXPECT_GT(plain.score, 200);  // the cannon counted, as if it could win

  ASSERT_TRUE(e.load_tablebases(egtb_test::small_tables(), err)) << err;
  ASSERT_TRUE(e.set_position(CANNON_DRAW, {}, err)) << err;
  SearchInfo withTables = last_info(e, r, 6);
  EXPECT_EQ(withTables.kind, ScoreKind::Centipawns);
  EXPECT_EQ(withTables.score, 0);
  EXPECT_EQ(withTables.wdl[1], 1000);
  EXPECT_FALSE(r.bestMove.empty());

  // A won position keeps its table win.
  ASSERT_TRUE(e.set_position(LONG_WIN, {}, err)) << err;
  EXPECT_GE(last_info(e, r, 4).score, search::VALUE_TB_WIN - 10);
}

}  // namespace
}  // namespace pili
