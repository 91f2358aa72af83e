// More published endings (docs/egtb.md, "The tables against published endgame
// theory"): small signatures generated here and their named positions probed.
#include <gtest/gtest.h>

#include <filesystem>

#include "pili/core/notation.h"
#include "pili/egtb/generate.h"
#include "pili/egtb/probe.h"
#include "pili/platform/platform.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {

using egtb::WDL_DRAW;
using egtb::WDL_LOSS;
using egtb::WDL_WIN;

class EgtbTheory : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir = (std::filesystem::temp_directory_path() / ("pili_egtb_theory_" + std::to_string(platform::process_id())))
              .string();
    egtb::GenOptions opt;
    opt.dir = dir;
    for (const char* sig : {"KNvKB", "KNvKP", "KPvKA", "KRvKR"}) {
      std::string err;
      std::vector<egtb::GenStats> stats;
      ASSERT_TRUE(egtb::generate(*egtb::parse_material(sig, err), opt, stats, err)) << err;
    }
    std::string err;
    ASSERT_TRUE(tb.open(dir, err)) << err;
  }
  static void TearDownTestSuite() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  static egtb::ProbeResult probe(const std::string& fen) {
    Position pos;
    std::string err;
    EXPECT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen << ": " << err;
    return egtb::probe_position(tb, pos);
  }
  static inline std::string dir;
  static inline egtb::Tablebases tb;
};

// A horse against one elephant draws with the general and the elephant kept
// apart, and wins when they stand on one side (the horse ties both).
TEST_F(EgtbTheory, HorseAgainstElephant) {
  EXPECT_EQ(probe("3k5/9/4b4/9/9/9/4N4/9/9/4K4 w - - 0 1").wdl, WDL_DRAW);
  auto win = probe("2bk5/9/9/9/9/9/4N4/9/9/4K4 w - - 0 1");
  EXPECT_EQ(win.wdl, WDL_WIN);
  EXPECT_EQ(win.dtm, 17);
}

// A horse against a soldier: a draw once the soldier has crossed the river,
// a win when the horse keeps it from crossing.
TEST_F(EgtbTheory, HorseAgainstSoldier) {
  EXPECT_EQ(probe("4k4/9/9/9/9/9/4p4/9/4N4/3K5 w - - 0 1").wdl, WDL_DRAW);
  auto win = probe("5k3/9/9/2p6/9/9/2N6/9/9/3K5 w - - 0 1");
  EXPECT_EQ(win.wdl, WDL_WIN);
  EXPECT_EQ(win.dtm, 27);
}

// A soldier against an advisor (David Li's diagram): the defence holds with
// either side to move; in Li's line, after 7. P5.6 only 7... A6+5 holds, and
// 7... K4.5 loses to stalemate in six plies (8. P6+1 A6+5 9. K4.5 K5.6 10. P6.5).
TEST_F(EgtbTheory, SoldierAgainstAdvisor) {
  EXPECT_EQ(probe("5a3/9/3k5/4P4/9/9/9/9/9/4K4 w - - 0 1").wdl, WDL_DRAW);
  EXPECT_EQ(probe("5a3/9/3k5/4P4/9/9/9/9/9/4K4 b - - 0 1").wdl, WDL_DRAW);
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(pos, "3k1a3/9/3P5/9/9/9/9/5K3/9/9 b - - 0 1", err)) << err;
  egtb::RootProbe r = egtb::probe_root(tb, pos);
  EXPECT_EQ(r.result.wdl, WDL_DRAW);
  ASSERT_EQ(r.keeping.size(), 1u);
  EXPECT_EQ(move_to_string(r.keeping[0]), "f9e8");
  for (const egtb::MoveResult& m : r.moves)
    if (move_to_string(m.move) == "d9e9") {
      EXPECT_EQ(m.after.wdl, WDL_WIN);  // for White, after Black's move
      EXPECT_EQ(m.after.dtm, 5);
    }
}

// Chariot against chariot without defenders: a draw where no side has a
// tactic, and a tactic (a check that mates) decides at once.
TEST_F(EgtbTheory, ChariotAgainstChariot) {
  EXPECT_EQ(probe("5k3/9/9/r8/9/9/9/9/9/3K4R w - - 0 1").wdl, WDL_DRAW);
  auto mated = probe("4k4/9/9/r8/9/9/9/9/9/3K4R b - - 0 1");  // ...r a6-d6 mates
  EXPECT_EQ(mated.wdl, WDL_WIN);
  EXPECT_EQ(mated.dtm, 1);
  EXPECT_EQ(probe("4k4/9/9/r8/9/9/9/9/9/3K4R w - - 0 1").wdl, WDL_DRAW);
}

}  // namespace
}  // namespace pili
