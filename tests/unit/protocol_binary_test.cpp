// End-to-end tests of the protocol loop through the real `pili` binary, as a
// GUI drives it: handshakes, errors, every variant, clocks, races, threads.
// Every bestmove is checked for legality with the rules core.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "pili/rules/game.h"
#include "pili/rules/variant.h"
#include "protocol_pipe.h"

using namespace pili;
using pili::protocol::testing::EngineProcess;
using Ms = std::chrono::milliseconds;

namespace {

constexpr int TIMEOUT = 20000;  // generous: sanitizer builds are slow

bool starts(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }

std::vector<std::string> words(const std::string& s) {
  std::istringstream ss(s);
  std::vector<std::string> w;
  for (std::string t; ss >> t;) w.push_back(t);
  return w;
}

// The move of a "bestmove M ..." line ("" for "(none)" or "nobestmove").
std::string best_of(const std::string& line) {
  auto w = words(line);
  if (w.size() < 2 || w[0] != "bestmove" || w[1] == "(none)") return "";
  return w[1];
}

// Whether `text` is legal after `fen` + `moves` for the rules of `variant`.
bool is_legal(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
              const std::string& text, int rankBase = 0) {
  auto v = parse_variant(variant);
  if (!v) return false;
  return visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, fen, err) || !play_moves<R>(pos, moves, err, rankBase)) {
      ADD_FAILURE() << "rules core rejects " << fen << ": " << err;
      return false;
    }
    return find_legal_move<R>(pos, text, rankBase).is_ok();
  });
}

int legal_count(const std::string& variant, const std::string& fen) {
  return visit_rules(*parse_variant(variant), [&]<class R>() {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, fen, err)) return -1;
    typename R::MoveList list;
    if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
    return list.size();
  });
}

std::vector<std::string> legal_moves(const std::string& fen) {
  Position pos;
  std::string err;
  std::vector<std::string> out;
  if (!set_position<Xiangqi>(pos, fen, err)) return out;
  Xiangqi::MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (Move m : list) out.push_back(move_to_string(m));
  return out;
}

struct Pili : EngineProcess {
  Pili() : EngineProcess(PILI_BINARY) {}

  std::vector<std::string> expect(const std::string& prefix, int timeoutMs = TIMEOUT) {
    bool found;
    auto lines = read_until_prefix(prefix, timeoutMs, found);
    EXPECT_TRUE(found) << "no '" << prefix << "' within " << timeoutMs << " ms";
    return lines;
  }
  // Lines printed by `cmd`, using isready/readyok as the end marker.
  std::vector<std::string> reply(const std::string& cmd) {
    send(cmd);
    send("isready");
    auto lines = expect("readyok");
    if (!lines.empty()) lines.pop_back();
    return lines;
  }
  std::string fen() {
    for (const auto& l : reply("d"))
      if (auto at = l.find("Fen: "); at != std::string::npos) return l.substr(at + 5);
    ADD_FAILURE() << "no Fen line in the output of d";
    return "";
  }
  std::string bestmove(const std::string& go, int timeoutMs = TIMEOUT) {
    send(go);
    auto lines = expect("bestmove", timeoutMs);
    return lines.empty() ? "" : lines.back();
  }
};

const std::string START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

}  // namespace

TEST(ProtocolBinary, UciHandshake) {
  Pili p;
  ASSERT_TRUE(p.ok());
  p.send("uci");
  auto lines = p.expect("uciok");
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(starts(lines[0], "id name Pili"));
  std::string all;
  for (auto& l : lines) all += l + "\n";
  for (const char* opt : {"option name Hash ", "option name Threads ", "option name MultiPV ",
                          "option name Ponder ", "option name Clear Hash ", "option name UCI_Variant type combo default xiangqi var xiangqi",
                          "option name UCI_ShowWDL type check default false", "option name Move Overhead ",
                          "option name Ranks1to10 "})
    EXPECT_NE(all.find(opt), std::string::npos) << opt;
  EXPECT_EQ(p.reply(""), std::vector<std::string>{});
  p.send("quit");
  EXPECT_EQ(p.wait_exit(5000), 0);
}

TEST(ProtocolBinary, UcciHandshakeAndBye) {
  Pili p;
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
  EXPECT_EQ(p.wait_exit(5000), 0);
}

TEST(ProtocolBinary, ErrorsPrintOneLineAndLeaveTheStateUnchanged) {
  Pili p;
  p.send("uci");
  p.expect("uciok");
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
    EXPECT_TRUE(starts(lines[0], "info string ")) << bad << " -> " << lines[0];
    EXPECT_EQ(p.fen(), before) << bad;
  }
  // The engine still plays from the unchanged position.
  std::string best = best_of(p.bestmove("go depth 3"));
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2", "h9g7"}, best)) << best;
}

TEST(ProtocolBinary, GoBeforePositionSearchesTheStart) {
  Pili p;
  std::string best = best_of(p.bestmove("go depth 3"));
  EXPECT_TRUE(is_legal("xiangqi", START, {}, best)) << best;
}

TEST(ProtocolBinary, EveryAvailableVariantPlaysLegalMoves) {
  Pili p;
  p.send("uci");
  std::vector<std::string> variants;
  for (const auto& l : p.expect("uciok"))
    if (starts(l, "option name UCI_Variant")) {
      auto w = words(l);
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
    // Four plies of self-play, each bestmove checked by the rules core.
    for (int ply = 0; ply < 4; ++ply) {
      std::string line = p.bestmove(ply % 2 ? "go depth 4 movetime 300" : "go movetime 150");
      std::string best = best_of(line);
      if (best.empty()) {
        EXPECT_EQ(legal_count(v, fen), -1) << "no move: " << line;  // cannot happen from the start
        break;
      }
      ASSERT_TRUE(is_legal(v, fen, moves, best)) << v << " " << best << " after " << moves.size();
      moves.push_back(best);
      std::string pos = "position startpos moves";
      for (auto& m : moves) pos += " " + m;
      p.send(pos);
    }
  }
}

TEST(ProtocolBinary, SuitePositionsAndMate) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/xiangqi.perft");
  ASSERT_TRUE(in);
  Pili p;
  p.send("uci");
  p.expect("uciok");
  std::string line;
  for (int n = 0; n < 12 && std::getline(in, line);) {
    std::string fen = line.substr(0, line.find(';'));
    if (legal_count("xiangqi", fen) <= 0) continue;
    ++n;
    p.send("position fen " + fen);
    std::string best = best_of(p.bestmove("go nodes 20000"));
    EXPECT_TRUE(is_legal("xiangqi", fen, {}, best)) << fen << " -> " << best;
  }
  // Black is mated: no move at all.
  const std::string mated = "4k4/4R4/2N6/9/9/9/9/9/9/3K1R3 b - - 0 1";
  ASSERT_EQ(legal_count("xiangqi", mated), 0);
  p.send("position fen " + mated);
  EXPECT_EQ(p.bestmove("go depth 5"), "bestmove (none)");
  p.send("ucci");
  p.expect("ucciok");
  p.send("position fen " + mated);
  p.send("go depth 5");
  p.expect("nobestmove");
}

TEST(ProtocolBinary, TimeControlsAreHonoured) {
  Pili p;
  p.send("uci");
  p.expect("uciok");
  p.send("position startpos");
  auto t0 = EngineProcess::Clock::now();
  std::string best = best_of(p.bestmove("go wtime 1000 btime 1000"));
  auto ms = std::chrono::duration_cast<Ms>(EngineProcess::Clock::now() - t0).count();
  EXPECT_LT(ms, 1000) << "go wtime 1000 took " << ms << " ms";
  EXPECT_TRUE(is_legal("xiangqi", START, {}, best));

  t0 = EngineProcess::Clock::now();
  p.bestmove("go movetime 300");
  ms = std::chrono::duration_cast<Ms>(EngineProcess::Clock::now() - t0).count();
  EXPECT_GE(ms, 200);
  EXPECT_LT(ms, 800) << "go movetime 300 took " << ms << " ms";

  // UCCI: seconds by default, milliseconds after usemillisec.
  p.send("ucci");
  p.expect("ucciok");
  p.send("position startpos moves h2e2");
  t0 = EngineProcess::Clock::now();
  best = best_of(p.bestmove("go time 1 opptime 1"));
  ms = std::chrono::duration_cast<Ms>(EngineProcess::Clock::now() - t0).count();
  EXPECT_LT(ms, 1000) << "UCCI go time 1 took " << ms << " ms";
  EXPECT_GT(ms, 5) << "UCCI go time 1 read as 1 ms?";
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2"}, best));
  p.send("setoption usemillisec true");
  t0 = EngineProcess::Clock::now();
  p.bestmove("go time 400 increment 0 opptime 400");
  ms = std::chrono::duration_cast<Ms>(EngineProcess::Clock::now() - t0).count();
  EXPECT_LT(ms, 400) << "UCCI go time 400 (ms) took " << ms << " ms";
}

TEST(ProtocolBinary, StopPonderhitAndIsreadyWhileSearching) {
  Pili p;
  p.send("uci");
  p.expect("uciok");
  p.send("position startpos");
  // isready is answered at once while an infinite search runs.
  p.send("go infinite");
  std::this_thread::sleep_for(Ms(50));
  auto t0 = EngineProcess::Clock::now();
  auto lines = p.reply("");
  auto ms = std::chrono::duration_cast<Ms>(EngineProcess::Clock::now() - t0).count();
  EXPECT_LT(ms, 500);
  for (auto& l : lines) EXPECT_FALSE(starts(l, "bestmove")) << "infinite search ended by itself";
  EXPECT_TRUE(is_legal("xiangqi", START, {}, best_of(p.bestmove("stop", 2000))));

  // Many go/stop pairs in a row: exactly one legal bestmove each.
  const int N = 20;
  for (int i = 0; i < N; ++i) {
    p.send("go infinite");
    p.send("stop");
  }
  int got = 0;
  for (int i = 0; i < N; ++i) {
    std::string best = best_of(p.bestmove("", 5000));
    got += is_legal("xiangqi", START, {}, best);
  }
  EXPECT_EQ(got, N);
  auto tail = p.reply("");
  for (auto& l : tail) EXPECT_FALSE(starts(l, "bestmove")) << "extra " << l;

  // Ponder, then ponderhit: the search goes on with the clock and ends.
  p.send("position startpos moves h2e2");
  p.send("go ponder wtime 600 btime 600");
  std::this_thread::sleep_for(Ms(100));
  auto early = p.reply("");
  for (auto& l : early) EXPECT_FALSE(starts(l, "bestmove")) << "bestmove while pondering";
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2"}, best_of(p.bestmove("ponderhit", 3000))));
  // Ponder, then stop (the GUI's ponder miss).
  p.send("go ponder wtime 600 btime 600");
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2"}, best_of(p.bestmove("stop", 3000))));

  // UCCI: ponderhit, and stop while idle.
  p.send("ucci");
  p.expect("ucciok");
  p.send("go ponder time 1 opptime 1");
  std::this_thread::sleep_for(Ms(30));
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2"}, best_of(p.bestmove("ponderhit", 3000))));
  EXPECT_EQ(p.reply("stop"), std::vector<std::string>{"nobestmove"});
}

TEST(ProtocolBinary, QuitWhileSearchingAndEndOfInput) {
  {
    Pili p;
    p.send("go infinite");
    std::this_thread::sleep_for(Ms(50));
    p.send("quit");
    EXPECT_EQ(p.wait_exit(3000), 0);
  }
  {
    Pili p;
    p.send("ucci");
    p.send("go depth infinite");
    std::this_thread::sleep_for(Ms(50));
    p.send("quit");
    p.expect("bye", 3000);
    EXPECT_EQ(p.wait_exit(3000), 0);
  }
  {
    Pili p;
    p.send("go infinite");
    p.close_input();  // the GUI died
    EXPECT_EQ(p.wait_exit(3000), 0);
  }
}

TEST(ProtocolBinary, ThreadsOneAndTwo) {
  for (int threads : {1, 2}) {
    Pili p;
    p.send("uci");
    p.expect("uciok");
    EXPECT_TRUE(p.reply("setoption name Threads value " + std::to_string(threads)).empty());
    p.send("position startpos moves h2e2 h9g7");
    std::string best = best_of(p.bestmove("go depth 6 movetime 500"));
    EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2", "h9g7"}, best)) << threads << ": " << best;
    p.send("go infinite");
    std::this_thread::sleep_for(Ms(100));
    EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2", "h9g7"}, best_of(p.bestmove("stop", 2000))));
  }
}

TEST(ProtocolBinary, GoPerftMatchesTheReferenceCount) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/xiangqi.perft");
  std::string line;
  ASSERT_TRUE(std::getline(in, line));
  std::string fen = line.substr(0, line.find(';'));
  auto at = line.find(";D3 ");
  ASSERT_NE(at, std::string::npos);
  std::string expected = line.substr(at + 4, line.find(';', at + 1) - at - 4);
  Pili p;
  p.send("position fen " + fen);
  p.send("go perft 3");
  auto lines = p.expect("Nodes searched");
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back(), "Nodes searched: " + expected);
}

TEST(ProtocolBinary, CycloneLinesAndRanks1to10) {
  Pili p;
  // Bare fen line with 'r' for Red, as UCI-cyclone GUIs send it.
  std::string redFen = START;
  redFen.replace(redFen.find(" w "), 3, " r ");
  p.send("fen " + redFen + " moves h2e2");
  std::string best = best_of(p.bestmove("go depth 3"));
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2"}, best)) << best;
  p.send("startpos moves h2e2 h9g7");
  best = best_of(p.bestmove("go depth 3"));
  EXPECT_TRUE(is_legal("xiangqi", START, {"h2e2", "h9g7"}, best)) << best;

  // Fairy-Stockfish numbering: ranks 1-10 in and out.
  p.send("uci");
  p.expect("uciok");
  p.send("setoption name Ranks1to10 value true");
  p.send("position startpos moves h3e3 h10g8");
  best = best_of(p.bestmove("go depth 3"));
  EXPECT_TRUE(is_legal("xiangqi", START, {"h3e3", "h10g8"}, best, 1)) << best;
}

TEST(ProtocolBinary, CrlfEmptyAndHugeLines) {
  Pili p;
  p.send_raw("uci\r\n\r\n\n   \r\n");
  p.expect("uciok");
  p.send(std::string(1200000, 'x'));  // over the 1 MB limit
  p.send("position startpos moves " + std::string(5000, 'h'));
  auto lines = p.reply("");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(starts(lines[0], "info string line longer"));
  EXPECT_TRUE(starts(lines[1], "info string position"));
  // A long but legal game: 300 plies of horse shuffling.
  std::string moves;
  for (int i = 0; i < 75; ++i) moves += " b0c2 b9c7 c2b0 c7b9";
  p.send_raw("position startpos moves" + moves + "\r\n");
  EXPECT_TRUE(p.reply("").empty());
  std::string best = best_of(p.bestmove("go depth 3"));
  EXPECT_FALSE(best.empty());
  for (auto& l : p.log) EXPECT_LT(l.size(), 1000u);
}

TEST(ProtocolBinary, UcciBanmovesAndProbe) {
  Pili p;
  p.send("ucci");
  p.expect("ucciok");
  p.send("position startpos");
  std::vector<std::string> legal = legal_moves(START);
  ASSERT_GT(legal.size(), 2u);
  // Ban everything but one move: the engine must play that one.
  std::string keep = "b0c2", ban = "banmoves";
  for (auto& m : legal)
    if (m != keep) ban += " " + m;
  EXPECT_TRUE(p.reply(ban).empty());
  EXPECT_EQ(best_of(p.bestmove("go depth 4")), keep);
  // A new position clears the bans.
  p.send("position startpos");
  std::string best = best_of(p.bestmove("go depth 4"));
  EXPECT_TRUE(is_legal("xiangqi", START, {}, best));
  auto probe = p.reply("probe");
  ASSERT_EQ(probe.size(), 1u);
  EXPECT_TRUE(starts(probe[0], "pophash")) << probe[0];
}

TEST(ProtocolBinary, InfoLinesAndWdl) {
  Pili p;
  p.send("uci");
  p.expect("uciok");
  p.send("position startpos");
  p.send("go depth 5");
  auto lines = p.expect("bestmove");
  int pvLines = 0;
  for (auto& l : lines) {
    if (!starts(l, "info depth") || l.find(" pv ") == std::string::npos) continue;
    ++pvLines;
    EXPECT_TRUE(l.find(" score cp ") != std::string::npos || l.find(" score mate ") != std::string::npos) << l;
    EXPECT_EQ(l.find(" wdl "), std::string::npos) << l;
  }
  EXPECT_GT(pvLines, 0);
  p.send("setoption name UCI_ShowWDL value true");
  p.send("go depth 4");
  lines = p.expect("bestmove");
  bool wdl = false;
  for (auto& l : lines) wdl |= l.find(" wdl ") != std::string::npos;
  EXPECT_TRUE(wdl);
  // UCCI score lines: plain numbers.
  p.send("ucci");
  p.expect("ucciok");
  p.send("go depth 4");
  lines = p.expect("bestmove");
  bool scored = false;
  for (auto& l : lines)
    if (starts(l, "info depth")) {
      auto w = words(l);
      ASSERT_GE(w.size(), 5u) << l;
      EXPECT_EQ(w[3], "score") << l;
      EXPECT_NO_THROW((void)std::stoi(w[4])) << l;
      scored = true;
    }
  EXPECT_TRUE(scored);
}
