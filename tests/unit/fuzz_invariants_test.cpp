// The fuzz targets' invariants (tests/fuzz/fuzz_check.h) on fixed positions,
// so they hold in every ordinary test run too: every position of the
// reference perft suites, and positions the fuzzers turned up (regressions:
// each input a fuzzer flagged is replayed here).
#include <gtest/gtest.h>

#include <fstream>
#include <type_traits>
#include <string>

#include "../fuzz/fuzz_check.h"
#include "pili/rules/variant.h"

using namespace pili;

namespace {

template <class R>
void check_line(const std::string& fen, int plies) {
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
  for (int ply = 0; ply <= plies; ++ply) {
    fuzz::check_position<R>(pos, fen);
    fuzz::check_children<R>(pos, fen);
    auto moves = fuzz::sorted_moves<R>(pos);
    if (moves.empty()) break;
    R::do_move(pos, Move(moves[(ply * 7) % moves.size()]));
  }
}

void check_suite(const char* file, Variant v, int maxLines) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/" + file);
  ASSERT_TRUE(in) << file;
  int n = 0;
  for (std::string line; std::getline(in, line) && n < maxLines;) {
    if (line.empty() || line[0] == '#') continue;
    ++n;
    std::string fen = line.substr(0, line.find(';'));
    visit_rules(v, [&]<class R>() {
      if constexpr (std::is_same_v<typename R::Position, Position>) check_line<R>(fen, 2);
    });
  }
  EXPECT_GT(n, 0);
}

}  // namespace

TEST(FuzzInvariants, PerftSuitePositions) {
  check_suite("xiangqi.perft", Variant::Xiangqi, 12);
  check_suite("atomic.perft", Variant::Atomic, 12);
  check_suite("atomic-classic.perft", Variant::AtomicClassic, 12);
  check_suite("meng.perft", Variant::Meng, 12);
  check_suite("doubletris.perft", Variant::DoubleTris, 12);
}

// Found by the position fuzzer: a Double-Tris position with both Tris on the
// board and thousands of air-drops, which took 12 s per input while the
// move-text check regenerated the move list for every move.
TEST(FuzzInvariants, RegressionAirDropHeavyDoubleTris) {
  check_line<DoubleTris>("rT2kar2/t26/2n1ba2b/pC4p1p/2p1p4/1P1C4P/P1P1P1R2/1R2B3N/4K4/3A1AB2[] b 4 - 0 28", 1);
}

// Meng FEN fields that the fuzzers start from: debts, a recapture point, a
// plain xiangqi FEN in a Meng game.
TEST(FuzzInvariants, MengFenFields) {
  check_line<Meng>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 2);
  check_line<Meng>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/4T4/P1P1P1P1P/1C5C1/9/RNBAKABNR[T] w 0 w 7 20", 2);
}

// Found by the position fuzzer (undefined behaviour, a general captured by
// garbage moves): a Red advisor on e9 was accepted, and the advisor tables
// assume the own palace. Such FENs are refused now, with a message.
TEST(FuzzInvariants, RegressionAdvisorOffItsPointsIsRefused) {
  Position pos;
  std::string err;
  EXPECT_FALSE(set_position<Xiangqi>(pos, "3n1Ab1r/4k4/4ba3/3n4p/2P6/C1P3p1C/6P1P/1R2K4/4R4/2B6 w - ", err));
  EXPECT_NE(err.find("advisor outside its palace"), std::string::npos) << err;
  EXPECT_FALSE(set_position<Atomic>(pos, "4k4/9/9/9/4B4/9/9/9/9/4K4 w - - 0 1", err));  // e5: across the river
  // Their own zones still parse.
  EXPECT_TRUE(set_position<Xiangqi>(pos, "2bak4/4a4/4b4/9/9/9/9/B3B4/3A5/4K4 w - - 0 1", err)) << err;
}
