// Through the real `pili` binary: the UCI and UCCI handshakes, the command
// dialects GUIs speak (cyclone's bare fen lines, ranks 1-10), and input the
// engine must refuse with one line and no change of state.
#include "protocol_gui_session.h"
#include "protocol_legality.h"

using namespace pili::protocol::testing;

TEST(ProtocolBinary, UciHandshake) {
  GuiSession p;
  ASSERT_TRUE(p.ok());
  p.send("uci");
  auto lines = p.expect("uciok");
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(starts_with(lines[0], "id name Pili"));
  std::string all;
  for (auto& l : lines) all += l + "\n";
  for (const char* opt : {"option name Hash ", "option name Threads ", "option name MultiPV ",
                          "option name Ponder ", "option name Clear Hash ", "option name UCI_Variant type combo default xiangqi var xiangqi",
                          "option name UCI_ShowWDL type check default false", "option name Move Overhead ",
                          "option name Ranks1to10 "})
    EXPECT_NE(all.find(opt), std::string::npos) << opt;
  EXPECT_EQ(p.reply(""), std::vector<std::string>{});
  p.send("quit");
  EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
}

TEST(ProtocolBinary, UcciHandshakeAndBye) {
  GuiSession p;
  p.send("ucci");
  auto lines = p.expect("ucciok");
  std::string all;
  for (auto& l : lines) all += l + "\n";
  EXPECT_NE(all.find("option usemillisec type check"), std::string::npos);
  EXPECT_NE(all.find("option hashsize type spin"), std::string::npos);
  EXPECT_NE(all.find("option newgame type button"), std::string::npos);
  EXPECT_EQ(all.find("option name"), std::string::npos);
  EXPECT_EQ(p.reply("stop"), std::vector<std::string>{"nobestmove"});
  p.send("quit");
  p.expect("bye");
  EXPECT_EQ(p.wait_exit(GuiSession::TIMEOUT), 0);
}

TEST(ProtocolBinary, ErrorsPrintOneLineAndLeaveTheStateUnchanged) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos moves h2e2 h9g7");
  std::string before = p.fen();
  ASSERT_FALSE(before.empty());
  for (const char* bad :
       {"xyzzy", "position fen rnbakabnr/9/9 w", "position fen 4k4/9/9/9/9/9/9/9/9/4K4 x - - 0 1",
        "position fen", "position startpos moves h2e2 h9g7 a0a5", "position startpos moves h2e2 zz",
        "position startpos moves", "setoption name Bogus value 1", "setoption name Hash value -5",
        "setoption name UCI_Variant value shogi", "setoption name Threads value two",
        "go depth banana", "go searchmoves a9a8", "banmoves e0e9", "fen garbage",
        "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1"}) {
    auto lines = p.reply(bad);
    if (std::string(bad) == "position startpos moves") {
      // Valid: the start position with no moves. Restore the test position.
      EXPECT_TRUE(lines.empty());
      p.send("position startpos moves h2e2 h9g7");
      continue;
    }
    ASSERT_EQ(lines.size(), 1u) << bad;
    EXPECT_TRUE(starts_with(lines[0], "info string ")) << bad << " -> " << lines[0];
    EXPECT_EQ(p.fen(), before) << bad;
  }
  // The engine still plays from the unchanged position.
  std::string best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2", "h9g7"}, best)) << best;
}

TEST(ProtocolBinary, CycloneLinesAndRanks1to10) {
  GuiSession p;
  // Bare fen line with 'r' for Red, as UCI-cyclone GUIs send it.
  std::string redFen = XIANGQI_START;
  redFen.replace(redFen.find(" w "), 3, " r ");
  p.send("fen " + redFen + " moves h2e2");
  std::string best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2"}, best)) << best;
  p.send("startpos moves h2e2 h9g7");
  best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h2e2", "h9g7"}, best)) << best;

  // Fairy-Stockfish numbering: ranks 1-10 in and out.
  p.handshake("uci");
  p.send("setoption name Ranks1to10 value true");
  p.send("position startpos moves h3e3 h10g8");
  best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {"h3e3", "h10g8"}, best, 1)) << best;
}

TEST(ProtocolBinary, CrlfEmptyAndHugeLines) {
  GuiSession p;
  p.send_raw("uci\r\n\r\n\n   \r\n");
  p.expect("uciok");
  p.send(std::string(1200000, 'x'));  // over the 1 MB limit
  p.send("position startpos moves " + std::string(5000, 'h'));
  auto lines = p.reply("");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(starts_with(lines[0], "info string line longer"));
  EXPECT_TRUE(starts_with(lines[1], "info string position"));
  // A long but legal game: 300 plies of horse shuffling.
  std::string moves;
  for (int i = 0; i < 75; ++i) moves += " b0c2 b9c7 c2b0 c7b9";
  p.send_raw("position startpos moves" + moves + "\r\n");
  EXPECT_TRUE(p.reply("").empty());
  std::string best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_FALSE(best.empty());
  for (auto& l : p.log) EXPECT_LT(l.size(), 1000u);
}
