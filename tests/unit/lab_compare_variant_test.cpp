// `pili perft --compare` must not report a "difference" when the other engine
// plays another game: a variant it does not offer, a name it uses for another
// game (in Fairy-Stockfish "atomic" is atomic chess), or other rank numbers.
#include <gtest/gtest.h>

#include "lab_run.h"

namespace pili {
namespace {

using lab_test::buggy_perft_engine;
using lab_test::pili;
using lab_test::quote;
using lab_test::run;

bool has(const std::string& out, const std::string& what) { return out.find(what) != std::string::npos; }

TEST(LabCompareVariant, AVariantTheEngineDoesNotOffer) {
  // The fake engine's UCI_Variant lists Pili's variants only.
  auto r = run(pili() + " perft --compare " + buggy_perft_engine() + " --engine-variant shogi --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "does not offer 'shogi'")) << r.out;
  EXPECT_TRUE(has(r.out, "xiangqi atomic")) << r.out;  // what it does offer
  EXPECT_FALSE(has(r.out, "DIFFERENCE")) << r.out;
}

TEST(LabCompareVariant, OtherRankNumbersAreNamed) {
  // Pili prints ranks 0-9; told the engine uses 1-10, the moves hardly match.
  auto r = run(pili() + " perft --compare " + quote(PILI_BINARY) + " --engine-ranks 1 --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "--engine-ranks 0")) << r.out;
  EXPECT_FALSE(has(r.out, "DIFFERENCE")) << r.out;
}

TEST(LabCompareVariant, FairyStockfishAtomicIsAnotherGame) {
  if (!lab_test::has_fairy_stockfish()) {
    if (lab_test::fairy_stockfish_required()) FAIL() << "no " << lab_test::FAIRY_STOCKFISH;
    GTEST_SKIP() << "no " << lab_test::FAIRY_STOCKFISH;
  }
  const std::string fsf = quote(lab_test::FAIRY_STOCKFISH);
  // Debian's build (11.1, large boards) has no atomic variant at all; asked
  // for one it keeps playing chess.
  auto r = run(pili() + " perft --compare " + fsf + " --variant atomic --engine-ranks 1 --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "does not offer 'atomic'")) << r.out;
  EXPECT_TRUE(has(r.out, "--engine-variant")) << r.out;
  EXPECT_FALSE(has(r.out, "DIFFERENCE")) << r.out;
  // A name it knows for another game (builds with atomic know atomic chess):
  // the depth-1 moves give it away.
  r = run(pili() + " perft --compare " + fsf +
          " --variant atomic --engine-variant chess --engine-ranks 1 --depth 2");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "does not seem to play atomic under the name 'chess'")) << r.out;
  EXPECT_FALSE(has(r.out, "DIFFERENCE")) << r.out;
}

}  // namespace
}  // namespace pili
