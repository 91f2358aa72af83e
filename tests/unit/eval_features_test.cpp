// The named xiangqi evaluation features (eval/features.h) and the drawish
// material scale.
#include "pili/eval/evaluate.h"

#include <cctype>

#include "pili/rules/xiangqi.h"
#include "test_util.h"

namespace pili {
namespace {
using namespace pili::testutil;

// One evaluation outside a search: the piece-square sums from scratch.
eval::EvalTerms hce_terms(const Position& pos) { return eval::eval_terms<Xiangqi>(pos, eval::PsqSums::of(pos)); }
int hce(const Position& pos) { return eval::evaluate<Xiangqi>(pos, eval::PsqSums::of(pos)); }

std::vector<int> features_of(const std::string& fen, Color c) {
  Position pos = position_of<Xiangqi>(fen);
  std::vector<int> f(eval::FEATURE_NB, 0);
  eval::add_features(pos, c, false, f.data());
  return f;
}

TEST(EvalFeatures, HollowCannonAndBattery) {
  // Cannon e2 faces the general e9 with nothing between: hollow cannon.
  auto f = features_of(fen_of({{'K', "d0"}, {'k', "e9"}, {'C', "e2"}}), RED);
  EXPECT_EQ(f[eval::F_HOLLOW_CANNON], 1);
  EXPECT_EQ(f[eval::F_CANNON_BATTERY], 0);
  // Two pieces between: one step from a cannon check.
  f = features_of(fen_of({{'K', "d0"}, {'k', "e9"}, {'C', "e2"}, {'P', "e4"}, {'p', "e6"}}), RED);
  EXPECT_EQ(f[eval::F_HOLLOW_CANNON], 0);
  EXPECT_EQ(f[eval::F_CANNON_BATTERY], 1);
  // Bottom cannon on Black's back rank.
  f = features_of(fen_of({{'K', "d0"}, {'k', "e9"}, {'C', "a9"}}), RED);
  EXPECT_EQ(f[eval::F_BOTTOM_CANNON], 1);
}

TEST(EvalFeatures, ChariotFilesAndSoldierChains) {
  auto f = features_of(fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "a0"}, {'R', "c0"}, {'p', "c6"}, {'P', "g5"},
                               {'P', "h5"}, {'P', "a3"}}),
                       RED);
  EXPECT_EQ(f[eval::F_ROOK_OPEN_FILE], 0);   // a-file has a red soldier
  EXPECT_EQ(f[eval::F_ROOK_SEMI_OPEN], 1);   // c-file: black soldier only
  EXPECT_EQ(f[eval::F_SOLDIER_CHAIN], 2);    // g5 and h5 crossed, side by side
}

TEST(EvalFeatures, PalaceAttackAndMaterialCounts) {
  // Chariot d5 sees d7, d8, d9 of Black's palace; cannon e2 over the screen
  // e5 would capture on e7, e8 or e9; horse g7 reaches f9 and e8.
  auto f = features_of(fen_of({{'K', "e0"}, {'k', "f8"}, {'R', "d5"}, {'C', "e2"}, {'P', "e5"}, {'H', "g7"},
                               {'A', "d0"}, {'B', "c0"}}),
                       RED);
  EXPECT_EQ(f[eval::F_PALACE_ATTACK], 3 + 3 + 2);
  EXPECT_EQ(f[eval::F_PALACE_ATTACKERS2], 9);  // three pieces attack it
  EXPECT_EQ(f[eval::F_ATTACKER_CROSSED], 2);   // d5 and g7 stand across the river
  EXPECT_EQ(f[eval::F_HORSE_PRESENT], 1);
  EXPECT_EQ(f[eval::F_CANNON_PRESENT], 1);
  EXPECT_EQ(f[eval::F_ROOK_PRESENT], 1);
  EXPECT_EQ(f[eval::F_PAWN_PRESENT], 1);
  EXPECT_EQ(f[eval::F_ADVISOR_PRESENT], 1);
  EXPECT_EQ(f[eval::F_ELEPHANT_PRESENT], 1);
  // Black has no attackers at all.
  f = features_of(fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "d5"}, {'p', "a6"}}), BLACK);
  EXPECT_EQ(f[eval::F_PALACE_ATTACK], 0);
  EXPECT_EQ(f[eval::F_PALACE_ATTACKERS2], 0);
  EXPECT_EQ(f[eval::F_PAWN_PRESENT], 1);
  // Atomic counts none of these (its general safety is its own term).
  Position pos = position_of<Xiangqi>(fen_of({{'K', "d0"}, {'k', "e9"}, {'R', "d5"}}));
  std::vector<int> a(eval::FEATURE_NB, 0);
  eval::add_features(pos, RED, true, a.data());
  EXPECT_EQ(a[eval::F_PALACE_ATTACK], 0);
  EXPECT_EQ(a[eval::F_ROOK_PRESENT], 0);
  EXPECT_GT(a[eval::F_ROOK_MOBILITY], 0);
}

TEST(EvalFeatures, ColourMirrorNegatesTheEvaluation) {
  const char* fen = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
  Position pos = position_of<Xiangqi>(fen);
  // The same position with colours swapped and the board turned.
  std::string mirrored;
  {
    std::string board = std::string(fen).substr(0, std::string(fen).find(' '));
    std::vector<std::string> ranks;
    size_t a = 0;
    for (size_t b; (b = board.find('/', a)) != std::string::npos; a = b + 1) ranks.push_back(board.substr(a, b - a));
    ranks.push_back(board.substr(a));
    for (int i = int(ranks.size()) - 1; i >= 0; --i) {
      for (char ch : ranks[i]) mirrored += std::isalpha(ch) ? char(std::isupper(ch) ? std::tolower(ch) : std::toupper(ch)) : ch;
      if (i) mirrored += '/';
    }
    mirrored += " b - - 0 1";
  }
  Position mir = position_of<Xiangqi>(mirrored);
  EXPECT_EQ(hce(pos), hce(mir));
  EXPECT_EQ(hce(Position()), eval::TEMPO);
}

TEST(EvalFeatures, DrawishMaterialIsScaledDown) {
  // Red has two more defenders but nothing that can cross the river.
  Position pos = position_of<Xiangqi>(fen_of({{'K', "e0"}, {'A', "d0"}, {'A', "e1"}, {'k', "e9"}}));
  eval::EvalTerms t = hce_terms(pos);
  EXPECT_EQ(t.scale, 4);
  EXPECT_LT(t.total, 50);
  // A chariot can: full scale.
  pos = position_of<Xiangqi>(fen_of({{'K', "e0"}, {'R', "a0"}, {'k', "d9"}}));
  EXPECT_EQ(hce_terms(pos).scale, 64);
  EXPECT_GT(hce(pos), 800);
}

}  // namespace
}  // namespace pili
