// The Engine facade with nets (EvalFile, Use NNUE): the static evaluation
// and `go` use the current variant's net exactly when Use NNUE is on and
// one is loaded; nets are kept per variant; a file the loader refuses
// leaves the net that was loaded. Expected values come from the reference
// evaluation of nnue_test_util.h (plain loops from docs/nnue.md) and from a
// net built by hand whose preference is known.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "nnue_net_files.h"
#include "pili/engine/engine.h"
#include "pili/eval/evaluate.h"
#include "pili/eval/nnue/embedded.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili {
namespace {

using namespace nnuetest;

const char* XQ_FEN = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RN1AKA2R b - - 3 3";

// The net read back from its file by the loader itself.
Network read_back(const std::string& path, Variant v) {
  Network net;
  std::string err;
  EXPECT_TRUE(load_network(path, v, net, err)) << err;
  return net;
}

struct GoResult {
  std::string best;
  SearchInfo last;
};
GoResult go_depth(Engine& e, int depth) {
  SearchLimits limits;
  limits.depth = depth;
  GoResult r;
  e.go(limits, [&](const SearchInfo& i) { if (i.currMove.empty() && !i.pv.empty()) r.last = i; },
       [&](const SearchResult& s) { r.best = s.bestMove; });
  e.wait();
  return r;
}

TEST(NnueEngine, StaticEvalIsTheNetsOnlyWhenUseNnueIsOn) {
  NetDir dir("nnue-engine-static");
  const std::string file = dir.write("xq.nnue", random_network(Variant::Xiangqi, 21));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_position(XQ_FEN, {}, err)) << err;
  Position pos;
  ASSERT_TRUE(set_position<Xiangqi>(pos, XQ_FEN, err)) << err;
  const int handCrafted = eval::evaluate<Xiangqi>(pos, eval::PsqSums::of(pos));
  const int net = reference_eval(read_back(file, Variant::Xiangqi), pos);
  ASSERT_NE(net, handCrafted);  // this seed tells the two apart
  e.set(&Settings::useNnue, false);
  EXPECT_EQ(e.static_eval(), handCrafted);

  ASSERT_TRUE(e.load_eval_file(file, err)) << err;
  EXPECT_FALSE(e.nnue_active());
  EXPECT_EQ(e.static_eval(), handCrafted);  // loaded, not switched on

  e.set(&Settings::useNnue, true);
  EXPECT_TRUE(e.nnue_active());
  EXPECT_EQ(e.static_eval(), net);
  char line[64];
  std::snprintf(line, sizeof line, "NNUE evaluation: %+d (Black to move's view)", net);
  EXPECT_NE(e.eval_report().find(line), std::string::npos) << e.eval_report();

  e.set(&Settings::useNnue, false);
  EXPECT_EQ(e.static_eval(), handCrafted);
  EXPECT_EQ(e.eval_report().find("NNUE"), std::string::npos);
}

TEST(NnueEngine, GoSearchesWithTheNet) {
  NetDir dir("nnue-engine-go");
  const std::string file = dir.write("a1.nnue", chariot_a1_net());
  Engine e;
  e.set(&Settings::useNnue, false);
  GoResult hand = go_depth(e, 1);
  ASSERT_NE(hand.best, "a0a1");  // the hand-crafted evaluation has no such taste
  std::string err;
  ASSERT_TRUE(e.load_eval_file(file, err)) << err;
  e.set(&Settings::useNnue, true);
  GoResult net = go_depth(e, 1);
  EXPECT_EQ(net.best, "a0a1");
  EXPECT_EQ(net.last.kind, ScoreKind::Centipawns);
  EXPECT_EQ(net.last.score, 793);
  // Deeper, the chariot still goes there (nothing can take it on a1).
  EXPECT_EQ(go_depth(e, 3).best, "a0a1");
  e.set(&Settings::useNnue, false);
  EXPECT_EQ(go_depth(e, 1).best, hand.best);
}

TEST(NnueEngine, NetsAreKeptPerVariant) {
  NetDir dir("nnue-engine-variants");
  const std::string xq = dir.write("xq.nnue", random_network(Variant::Xiangqi, 31));
  const std::string chess = dir.write("ac.nnue", random_network(Variant::AtomicChess, 32));
  Engine e;
  std::string err;
  EXPECT_TRUE(e.settings().useNnue);  // on by default
  EXPECT_EQ(e.nnue_active(), embedded_net(Variant::Xiangqi) != nullptr);  // the built-in net, if any
  ASSERT_TRUE(e.load_eval_file(xq, err)) << err;
  EXPECT_TRUE(e.nnue_active());

  ASSERT_TRUE(e.set_variant("atomic", err)) << err;
  EXPECT_TRUE(e.settings().useNnue);
  Position apos;
  ASSERT_TRUE(set_position<Atomic>(apos, Atomic::START_FEN, err));
  if (!embedded_net(Variant::Atomic)) {  // no net: hand-crafted
    EXPECT_FALSE(e.nnue_active());
    EXPECT_EQ(e.static_eval(), eval::evaluate<Atomic>(apos, eval::PsqSums::of(apos)));
  }
  EXPECT_FALSE(e.load_eval_file(xq, err));  // a xiangqi net is not an atomic one
  EXPECT_NE(err.find("variant"), std::string::npos) << err;

  ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
  ASSERT_TRUE(e.load_eval_file(chess, err)) << err;
  chess::Position cpos;
  ASSERT_TRUE(set_position<AtomicChess>(cpos, AtomicChess::START_FEN, err));
  EXPECT_EQ(e.static_eval(), reference_eval(read_back(chess, Variant::AtomicChess), cpos));

  ASSERT_TRUE(e.set_variant("xiangqi", err)) << err;
  EXPECT_TRUE(e.nnue_active());  // its net was kept
  Position xpos;
  ASSERT_TRUE(set_position<Xiangqi>(xpos, Xiangqi::START_FEN, err));
  EXPECT_EQ(e.static_eval(), reference_eval(read_back(xq, Variant::Xiangqi), xpos));

  ASSERT_TRUE(e.load_eval_file("", err));  // back to xiangqi's built-in net, if any
  if (const EmbeddedNet* builtin = embedded_net(Variant::Xiangqi)) {
    Network net;
    ASSERT_TRUE(read_network({builtin->data, builtin->size}, Variant::Xiangqi, net, err)) << err;
    EXPECT_TRUE(e.nnue_active());
    EXPECT_EQ(e.static_eval(), reference_eval(net, xpos));
  } else {
    EXPECT_FALSE(e.nnue_active());
    EXPECT_EQ(e.static_eval(), eval::evaluate<Xiangqi>(xpos, eval::PsqSums::of(xpos)));
  }
  ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
  EXPECT_TRUE(e.nnue_active());
}

// Every net built into the binary reads as its variant's and is what a fresh
// engine evaluates with; the table names each by its variant.
TEST(NnueEngine, BuiltInNetsAreTheDefault) {
  for (const EmbeddedNet* n = EMBEDDED_NETS; n->variant; ++n) {
    auto v = parse_variant(n->variant);
    ASSERT_TRUE(v) << n->file;
    EXPECT_EQ(std::string(n->file), std::string(n->variant) + ".nnue");
    Network net;
    std::string err;
    ASSERT_TRUE(read_network({n->data, n->size}, *v, net, err)) << n->file << ": " << err;
    Engine e;
    ASSERT_TRUE(e.set_variant(n->variant, err)) << err;
    EXPECT_TRUE(e.nnue_active());
    EXPECT_EQ(e.net_checksum(), net.checksum);
    e.set(&Settings::useNnue, false);
    EXPECT_FALSE(e.nnue_active());
    EXPECT_EQ(e.net_checksum(), 0u);
  }
  for (Variant v : ALL_VARIANTS) {
    Engine e;
    std::string err;
    ASSERT_TRUE(e.set_variant(variant_name(v), err)) << err;
    EXPECT_EQ(e.nnue_active(), embedded_net(v) != nullptr) << variant_name(v);
  }
}

TEST(NnueEngine, RefusedFilesKeepTheLoadedNet) {
  NetDir dir("nnue-engine-bad");
  const std::string good = dir.write("xq.nnue", random_network(Variant::Xiangqi, 41));
  Engine e;
  std::string err;
  ASSERT_TRUE(e.load_eval_file(good, err)) << err;
  e.set(&Settings::useNnue, true);
  const int before = e.static_eval();
  for (const BadNet& bad : bad_xiangqi_nets(dir)) {
    err.clear();
    EXPECT_FALSE(e.load_eval_file(bad.path, err)) << bad.path;
    EXPECT_NE(err.find(bad.why), std::string::npos) << bad.path << ": " << err;
    EXPECT_TRUE(e.nnue_active()) << bad.path;
    EXPECT_EQ(e.static_eval(), before) << bad.path;
  }
}

}  // namespace
}  // namespace pili
