// The lab's recorded games (docs/lab-data, written by pili-match) replayed
// through the rules: every move legal, no move after the game was over, and
// every result the one the rules give. The 1,000,000-node first-move games
// of Atomic Xiangqi are all replayed; of the other runs a spread sample.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "lab/game_measures.h"
#include "pili/rules/variant.h"

#ifdef PILI_SOURCE_DIR
#include "match/record_json.h"

namespace {

namespace fs = std::filesystem;
using pili::record::GameRecord;

const fs::path LAB_DATA = fs::path(PILI_SOURCE_DIR) / "docs" / "lab-data";
const fs::path FIRST_MOVES_1M = LAB_DATA / "claim1-first-moves" / "pili-1m.games.jsonl";

std::vector<GameRecord> read_records(const fs::path& file) {
  std::vector<GameRecord> games;
  std::ifstream in(file);
  std::string line, err;
  while (std::getline(in, line)) {
    pili::match::Json j;
    GameRecord g;
    if (pili::match::parse_json(line, j, err) && j.is_object() && !j.contains("pili_match_records") &&
        pili::match::record_from_json(j, g, err))
      games.push_back(std::move(g));
  }
  return games;
}

// Empty when the game agrees with the rules.
std::string replay(const GameRecord& g) {
  auto v = pili::parse_variant(g.variant);
  if (!v) return "unknown variant " + g.variant;
  auto m = pili::visit_rules(*v, [&]<class R>() { return pili::lab::measure_game<R>(g.fen, g.moves); });
  return pili::lab::check_record(m, g.outcome, g.reason);
}

std::vector<fs::path> records_files() {
  std::vector<fs::path> files;
  if (fs::is_directory(LAB_DATA))
    for (auto& e : fs::recursive_directory_iterator(LAB_DATA)) {
      std::string name = e.path().filename().string();
      if (name.size() > 12 && name.ends_with(".games.jsonl")) files.push_back(e.path());
    }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(LabReplay, TheMillionNodeFirstMoveGamesFollowTheRules) {
  auto games = read_records(FIRST_MOVES_1M);
  ASSERT_FALSE(games.empty()) << FIRST_MOVES_1M << " holds no game";
  for (auto& g : games) {
    EXPECT_EQ(g.variant, "atomic");
    EXPECT_EQ(g.bookPlies, 1) << "game " << g.index << " does not start with one first move";
    EXPECT_EQ(replay(g), "") << FIRST_MOVES_1M << " game " << g.index;
  }
}

TEST(LabReplay, ASampleOfEveryRunFollowsTheRules) {
  int checked = 0;
  for (auto& file : records_files()) {
    auto games = read_records(file);
    size_t step = std::max<size_t>(1, games.size() / 8);
    for (size_t i = 0; i < games.size(); i += step, ++checked)
      EXPECT_EQ(replay(games[i]), "") << file << " game " << games[i].index;
  }
  EXPECT_GT(checked, 0);
}

// The replay must catch a record that breaks the rules, or the tests above
// prove nothing.
TEST(LabReplay, ARecordThatBreaksTheRulesIsCaught) {
  auto games = read_records(FIRST_MOVES_1M);
  ASSERT_FALSE(games.empty());
  const GameRecord& g = games.front();
  ASSERT_GE(g.moves.size(), 4u);

  GameRecord wrongResult = g;
  wrongResult.outcome = g.outcome == pili::Outcome::RedWins ? pili::Outcome::BlackWins : pili::Outcome::RedWins;
  wrongResult.reason = "checkmate";
  EXPECT_NE(replay(wrongResult), "");

  GameRecord illegal = g;
  illegal.moves[2] = illegal.moves[1];  // the other side's move, played by the wrong side
  EXPECT_NE(replay(illegal), "");

  GameRecord cut = g;  // the ending removed: the rules let the game go on
  cut.moves.resize(g.moves.size() / 2);
  cut.reason = "checkmate";
  EXPECT_NE(replay(cut), "");
}

// Measures checked against positions worked out by hand.
TEST(LabReplay, BlastsAndRepetitionsAreMeasured) {
  const std::string start = pili::start_fen(pili::Variant::Atomic);  // the xiangqi position
  // Atomic: the cannon shot b2b9 removes the cannon and the horse it takes,
  // nothing beside them.
  auto m = pili::lab::measure_game<pili::Atomic>(start, {"h2e2", "h9g7", "b2b9"});
  EXPECT_EQ(m.error, "");
  EXPECT_EQ(m.captures, 1);
  EXPECT_EQ(m.blasts, 1);
  EXPECT_EQ(m.firstBlastPly, 3);
  auto a = pili::lab::measure_game<pili::Atomic>(start, {"b2b9"});
  EXPECT_EQ(a.openingRemoved[0][0], 1);
  EXPECT_EQ(a.openingRemoved[0][1], 1);
  EXPECT_EQ(pili::lab::measure_game<pili::Atomic>(start, {"h2e2", "h9g7"}).firstBlastPly, 0);
  // atomic-classic: the same shot blows up the horse, the chariot, the
  // elephant and the cannon itself.
  auto c = pili::lab::measure_game<pili::AtomicClassic>(start, {"b2b9"});
  EXPECT_EQ(c.firstBlastPly, 1);
  EXPECT_EQ(c.openingRemoved[0][0], 1);
  EXPECT_EQ(c.openingRemoved[0][1], 3);
  // Xiangqi: chariots shuffle; the start position comes back after 8 plies.
  auto x = pili::lab::measure_game<pili::Xiangqi>(
      start, {"a0a1", "a9a8", "a1a0", "a8a9", "a0a1", "a9a8", "a1a0", "a8a9"});
  EXPECT_EQ(x.verdict.reason, "repetition");
  EXPECT_EQ(x.cycle.plies, 4);
  EXPECT_EQ(pili::lab::repetition_kind(x.cycle), "no check");
  // The start position has 44 legal moves.
  EXPECT_DOUBLE_EQ(pili::lab::measure_game<pili::Xiangqi>(start, {"h2e2"}).branching(), 44.0);
}

}  // namespace
#endif
