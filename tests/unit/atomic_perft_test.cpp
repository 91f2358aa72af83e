// The Atomic reference perft suites (tests/data/atomic.perft and
// atomic-classic.perft), every line and every depth present unless
// PILI_PERFT_MAX_DEPTH says otherwise, and the integrity of the generators
// and of do/undo on the same positions.
#include "pili/rules/atomic.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

template <class R>
int run_suite(const char* file) {
  int maxDepth = perft_max_depth(), checked = 0;
  for (const auto& line : read_perft_file(file)) {
    Position pos = position_of<R>(line.fen);
    for (auto [depth, expected] : line.counts) {
      if (depth > maxDepth) continue;
      EXPECT_EQ(perft<R>(pos, depth), expected) << R::NAME << ": " << line.fen << " depth " << depth;
      ++checked;
    }
  }
  return checked;
}

// CAPTURES and QUIETS split LEGAL exactly, count_legal agrees with the list,
// and every capture really takes something.
template <class R>
void generators_agree(const char* file) {
  for (const auto& line : read_perft_file(file)) {
    Position pos = position_of<R>(line.fen);
    MoveList all, caps, quiets;
    R::template generate<LEGAL>(pos, all);
    R::template generate<CAPTURES>(pos, caps);
    R::template generate<QUIETS>(pos, quiets);
    EXPECT_EQ(R::count_legal(pos), uint64_t(all.size())) << line.fen;
    EXPECT_EQ(caps.size() + quiets.size(), all.size()) << line.fen;
    for (Move m : caps) {
      EXPECT_TRUE(all.contains(m));
      EXPECT_TRUE(R::is_capture(pos, m));
    }
    for (Move m : quiets) {
      EXPECT_TRUE(all.contains(m));
      EXPECT_FALSE(R::is_capture(pos, m));
    }
  }
}

// After every legal move (and its undo) the board, key and counters are
// consistent, the incremental key equals a full recomputation, and undo
// gives back the exact FEN and key. Two plies deep, so blasts are undone
// inside blasts.
template <class R>
void do_undo_restores(const char* file, int lines) {
  int moves = 0;
  for (const auto& line : read_perft_file(file)) {
    if (lines-- == 0) break;
    Position pos = position_of<R>(line.fen);
    std::string fen0 = pos.fen();
    uint64_t key0 = pos.key();
    MoveList list;
    R::template generate<LEGAL>(pos, list);
    for (Move m : list) {
      R::do_move(pos, m);
      std::string why;
      ASSERT_TRUE(pos.is_consistent(&why)) << line.fen << " " << move_to_string(m) << ": " << why;
      if (!R::king_lost(pos)) {
        std::string fen1 = pos.fen();
        uint64_t key1 = pos.key();
        MoveList replies;
        R::template generate<LEGAL>(pos, replies);
        for (Move r : replies) {
          R::do_move(pos, r);
          ASSERT_TRUE(pos.is_consistent(&why)) << why;
          R::undo_move(pos, r);
          ASSERT_EQ(pos.fen(), fen1);
          ASSERT_EQ(pos.key(), key1);
          ++moves;
        }
      }
      R::undo_move(pos, m);
      ASSERT_EQ(pos.fen(), fen0) << "after undoing " << move_to_string(m);
      ASSERT_EQ(pos.key(), key0);
      ++moves;
    }
  }
  EXPECT_GT(moves, 1000);
}

}  // namespace

TEST(AtomicPerft, ReferenceSuite) { EXPECT_GT(run_suite<Atomic>("atomic.perft"), 400); }

TEST(AtomicPerft, ClassicReferenceSuite) {
  EXPECT_GT(run_suite<AtomicClassic>("atomic-classic.perft"), 180);
}

TEST(AtomicPerft, GeneratorsAgree) {
  generators_agree<Atomic>("atomic.perft");
  generators_agree<AtomicClassic>("atomic-classic.perft");
}

TEST(AtomicPerft, DoUndoRestoresFenAndKey) {
  do_undo_restores<Atomic>("atomic.perft", 60);
  do_undo_restores<AtomicClassic>("atomic-classic.perft", 30);
}
