// The Manchu reference perft suite (tests/data/manchu.perft, counted by
// Fairy-Stockfish), every line and depth unless PILI_PERFT_MAX_DEPTH says
// otherwise; the generators agree and do/undo restores every position.
#include "pili/rules/manchu.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

TEST(ManchuPerft, ReferenceSuite) {
  int maxDepth = perft_max_depth(), checked = 0;
  for (const auto& line : read_perft_file("manchu.perft")) {
    Position pos = position_of<Manchu>(line.fen);
    for (auto [depth, expected] : line.counts) {
      if (depth > maxDepth) continue;
      EXPECT_EQ(perft<Manchu>(pos, depth), expected) << line.fen << " depth " << depth;
      ++checked;
    }
  }
  // Each of the 14 lines has depths 1 and 2; the full suite has 57 counts
  // (the sanitizer run stops at depth 2).
  EXPECT_GE(checked, maxDepth >= 2 ? 28 : 14);
  if (maxDepth >= 5) {
    EXPECT_EQ(checked, 57);
  }
}

TEST(ManchuPerft, GeneratorsAgreeAndUndoRestores) {
  int moves = 0;
  for (const auto& line : read_perft_file("manchu.perft")) {
    Position pos = position_of<Manchu>(line.fen);
    MoveList all, caps, quiets;
    Manchu::generate<LEGAL>(pos, all);
    Manchu::generate<CAPTURES>(pos, caps);
    Manchu::generate<QUIETS>(pos, quiets);
    EXPECT_EQ(Manchu::count_legal(pos), uint64_t(all.size())) << line.fen;
    EXPECT_EQ(caps.size() + quiets.size(), all.size()) << line.fen;
    for (Move m : caps) EXPECT_TRUE(all.contains(m) && Manchu::is_capture(pos, m));
    const std::string fen0 = pos.fen();
    const uint64_t key0 = pos.key();
    for (Move m : all) {
      Manchu::do_move(pos, m);
      std::string why;
      ASSERT_TRUE(pos.is_consistent(&why)) << line.fen << " " << move_to_string(m) << ": " << why;
      Manchu::undo_move(pos, m);
      ASSERT_EQ(pos.fen(), fen0);
      ASSERT_EQ(pos.key(), key0);
      ++moves;
    }
  }
  EXPECT_GT(moves, 200);
}
