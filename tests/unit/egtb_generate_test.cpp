// The generated tables against xiangqi theory, against themselves (every
// result is kept by the best move and refuted by none) and against a
// brute-force mate search on Pili's own move generator.
#include <gtest/gtest.h>

#include <random>

#include "egtb_test_util.h"
#include "pili/egtb/probe.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {
using egtb::DTM_UNKNOWN;
using egtb::WDL_DRAW;
using egtb::WDL_LOSS;
using egtb::WDL_WIN;

egtb::ProbeResult probe(const egtb::Tablebases& tb, const std::string& fen) {
  Position pos;
  std::string err;
  EXPECT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen << ": " << err;
  return egtb::probe_position(tb, pos);
}

// Published results (docs/egtb.md cites them): a chariot beats a bare
// general; a lone cannon cannot (it has no screen); a horse beats a bare
// general; a soldier that has not reached the last rank beats a bare
// general, one on the last rank does not.
TEST(EgtbGenerate, ClassicResults) {
  auto tb = egtb_test::open_small_tables();
  EXPECT_EQ(probe(tb, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").wdl, WDL_WIN);
  EXPECT_EQ(probe(tb, "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1").wdl, WDL_LOSS);  // Black to move loses too
  EXPECT_EQ(probe(tb, "4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1").wdl, WDL_DRAW);
  EXPECT_EQ(probe(tb, "4k4/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1").wdl, WDL_WIN);
  EXPECT_EQ(probe(tb, "4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1").wdl, WDL_WIN);
  EXPECT_EQ(probe(tb, "P3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1").wdl, WDL_DRAW);
  // The same positions colour-flipped read the same tables.
  EXPECT_EQ(probe(tb, "r2k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1").wdl, WDL_WIN);
  // Mate in one: the chariot to the back rank (e0 faces e9's file).
  auto m1 = probe(tb, "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
  EXPECT_EQ(m1.wdl, WDL_WIN);
  EXPECT_EQ(m1.dtm, 1);
}

// Every position of KRvKA, KPvK and KCvK, and a sample of KRvKN (with
// results of the perpetual-check rule, which have no distance), probed
// through Pili's own move
// generator: a win at distance d has a move to a loss at d-1 and none to a
// shorter one; a loss at d has only moves to wins, the longest at d-1; a
// draw has a move to a draw and none to a loss.
TEST(EgtbGenerate, EveryResultIsKeptByItsMoves) {
  auto tb = egtb_test::open_small_tables();
  int byRule = 0;
  for (const char* sig : {"KRvKA", "KPvK", "KCvK", "KRvKN"}) {
    std::string err;
    const egtb::Table* t = tb.find(*egtb::parse_material(sig, err));
    ASSERT_NE(t, nullptr) << sig;
    const egtb::Layout& L = t->layout;
    int checked = 0;
    for (uint64_t i = 0; i < L.size(); i += (L.size() > 100000 ? 41 : L.size() > 20000 ? 7 : 1)) {
      egtb::Squares sq;
      if (!L.decode(i, sq)) continue;
      for (Color c : {RED, BLACK}) {
        if (t->wdl_of(c, i) == egtb::WDL_NONE) continue;
        Position pos;
        std::string fen = egtb_test::fen_of(L, sq, c);
        ASSERT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen << ": " << err;
        egtb::RootProbe r = egtb::probe_root(tb, pos);
        ASSERT_TRUE(r.result.found && r.complete) << fen;
        int toLoss = 0, toDraw = 0, bestLoss = 1 << 20, worstWin = -1;
        bool unknownWin = false;
        for (const auto& mr : r.moves) {
          int d = mr.after.dtm == DTM_UNKNOWN ? 1 << 19 : mr.after.dtm;
          if (mr.after.wdl == WDL_LOSS) ++toLoss, bestLoss = std::min(bestLoss, d);
          if (mr.after.wdl == WDL_DRAW) ++toDraw;
          if (mr.after.wdl == WDL_WIN) worstWin = std::max(worstWin, d), unknownWin |= d == 1 << 19;
        }
        const auto& res = r.result;
        byRule += res.wdl != WDL_DRAW && res.dtm == DTM_UNKNOWN;
        if (res.wdl == WDL_WIN) {
          EXPECT_EQ(bestLoss, res.dtm == DTM_UNKNOWN ? 1 << 19 : res.dtm - 1) << fen;
        }
        if (res.wdl == WDL_LOSS) {
          EXPECT_EQ(toLoss + toDraw, 0) << fen;
          if (res.dtm != DTM_UNKNOWN) {
            EXPECT_EQ(worstWin, int(res.dtm) - 1) << fen;
          } else {
            EXPECT_TRUE(unknownWin) << fen;
          }
        }
        if (res.wdl == WDL_DRAW) {
          EXPECT_EQ(toLoss, 0) << fen;
          EXPECT_GT(toDraw, 0) << fen;
        }
        ++checked;
      }
    }
    EXPECT_GT(checked, 1000) << sig;
  }
  EXPECT_GT(byRule, 10);  // the rule's results were checked too
}

// Can the side to move force mate (or stalemate) within n plies? Plain
// minimax on the rule module, independent of the generator.
bool wins_within(Position& pos, int n);
bool loses_within(Position& pos, int n) {
  MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  if (list.size() == 0) return true;
  if (n == 0) return false;
  for (Move m : list) {
    Xiangqi::do_move(pos, m);
    bool w = wins_within(pos, n - 1);
    Xiangqi::undo_move(pos, m);
    if (!w) return false;
  }
  return true;
}
bool wins_within(Position& pos, int n) {
  if (n <= 0) return false;
  MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (Move m : list) {
    Xiangqi::do_move(pos, m);
    bool l = loses_within(pos, n - 1);
    Xiangqi::undo_move(pos, m);
    if (l) return true;
  }
  return false;
}

// Random positions: the table's distance to mate, when 5 plies or less,
// is the search's; when more or none, the search finds no mate in 5.
TEST(EgtbGenerate, DistancesAgreeWithABruteForceSearch) {
  auto tb = egtb_test::open_small_tables();
  std::mt19937_64 rng(42);
  int shallow = 0;
  for (const char* sig : {"KRvK", "KNvK", "KRvKA", "KPvK"}) {
    std::string err;
    const egtb::Table* t = tb.find(*egtb::parse_material(sig, err));
    ASSERT_NE(t, nullptr);
    for (int k = 0; k < 300; ++k) {
      uint64_t i = rng() % t->layout.size();
      Color c = Color(rng() & 1);
      egtb::Squares sq;
      if (!t->layout.decode(i, sq) || t->wdl_of(c, i) == egtb::WDL_NONE) continue;
      Position pos;
      std::string fen = egtb_test::fen_of(t->layout, sq, c);
      ASSERT_TRUE(set_position<Xiangqi>(pos, fen, err)) << fen;
      egtb::ProbeResult r = egtb::probe_position(tb, pos);
      int d = r.dtm == DTM_UNKNOWN || r.wdl == WDL_DRAW ? 99 : r.dtm;
      if (r.wdl == WDL_WIN) {
        EXPECT_EQ(wins_within(pos, 5), d <= 5) << fen;
        if (d <= 5) {
          EXPECT_FALSE(wins_within(pos, d - 2)) << fen;
        }
      } else if (r.wdl == WDL_LOSS) {
        EXPECT_EQ(loses_within(pos, 4), d <= 4) << fen;
        if (d <= 4 && d >= 2) {
          EXPECT_FALSE(loses_within(pos, d - 2)) << fen;
        }
      } else {
        EXPECT_FALSE(wins_within(pos, 5)) << fen;
        EXPECT_FALSE(loses_within(pos, 4)) << fen;
      }
      shallow += d <= 5;
    }
  }
  EXPECT_GT(shallow, 20);  // the sample holds short mates, not only long ones
}

}  // namespace
}  // namespace pili
