// ElephantEye's BOOK.DAT: the position lock and the probe, on small books
// written here in the documented layout (docs/book.md). The locks pinned
// below were checked against ElephantEye 3.3 and its own BOOK.DAT, whose
// start position and the position after h2e2 they find.
#include <gtest/gtest.h>

#include "pili/book/eleeye_book.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili {
namespace {

constexpr uint32_t START_LOCK = 0x052656d5;     // the start position (symmetric)
constexpr uint32_t AFTER_H2E2 = 0xeb505d7d;     // after 炮二平五
constexpr uint32_t AFTER_H2E2_MIRROR = 0x5396644f;

// ElephantEye's point: x = file + 3, y = 12 - rank, x + 16 * y.
uint16_t ee_move(const char* text) {
  auto point = [](char f, char r) { return (f - 'a' + 3) + (12 - (r - '0')) * 16; };
  return uint16_t(point(text[0], text[1]) | point(text[2], text[3]) << 8);
}

struct Raw {
  uint32_t lock;
  const char* move;
  uint16_t weight;
};

std::string book_bytes(std::initializer_list<Raw> entries) {
  std::string out;
  for (const Raw& e : entries) {
    uint16_t mv = ee_move(e.move);
    for (int i = 0; i < 4; ++i) out += char((e.lock >> (8 * i)) & 255);
    out += char(mv & 255), out += char(mv >> 8);
    out += char(e.weight & 255), out += char(e.weight >> 8);
  }
  return out;
}

Position after(std::vector<std::string> moves) {
  Position pos;
  std::string err;
  EXPECT_TRUE(set_position<Xiangqi>(pos, Position::START_FEN, err)) << err;
  EXPECT_TRUE(play_moves<Xiangqi>(pos, moves, err)) << err;
  return pos;
}

std::string listing(const std::vector<book::BookMove>& moves) {
  std::string out;
  for (auto& m : moves) out += move_to_string(m.move) + ":" + std::to_string(m.weight) + " ";
  return out;
}

TEST(EleeyeBook, LockOfKnownPositions) {
  EXPECT_EQ(book::eleeye_lock(after({})), START_LOCK);
  EXPECT_EQ(book::eleeye_lock(after({}), true), START_LOCK);  // the start is its own mirror
  EXPECT_EQ(book::eleeye_lock(after({"h2e2"})), AFTER_H2E2);
  EXPECT_EQ(book::eleeye_lock(after({"h2e2"}), true), AFTER_H2E2_MIRROR);
  EXPECT_EQ(book::eleeye_lock(after({"b2e2"})), AFTER_H2E2_MIRROR);  // the mirror image of h2e2
  // The side to move is part of the lock: same placement, Black to move.
  Position black;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(black, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", err));
  EXPECT_NE(book::eleeye_lock(black), START_LOCK);
}

TEST(EleeyeBook, MoveEncoding) {
  EXPECT_EQ(book::eleeye_move(Move(SQ_H2, SQ_E2)), 0xA7AA);  // as BOOK.DAT stores 炮二平五
  EXPECT_EQ(book::from_eleeye_move(0xA7AA), Move(SQ_H2, SQ_E2));
  EXPECT_EQ(book::from_eleeye_move(0x0000), Move::none());  // off the board
}

TEST(EleeyeBook, ProbeSortsByWeightAndDropsIllegalMoves) {
  book::EleeyeBook b;
  std::string err;
  ASSERT_TRUE(b.load(book_bytes({{0x00000001, "a0a1", 5},
                                 {START_LOCK, "b2e2", 1473},
                                 {START_LOCK, "c3c4", 546},
                                 {START_LOCK, "a0a5", 999},  // not legal: a stale or colliding entry
                                 {START_LOCK, "h2e2", 1473},
                                 {START_LOCK, "h0g2", 89},
                                 {AFTER_H2E2_MIRROR, "b9c7", 761},
                                 {AFTER_H2E2_MIRROR, "h9g7", 172}}),
                     err))
      << err;
  EXPECT_EQ(b.size(), 8u);
  EXPECT_EQ(listing(b.probe(after({}))), "b2e2:1473 h2e2:1473 c3c4:546 h0g2:89 ");
  // After h2e2 the book holds the mirror image: its moves come back mirrored.
  EXPECT_EQ(listing(b.probe(after({"h2e2"}))), "h9g7:761 b9c7:172 ");
  EXPECT_EQ(listing(b.probe(after({"b2e2"}))), "b9c7:761 h9g7:172 ");
  EXPECT_TRUE(b.probe(after({"c3c4"})).empty());
}

TEST(EleeyeBook, DamagedFilesAreRefused) {
  book::EleeyeBook b;
  std::string err;
  std::string good = book_bytes({{1, "h2e2", 1}, {2, "h2e2", 1}});
  EXPECT_FALSE(b.load(good.substr(0, 13), err));
  EXPECT_NE(err.find("not a whole number"), std::string::npos) << err;
  EXPECT_FALSE(b.load(book_bytes({{2, "h2e2", 1}, {1, "h2e2", 1}}), err));
  EXPECT_NE(err.find("entry 1 (byte 8) is out of order"), std::string::npos) << err;
  EXPECT_FALSE(b.open("/nonexistent/BOOK.DAT", err));
  EXPECT_TRUE(b.load("", err));  // an empty book is a book
  EXPECT_TRUE(b.probe(after({})).empty());
}

}  // namespace
}  // namespace pili
