// Shared by the match_*_test.cpp files: the fake engine script
// (tests/fake_engines/fake_engine.sh), an engine config for it, one refereed
// xiangqi game between two engine processes, and the "no engine fault" check.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "match/referee.h"
#include "pili/rules/xiangqi.h"

namespace pili::match::test {

inline const std::string FAKE = std::string(PILI_TEST_DATA) + "/../fake_engines/fake_engine.sh";
inline const std::string START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The fakes answer at once (their modes "slow", "hang" and "think=" aside),
// so the default move time is a generous bound that a loaded or emulated
// machine cannot reach: a late answer would be refereed a time forfeit, not
// what the test is about. Tests about the clock give their own, short one.
inline constexpr double FAKE_MOVE_TIME = 2.0;

inline EngineConfig fake(const std::string& name, std::vector<std::string> args, double st = FAKE_MOVE_TIME) {
  EngineConfig c;
  c.name = name;
  c.cmd = FAKE;
  c.args = std::move(args);
  c.tc.moveTimeMs = int64_t(st * 1000);
  return c;
}

// The real engine twice: "pili-uci" and "pili-ucci", Hash 4 MB each.
struct PiliPair {
  EngineConfig uci, ucci;
  PiliPair() {
    uci.name = "pili-uci";
    ucci.name = "pili-ucci";
    uci.cmd = ucci.cmd = PILI_BINARY;
    ucci.proto = client::Protocol::Ucci;
    uci.options = {{"Hash", "4"}};
    ucci.options = {{"hashsize", "4"}};
  }
};

// One xiangqi game; `red` and `black` are the two players' engine clients.
struct Game {
  Player redPlayer, blackPlayer;
  client::EngineClient& red = redPlayer.engine;
  client::EngineClient& black = blackPlayer.engine;
  record::GameRecord rec;
  GameSetup setup;
  Game(EngineConfig r, EngineConfig b) : redPlayer(std::move(r), "xiangqi"), blackPlayer(std::move(b), "xiangqi") {
    setup.fen = START;
    setup.timeMarginMs = 50;
  }
  void play() {
    std::string err;
    ASSERT_TRUE(red.start(err)) << err;
    ASSERT_TRUE(black.start(err)) << err;
    Player* sides[2] = {&redPlayer, &blackPlayer};
    play_game<Xiangqi>(sides, setup, rec);
  }
  ~Game() {
    red.quit();
    black.quit();
  }
};

// Every game finished, and by the variant's rules, not by an engine fault.
inline void expect_ended_by_the_rules(const std::vector<record::GameRecord>& games, const std::string& variant) {
  for (auto& g : games) {
    for (const char* fault :
         {"false claim", "illegal move", "unparsable move", "crash", "hang", "time forfeit"})
      EXPECT_NE(g.reason, fault) << variant << ": " << g.detail;
    EXPECT_NE(g.outcome, Outcome::Ongoing) << variant;
  }
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace pili::match::test
