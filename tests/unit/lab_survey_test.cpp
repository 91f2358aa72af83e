// `pili survey`: tiny node counts only. Checks the table covers every legal
// root move, that a mating move is recognised, that the self-play games in
// the JSON replay legally under Pili's rules and end as the referee says,
// and that one thread gives the same output twice.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>

#include "lab_run.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

namespace pili {
namespace {

using lab_test::pili;
using lab_test::run;

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int count_lines_starting_with_move(const std::string& out) {
  std::regex row("^[a-i][0-9][a-i][0-9] ");
  int n = 0;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (std::regex_search(line, row)) ++n;
  return n;
}

TEST(LabSurvey, XiangqiTableHasEveryRootMove) {
  auto r = run(pili() + " survey --nodes 200");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(count_lines_starting_with_move(r.out), 44) << r.out;
  EXPECT_NE(r.out.find("44 moves for Red, 200 nodes each"), std::string::npos) << r.out;
}

TEST(LabSurvey, MatingMoveIsAWin) {
  // Red to move: a7a9 mates (b8 rook holds rank 8, flying general holds d9).
  const std::string fen = "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1";
  Position pos;
  std::string err;
  ASSERT_TRUE(set_position<Xiangqi>(pos, fen, err)) << err;
  ASSERT_TRUE(play_moves<Xiangqi>(pos, {"a7a9"}, err)) << err;
  ASSERT_EQ(adjudicate<Xiangqi>(pos).outcome, Outcome::RedWins);

  auto r = run(pili() + " survey --fen '" + fen + "' --nodes 300 --play 1 --play-nodes 100 --max-plies 10");
  ASSERT_EQ(r.code, 0) << r.out;
  std::regex mateRow("\\na7a9 +win .*checkmate.* 1 +0 +0 *\\n");
  EXPECT_TRUE(std::regex_search(r.out, mateRow)) << r.out;
}

TEST(LabSurvey, AtomicGamesReplayUnderTheRules) {
  std::string json = testing::TempDir() + "lab_survey_atomic.json";
  std::string cmd = pili() + " survey --variant atomic --nodes 64 --play 1 --play-nodes 48 --max-plies 16 --json '" + json + "'";
  auto r = run(cmd);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(count_lines_starting_with_move(r.out), 44) << r.out;
  EXPECT_NE(r.out.find("summary: 44 moves:"), std::string::npos) << r.out;

  // Every game: legal under Atomic rules, and its result is what the judge says.
  std::string text = read_file(json);
  std::regex game("\\{\"result\":(-?[01]),\"reason\":\"([^\"]*)\",\"nodes\":[0-9]+,\"plies\":([0-9]+),\"moves\":\\[([^\\]]*)\\]\\}");
  int games = 0, sum[3] = {0, 0, 0};
  for (std::sregex_iterator it(text.begin(), text.end(), game), end; it != end; ++it, ++games) {
    int result = std::stoi((*it)[1]);
    std::string reason = (*it)[2];
    std::vector<std::string> moves;
    std::string list = (*it)[4];
    std::regex mv("\"([a-i][0-9][a-i][0-9])\"");
    for (std::sregex_iterator m(list.begin(), list.end(), mv); m != std::sregex_iterator(); ++m)
      moves.push_back((*m)[1]);
    ASSERT_EQ(int(moves.size()), std::stoi((*it)[3]));
    Position pos;
    std::string err;
    ASSERT_TRUE(set_position<Atomic>(pos, Position::START_FEN, err)) << err;
    ASSERT_TRUE(play_moves<Atomic>(pos, moves, err)) << err;
    Verdict v = adjudicate<Atomic>(pos);
    if (reason == "max plies") {
      EXPECT_EQ(v.outcome, Outcome::Ongoing);
      EXPECT_EQ(int(moves.size()), 16);
      EXPECT_EQ(result, 0);
    } else {
      EXPECT_EQ(v.reason, reason);
      int expected = v.outcome == Outcome::Draw ? 0 : v.outcome == Outcome::RedWins ? 1 : -1;
      EXPECT_EQ(result, expected);
    }
    ++sum[result + 1];
  }
  EXPECT_EQ(games, 44);
  std::smatch s;
  ASSERT_TRUE(std::regex_search(text, s, std::regex("\"games\":\\{\"w\":([0-9]+),\"d\":([0-9]+),\"l\":([0-9]+)\\}")));
  EXPECT_EQ(std::stoi(s[1]), sum[2]);
  EXPECT_EQ(std::stoi(s[2]), sum[1]);
  EXPECT_EQ(std::stoi(s[3]), sum[0]);
  std::remove(json.c_str());
}

TEST(LabSurvey, DeterministicWithOneThread) {
  std::string cmd = pili() + " survey --variant atomic --nodes 60 --play 2 --play-nodes 30 --max-plies 6 2>/dev/null";
  auto a = run(cmd), b = run(cmd);
  ASSERT_EQ(a.code, 0) << a.out;
  EXPECT_EQ(a.out, b.out);
}

TEST(LabSurvey, ExternalEngineThroughTheDriver) {
  // Pili itself as the external UCI engine: same table as in-process.
  auto ext = run(pili() + " survey --nodes 150 --engine '" + std::string(PILI_BINARY) + "' 2>/dev/null");
  auto own = run(pili() + " survey --nodes 150 2>/dev/null");
  ASSERT_EQ(ext.code, 0) << ext.out;
  EXPECT_EQ(count_lines_starting_with_move(ext.out), 44) << ext.out;
  // Only the header names the engine; the rows must agree.
  auto rows = [](const std::string& s) { return s.substr(s.find("\nmove")); };
  EXPECT_EQ(rows(ext.out), rows(own.out));
}

TEST(LabSurvey, BadInputIsAnError) {
  EXPECT_EQ(run(pili() + " survey --nodes 10 --fen 'bad fen'").code, 2);
  EXPECT_EQ(run(pili() + " survey --nodes 10 --variant nosuch").code, 2);
  EXPECT_EQ(run(pili() + " survey --nodes 10 --engine /nonexistent/engine").code, 2);
  EXPECT_NE(run(pili() + " survey").code, 0);  // --nodes is required
}

}  // namespace
}  // namespace pili
