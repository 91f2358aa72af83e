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

TEST(AtomicChessEval, MobilityCountsReachedSquares) {
  auto central = ae::terms(pos_of("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1"));
  auto corner = ae::terms(pos_of("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));
  EXPECT_EQ(central.mobility[WHITE], ae::MOBILITY[chess::KNIGHT] * 8);
  EXPECT_EQ(corner.mobility[WHITE], ae::MOBILITY[chess::KNIGHT] * 2);
  EXPECT_EQ(central.mobility[BLACK], 0);
}

TEST(AtomicChessEval, LitFuseWeighsMoreForTheSideToMove) {
  // The black bishop on b4 attacks the white knight on d2 next to the white king.
  auto white = ae::terms(pos_of("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1"));
  auto black = ae::terms(pos_of("4k3/8/8/8/1b6/8/3N4/4K3 b - - 0 1"));
  auto quiet = ae::terms(pos_of("4k3/8/8/8/8/1b6/3N4/4K3 w - - 0 1"));  // b3 does not reach d2
  EXPECT_EQ(quiet.safety[WHITE] - white.safety[WHITE], ae::KING_FUSE_ATTACKED);
  EXPECT_EQ(quiet.safety[WHITE] - black.safety[WHITE], ae::KING_FUSE_ATTACKED / 2);
  // Two lit fuses for the side to move: rarely both parried.
  auto two = ae::terms(pos_of("4k3/8/8/8/1b5b/8/3N1N2/4K3 w - - 0 1"));
  auto none = ae::terms(pos_of("4k3/8/8/8/8/1b5b/3N1N2/4K3 w - - 0 1"));
  EXPECT_EQ(none.safety[WHITE] - two.safety[WHITE], 3 * ae::KING_FUSE_ATTACKED);
  // A fuse that also touches the enemy king cannot be lit (the blast would take both).
  auto touching = ae::terms(pos_of("8/8/8/8/8/3k4/3N4/2b1K3 w - - 0 1"));
  auto far = ae::terms(pos_of("7k/8/8/8/8/8/3N4/2b1K3 w - - 0 1"));
  EXPECT_EQ(touching.safety[WHITE] - far.safety[WHITE], ae::KING_FUSE_ATTACKED);
}
