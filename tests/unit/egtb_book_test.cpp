// The endgame book (egtb/book.h): drawn positions are legal, quiet, of the
// class asked for, read back from the table, and the same for the same seed.
#include <gtest/gtest.h>

#include "egtb_test_util.h"
#include "pili/core/notation.h"
#include "pili/egtb/book.h"
#include "pili/egtb/probe.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {

std::vector<egtb::BookEntry> book_of(const egtb::Tablebases& tb, const char* sig, uint64_t seed) {
  std::string err;
  egtb::BookOptions opt;
  opt.seed = seed;
  opt.perClass = 4;
  opt.minDtm = 6;
  std::vector<egtb::BookEntry> out;
  EXPECT_TRUE(egtb::sample_book(tb, *egtb::parse_material(sig, err), opt, out, err)) << err;
  return out;
}

TEST(EgtbBook, PositionsAreQuietAndOfTheirClass) {
  auto tb = egtb_test::open_small_tables();
  auto book = book_of(tb, "KRvKN", 7);
  // KRvKN: wins and draws with the horse to move, wins with the chariot to
  // move; its 51 draws with the chariot to move all fail the filters.
  ASSERT_EQ(book.size(), 12u);
  int count[2][2] = {}, redStronger = 0;
  for (const auto& e : book) {
    Position pos;
    std::string err;
    ASSERT_TRUE(set_position<Xiangqi>(pos, e.fen, err)) << e.fen << ": " << err;
    EXPECT_FALSE(Xiangqi::in_check(pos)) << e.fen;
    MoveList list;
    Xiangqi::generate<LEGAL>(pos, list);
    for (Move mv : list) {
      Piece taken = pos.piece_on(mv.to());
      EXPECT_TRUE(taken == NO_PIECE || type_of(taken) == KING) << e.fen << ' ' << move_to_string(mv);
    }
    egtb::ProbeResult r = egtb::probe_position(tb, pos);
    ASSERT_TRUE(r.found) << e.fen;
    EXPECT_EQ(r.wdl, e.wdl) << e.fen;
    if (e.wdl != egtb::WDL_DRAW) {
      EXPECT_EQ(r.dtm, e.dtm) << e.fen;
      EXPECT_GE(e.dtm, 6) << e.fen;
    }
    bool rookIsMovers = pos.pieces(pos.side_to_move(), ROOK) != 0;
    EXPECT_EQ(rookIsMovers, e.strongerToMove) << e.fen;
    ++count[e.strongerToMove][e.wdl == egtb::WDL_DRAW];
    redStronger += pos.pieces(RED, ROOK) != 0;
  }
  EXPECT_EQ(count[0][0], 4);  // the horse to move, decided
  EXPECT_EQ(count[0][1], 4);  // the horse to move, drawn
  EXPECT_EQ(count[1][0], 4);  // the chariot to move, decided
  EXPECT_EQ(count[1][1], 0);
  EXPECT_GT(redStronger, 0);  // colours are drawn: the chariot on both sides
  EXPECT_LT(redStronger, 12);
}

TEST(EgtbBook, TheSeedFixesTheBook) {
  auto tb = egtb_test::open_small_tables();
  auto fens = [&](uint64_t seed) {
    std::vector<std::string> f;
    for (const auto& e : book_of(tb, "KRvKA", seed)) f.push_back(e.fen);
    return f;
  };
  EXPECT_EQ(fens(3), fens(3));
  EXPECT_NE(fens(3), fens(4));
  // KRvKA: the chariot always wins with its side to move (no draws there).
  for (const auto& e : book_of(tb, "KRvKA", 3)) EXPECT_FALSE(e.strongerToMove && e.wdl == egtb::WDL_DRAW);
}

TEST(EgtbBook, AMissingTableIsAnError) {
  auto tb = egtb_test::open_small_tables();
  std::string err;
  std::vector<egtb::BookEntry> out;
  EXPECT_FALSE(egtb::sample_book(tb, *egtb::parse_material("KRvKAABB", err), {}, out, err));
  EXPECT_NE(err.find("KRvKAABB"), std::string::npos) << err;
  EXPECT_TRUE(out.empty());
}

}  // namespace
}  // namespace pili
