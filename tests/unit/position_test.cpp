// FEN input and output, keys and incremental make/unmake on the core board.
#include <random>

#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/xiangqi.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

TEST(Fen, RoundTripsTheReferencePositions) {
  for (const auto& line : read_perft_file("xiangqi.perft")) {
    Position pos = position_of<Xiangqi>(line.fen);
    EXPECT_EQ(pos.fen(), line.fen);
    EXPECT_EQ(pos.key(), pos.compute_key());
  }
}

TEST(Fen, AcceptsAlternativeLetters) {
  Position a = position_of<Xiangqi>(Position::START_FEN);
  Position b = position_of<Xiangqi>("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1");
  EXPECT_EQ(a.fen(), b.fen());
  EXPECT_EQ(a.key(), b.key());
}

TEST(Fen, CountersAreOptional) {
  Position a = position_of<Xiangqi>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b");
  EXPECT_EQ(a.side_to_move(), BLACK);
  EXPECT_EQ(a.rule50(), 0);
}

TEST(Fen, RejectsMalformedInputAndKeepsThePosition) {
  const char* bad[] = {
      "",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w",              // 9 ranks
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w",  // 11 ranks
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w",     // short rank
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",   // long rank
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",    // side
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAXABNR w",    // letter
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w",    // no red general
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w",  // two generals? no: moved
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1",  // Meng only
      "4k4/9/9/9/9/9/9/9/9/K8 w",                                          // general off palace
      "4k4/9/9/9/9/9/PPPPPP3/9/9/4K4 w",                                    // six soldiers
  };
  Position pos = position_of<Xiangqi>("r2a2br1/1C2k4/5aN2/2pR2p1p/p1P1p1b1P/P5P2/4P4/B1N2A2B/3c5/4KA2R b - - 8 34");
  std::string before = pos.fen();
  for (const char* fen : bad) {
    std::string err;
    bool ok = set_position<Xiangqi>(pos, fen, err);
    if (std::string(fen).find("4K4/RNBA1ABNR") != std::string::npos) {
      EXPECT_TRUE(ok) << err;  // a general on e1 is fine
      pos = position_of<Xiangqi>(before);
      continue;
    }
    EXPECT_FALSE(ok) << fen;
    EXPECT_FALSE(err.empty()) << fen;
    EXPECT_EQ(pos.fen(), before);
  }
}

TEST(Notation, RanksZeroToNineAndOneToTen) {
  Move m(SQ_H2, SQ_E2);
  EXPECT_EQ(move_to_string(m), "h2e2");
  EXPECT_EQ(move_to_string(m, 1), "h3e3");
  EXPECT_EQ(move_to_string(Move(SQ_A9, SQ_A7), 1), "a10a8");
  EXPECT_EQ(*parse_move("a10a8", 1), Move(SQ_A9, SQ_A7));
  EXPECT_EQ(*parse_move("h2e2"), m);
  EXPECT_FALSE(parse_move("a10a8", 0));
  EXPECT_FALSE(parse_move("j2e2"));
  EXPECT_FALSE(parse_move("h2h2"));
  EXPECT_FALSE(parse_move("h2"));
  EXPECT_FALSE(parse_move("a0a0", 1));  // rank 0 does not exist in 1-10
}

TEST(Notation, MengForms) {
  for (const char* text : {"T@e5", "b2b9@e5", "e5f7t", "e5e8r", "e4e5p", "d3c4a"})
    EXPECT_EQ(move_to_string(*parse_move(text)), text);
}

TEST(MakeMove, UndoRestoresFenAndKeyOnRandomGames) {
  std::mt19937 rng(2026);
  for (const auto& line : read_perft_file("xiangqi.perft")) {
    Position pos = position_of<Xiangqi>(line.fen);
    std::string fen0 = pos.fen();
    uint64_t key0 = pos.key();
    std::vector<Move> played;
    for (int ply = 0; ply < 40; ++ply) {
      MoveList list;
      Xiangqi::generate<LEGAL>(pos, list);
      if (list.empty()) break;
      Move m = list[int(rng() % list.size())];
      Xiangqi::do_move(pos, m);
      played.push_back(m);
      std::string why;
      ASSERT_TRUE(pos.is_consistent(&why)) << why << " after " << move_to_string(m);
      // Incremental check information matches a fresh parse of the FEN.
      Position fresh = position_of<Xiangqi>(pos.fen());
      ASSERT_EQ(fresh.checkers(), pos.checkers());
      ASSERT_EQ(fresh.key(), pos.key());
    }
    while (!played.empty()) {
      Xiangqi::undo_move(pos, played.back());
      played.pop_back();
    }
    EXPECT_EQ(pos.fen(), fen0);
    EXPECT_EQ(pos.key(), key0);
  }
}

TEST(MakeMove, NullMoveFlipsSideAndKey) {
  Position pos;
  uint64_t k = pos.key();
  Xiangqi::do_null_move(pos);
  EXPECT_EQ(pos.side_to_move(), BLACK);
  EXPECT_NE(pos.key(), k);
  EXPECT_EQ(pos.key(), pos.compute_key());
  Xiangqi::undo_null_move(pos);
  EXPECT_EQ(pos.key(), k);
}

TEST(Fen, Rule50CounterDoesNotWrapPast16Bits) {
  // The counter was 16 bits: 65535 plies plus one quiet move read 0 again,
  // and the move-limit draw was forgotten.
  Position pos = position_of<Xiangqi>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 65535 1");
  EXPECT_EQ(pos.rule50(), 65535);
  for (const char* text : {"h0g2", "h9g7", "g2h0"}) {
    Move m = find_legal_move<Xiangqi>(pos, text);
    ASSERT_TRUE(m.is_ok()) << text;
    Xiangqi::do_move(pos, m);
  }
  EXPECT_EQ(pos.rule50(), 65538);
  EXPECT_EQ(adjudicate<Xiangqi>(pos).outcome, Outcome::Draw);
}

TEST(Fen, HugeCountersReadBackAfterEveryMove) {
  // Found by the position fuzzer: 65535 was the most a FEN could say, so
  // 65535 plies plus a move wrote 65536 and read back as 65535.
  for (const char* fen : {"9/5k3/9/9/9/9/9/9/4K4/4p4 w - - 131081 1",
                          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 999999999 999999999"}) {
    Position pos = position_of<Xiangqi>(fen);
    MoveList list;
    Xiangqi::generate<LEGAL>(pos, list);
    ASSERT_FALSE(list.empty()) << fen;
    for (Move m : list) {
      Xiangqi::do_move(pos, m);
      std::string after = pos.fen();
      EXPECT_EQ(position_of<Xiangqi>(after).fen(), after);
      Xiangqi::undo_move(pos, m);
    }
  }
}
