// Jieqi through UCI (docs/rules/jieqi.md R5.1-R5.4): `UCI_Variant jieqi`,
// both senders' styles of `position` (JieqiArena's whole game with letters,
// JieqiBox's FEN restarts without them), pychess's `~` FEN, refusals with
// `info string` that keep the previous position, and a four-character
// bestmove.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "pili/engine/engine.h"
#include "pili/protocol/output.h"
#include "pili/protocol/protocol.h"
#include "pili/rules/variant.h"

using namespace pili;

namespace {

const std::string START = "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2A2C2P5N2B2r2a2c2p5n2b2 0 1";

struct JieqiSession {
  std::unique_ptr<EngineApi> api = std::make_unique<Engine>();
  std::vector<std::string> lines;
  protocol::LineOutput out{[this](const std::string& s) { lines.push_back(s); }};
  protocol::Protocol proto{*api, out};
  JieqiSession() {
    proto.handle_line("uci");
    proto.handle_line("setoption name UCI_Variant value jieqi");
    lines.clear();
  }
  // What one line printed, joined.
  std::string send(const std::string& line) {
    lines.clear();
    proto.handle_line(line);
    std::string s;
    for (auto& l : lines) s += l + "\n";
    return s;
  }
};

}  // namespace

TEST(JieqiProtocol, VariantAndStartPosition) {
  JieqiSession s;
  ASSERT_EQ(s.api->variant(), *parse_variant("jieqi"));
  EXPECT_EQ(s.send("position startpos"), "");
  EXPECT_EQ(s.api->fen(), START);
}

TEST(JieqiProtocol, ArenaStyleWholeGameWithLetters) {
  // JieqiArena: the full history from the start, reveal and (to the
  // capturer) captured letters: R5.5's second command.
  JieqiSession s;
  EXPECT_EQ(s.send("position startpos moves b2b9Cr a6a5p"), "");
  EXPECT_EQ(s.api->fen(), "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2");
  // The same from `position fen START`.
  EXPECT_EQ(s.send("position fen " + START + " moves b2b9C a6a5p b9d9"), "");
  EXPECT_EQ(s.api->fen(), "x1xCkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p4n2b2 0 2");
}

TEST(JieqiProtocol, BoxStyleFenRestartsWithoutLetters) {
  // JieqiBox: a new FEN after each reveal, then moves of face-up pieces only.
  JieqiSession s;
  std::string fen = "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2";
  EXPECT_EQ(s.send("position fen " + fen + " moves b9b8 a5a4"), "");
  EXPECT_EQ(s.api->fen(), "x1xxkxxxx/1C7/1x5x1/2x1x1x1x/9/p8/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 3 3");
}

TEST(JieqiProtocol, PychessTildeFen) {
  JieqiSession s;
  EXPECT_EQ(s.send("position fen r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/P~1P~1P~1P~1P~/1C~5C~1/9/"
                   "R~N~B~A~KA~B~N~R~ w - - 0 1 moves h2e2C"),
            "");
  EXPECT_EQ(s.api->fen(), "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X2C4/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p5n2b2 1 1");
}

TEST(JieqiProtocol, BadInputKeepsThePosition) {
  JieqiSession s;
  s.send("position startpos moves b2b9C");
  std::string before = s.api->fen();
  std::string a = s.send("position startpos moves b2b9C a6a5");  // no reveal letter
  EXPECT_NE(a.find("info string"), std::string::npos) << a;
  EXPECT_NE(a.find("needs the revealed piece's letter"), std::string::npos) << a;
  EXPECT_EQ(s.api->fen(), before);
  std::string b = s.send("position startpos moves b2b9C a6a5p h2h9C i6i5p a3a4C");  // a third cannon
  EXPECT_NE(b.find("the pool has none left"), std::string::npos) << b;
  EXPECT_EQ(s.api->fen(), before);
  std::string c = s.send("position fen 4k4/9/9/9/9/4X4/9/9/9/4K4 w R1 0 1");  // off a start point
  EXPECT_NE(c.find("no start square"), std::string::npos) << c;
  EXPECT_EQ(s.api->fen(), before);
}

TEST(JieqiProtocol, BestmoveHasFourCharacters) {
  JieqiSession s;
  s.send("position startpos moves b2b9Cr a6a5p");
  s.lines.clear();
  s.proto.handle_line("go depth 3");
  s.api->wait();
  std::string best;
  for (const auto& l : s.lines)
    if (l.rfind("bestmove ", 0) == 0) best = l.substr(9, l.find(' ', 9) - 9);
  ASSERT_EQ(best.size(), 4u) << best;
  for (const auto& m : s.api->legal_moves()) if (m == best) return;
  ADD_FAILURE() << best << " is not a legal move";
}

TEST(JieqiProtocol, LinesStopAtTheFirstCoveredMoveR53) {
  // From the start every move but e0e1 is covered, and so is every reply:
  // no line has more than two moves, none more than one after a covered
  // first move, and a covered bestmove has no ponder move.
  JieqiSession s;
  s.send("position startpos");
  s.lines.clear();
  s.proto.handle_line("go depth 4");
  s.api->wait();
  int lines = 0;
  std::string bestLine;
  for (const auto& l : s.lines) {
    if (l.rfind("bestmove ", 0) == 0) bestLine = l;
    auto at = l.find(" pv ");
    if (l.rfind("info ", 0) != 0 || at == std::string::npos) continue;
    std::vector<std::string> pv;
    for (size_t i = at + 4; i < l.size();) {
      size_t end = l.find(' ', i);
      if (end == std::string::npos) end = l.size();
      pv.push_back(l.substr(i, end - i));
      i = end + 1;
    }
    ++lines;
    ASSERT_FALSE(pv.empty()) << l;
    EXPECT_LE(pv.size(), pv[0] == "e0e1" ? 2u : 1u) << l;
  }
  EXPECT_GT(lines, 0);
  ASSERT_FALSE(bestLine.empty());
  if (bestLine.substr(9, 4) != "e0e1") {
    EXPECT_EQ(bestLine.find("ponder"), std::string::npos) << bestLine;
  }
}

TEST(JieqiProtocol, JieqiChanceOptionSwitchesTheChanceNodes) {
  // Black to move: Red's covered soldier on e3 threatens e3e4, which mates
  // as a chariot (2 of the 3 in Red's pool). Only a search that tries the
  // identities (on by default) sees the threat and leaves the soldier on a3.
  JieqiSession s;
  EXPECT_NE(s.send("uci").find("option name JieqiChance type check default true"), std::string::npos);
  auto best = [&s] {
    s.send("position fen 3pkp3/9/9/9/1n7/9/P3X4/9/9/3K5 b R2P1 0 1");
    s.lines.clear();
    s.proto.handle_line("go depth 6");
    s.api->wait();
    for (const auto& l : s.lines)
      if (l.rfind("bestmove ", 0) == 0) return l.substr(9, 4);
    return std::string();
  };
  std::string on = best();
  EXPECT_FALSE(on.empty());
  EXPECT_NE(on, "b5a3");
  EXPECT_EQ(s.send("setoption name JieqiChance value false"), "");
  EXPECT_FALSE(s.api->settings().jieqiChance);
  EXPECT_EQ(best(), "b5a3");
  s.send("setoption name JieqiChance value true");
  EXPECT_EQ(best(), on);
}
