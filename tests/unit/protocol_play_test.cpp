// Through the real `pili` binary: what a search answers. Every bestmove is
// checked for legality with the rules core, in every variant, in suite
// positions and mates; `go perft`, UCCI banmoves and probe, info lines.
#include <fstream>

#include "protocol_gui_session.h"
#include "protocol_legality.h"

using namespace pili::protocol::testing;

TEST(ProtocolBinary, GoBeforePositionSearchesTheStart) {
  GuiSession p;
  std::string best = parse_best(p.bestmove("go depth 3")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {}, best)) << best;
}

TEST(ProtocolBinary, EveryAvailableVariantPlaysLegalMoves) {
  GuiSession p;
  p.send("uci");
  std::vector<std::string> variants;
  for (const auto& l : p.expect("uciok"))
    if (starts_with(l, "option name UCI_Variant")) {
      auto w = split(l);
      for (size_t i = 0; i + 1 < w.size(); ++i)
        if (w[i] == "var") variants.push_back(w[i + 1]);
    }
  ASSERT_FALSE(variants.empty());
  EXPECT_EQ(variants[0], "xiangqi");
  for (const auto& v : variants) {
    SCOPED_TRACE(v);
    EXPECT_TRUE(p.reply("setoption name UCI_Variant value " + v).empty());
    p.send("position startpos");
    std::string fen = p.fen();
    std::vector<std::string> moves;
    // Four plies of self-play, each bestmove checked by the rules core. The
    // time limits only end the searches: legality does not depend on them.
    for (int ply = 0; ply < 4; ++ply) {
      std::string line = p.bestmove(ply % 2 ? "go depth 4 movetime 300" : "go movetime 150");
      std::string best = parse_best(line).move;
      if (best.empty()) {
        EXPECT_EQ(legal_count(v, fen), -1) << "no move: " << line;  // cannot happen from the start
        break;
      }
      ASSERT_TRUE(is_legal(v, fen, moves, best)) << v << " " << best << " after " << moves.size();
      moves.push_back(as_played(v, fen, moves, best));
      std::string pos = "position startpos moves";
      for (auto& m : moves) pos += " " + m;
      p.send(pos);
    }
  }
}

TEST(ProtocolBinary, SuitePositionsAndMate) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/xiangqi.perft");
  ASSERT_TRUE(in);
  GuiSession p;
  p.handshake("uci");
  std::string line;
  for (int n = 0; n < 12 && std::getline(in, line);) {
    std::string fen = line.substr(0, line.find(';'));
    if (legal_count("xiangqi", fen) <= 0) continue;
    ++n;
    p.send("position fen " + fen);
    std::string best = parse_best(p.bestmove("go nodes 20000")).move;
    EXPECT_TRUE(is_legal("xiangqi", fen, {}, best)) << fen << " -> " << best;
  }
  // Black is mated: no move at all.
  const std::string mated = "4k4/4R4/2N6/9/9/9/9/9/9/3K1R3 b - - 0 1";
  ASSERT_EQ(legal_count("xiangqi", mated), 0);
  p.send("position fen " + mated);
  EXPECT_EQ(p.bestmove("go depth 5"), "bestmove (none)");
  p.handshake("ucci");
  p.send("position fen " + mated);
  EXPECT_EQ(p.bestmove("go depth 5"), "nobestmove");
}

TEST(ProtocolBinary, GoPerftMatchesTheReferenceCount) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/xiangqi.perft");
  std::string line;
  ASSERT_TRUE(std::getline(in, line));
  std::string fen = line.substr(0, line.find(';'));
  auto at = line.find(";D3 ");
  ASSERT_NE(at, std::string::npos);
  std::string expected = line.substr(at + 4, line.find(';', at + 1) - at - 4);
  GuiSession p;
  p.send("position fen " + fen);
  p.send("go perft 3");
  EXPECT_EQ(p.expect("Nodes searched").back(), "Nodes searched: " + expected);
}

TEST(ProtocolBinary, UcciBanmovesAndProbe) {
  GuiSession p;
  p.handshake("ucci");
  p.send("position startpos");
  std::vector<std::string> legal = xiangqi_legal_moves(XIANGQI_START);
  ASSERT_GT(legal.size(), 2u);
  // Ban everything but one move: the engine must play that one.
  std::string keep = "b0c2", ban = "banmoves";
  for (auto& m : legal)
    if (m != keep) ban += " " + m;
  EXPECT_TRUE(p.reply(ban).empty());
  EXPECT_EQ(parse_best(p.bestmove("go depth 4")).move, keep);
  // A new position clears the bans.
  p.send("position startpos");
  std::string best = parse_best(p.bestmove("go depth 4")).move;
  EXPECT_TRUE(is_legal("xiangqi", XIANGQI_START, {}, best));
  auto probe = p.reply("probe");
  ASSERT_EQ(probe.size(), 1u);
  EXPECT_TRUE(starts_with(probe[0], "pophash")) << probe[0];
}

TEST(ProtocolBinary, InfoLinesAndWdl) {
  GuiSession p;
  p.handshake("uci");
  p.send("position startpos");
  auto lines = p.search("go depth 5");
  int pvLines = 0;
  for (auto& l : lines) {
    if (!starts_with(l, "info depth") || l.find(" pv ") == std::string::npos) continue;
    ++pvLines;
    EXPECT_TRUE(l.find(" score cp ") != std::string::npos || l.find(" score mate ") != std::string::npos) << l;
    EXPECT_EQ(l.find(" wdl "), std::string::npos) << l;
  }
  EXPECT_GT(pvLines, 0);
  p.send("setoption name UCI_ShowWDL value true");
  lines = p.search("go depth 4");
  bool wdl = false;
  for (auto& l : lines) wdl |= l.find(" wdl ") != std::string::npos;
  EXPECT_TRUE(wdl);
  // UCCI score lines: plain numbers.
  p.handshake("ucci");
  lines = p.search("go depth 4");
  bool scored = false;
  for (auto& l : lines)
    if (starts_with(l, "info depth")) {
      auto w = split(l);
      ASSERT_GE(w.size(), 5u) << l;
      EXPECT_EQ(w[3], "score") << l;
      EXPECT_NO_THROW((void)std::stoi(w[4])) << l;
      scored = true;
    }
  EXPECT_TRUE(scored);
}
