// The tablebase's small board moves as the xiangqi rule module does, and
// the layout numbers positions one to one.
#include <gtest/gtest.h>

#include <random>

#include "egtb_test_util.h"
#include "pili/egtb/board.h"
#include "pili/egtb/layout.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {

// Legal moves of the small board, as (from, to) pairs, for the side to move.
std::vector<std::pair<int, int>> board_moves(egtb::Board& b, Color c) {
  std::vector<std::pair<int, int>> out;
  for (Bitboard own = b.byColor[c]; own;) {
    Square from = pop_lsb(own);
    for (Bitboard t = b.targets(from); t;) {
      Square to = pop_lsb(t);
      Piece cap;
      if (!b.try_move(from, to, cap)) continue;
      out.emplace_back(from, to);
      b.undo(from, to, cap);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(EgtbBoard, MovesAsTheRuleModuleOnRandomPositions) {
  std::mt19937_64 rng(7);
  int compared = 0;
  for (const char* sig : {"KRNvKAABB", "KCPvKAB", "KNNvKRA", "KPPvKCC"}) {
    std::string err;
    egtb::Layout L(*egtb::parse_material(sig, err));
    for (int k = 0; k < 600; ++k) {
      egtb::Squares sq;
      if (!L.decode(rng() % L.size(), sq)) continue;
      egtb::Board b;
      for (int s = 0; s < L.slots(); ++s) b.put(L.piece(s), sq[s]);
      Color c = Color(rng() & 1);
      if (b.in_check(~c)) continue;
      Position pos;
      std::string fen = egtb_test::fen_of(L, sq, c);
      ASSERT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen << ": " << err;
      MoveList list;
      Xiangqi::generate<LEGAL>(pos, list);
      std::vector<std::pair<int, int>> want;
      for (Move m : list) want.emplace_back(m.from(), m.to());
      std::sort(want.begin(), want.end());
      EXPECT_EQ(board_moves(b, c), want) << fen;
      // Every non-capture's retro move finds its origin again.
      for (auto [from, to] : want) {
        if (pos.piece_on(Square(to))) continue;
        b.move(Square(from), Square(to));
        EXPECT_TRUE(test(b.sources(Square(to)), Square(from))) << fen << ' ' << from << '-' << to;
        b.move(Square(to), Square(from));
      }
      ++compared;
    }
  }
  EXPECT_GT(compared, 500);
}

TEST(EgtbLayout, DecodeEncodeRoundTripsAndMirrorsFileF) {
  std::string err;
  egtb::Layout L(*egtb::parse_material("KRvKAA", err));
  EXPECT_EQ(L.size(), 6u * 9 * 90 * 5 * 5);
  uint64_t holes = 0;
  for (uint64_t i = 0; i < L.size(); ++i) {
    egtb::Squares sq;
    if (!L.decode(i, sq)) {
      ++holes;
      continue;
    }
    egtb::Squares copy = sq;
    ASSERT_TRUE(L.canonicalize(copy));
    ASSERT_EQ(L.encode(copy), i);
  }
  EXPECT_GT(holes, 0u);  // advisors out of order or on one point
  // A position with Red's general on file f is stored as its mirror image.
  egtb::PieceList pl, o;
  pl.n = 3;
  pl.pc[0] = R_KING, pl.sq[0] = SQ_F0;
  pl.pc[1] = B_KING, pl.sq[1] = SQ_E9;
  pl.pc[2] = R_ROOK, pl.sq[2] = SQ_A3;
  egtb::Material m;
  ASSERT_TRUE(egtb::orient(pl, m, o));
  egtb::Layout K(m);
  uint64_t a, b;
  ASSERT_TRUE(egtb::index_of(K, o, a));
  pl.sq[0] = SQ_D0, pl.sq[2] = SQ_I3;
  ASSERT_TRUE(egtb::orient(pl, m, o));
  ASSERT_TRUE(egtb::index_of(K, o, b));
  EXPECT_EQ(a, b);
}

TEST(EgtbMaterial, NamesAreCanonical) {
  std::string err;
  EXPECT_EQ(egtb::parse_material("KvKR", err)->name(), "KRvK");
  EXPECT_EQ(egtb::parse_material("KBBAAvKR", err)->name(), "KRvKAABB");
  EXPECT_EQ(egtb::parse_material("KPNvKAB", err)->name(), "KNPvKAB");
  EXPECT_EQ(egtb::parse_material("KEvKH", err)->name(), "KNvKB");
  EXPECT_FALSE(egtb::parse_material("KRRRvK", err));
  EXPECT_NE(err.find("too many"), std::string::npos);
  EXPECT_FALSE(egtb::parse_material("KXvK", err));
  EXPECT_FALSE(egtb::parse_material("KR", err));
  auto kids = egtb::capture_children(*egtb::parse_material("KRvKA", err));
  ASSERT_EQ(kids.size(), 2u);
  EXPECT_EQ(kids[0].name(), "KAvK");
  EXPECT_EQ(kids[1].name(), "KRvK");
}

}  // namespace
}  // namespace pili
