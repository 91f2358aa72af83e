// Through the real binary: the last `info ... pv` line (of MultiPV line 1)
// before a bestmove starts with that best move, and its second move is the
// ponder move (no ponder move when the line has one move), however the
// search ended: node limit, time, stop, in every variant.
#include <thread>

#include "protocol_gui_session.h"

using namespace pili::protocol::testing;
using Ms = std::chrono::milliseconds;

namespace {

bool is_line1_pv(const std::string& l) {
  if (!starts_with(l, "info depth") || l.find(" pv ") == std::string::npos) return false;
  auto mp = l.find(" multipv ");
  return mp == std::string::npos || starts_with(l.substr(mp), " multipv 1 ");
}

// "" when the lines of one search end consistently, else what is wrong.
std::string check_search(const std::vector<std::string>& lines) {
  if (lines.empty()) return "no output";
  BestLine best = parse_best(lines.back());
  std::string last;
  for (const auto& l : lines)
    if (is_line1_pv(l)) last = l;
  if (last.empty()) return "";  // nothing was shown: nothing to contradict
  auto pv = pv_of(last);
  std::string ponder = pv.size() > 1 ? pv[1] : "";
  if (pv[0] != best.move || ponder != best.ponder) return "'" + last + "' then '" + lines.back() + "'";
  return "";
}

}  // namespace

TEST(ProtocolPv, LastPvLineMatchesBestmoveAndPonderAtAnyNodeLimit) {
  GuiSession p;
  p.handshake("uci");
  for (const char* variant : {"xiangqi", "atomic", "meng", "doubletris"}) {
    SCOPED_TRACE(variant);
    p.send(std::string("setoption name UCI_Variant value ") + variant);
    p.send("position startpos");
    int bad = 0;
    // Node limits land anywhere inside an iteration (and between them).
    for (int k = 1; k <= (SANITIZED ? 8 : 18); ++k) {
      auto lines = p.search("go nodes " + std::to_string(k * k * 97 + k * 13));
      std::string err = check_search(lines);
      if (!err.empty()) ADD_FAILURE() << "go nodes " << k * k * 97 + k * 13 << ": " << err;
      bad += !err.empty();
    }
    EXPECT_EQ(bad, 0);
  }
  // The repro of issue 10 item 2.
  if (SANITIZED) return;
  p.send("setoption name UCI_Variant value xiangqi");
  p.send("position startpos");
  EXPECT_EQ(check_search(p.search("go nodes 400000")), "");
}

TEST(ProtocolPv, LastPvLineMatchesAfterStopTimeMultiPvAndThreads) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos moves h2e2 h9g7");
  for (int ms : {5, 20, 60, 150}) EXPECT_EQ(check_search(p.search("go movetime " + std::to_string(ms))), "") << ms;
  for (int ms : {10, 40, 120}) {
    p.send("go infinite");
    std::this_thread::sleep_for(Ms(ms));
    EXPECT_EQ(check_search(p.search("stop")), "") << "stop after " << ms << " ms";
  }
  p.send("setoption name MultiPV value 3");
  for (int n : {3000, 30000, 90000}) EXPECT_EQ(check_search(p.search("go nodes " + std::to_string(n))), "") << n;
  p.send("setoption name MultiPV value 1");
  p.send("setoption name Threads value 2");
  for (int ms : {15, 80}) EXPECT_EQ(check_search(p.search("go movetime " + std::to_string(ms))), "") << ms;
  p.send("go ponder wtime 2000 btime 2000");
  std::this_thread::sleep_for(Ms(50));
  EXPECT_EQ(check_search(p.search("ponderhit")), "");
}

TEST(ProtocolPv, UcciLastPvLineMatchesToo) {
  GuiSession p;
  p.handshake("ucci");
  p.send("position startpos");
  for (int k = 1; k <= (SANITIZED ? 6 : 12); ++k) {
    auto lines = p.search("go nodes " + std::to_string(k * k * 613));
    EXPECT_EQ(check_search(lines), "") << k;
  }
}
