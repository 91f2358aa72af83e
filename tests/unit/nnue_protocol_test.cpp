// Through the real `pili` binary: the `Use NNUE` and `EvalFile` options in
// UCI and UCCI (announced, set, refused with one `info string` line while
// the loaded net stays), and `--eval-file` on the command line.
#include <string>
#include <vector>

#include "lab_run.h"
#include "nnue_net_files.h"
#include "protocol_gui_session.h"
#include "pili/eval/nnue/embedded.h"
#include "pili/rules/game.h"

using namespace pili::protocol::testing;
using namespace pili::nnuetest;

namespace {

std::string joined(const std::vector<std::string>& lines) {
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  return all;
}

// One `info string` line holding every word of `words`, and nothing else.
void expect_one_info(const std::vector<std::string>& lines, std::initializer_list<const char*> words,
                     const std::string& what) {
  ASSERT_EQ(lines.size(), 1u) << what << "\n" << joined(lines);
  EXPECT_TRUE(starts_with(lines[0], "info string ")) << lines[0];
  for (const char* w : words) EXPECT_NE(lines[0].find(w), std::string::npos) << what << ": " << lines[0];
}

// The score of UCCI's `go depth 0`: the static evaluation.
int ucci_static_eval(GuiSession& p) {
  auto lines = p.search("go depth 0");
  for (const auto& l : lines)
    if (starts_with(l, "info depth 0 score ")) return std::stoi(l.substr(19));
  ADD_FAILURE() << joined(lines);
  return 0;
}

TEST(NnueProtocol, UciOptionsSwitchTheSearchToTheNetAndBadFilesKeepIt) {
  NetDir dir("nnue-uci");
  const std::string good = dir.write("a1.nnue", chariot_a1_net());
  GuiSession p;
  p.send("uci");
  std::string all = joined(p.expect("uciok"));
  EXPECT_NE(all.find("option name Use NNUE type check default true\n"), std::string::npos) << all;
  EXPECT_NE(all.find("option name EvalFile type string default <empty>\n"), std::string::npos) << all;
  const bool builtin = pili::eval::nnue::embedded_net(pili::Variant::Xiangqi) != nullptr;

  EXPECT_TRUE(p.reply("setoption name Use NNUE value false").empty());
  p.send("position startpos");
  const std::string handBest = parse_best(p.bestmove("go depth 1")).move;
  ASSERT_NE(handBest, "a0a1");
  if (!builtin) {
    expect_one_info(p.reply("setoption name Use NNUE value true"), {"no net for xiangqi", "hand-crafted"},
                    "Use NNUE without a net");
    EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, handBest);
  } else {
    EXPECT_TRUE(p.reply("setoption name Use NNUE value true").empty());
  }

  expect_one_info(p.reply("setoption name EvalFile value " + good), {"loaded for xiangqi"}, "a good net");
  p.send("position startpos");
  EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, "a0a1");

  for (const BadNet& bad : bad_xiangqi_nets(dir)) {
    expect_one_info(p.reply("setoption name EvalFile value " + bad.path), {"EvalFile", bad.why.c_str(), "keeping"},
                    bad.path);
    EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, "a0a1") << bad.path;
  }
  // The net is per variant: choosing another keeps xiangqi's.
  p.send("setoption name UCI_Variant value atomic");
  p.reply("setoption name UCI_Variant value xiangqi");
  p.send("position startpos");
  EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, "a0a1");

  EXPECT_TRUE(p.reply("setoption name Use NNUE value false").empty());
  EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, handBest);
  p.reply("setoption name Use NNUE value true");
  expect_one_info(p.reply("setoption name EvalFile value <empty>"),
                  {builtin ? "built-in net of xiangqi restored" : "no built-in net for xiangqi"}, "back to built-in");
  if (!builtin) {
    EXPECT_EQ(parse_best(p.bestmove("go depth 1")).move, handBest);
  }
}

TEST(NnueProtocol, UcciStaticScoreIsTheNetsAndBadFilesKeepIt) {
  NetDir dir("nnue-ucci");
  const std::string good = dir.write("xq.nnue", random_network(pili::Variant::Xiangqi, 51));
  pili::eval::nnue::Network net;
  std::string err;
  ASSERT_TRUE(load_network(good, pili::Variant::Xiangqi, net, err)) << err;
  pili::Position start;
  ASSERT_TRUE(pili::set_position<pili::Xiangqi>(start, pili::Xiangqi::START_FEN, err));
  const int want = reference_eval(net, start);

  GuiSession p;
  p.send("ucci");
  std::string all = joined(p.expect("ucciok"));
  EXPECT_NE(all.find("option usennue type check default true\n"), std::string::npos) << all;
  EXPECT_NE(all.find("option evalfile type string default <empty>\n"), std::string::npos) << all;
  EXPECT_TRUE(p.reply("setoption usennue false").empty());
  p.send("position startpos");
  const int hand = ucci_static_eval(p);
  ASSERT_NE(hand, want);  // this seed tells the two apart

  expect_one_info(p.reply("setoption evalfile " + good), {"loaded for xiangqi", "not in use"}, "loaded, off");
  EXPECT_EQ(ucci_static_eval(p), hand);
  EXPECT_TRUE(p.reply("setoption usennue true").empty());
  EXPECT_EQ(ucci_static_eval(p), want);
  for (const BadNet& bad : bad_xiangqi_nets(dir)) {
    expect_one_info(p.reply("setoption evalfile " + bad.path), {"evalfile", bad.why.c_str(), "keeping"}, bad.path);
    EXPECT_EQ(ucci_static_eval(p), want) << bad.path;
  }
}

TEST(NnueCli, EvalFileOnTheCommandLine) {
  using pili::lab_test::pili;
  using pili::lab_test::quote;
  using pili::lab_test::run;
  NetDir dir("nnue-cli");
  const std::string good = dir.write("xq.nnue", random_network(::pili::Variant::Xiangqi, 61));
  const std::string bench = pili() + " bench --depth 2 --variant xiangqi";
  auto hand = run(bench + " --no-nnue");
  ASSERT_EQ(hand.code, 0) << hand.out;
  auto net = run(bench + " --eval-file " + quote(good));
  ASSERT_EQ(net.code, 0) << net.out;
  // Another evaluation searches other trees.
  auto nodes = [](const std::string& out) { return out.substr(out.find("Nodes searched")); };
  EXPECT_NE(nodes(net.out), nodes(hand.out));
  for (const BadNet& bad : bad_xiangqi_nets(dir)) {
    auto r = run(bench + " --eval-file " + quote(bad.path));
    EXPECT_EQ(r.code, 2) << bad.path << "\n" << r.out;
    EXPECT_NE(r.out.find("error: --eval-file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(bad.why), std::string::npos) << r.out;
  }
  EXPECT_EQ(run(pili() + " bench --depth 2 --eval-file " + quote(good)).code, 2);  // all variants
  auto survey = run(pili() + " survey --nodes 300 --eval-file " + quote(dir.file("missing.nnue")));
  EXPECT_EQ(survey.code, 2) << survey.out;
  EXPECT_NE(survey.out.find("cannot open"), std::string::npos) << survey.out;
}

}  // namespace
