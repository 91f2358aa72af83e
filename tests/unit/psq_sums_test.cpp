// eval::PsqSums (eval/psq_sums.h), moved along with each move's dirty list,
// against the table values.h's PSQ summed here over every point of the board
// (the mailbox, not the bitboards PsqSums::refresh walks), over seeded random
// games of the 90-point variants, forward and back.
#include <random>

#include "pili/eval/psq_sums.h"
#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

template <class R>
void expect_same(const eval::PsqSums& sums, const Position& pos, const char* when) {
  int want[COLOR_NB] = {0, 0};
  for (int s = 0; s < SQUARE_NB; ++s)
    if (Piece pc = pos.piece_on(Square(s)); pc != NO_PIECE) want[color_of(pc)] += eval::PSQ[pc][s];
  for (Color c : {RED, BLACK}) ASSERT_EQ(sums[c], want[c]) << when << " " << pos.fen(R::MENG_FEN) << " colour " << c;
}

template <class R>
int games(const char* file, int stride, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  int moves = 0;
  auto lines = read_perft_file(file);
  for (size_t i = 0; i < lines.size(); i += stride) {
    Position pos = position_of<R>(lines[i].fen);
    eval::PsqSums sums;
    sums.refresh(pos);
    expect_same<R>(sums, pos, "refresh");
    std::vector<Move> played;  // none(): a null move
    for (int ply = 0; ply < plies && !R::king_lost(pos); ++ply) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      if (list.size() == 0) break;
      Move m = !R::in_check(pos) && rng() % 10 == 0 ? Move::none() : list[int(rng() % list.size())];
      if (m.is_ok()) R::do_move(pos, m);
      else R::do_null_move(pos);
      sums.apply(pos.st().dirty);
      played.push_back(m);
      ++moves;
      expect_same<R>(sums, pos, "after do_move");
      if (::testing::Test::HasFailure()) return moves;
    }
    eval::PsqSums fresh;
    fresh.refresh(pos);
    expect_same<R>(fresh, pos, "refresh at the end");
    for (auto it = played.rbegin(); it != played.rend(); ++it) {
      sums.revert(pos.st().dirty);  // before undo pops the state that holds the list
      if (it->is_ok()) R::undo_move(pos, *it);
      else R::undo_null_move(pos);
      expect_same<R>(sums, pos, "after undo_move");
      if (::testing::Test::HasFailure()) return moves;
    }
  }
  return moves;
}

}  // namespace

TEST(PsqSums, FollowTheBoardThroughRandomGames) {
  EXPECT_GT(games<Xiangqi>("xiangqi.perft", 3, 60, 11), 2000);
  EXPECT_GT(games<Atomic>("atomic.perft", 4, 60, 12), 2000);
  EXPECT_GT(games<AtomicClassic>("atomic-classic.perft", 2, 60, 13), 2000);
  EXPECT_GT(games<Meng>("meng.perft", 3, 60, 14), 2000);
  EXPECT_GT(games<DoubleTris>("doubletris.perft", 2, 60, 15), 2000);
}
