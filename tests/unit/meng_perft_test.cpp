// The Meng and Double-Tris reference perft suites (tests/data/meng.perft and
// doubletris.perft), every line and every depth (PILI_PERFT_MAX_DEPTH caps
// the depth), plus bulk counting against the generated lists.
#include "pili/rules/meng.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

template <class R>
void run_suite(const char* file, int minChecks) {
  int maxDepth = perft_max_depth(), checked = 0;
  for (const auto& line : read_perft_file(file)) {
    Position pos = position_of<R>(line.fen);
    for (auto [depth, expected] : line.counts) {
      if (depth > maxDepth) continue;
      EXPECT_EQ(perft<R>(pos, depth), expected) << line.fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GE(checked, std::min(minChecks, maxDepth * 100));
}

template <class R>
void bulk_matches_list(const char* file) {
  for (const auto& line : read_perft_file(file)) {
    Position pos = position_of<R>(line.fen);
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    EXPECT_EQ(R::count_legal(pos), uint64_t(list.size())) << line.fen;
    typename R::MoveList caps, quiets;
    R::template generate<CAPTURES>(pos, caps);
    R::template generate<QUIETS>(pos, quiets);
    EXPECT_EQ(caps.size() + quiets.size(), list.size()) << line.fen;
    for (Move m : caps) EXPECT_TRUE(R::is_capture(pos, m)) << line.fen;
    for (Move m : quiets) EXPECT_FALSE(R::is_capture(pos, m)) << line.fen;
  }
}

}  // namespace

TEST(MengPerft, ReferenceSuite) { run_suite<Meng>("meng.perft", 743); }
TEST(DoubleTrisPerft, ReferenceSuite) { run_suite<DoubleTris>("doubletris.perft", 424); }
TEST(MengPerft, BulkCountMatchesGeneratedList) { bulk_matches_list<Meng>("meng.perft"); }
TEST(DoubleTrisPerft, BulkCountMatchesGeneratedList) {
  bulk_matches_list<DoubleTris>("doubletris.perft");
}
