// The syntax of protocol lines: parse_command, clean_line, output limits.
#include <gtest/gtest.h>

#include "pili/protocol/command.h"
#include "pili/protocol/format.h"
#include "pili/protocol/options.h"
#include "pili/protocol/output.h"

using namespace pili;
using namespace pili::protocol;

TEST(ProtocolCommand, CleanLineStripsCrAndControlCharacters) {
  EXPECT_EQ(clean_line("isready\r"), "isready");
  EXPECT_EQ(clean_line("  go\tdepth 3 \r"), "go depth 3");
  EXPECT_EQ(clean_line("\r"), "");
  EXPECT_EQ(clean_line(""), "");
  EXPECT_EQ(parse_command("\r").type, CommandType::Empty);
  EXPECT_EQ(parse_command("   ").type, CommandType::Empty);
}

TEST(ProtocolCommand, Handshakes) {
  EXPECT_EQ(parse_command("uci").type, CommandType::Uci);
  EXPECT_EQ(parse_command("ucci").type, CommandType::Ucci);
  EXPECT_EQ(parse_command("UCI\r").type, CommandType::Uci);
  EXPECT_EQ(parse_command("isready").type, CommandType::IsReady);
  EXPECT_EQ(parse_command("quit").type, CommandType::Quit);
  EXPECT_EQ(parse_command("ucinewgame").type, CommandType::NewGame);
  EXPECT_EQ(parse_command("frobnicate 3").type, CommandType::Unknown);
  EXPECT_EQ(parse_command("frobnicate 3").keyword, "frobnicate");
}

TEST(ProtocolCommand, PositionForms) {
  auto c = parse_command("position startpos moves h2e2 h9g7");
  ASSERT_EQ(c.type, CommandType::Position);
  EXPECT_TRUE(c.error.empty());
  EXPECT_EQ(c.position.fen, "");
  EXPECT_EQ(c.position.moves, (std::vector<std::string>{"h2e2", "h9g7"}));

  c = parse_command("position fen 4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1 moves e9e8");
  EXPECT_TRUE(c.error.empty());
  EXPECT_EQ(c.position.fen, "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
  EXPECT_EQ(c.position.moves, (std::vector<std::string>{"e9e8"}));

  c = parse_command("position fen 4k4/9/9/9/9/9/9/9/9/4K4 w");
  EXPECT_EQ(c.position.fen, "4k4/9/9/9/9/9/9/9/9/4K4 w");
  EXPECT_TRUE(c.position.moves.empty());

  // UCI-cyclone: no "position" keyword.
  c = parse_command("fen 4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1 moves e0e1");
  ASSERT_EQ(c.type, CommandType::Position);
  EXPECT_EQ(c.position.fen, "4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1");
  EXPECT_EQ(c.position.moves.size(), 1u);
  c = parse_command("startpos moves h2e2");
  ASSERT_EQ(c.type, CommandType::Position);
  EXPECT_EQ(c.position.fen, "");

  EXPECT_FALSE(parse_command("position").error.empty());
  EXPECT_FALSE(parse_command("position fen").error.empty());
  EXPECT_FALSE(parse_command("position fen moves h2e2").error.empty());
  EXPECT_FALSE(parse_command("position startpos h2e2").error.empty());
  EXPECT_FALSE(parse_command("position middlegame").error.empty());
}

TEST(ProtocolCommand, SetOptionBothSpellings) {
  auto c = parse_command("setoption name Move Overhead value 30");
  EXPECT_EQ(c.optionName, "Move Overhead");
  EXPECT_TRUE(c.hasValue);
  EXPECT_EQ(c.optionValue, "30");
  c = parse_command("setoption name Clear Hash");
  EXPECT_EQ(c.optionName, "Clear Hash");
  EXPECT_FALSE(c.hasValue);
  c = parse_command("setoption usemillisec true");
  EXPECT_EQ(c.optionName, "usemillisec");
  EXPECT_EQ(c.optionValue, "true");
  c = parse_command("setoption bookfiles C:\\books\\a.obk");
  EXPECT_EQ(c.optionValue, "C:\\books\\a.obk");
  c = parse_command("setoption newgame");
  EXPECT_FALSE(c.hasValue);
  EXPECT_FALSE(parse_command("setoption").error.empty());
  EXPECT_FALSE(parse_command("setoption name").error.empty());
}

TEST(ProtocolCommand, GoUciKeywords) {
  auto c = parse_command("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5 depth 7 nodes 99");
  ASSERT_TRUE(c.error.empty()) << c.error;
  EXPECT_EQ(*c.go.wtime, 1000);
  EXPECT_EQ(*c.go.btime, 2000);
  EXPECT_EQ(*c.go.winc, 10);
  EXPECT_EQ(*c.go.binc, 20);
  EXPECT_EQ(c.go.movestogo, 5);
  EXPECT_EQ(*c.go.depth, 7);
  EXPECT_EQ(c.go.nodes, 99u);
  c = parse_command("go movetime 500 searchmoves h2e2 b0c2 ponder");
  EXPECT_EQ(*c.go.movetime, 500);
  EXPECT_EQ(c.go.searchMoves, (std::vector<std::string>{"h2e2", "b0c2"}));
  EXPECT_TRUE(c.go.ponder);
  c = parse_command("go infinite");
  EXPECT_TRUE(c.go.infinite);
  c = parse_command("go mate 3");
  EXPECT_EQ(c.go.mate, 3);
  c = parse_command("go perft 4");
  EXPECT_EQ(c.go.perft, 4);
  c = parse_command("go wtime -150 btime 100");
  ASSERT_TRUE(c.error.empty());
  EXPECT_EQ(*c.go.wtime, -150);
}

TEST(ProtocolCommand, GoUcciKeywords) {
  auto c = parse_command("go ponder time 1.5 increment 0.25 opptime 30 oppincrement 2");
  ASSERT_TRUE(c.error.empty()) << c.error;
  EXPECT_TRUE(c.go.ponder);
  EXPECT_DOUBLE_EQ(*c.go.time, 1.5);
  EXPECT_DOUBLE_EQ(*c.go.increment, 0.25);
  EXPECT_DOUBLE_EQ(*c.go.opptime, 30);
  EXPECT_DOUBLE_EQ(*c.go.oppincrement, 2);
  c = parse_command("go draw depth infinite");
  EXPECT_TRUE(c.go.draw);
  EXPECT_TRUE(c.go.depthInfinite);
  EXPECT_FALSE(c.go.depth);
  c = parse_command("go time 60 movestogo 20 opptime 60 oppmovestogo 20");
  EXPECT_EQ(c.go.movestogo, 20);
  EXPECT_EQ(c.go.oppmovestogo, 20);
}

TEST(ProtocolCommand, GoErrors) {
  EXPECT_FALSE(parse_command("go depth").error.empty());
  EXPECT_FALSE(parse_command("go depth x").error.empty());
  EXPECT_FALSE(parse_command("go depth 3x").error.empty());
  EXPECT_FALSE(parse_command("go depth -2").error.empty());
  EXPECT_FALSE(parse_command("go wtime nan").error.empty());
  EXPECT_FALSE(parse_command("go wtime inf").error.empty());
  EXPECT_FALSE(parse_command("go perft 0").error.empty());
  EXPECT_FALSE(parse_command("go sideways 3").error.empty());
  EXPECT_NE(parse_command("go depth x").error.find("depth"), std::string::npos);
}

TEST(ProtocolCommand, UcciExtras) {
  auto c = parse_command("banmoves h2e2 b0c2");
  EXPECT_EQ(c.type, CommandType::BanMoves);
  EXPECT_EQ(c.moves.size(), 2u);
  c = parse_command("ponderhit draw");
  EXPECT_EQ(c.type, CommandType::PonderHit);
  EXPECT_TRUE(c.draw);
  c = parse_command("probe");
  EXPECT_EQ(c.type, CommandType::Probe);
  EXPECT_FALSE(c.hasPosition);
  c = parse_command("probe startpos moves h2e2");
  EXPECT_TRUE(c.hasPosition);
  EXPECT_EQ(c.position.moves.size(), 1u);
}

TEST(ProtocolOutput, LinesStayUnderAThousandCharacters) {
  std::string longLine = "info pv";
  for (int i = 0; i < 400; ++i) longLine += " h2e2";
  std::string t = truncate_line(longLine);
  EXPECT_LT(t.size(), 1000u);
  EXPECT_EQ(t.substr(t.size() - 5), " h2e2");  // cut between moves
  std::vector<std::string> got;
  LineOutput out([&](const std::string& s) { got.push_back(s); });
  out.line(std::string(5000, 'x'));
  ASSERT_EQ(got.size(), 1u);
  EXPECT_LT(got[0].size(), 1000u);
}

TEST(ProtocolFormat, UciInfoLine) {
  SearchInfo info;
  info.depth = 5;
  info.seldepth = 9;
  info.score = 31;
  info.nodes = 1000;
  info.nps = 50000;
  info.timeMs = 20;
  info.hashfull = 3;
  info.wdl[0] = 300, info.wdl[1] = 600, info.wdl[2] = 100;
  info.pv = {"h2e2", "h9g7"};
  auto lines = format_info(info, {Dialect::Uci, false});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0],
            "info depth 5 seldepth 9 multipv 1 score cp 31 nodes 1000 nps 50000 hashfull 3 "
            "time 20 pv h2e2 h9g7");
  info.lowerbound = true;
  lines = format_info(info, {Dialect::Uci, true});
  EXPECT_NE(lines[0].find("score cp 31 lowerbound wdl 300 600 100 nodes"), std::string::npos);
  info.kind = ScoreKind::Mate;
  info.score = -3;
  info.lowerbound = false;
  lines = format_info(info, {Dialect::None, false});
  EXPECT_NE(lines[0].find("score mate -3 nodes"), std::string::npos);
  EXPECT_EQ(lines[0].find("wdl"), std::string::npos);

  SearchInfo cur;
  cur.depth = 4;
  cur.currMove = "b0c2";
  cur.currMoveNumber = 2;
  EXPECT_EQ(format_info(cur, {Dialect::Uci, false})[0], "info depth 4 currmove b0c2 currmovenumber 2");
  EXPECT_EQ(format_info(cur, {Dialect::Ucci, false})[0], "info currmove b0c2");
}

TEST(ProtocolFormat, UcciInfoAndMateScores) {
  SearchInfo info;
  info.depth = 6;
  info.score = -40;
  info.nodes = 77;
  info.timeMs = 15;
  info.pv = {"h2e2"};
  auto lines = format_info(info, {Dialect::Ucci, false});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "info time 15 nodes 77");
  EXPECT_EQ(lines[1], "info depth 6 score -40 pv h2e2");
  info.kind = ScoreKind::Mate;
  info.score = 2;  // mate in 2 moves = 3 plies
  EXPECT_EQ(ucci_score(info), UCCI_MATE_VALUE - 3);
  info.score = -2;  // mated in 2 moves = 4 plies
  EXPECT_EQ(ucci_score(info), -(UCCI_MATE_VALUE - 4));
}

TEST(ProtocolFormat, LongPvIsCutByWholeMoves) {
  SearchInfo info;
  for (int i = 0; i < 500; ++i) info.pv.push_back(i % 2 ? "h9g7" : "h2e2");
  for (Dialect d : {Dialect::Uci, Dialect::Ucci}) {
    auto lines = format_info(info, {d, true});
    const std::string& l = lines.back();
    EXPECT_LT(l.size(), 1000u);
    EXPECT_GT(l.size(), 900u);
    EXPECT_TRUE(l.ends_with("h2e2") || l.ends_with("h9g7")) << l.substr(l.size() - 10);
  }
}

TEST(ProtocolFormat, Bestmove) {
  SearchResult r;
  EXPECT_EQ(format_bestmove(r, Dialect::Uci), "bestmove (none)");
  EXPECT_EQ(format_bestmove(r, Dialect::Ucci), "nobestmove");
  r.bestMove = "h2e2";
  r.ponderMove = "h9g7";
  r.offerDraw = true;
  EXPECT_EQ(format_bestmove(r, Dialect::Uci), "bestmove h2e2 ponder h9g7");
  EXPECT_EQ(format_bestmove(r, Dialect::Ucci), "bestmove h2e2 ponder h9g7 draw");
  r.resign = true;
  EXPECT_EQ(format_bestmove(r, Dialect::Ucci), "bestmove h2e2 ponder h9g7 resign");
}

TEST(ProtocolOptions, HandshakeLines) {
  auto uci = option_lines(Dialect::Uci);
  auto ucci = option_lines(Dialect::Ucci);
  auto has = [](const std::vector<std::string>& v, const std::string& s) {
    for (const auto& l : v)
      if (l.rfind(s, 0) == 0) return true;
    return false;
  };
  for (const char* n : {"option name Hash type spin", "option name Threads type spin",
                        "option name MultiPV type spin", "option name Ponder type check",
                        "option name Clear Hash type button", "option name UCI_Variant type combo default xiangqi var xiangqi",
                        "option name UCI_ShowWDL type check default false",
                        "option name Move Overhead type spin", "option name Ranks1to10 type check default false"})
    EXPECT_TRUE(has(uci, n)) << n;
  EXPECT_FALSE(has(uci, "option name usemillisec"));
  for (const char* n : {"option usemillisec type check", "option hashsize type spin min",
                        "option threads type spin", "option ponder type check",
                        "option newgame type button", "option variant type combo var xiangqi"})
    EXPECT_TRUE(has(ucci, n)) << n;
  for (const auto& l : ucci) {
    EXPECT_EQ(l.find("option name"), std::string::npos) << l;
    // UCCI option names are one lowercase word.
    std::string name = l.substr(7, l.find(' ', 7) - 7);
    for (char c : name) EXPECT_TRUE(std::islower((unsigned char)c)) << l;
  }
  EXPECT_TRUE(find_option("hash"));
  EXPECT_TRUE(find_option("HASHSIZE"));
  EXPECT_FALSE(find_option("Hash Size"));
  EXPECT_EQ(parse_check_value("On"), true);
  EXPECT_EQ(parse_check_value("false"), false);
  EXPECT_FALSE(parse_check_value("maybe"));
}
