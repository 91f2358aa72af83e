// v2 nets in the engine: a v2 file loaded through the facade is the static
// evaluation (the reference of nnue_v2_test_util.h) and a broken or
// mismatched v2 file leaves the net loaded before; searches with a v2 net
// keep their accumulators equal to ones built from the board after every
// move, null move and undo (SearchConfig::checkEval), in every variant.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "nnue_net_files.h"
#include "nnue_v2_test_util.h"
#include "pili/engine/engine.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"
#include "search_helpers.h"
#include "test_util.h"

namespace pili {
namespace {

using namespace nnuetest;
using testutil::read_perft_file;

const char* XQ_FEN = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RN1AKA2R b - - 3 3";

TEST(NnueV2Engine, LoadedV2NetIsTheStaticEvalAndBadFilesKeepIt) {
  NetDir dir("nnue-v2-engine");
  const Network net = random_network_v2(Variant::Xiangqi, 21);
  const std::string file = dir.write("v2.nnue", net);
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position(XQ_FEN, {}, err)) << err;
  Position pos;
  ASSERT_TRUE(set_position<Xiangqi>(pos, XQ_FEN, err)) << err;
  ASSERT_TRUE(e.load_eval_file(file, err)) << err;
  const uint32_t checksum = e.net_checksum();
  EXPECT_EQ(e.static_eval(), reference_eval_v2(net, pos));
  EXPECT_NE(e.eval_report().find("random v2 net"), std::string::npos);

  auto bytes = write_network(net);
  bytes[bytes.size() / 2] ^= 1;  // the checksum no longer matches
  EXPECT_FALSE(e.load_eval_file(dir.write("bad.nnue", bytes), err));
  EXPECT_NE(err.find("checksum"), std::string::npos) << err;
  EXPECT_FALSE(e.load_eval_file(dir.write("atomic.nnue", random_network_v2(Variant::Atomic, 2)), err));
  EXPECT_NE(err.find("variant"), std::string::npos) << err;
  EXPECT_EQ(e.net_checksum(), checksum);
  EXPECT_EQ(e.static_eval(), reference_eval_v2(net, pos));
  // A v1 net replaces it, and a v2 one again.
  ASSERT_TRUE(e.load_eval_file(dir.write("v1.nnue", random_network(Variant::Xiangqi, 4)), err)) << err;
  EXPECT_NE(e.net_checksum(), checksum);
  ASSERT_TRUE(e.load_eval_file(file, err)) << err;
  EXPECT_EQ(e.net_checksum(), checksum);
}

template <class R>
void search_checks(Variant v, const char* suite, size_t stride, int depth) {
  auto net = std::make_shared<const Network>(random_network_v2(v, 77u + unsigned(v)));
  auto lines = read_perft_file(suite);
  if (testutil::SANITIZED) stride *= 3;
  uint64_t checks = 0;
  static search::TranspositionTable tt;
  for (size_t i = 0; i < lines.size(); i += stride) {
    typename R::Position pos;
    std::string err;
    ASSERT_TRUE(set_position<R>(pos, lines[i].fen, err)) << err;
    if (R::king_lost(pos)) continue;
    tt.clear();
    search::SearchConfig cfg;
    cfg.limits.depth = depth;
    cfg.net = net;
    cfg.checkEval = true;
    search::Shared sh(tt, cfg);
    sh.budget = search::plan_time(cfg.limits, pos.side_to_move(), default_settings().moveOverheadMs);
    search::run_search<R>(sh, pos);
    EXPECT_EQ(sh.evalMismatches.load(), 0u) << lines[i].fen;
    checks += sh.evalChecks.load();
  }
  EXPECT_GT(checks, 1000u) << suite;
}

TEST(NnueV2Engine, SearchKeepsAccumulatorsExactXiangqi) {
  search_checks<Xiangqi>(Variant::Xiangqi, "xiangqi.perft", 6, 4);
}
TEST(NnueV2Engine, SearchKeepsAccumulatorsExactAtomic) { search_checks<Atomic>(Variant::Atomic, "atomic.perft", 6, 4); }
TEST(NnueV2Engine, SearchKeepsAccumulatorsExactMeng) { search_checks<Meng>(Variant::Meng, "meng.perft", 5, 3); }
TEST(NnueV2Engine, SearchKeepsAccumulatorsExactAtomicChess) {
  search_checks<AtomicChess>(Variant::AtomicChess, "atomic-chess.perft", 4, 4);
}

}  // namespace
}  // namespace pili
