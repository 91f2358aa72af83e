// Through the real binary: a GUI may send anything right after `bestmove`
// (the engine is idle by then), and `go infinite` / `go ponder` hold their
// answer until stop / ponderhit even when there is no move to search.
// Where nothing is to happen, the tests pause a moment before looking: a
// wrong answer gets the time to show, and a right engine passes however
// slow the machine.
#include <thread>

#include "protocol_gui_session.h"

using namespace pili::protocol::testing;
using Ms = std::chrono::milliseconds;

namespace {

// Counts lines of `lines` that refuse a command because of a search.
int refusals(const std::vector<std::string>& lines) {
  int n = 0;
  for (const auto& l : lines)
    n += l.find("busy") != std::string::npos || l.find("while searching") != std::string::npos;
  return n;
}

struct Tally {
  int refused = 0;  // replies refusing the command as busy
  int ok = 0;       // replies that pass the test's check
};

// 300 rounds of `go depth 1` then, with no pause after its bestmove (sent as
// soon as it is read), the next of `commands` in turn.
template <class Ok>
Tally right_after_bestmove(GuiSession& p, const std::vector<std::string>& commands, Ok ok) {
  Tally t;
  for (size_t i = 0; i < 300; ++i) {
    p.search("go depth 1");
    auto lines = p.reply(commands[i % commands.size()]);
    t.refused += refusals(lines);
    t.ok += ok(lines);
  }
  return t;
}

// Black is mated (issue 10 item 3): no legal move.
const std::string MATED = "position fen 4k4/4R4/4R4/9/9/9/9/9/9/3K5 b - - 0 1 moves e9f9 e7f7";

}  // namespace

TEST(ProtocolIdle, CommandsRightAfterBestmoveAreHandledAsIdle) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos");
  auto [refused, answered] =
      right_after_bestmove(p, {"eval", "d"}, [](const std::vector<std::string>& lines) { return !lines.empty(); });
  EXPECT_EQ(refused, 0) << "of 300 commands sent right after bestmove";
  EXPECT_EQ(answered, 300);
}

TEST(ProtocolIdle, UcciProbeRightAfterBestmove) {
  GuiSession p;
  p.handshake("ucci");
  p.send("position startpos");
  auto [refused, pophash] =
      right_after_bestmove(p, {"probe startpos moves h2e2"}, [](const std::vector<std::string>& lines) {
        return lines.size() == 1 && starts_with(lines[0], "pophash");
      });
  EXPECT_EQ(refused, 0) << "of 300 probes sent right after bestmove";
  EXPECT_EQ(pophash, 300);
  // During a real search the probe of another position is still refused.
  p.send("go infinite");
  p.search_started();
  EXPECT_EQ(refusals(p.reply("probe startpos moves h2e2")), 1);
  p.search("stop");
}

TEST(ProtocolIdle, NoLegalMoveWaitsForStopAndPonderhit) {
  GuiSession p;
  p.handshake("uci");
  p.send(MATED);
  // go infinite: nothing but the score until stop, then exactly one answer.
  p.send("go infinite");
  auto early = p.reply("");
  std::this_thread::sleep_for(Ms(300));
  for (const auto& l : p.reply("")) early.push_back(l);
  EXPECT_EQ(early, std::vector<std::string>{"info depth 0 score mate 0"});
  auto lines = p.search("stop");
  EXPECT_EQ(lines, std::vector<std::string>{"bestmove (none)"});
  EXPECT_TRUE(p.reply("").empty()) << "a second answer";
  // go ponder: the answer comes with ponderhit (or stop).
  p.send("go ponder wtime 1000 btime 1000");
  std::this_thread::sleep_for(Ms(100));
  EXPECT_EQ(p.reply(""), std::vector<std::string>{"info depth 0 score mate 0"});
  EXPECT_EQ(p.search("ponderhit"), std::vector<std::string>{"bestmove (none)"});
  p.send("go ponder wtime 1000 btime 1000");
  EXPECT_EQ(p.search("stop"), (std::vector<std::string>{"info depth 0 score mate 0", "bestmove (none)"}));
  // A plain go answers at once.
  EXPECT_EQ(p.search("go depth 5"), (std::vector<std::string>{"info depth 0 score mate 0", "bestmove (none)"}));
  // Another command ends the wait too (its answer comes first).
  p.send("go infinite");
  auto before = p.reply("position startpos");
  EXPECT_EQ(before, (std::vector<std::string>{"info depth 0 score mate 0", "bestmove (none)"}));
}

TEST(ProtocolIdle, UcciNoLegalMoveWaitsForStop) {
  GuiSession p;
  p.handshake("ucci");
  p.send(MATED);
  p.send("go depth infinite");
  std::this_thread::sleep_for(Ms(300));
  EXPECT_TRUE(p.reply("").empty());
  EXPECT_EQ(p.search("stop"), std::vector<std::string>{"nobestmove"});
  // Idle again: the next stop gets UCCI's idle answer, one line.
  EXPECT_EQ(p.reply("stop"), std::vector<std::string>{"nobestmove"});
  p.send("go ponder time 10 opptime 10");
  std::this_thread::sleep_for(Ms(100));
  EXPECT_TRUE(p.reply("").empty());
  EXPECT_EQ(p.search("ponderhit"), std::vector<std::string>{"nobestmove"});
  p.send("quit");
  p.expect("bye");
  EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
}
