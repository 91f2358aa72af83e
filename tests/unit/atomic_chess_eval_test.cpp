// The atomic chess evaluation (include/pili/eval/atomic_chess_eval.h):
// colour symmetry, mobility, and the weight of a lit fuse (an enemy
// capture next to a king) by the side to move.
#include <gtest/gtest.h>

#include <cctype>

#include "atomic_chess_test_util.h"
#include "pili/eval/atomic_chess_eval.h"
#include "pili/rules/game.h"

using namespace pili;
using AC = AtomicChess;
using CPos = chess::Position;
namespace ae = chess::atomic_eval;
using chess::WHITE;

namespace {

CPos pos_of(const std::string& fen) { return atomic_chess_position(fen); }

// The same position with the colours swapped (board mirrored top to bottom).
std::string mirrored(const std::string& fen) {
  std::string placement = fen.substr(0, fen.find(' ')), rest = fen.substr(fen.find(' ') + 1);
  std::vector<std::string> ranks;
  for (size_t at = 0;;) {
    size_t slash = placement.find('/', at);
    ranks.push_back(placement.substr(at, slash - at));
    if (slash == std::string::npos) break;
    at = slash + 1;
  }
  std::string out;
  for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) {
    if (!out.empty()) out += '/';
    for (char c : *it) out += std::isalpha(static_cast<unsigned char>(c)) ? char(c ^ 32) : c;
  }
  char side = rest[0] == 'w' ? 'b' : 'w';
  std::string castling = rest.substr(2, rest.find(' ', 2) - 2);
  std::string swapped;
  for (char c : castling) swapped += c == '-' ? c : char(c ^ 32);
  return out + " " + side + " " + swapped + " - 0 1";
}

}  // namespace

TEST(AtomicChessEval, ColourSymmetric) {
  for (const char* fen : {AC::START_FEN, "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1",
                          "4k3/3p4/8/8/Q7/8/r7/4K3 w - - 0 1", "8/8/8/8/8/3k4/8/R3K3 b - - 0 1",
                          "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"}) {
    CPos a = pos_of(fen), b = pos_of(mirrored(fen));
    EXPECT_EQ(eval::evaluate<AC>(a), eval::evaluate<AC>(b)) << fen << " vs " << mirrored(fen);
  }
}

// The feature counts of one position, per colour (the tuner's view).
struct CountSink {
  int n[COLOR_NB][eval::AC_FEATURE_NB] = {};
  int psqs = 0;
  void feature(Color c, int f, int k) { n[c][f] += k; }
  void psq(Color, chess::PieceType, int) { ++psqs; }
};

CountSink counts(const std::string& fen) {
  CountSink s;
  ae::collect(pos_of(fen), s);
  return s;
}

TEST(AtomicChessEval, MobilityCountsReachedSquares) {
  auto central = counts("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
  auto corner = counts("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
  EXPECT_EQ(central.n[WHITE][eval::AC_KNIGHT_MOBILITY], 8);
  EXPECT_EQ(corner.n[WHITE][eval::AC_KNIGHT_MOBILITY], 2);
  EXPECT_EQ(central.n[BLACK][eval::AC_KNIGHT_MOBILITY], 0);
  EXPECT_EQ(central.psqs, 3);  // every piece, kings included
}

TEST(AtomicChessEval, LitFuseCountsForTheSideToMoveApart) {
  using namespace eval;
  // The black bishop on b4 attacks the white knight on d2 next to the white king.
  auto white = counts("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
  auto black = counts("4k3/8/8/8/1b6/8/3N4/4K3 b - - 0 1");
  auto quiet = counts("4k3/8/8/8/8/1b6/3N4/4K3 w - - 0 1");  // b3 does not reach d2
  EXPECT_EQ(white.n[WHITE][AC_LIT_ONE], 1);
  EXPECT_EQ(white.n[WHITE][AC_LIT_WAITING], 0);
  EXPECT_EQ(black.n[WHITE][AC_LIT_ONE], 0);
  EXPECT_EQ(black.n[WHITE][AC_LIT_WAITING], 1);
  EXPECT_EQ(quiet.n[WHITE][AC_LIT_ONE] + quiet.n[WHITE][AC_LIT_MANY], 0);
  EXPECT_EQ(white.n[WHITE][AC_KING_FUSE], 1);
  EXPECT_EQ(white.n[WHITE][AC_HANGING], 1);
  // Two lit fuses for the side to move: rarely both parried.
  auto two = counts("4k3/8/8/8/1b5b/8/3N1N2/4K3 w - - 0 1");
  EXPECT_EQ(two.n[WHITE][AC_LIT_MANY], 1);
  EXPECT_EQ(two.n[WHITE][AC_LIT_ONE], 0);
  // A fuse that also touches the enemy king cannot be lit (the blast would take both).
  auto touching = counts("8/8/8/8/8/3k4/3N4/2b1K3 w - - 0 1");
  auto far = counts("7k/8/8/8/8/8/3N4/2b1K3 w - - 0 1");
  EXPECT_EQ(touching.n[WHITE][AC_LIT_ONE], 0);
  EXPECT_EQ(far.n[WHITE][AC_LIT_ONE], 1);
  // An enemy piece touching the king cannot be taken (the blast would take the king).
  EXPECT_EQ(far.n[WHITE][AC_ENEMY_TOUCHING], 0);
  EXPECT_EQ(counts("4k3/8/8/8/8/8/8/3bK3 w - - 0 1").n[WHITE][AC_ENEMY_TOUCHING], 1);
  EXPECT_EQ(touching.n[BLACK][AC_ENEMY_TOUCHING], 1);  // the white knight on d2 next to d3
}
