// The atomic chess evaluation is the weighted sum of its features, checked
// on positions small enough to count every feature by reading the board:
// the counts below are written out by hand (what each one sees is in the
// comments), and the total is computed here from the weight tables alone.
// A re-tune changes the weights, not these counts; a new or changed feature
// shows up as a count that differs.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "atomic_chess_test_util.h"
#include "pili/eval/atomic_chess_eval.h"

using namespace pili;
using namespace pili::eval;
using chess::WHITE;

namespace {

struct Count {
  int feature, white, black;
};
struct Psq {
  Color colour;
  chess::PieceType type;
  int index;  // rank from the owner's side * 4 + file folded at the d/e line
  bool operator==(const Psq&) const = default;
  bool operator<(const Psq& o) const { return std::tie(colour, type, index) < std::tie(o.colour, o.type, o.index); }
};
struct HandCounted {
  const char* fen;
  int material[COLOR_NB];  // fixed prices: pawn 100, knight and bishop 330, rook 470, queen 1000
  int phase;               // non-pawn material of both sides * 256 / 5000
  std::vector<Count> counts;  // every count that is not zero
  std::vector<Psq> psq;       // one per piece, kings included
};

const HandCounted CASES[] = {
    // White: king e1, knight d4; Black: king e8. White to move.
    {"4k3/8/8/8/3N4/8/8/4K3 w - - 0 1",
     {330, 0},
     330 * 256 / 5000,
     {{AC_KNIGHT_PRESENT, 1, 0},
      {AC_CENTRE, 6, 0},           // d4 is a centre square: 6 steps
      {AC_KNIGHT_MOBILITY, 8, 0},  // b3 b5 c2 c6 e2 e6 f3 f5
      {AC_TEMPO, 1, 0},
      {AC_KING_HOME, 1, 1},
      {AC_KNIGHT_NEAR_KING, 3, 0},  // 7 - distance(d4, e8) = 7 - 4
      {AC_ZONE2_ATTACK, 0, 2}},     // c6 and e6, two steps from e8
     {{WHITE, chess::KING, 3}, {WHITE, chess::KNIGHT, 15}, {BLACK, chess::KING, 3}}},

    // White: king e1, knight d2; Black: king e8, bishop b4 (it reaches a3 a5
    // c3 c5 d6 e7 f8 and the knight on d2). White to move: a lit fuse.
    {"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
     {330, 330},
     660 * 256 / 5000,
     {{AC_KNIGHT_PRESENT, 1, 0},
      {AC_BISHOP_PRESENT, 0, 1},
      {AC_CENTRE, 4, 4},           // d2: 2 ranks off the centre; b4: 2 files off
      {AC_KNIGHT_MOBILITY, 6, 0},  // b1 b3 c4 e4 f1 f3
      {AC_BISHOP_MOBILITY, 0, 8},
      {AC_TEMPO, 1, 0},
      {AC_HANGING, 1, 0},            // the knight: d2 is not next to the black king
      {AC_KING_HOME, 1, 1},
      {AC_KING_FUSE, 1, 0},          // the knight next to the white king
      {AC_LIT_ONE, 1, 0},            // ... which the bishop can capture
      {AC_ZONE_ATTACK, 1, 0},        // d2
      {AC_ZONE_ATTACK_ALL, 1, 0},
      {AC_ZONE_ATTACKERS2, 1, 0},    // one attacker, squared
      {AC_SLIDER_ON_KING_LINE, 1, 0},  // b4 on the e1-a5 diagonal
      {AC_ZONE2_ATTACK, 1, 0},       // c3
      {AC_KNIGHT_NEAR_KING, 1, 0}},  // 7 - distance(d2, e8) = 7 - 6
     {{WHITE, chess::KING, 3}, {WHITE, chess::KNIGHT, 7}, {BLACK, chess::KING, 3}, {BLACK, chess::BISHOP, 17}}},

    // White: king d5, pawn d2, rook h1; Black: king e6, touching the white
    // king and behind by 570. Black to move.
    {"8/8/4k3/3K4/8/8/3P4/7R b - - 0 1",
     {570, 0},
     470 * 256 / 5000,
     {{AC_PAWN_PRESENT, 1, 0},
      {AC_ROOK_PRESENT, 1, 0},
      {AC_ROOK_MOBILITY, 14, 0},  // h2-h8 and a1-g1
      {AC_TEMPO, 0, 1},
      {AC_CONNECTED_BEHIND, 0, 1},
      {AC_KINGS_CLOSE_BEHIND, 0, 6}},  // 7 - distance(d5, e6)
     {{WHITE, chess::KING, 19}, {WHITE, chess::PAWN, 7}, {WHITE, chess::ROOK, 0}, {BLACK, chess::KING, 11}}},
};

// Everything the evaluation collects from a position.
struct Collected {
  int n[COLOR_NB][AC_FEATURE_NB] = {};
  std::vector<Psq> entries;
  void feature(Color c, int f, int k) { n[c][f] += k; }
  void psq(Color c, chess::PieceType pt, int idx) { entries.push_back({c, pt, idx}); }
};

int hand_count(const HandCounted& h, Color c, int f) {
  for (const Count& k : h.counts)
    if (k.feature == f) return c == WHITE ? k.white : k.black;
  return 0;
}

std::vector<Psq> sorted(std::vector<Psq> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST(AtomicChessEval, FeaturesMatchTheHandCounts) {
  for (const HandCounted& h : CASES) {
    SCOPED_TRACE(h.fen);
    Collected got;
    chess::atomic_eval::collect(atomic_chess_position(h.fen), got);
    for (Color c : {WHITE, BLACK})
      for (int f = 0; f < AC_FEATURE_NB; ++f)
        EXPECT_EQ(got.n[c][f], hand_count(h, c, f)) << AC_FEATURE_NAMES[f] << (c == WHITE ? " white" : " black");
    EXPECT_EQ(sorted(got.entries), sorted(h.psq));
  }
}

// Material, piece-square corrections and weight * count per feature, for
// each colour; phase-scaled features times phase / 256 (the evaluation
// rounds each colour's scaled sum once, hence the tolerance of one per side).
TEST(AtomicChessEval, TotalIsTheWeightedFeatureSum) {
  for (const HandCounted& h : CASES) {
    SCOPED_TRACE(h.fen);
    chess::Position pos = atomic_chess_position(h.fen);
    int whiteView = 0;
    for (Color c : {WHITE, BLACK}) {
      int sum = h.material[c], scaled = 0;
      for (const Psq& p : h.psq)
        if (p.colour == c) sum += AC_PSQ[p.type][p.index];
      for (int f = 0; f < AC_FEATURE_NB; ++f) (AC_MG_SCALED[f] ? scaled : sum) += AC_WEIGHTS[f] * hand_count(h, c, f);
      sum += scaled * h.phase / 256;
      whiteView += c == WHITE ? sum : -sum;
    }
    int expected = pos.side_to_move() == WHITE ? whiteView : -whiteView;
    EXPECT_NEAR(eval::evaluate<AtomicChess>(pos), expected, 2);
  }
}

// The start position: every feature is the same for both colours but the
// side to move's tempo.
TEST(AtomicChessEval, StartPositionIsWorthTheTempo) {
  EXPECT_EQ(eval::evaluate<AtomicChess>(atomic_chess_position(AtomicChess::START_FEN)), AC_WEIGHTS[AC_TEMPO]);
  EXPECT_EQ(eval::evaluate<AtomicChess>(
                atomic_chess_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")),
            AC_WEIGHTS[AC_TEMPO]);
}
