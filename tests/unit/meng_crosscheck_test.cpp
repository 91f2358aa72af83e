// Cross-check of the fast Meng / Double-Tris module against the slow
// reference in meng_slow_rules.h on seeded random playouts from the suite
// positions: same legal move set, same position after every move, key and
// FEN restored by undo.
#include <random>

#include "meng_slow_rules.h"
#include "pili/rules/meng.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

std::string head_of(const std::string& fen) {
  // board[reserve] side captured debts
  std::string out;
  int fields = 0;
  for (char c : fen) {
    if (c == ' ' && ++fields == 4) break;
    out += c;
  }
  return out;
}

template <class R>
void crosscheck(const char* file, int stride, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  auto lines = read_perft_file(file);
  int positions = 0;
  int kinds[5] = {};
  for (size_t i = 0; i < lines.size(); i += stride) {
    Position pos = position_of<R>(lines[i].fen);
    std::vector<Move> played;
    for (int ply = 0; ply < plies; ++ply) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      auto slowMoves = slow::legal_moves(slow::Board::from(pos, R::COMBINE));
      std::set<std::string> fast, slowSet;
      for (Move m : list) fast.insert(move_to_string(m));
      for (auto& m : slowMoves) slowSet.insert(m.text);
      ++positions;
      ASSERT_EQ(fast, slowSet) << pos.fen(true);
      ASSERT_EQ(fast.size(), size_t(list.size())) << "duplicate moves in " << pos.fen(true);
      ASSERT_EQ(R::count_legal(pos), uint64_t(list.size())) << pos.fen(true);
      if (list.empty()) break;
      // Every move: the result matches the slow board, undo restores all.
      const std::string before = pos.fen(true);
      const uint64_t keyBefore = pos.key();
      for (Move m : list) {
        ++kinds[m.kind()];
        R::do_move(pos, m);
        std::string text = move_to_string(m);
        auto it = std::find_if(slowMoves.begin(), slowMoves.end(),
                               [&](const slow::SlowMove& s) { return s.text == text; });
        EXPECT_EQ(head_of(pos.fen(true)), slow::fen_head(it->after)) << before << " " << text;
        std::string why;
        EXPECT_TRUE(pos.is_consistent(&why)) << before << " " << text << ": " << why;
        R::undo_move(pos, m);
        ASSERT_EQ(pos.fen(true), before) << text;
        ASSERT_EQ(pos.key(), keyBefore) << text;
      }
      Move m = list[int(rng() % list.size())];
      R::do_move(pos, m);
      played.push_back(m);
    }
  }
  EXPECT_GT(positions, 50);
  // The playouts must reach every move kind the variant has.
  EXPECT_GT(kinds[MK_DROP], 0);
  EXPECT_GT(kinds[MK_AIRDROP], 0);
  if (R::COMBINE) {
    EXPECT_GT(kinds[MK_SPLIT_TRIS], 0);
    EXPECT_GT(kinds[MK_SPLIT_PIECE], 0);
  }
}

}  // namespace

// A capped perft depth marks a quick (sanitizer) run: fewer, shorter playouts.
int quick() { return perft_max_depth() < 3 ? 2 : 1; }

TEST(MengCrossCheck, RandomPlayoutsAgreeWithSlowReference) {
  crosscheck<Meng>("meng.perft", 5 * quick(), 24 / quick(), 1);
}

TEST(DoubleTrisCrossCheck, RandomPlayoutsAgreeWithSlowReference) {
  crosscheck<DoubleTris>("doubletris.perft", 4 * quick(), 24 / quick(), 2);
}
