// `pili datagen --export-features` on one known position per board: the
// feature indices, buckets and mirrors below are worked out by hand from
// the formulas of docs/nnue-training.md, not by the exporter's code.
#include <gtest/gtest.h>

#include <algorithm>

#include "datagen_test_util.h"
#include "lab_run.h"

namespace pili {
namespace {

using namespace datagen_test;
using lab_test::pili;
using lab_test::quote;
using lab_test::run;

// Plays one searched ply from each FEN of `fens` and exports every
// position (noisy ones too), mirrored.
TestFeatureFile export_fens(const TempDir& dir, const std::string& variant, const std::string& fens) {
  write_bytes(dir.file("book"), std::vector<uint8_t>(fens.begin(), fens.end()));
  int lines = int(std::count(fens.begin(), fens.end(), '\n'));
  auto r = run(pili() + " datagen --variant " + variant + " --openings " + quote(dir.file("book")) +
               " --random-plies 0 --balance 0 --max-plies 1 --nodes 200 --games " + std::to_string(lines) +
               " --out " + quote(dir.file("games")));
  EXPECT_EQ(r.code, 0) << r.out;
  r = run(pili() + " datagen --export-features " + quote(dir.file("games")) + " --out " +
          quote(dir.file("feat")) + " --mirror --keep-noisy");
  EXPECT_EQ(r.code, 0) << r.out;
  return parse_feature_file(read_bytes(dir.file("feat")));
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Red: king e0, chariot f1. Black: general d9, advisor f9, soldier c4.
// Point = rank * 9 + file: e0 = 4, f1 = 14, d9 = 84, f9 = 86, c4 = 38.
// Types: king 1, advisor 2, rook 5, pawn 7; kind = (own ? 0 : 7) + type - 1.
const char* XQ_FEN = "3k1a3/9/9/9/9/2p6/9/9/5R3/4K4 w - - 0 1";

TEST(DatagenFeatures, XiangqiIndicesByHand) {
  TempDir dir("datagen-feat-xq");
  TestFeatureFile f = export_fens(dir, "xiangqi", std::string(XQ_FEN) + "\n");
  EXPECT_EQ(f.featureSet, 1u);
  EXPECT_EQ(f.inputs, 1260u);
  EXPECT_EQ(f.maxFeatures, 32u);
  EXPECT_TRUE(f.paddingOk);
  ASSERT_EQ(f.positions.size(), 2u);
  const TestPosition& p = f.positions[0];
  EXPECT_EQ(p.stm, 0);
  EXPECT_EQ(p.flags, 0);
  EXPECT_EQ(p.bucket, 0);  // 3 pieces besides the generals: 3 / 4 = 0
  // Red's view: K 0*90+4, R 4*90+14, k 7*90+84, a 8*90+86, p 13*90+38.
  EXPECT_EQ(sorted(p.us), (std::vector<int>{4, 374, 714, 806, 1208}));
  // Black's view, ranks turned (r -> 9 - r): k d9 -> d0 = 3, a f9 -> f0 = 5,
  // p c4 -> c5 = 47, K e0 -> e9 = 85, R f1 -> f8 = 77.
  // k 0*90+3, a 1*90+5, p 6*90+47, K 7*90+85, R 11*90+77.
  EXPECT_EQ(sorted(p.them), (std::vector<int>{3, 95, 587, 715, 1067}));
  // The mirror (files a <-> i): e0 = 4, f1 -> d1 = 12, d9 -> f9 = 86,
  // f9 -> d9 = 84, c4 -> g4 = 42; Black's view: f0 = 5, d0 = 3, g5 = 51, e9 = 85, d8 = 75.
  const TestPosition& m = f.positions[1];
  EXPECT_EQ(m.flags, 1);
  EXPECT_EQ(m.score, p.score);
  EXPECT_EQ(sorted(m.us), (std::vector<int>{4, 372, 716, 804, 1212}));
  EXPECT_EQ(sorted(m.them), (std::vector<int>{5, 93, 591, 715, 1065}));
}

TEST(DatagenFeatures, MengAddsTrisAndCountersByHand) {
  TempDir dir("datagen-feat-meng");
  // The xiangqi position plus a red Tris on e2 (point 22), one Tris in the
  // reserve and two pieces captured.
  TestFeatureFile f = export_fens(dir, "meng", "3k1a3/9/9/9/9/2p6/9/4T4/5R3/4K4[T] w 2 - 0 1\n");
  EXPECT_EQ(f.featureSet, 2u);
  EXPECT_EQ(f.inputs, 1445u);  // 1260 + 180 + 5
  EXPECT_EQ(f.maxFeatures, 40u);
  ASSERT_EQ(f.positions.size(), 2u);
  const TestPosition& p = f.positions[0];
  // Red's Tris for Red: 1260 + 0 + 22; for Black: 1260 + 90 + e7 (7*9+4 = 67).
  // Counters: one Tris in the reserve = 1440 + 0, drops allowed = 1440 + 2.
  EXPECT_EQ(sorted(p.us), (std::vector<int>{4, 374, 714, 806, 1208, 1282, 1440, 1442}));
  EXPECT_EQ(sorted(p.them), (std::vector<int>{3, 95, 587, 715, 1067, 1417, 1440, 1442}));
  // e2 is its own mirror.
  EXPECT_EQ(sorted(f.positions[1].us), (std::vector<int>{4, 372, 716, 804, 1212, 1282, 1440, 1442}));
}

TEST(DatagenFeatures, AtomicChessIndicesByHandAndNoMirrorWithCastlingRights) {
  TempDir dir("datagen-feat-chess");
  // White: king e1 (4), pawn e2 (12), rook h1 (7); Black: king e8 (60).
  // Types: pawn 1, rook 4, king 6; kind = (own ? 0 : 6) + type - 1.
  TestFeatureFile f = export_fens(dir, "atomic-chess",
                                  "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1\n4k3/8/8/8/8/8/4P3/4K2R w - - 0 1\n");
  EXPECT_EQ(f.featureSet, 3u);
  EXPECT_EQ(f.inputs, 768u);
  // The first position keeps its castling right: no mirror. The second has
  // none: itself and its mirror.
  ASSERT_EQ(f.positions.size(), 3u);
  // White's view: P 0*64+12, R 3*64+7, K 5*64+4, k 11*64+60.
  // Black's view (square ^ 56): k e8 -> e1 = 4, K -> 60, P -> 52, R -> 63.
  for (int i : {0, 1}) {
    EXPECT_EQ(f.positions[size_t(i)].flags, 0);
    EXPECT_EQ(sorted(f.positions[size_t(i)].us), (std::vector<int>{12, 199, 324, 764}));
    EXPECT_EQ(sorted(f.positions[size_t(i)].them), (std::vector<int>{324, 436, 639, 764}));
  }
  // Mirror (square ^ 7): e1 -> d1 = 3, e2 -> d2 = 11, h1 -> a1 = 0, e8 -> d8 = 59.
  const TestPosition& m = f.positions[2];
  EXPECT_EQ(m.flags, 1);
  EXPECT_EQ(sorted(m.us), (std::vector<int>{11, 192, 323, 763}));
  EXPECT_EQ(sorted(m.them), (std::vector<int>{323, 435, 632, 763}));
}

TEST(DatagenFeatures, BucketResultAndSideToMove) {
  TempDir dir("datagen-feat-start");
  // The start position: 30 pieces besides the generals, bucket 30 / 4 = 7.
  // Black to move after one searched ply is stored from Black's view.
  auto r = run(pili() + " datagen --random-plies 0 --balance 0 --max-plies 2 --nodes 200 --games 1 --out " +
               quote(dir.file("g")) + " 2>&1 && " + pili() + " datagen --export-features " + quote(dir.file("g")) +
               " --out " + quote(dir.file("f")) + " --keep-noisy");
  ASSERT_EQ(r.code, 0) << r.out;
  TestFeatureFile f = parse_feature_file(read_bytes(dir.file("f")));
  ASSERT_EQ(f.positions.size(), 2u);
  EXPECT_EQ(f.positions[0].bucket, 7);
  EXPECT_EQ(f.positions[0].stm, 0);
  EXPECT_EQ(f.positions[1].stm, 1);
  EXPECT_EQ(f.positions[0].us.size(), 32u);
  EXPECT_EQ(f.positions[0].result, 1);  // the length limit: a draw
  // Red's own general is always at its home point e0 = 4 in Red's view, and
  // Black's general at e0 too in Black's view (ranks turned).
  EXPECT_NE(std::find(f.positions[0].us.begin(), f.positions[0].us.end(), 4), f.positions[0].us.end());
  EXPECT_NE(std::find(f.positions[1].us.begin(), f.positions[1].us.end(), 4), f.positions[1].us.end());
  // A game file is refused where a position file is expected and vice versa.
  EXPECT_EQ(run(pili() + " datagen --export-features " + quote(dir.file("f")) + " --out " + quote(dir.file("x"))).code, 2);
}

}  // namespace
}  // namespace pili
