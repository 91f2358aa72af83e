// The xiangqi reference perft suite (tests/data/xiangqi.perft), every line.
#include "pili/rules/perft.h"
#include "pili/rules/xiangqi.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

TEST(XiangqiPerft, ReferenceSuite) {
  int maxDepth = perft_max_depth(), checked = 0;
  for (const auto& line : read_perft_file("xiangqi.perft")) {
    Position pos = position_of<Xiangqi>(line.fen);
    for (auto [depth, expected] : line.counts) {
      if (depth > maxDepth) continue;
      EXPECT_EQ(perft<Xiangqi>(pos, depth), expected) << line.fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GT(checked, 300);
}

TEST(XiangqiPerft, BulkCountMatchesGeneratedList) {
  for (const auto& line : read_perft_file("xiangqi.perft")) {
    Position pos = position_of<Xiangqi>(line.fen);
    MoveList list;
    Xiangqi::generate<LEGAL>(pos, list);
    EXPECT_EQ(Xiangqi::count_legal(pos), uint64_t(list.size())) << line.fen;
  }
}
