// Pili's own book: built from games with known results, written, read back,
// probed; damaged files refused; the weighted choice.
#include <gtest/gtest.h>

#include <map>

#include "pili/book/book_build.h"
#include "pili/book/choose.h"
#include "pili/book/pili_book.h"
#include "pili/record/game_files.h"
#include "pili/rules/game.h"

namespace pili {
namespace {

std::vector<record::GameTree> games_of(const std::string& pgn) {
  std::vector<record::GameTree> games;
  std::string err;
  EXPECT_TRUE(record::read_pgn_games(pgn, games, err)) << err;
  return games;
}

book::PiliBook build(Variant v, const std::string& pgn, book::BuildOptions o = {}) {
  book::BookBuilder b(v, o);
  for (auto& g : games_of(pgn)) {
    std::string why;
    b.add_game(g, why);
  }
  book::PiliBook out;
  std::string err;
  EXPECT_TRUE(out.load(book::write_book(v, b.entries()), err)) << err;
  return out;
}

template <class R>
std::string probe(const book::PiliBook& b, std::vector<std::string> moves, const std::string& fen = "") {
  typename R::Position pos;
  std::string err;
  std::string start = fen.empty() ? std::string(R::NAME) == "atomic-chess" ? AtomicChess::START_FEN : Position::START_FEN : fen;
  EXPECT_TRUE(set_position<R>(pos, start, err)) << err;
  EXPECT_TRUE(play_moves<R>(pos, moves, err)) << err;
  std::string out;
  for (auto& m : b.probe<R>(pos))
    out += move_text<R>(m.move) + ":" + std::to_string(m.weight) + "/" + std::to_string(m.games) + " ";
  return out;
}

const std::string THREE_GAMES =
    "[Variant \"xiangqi\"]\n1. h2e2 h9g7 2. h0g2 1-0\n\n"
    "[Variant \"xiangqi\"]\n1. h2e2 b9c7 0-1\n\n"
    "1. c3c4 1/2-1/2\n";

TEST(PiliBook, WeightsCountHalfPointsOfTheMover) {
  book::PiliBook b = build(Variant::Xiangqi, THREE_GAMES);
  EXPECT_EQ(b.variant(), Variant::Xiangqi);
  EXPECT_EQ(b.size(), 5u);
  // h2e2: a win and a loss for Red (2 + 0 half points), c3c4 a draw (1).
  EXPECT_EQ(probe<Xiangqi>(b, {}), "h2e2:2/2 c3c4:1/1 ");
  // Black lost with h9g7 (0) and won with b9c7 (2).
  EXPECT_EQ(probe<Xiangqi>(b, {"h2e2"}), "b9c7:2/1 h9g7:0/1 ");
  EXPECT_EQ(probe<Xiangqi>(b, {"h2e2", "h9g7"}), "h0g2:2/1 ");
  EXPECT_EQ(probe<Xiangqi>(b, {"c3c4"}), "");
}

TEST(PiliBook, MaxPlyAndMinGames) {
  EXPECT_EQ(probe<Xiangqi>(build(Variant::Xiangqi, THREE_GAMES, {1, 1}), {"h2e2"}), "");
  book::PiliBook twice = build(Variant::Xiangqi, THREE_GAMES, {30, 2});
  EXPECT_EQ(twice.size(), 1u);
  EXPECT_EQ(probe<Xiangqi>(twice, {}), "h2e2:2/2 ");
}

TEST(PiliBook, EveryVariantFromItsOwnRecords) {
  // pili-match writes coordinates for the 90-point boards and SAN for atomic chess.
  auto atomic = build(Variant::Atomic, "[Variant \"atomic\"]\n1. h2e2 h7e7 1-0\n");
  EXPECT_EQ(probe<Atomic>(atomic, {}), "h2e2:2/1 ");
  auto meng = build(Variant::Meng,
                    "[Variant \"meng\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1\"]\n"
                    "1. h2e2 h7e7 0-1\n");
  EXPECT_EQ(probe<Meng>(meng, {"h2e2"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1"),
            "h7e7:2/1 ");
  auto chess = build(Variant::AtomicChess, "[Variant \"Atomic\"]\n1. e4 d5 2. Nf3 1/2-1/2\n");
  EXPECT_EQ(probe<AtomicChess>(chess, {"e2e4"}), "d7d5:1/1 ");
  // Games of other variants are left out.
  book::BookBuilder b(Variant::Xiangqi, {});
  std::string why;
  EXPECT_FALSE(b.add_game(games_of("[Variant \"Atomic\"]\n1. e4 *\n")[0], why));
  EXPECT_NE(why.find("atomic-chess"), std::string::npos) << why;
}

TEST(PiliBook, DamagedFilesAreRefusedClearly) {
  book::BookBuilder b(Variant::Xiangqi, {});
  std::string why, err;
  for (auto& g : games_of(THREE_GAMES)) b.add_game(g, why);
  std::string good = book::write_book(Variant::Xiangqi, b.entries());
  ASSERT_EQ(good.size(), 40u + 5 * 16);
  book::PiliBook p;
  EXPECT_FALSE(p.load(good.substr(0, good.size() - 3), err));
  EXPECT_NE(err.find("truncated"), std::string::npos) << err;
  EXPECT_FALSE(p.load(good.substr(0, 20), err));
  EXPECT_NE(err.find("cut short"), std::string::npos) << err;
  EXPECT_FALSE(p.load("PILIBOO", err));
  EXPECT_NE(err.find("not a Pili book"), std::string::npos) << err;
  std::string v2 = good;
  v2[8] = 2;
  EXPECT_FALSE(p.load(v2, err));
  EXPECT_NE(err.find("version 2"), std::string::npos) << err;
  std::string variant = good;
  variant.replace(16, 7, "shogi\0\0", 7);
  EXPECT_FALSE(p.load(variant, err));
  EXPECT_NE(err.find("unknown"), std::string::npos) << err;
  std::string keys = good;
  keys[33] ^= 1;
  EXPECT_FALSE(p.load(keys, err));
  EXPECT_NE(err.find("other position keys"), std::string::npos) << err;
  std::string order = good;  // swap the first two entries
  std::string e0 = order.substr(40, 16), e1 = order.substr(56, 16);
  order.replace(40, 16, e1).replace(56, 16, e0);
  EXPECT_FALSE(p.load(order, err));
  EXPECT_NE(err.find("out of order"), std::string::npos) << err;
  // A book of another variant read as xiangqi would be refused by the command.
  EXPECT_TRUE(p.load(good, err)) << err;
}

TEST(PiliBook, IllegalStoredMovesAreNotReturned) {
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(pos, Position::START_FEN, err));
  std::vector<book::BookEntry> entries{{pos.key(), Move(SQ_A0, SQ_A5).raw(), 50, 1},
                                       {pos.key(), Move(SQ_H2, SQ_E2).raw(), 7, 3}};
  book::PiliBook b;
  ASSERT_TRUE(b.load(book::write_book(Variant::Xiangqi, entries), err)) << err;
  EXPECT_EQ(probe<Xiangqi>(b, {}), "h2e2:7/3 ");
}

TEST(BookChooser, DeterministicAndByWeight) {
  std::vector<book::BookMove> moves{{Move(SQ_H2, SQ_E2), 6, 0}, {Move(SQ_C3, SQ_C4), 3, 0},
                                    {Move(SQ_B0, SQ_C2), 1, 0}, {Move(SQ_A0, SQ_A1), 0, 0}};
  for (uint64_t seed = 0; seed < 20; ++seed)
    EXPECT_EQ(book::choose_book_move(moves, seed), book::choose_book_move(moves, seed));
  std::map<uint32_t, int> count;
  book::BookChooser c(12345);
  for (int i = 0; i < 10000; ++i) ++count[c.choose(moves).raw()];
  EXPECT_EQ(count[Move(SQ_A0, SQ_A1).raw()], 0);  // weight 0: never
  EXPECT_NEAR(count[Move(SQ_H2, SQ_E2).raw()], 6000, 300);
  EXPECT_NEAR(count[Move(SQ_C3, SQ_C4).raw()], 3000, 300);
  EXPECT_NEAR(count[Move(SQ_B0, SQ_C2).raw()], 1000, 200);
  // Different seeds do not all agree.
  std::map<uint32_t, int> firsts;
  for (uint64_t seed = 0; seed < 50; ++seed) ++firsts[book::choose_book_move(moves, seed).raw()];
  EXPECT_GE(firsts.size(), 2u);
  std::vector<book::BookMove> zero{{Move(SQ_H2, SQ_E2), 0, 5}};
  EXPECT_EQ(book::choose_book_move(zero, 1), Move::none());
  EXPECT_EQ(book::choose_book_move({}, 1), Move::none());
}

}  // namespace
}  // namespace pili
