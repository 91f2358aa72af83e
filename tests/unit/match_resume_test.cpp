// Issue 14: pili-match loses nothing. Every finished game is in the records
// file and the PGN as soon as it ends; a match killed with SIGKILL in the
// middle of a game and started again with -resume ends with the same result
// as a run that was never interrupted. Real Pili at 300 nodes is
// deterministic, so the games themselves must be the same too.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "match/record_json.h"
#include "match/records_file.h"

using namespace pili::match;
using namespace pili::record;

extern char** environ;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

int count_lines(const std::string& path) {
  std::string t = slurp(path);
  return int(std::count(t.begin(), t.end(), '\n'));
}

std::vector<std::string> match_args(const std::string& out) {
  return {PILI_MATCH_BINARY, "-engine", "name=A", std::string("cmd=") + PILI_BINARY, "nodes=300",
          "option.Hash=1", "-engine", "name=B", std::string("cmd=") + PILI_BINARY, "proto=ucci", "nodes=300",
          "-games", "2", "-rounds", "3", "-maxplies", "150", "-quiet",
          "-openings", std::string("file=") + PILI_TEST_DATA + "/../../tools/examples/openings.fen",
          "-json", out + ".json", "-pgnout", out + ".pgn"};
}

pid_t spawn(std::vector<std::string> args) {
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  pid_t pid = -1;
  EXPECT_EQ(posix_spawn(&pid, argv[0], &fa, nullptr, argv.data(), environ), 0);
  posix_spawn_file_actions_destroy(&fa);
  return pid;
}

int wait_exit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The report without what depends on the clock (dates, thinking times).
Json timeless(Json j) {
  for (auto& r : j["records"]) {
    r.erase("date");
    r.erase("time");
    r.erase("comments");
    r.erase("pgn");
  }
  return j;
}

}  // namespace

TEST(MatchResume, KilledMidGameThenResumedGivesTheSameResult) {
  // Names of this process only: worktrees and runs share the temporary
  // directory, and a stale records file would be read as this run's.
  std::string dir = testing::TempDir() + "pili_resume_" + std::to_string(getpid()) + "_";
  std::string full = dir + "full", cut = dir + "cut";
  for (auto base : {full, cut})
    for (auto ext : {".json", ".pgn", ".games.jsonl"}) std::remove((base + ext).c_str());
  ASSERT_EQ(wait_exit(spawn(match_args(full))), 0);

  // Kill the second run once two games are on record: it is then playing the third.
  pid_t pid = spawn(match_args(cut));
  auto t0 = std::chrono::steady_clock::now();
  while (count_lines(cut + ".games.jsonl") < 3 && std::chrono::steady_clock::now() - t0 < std::chrono::seconds(60))
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  kill(pid, SIGKILL);
  wait_exit(pid);
  int recorded = count_lines(cut + ".games.jsonl") - 1;
  ASSERT_GE(recorded, 2);
  ASSERT_LT(recorded, 6) << "the match ended before it was killed";
  // What was finished is on disk: records parse, the PGN has those games.
  std::vector<GameRecord> kept;
  std::string err;
  std::string text = slurp(cut + ".games.jsonl");
  Json head;
  ASSERT_TRUE(parse_json(text.substr(0, text.find('\n')), head, err)) << err;
  EXPECT_TRUE(parse_records(text, head["pili_match_records"], kept, err)) << err;
  EXPECT_EQ(int(kept.size()), recorded);
  std::string pgnKilled = slurp(cut + ".pgn");
  size_t events = 0;
  for (size_t at = 0; (at = pgnKilled.find("[Event ", at)) != std::string::npos; ++at) ++events;
  // One worker writes the PGN, then the records line: a kill between the two
  // leaves the PGN one game ahead, never behind.
  EXPECT_GE(int(events), recorded);
  EXPECT_LE(int(events), recorded + 1);

  auto resume = match_args(cut);
  resume.push_back("-resume");
  ASSERT_EQ(wait_exit(spawn(resume)), 0);
  Json a, b;
  ASSERT_TRUE(parse_json(slurp(full + ".json"), a, err)) << err;
  ASSERT_TRUE(parse_json(slurp(cut + ".json"), b, err)) << err;
  EXPECT_EQ(b["games"], 6);
  EXPECT_EQ(dump_json(timeless(b)), dump_json(timeless(a)));
  EXPECT_EQ(count_lines(cut + ".games.jsonl"), 7);
  std::string pgnFull = slurp(full + ".pgn"), pgnCut = slurp(cut + ".pgn");
  EXPECT_EQ(std::count(pgnCut.begin(), pgnCut.end(), '['), std::count(pgnFull.begin(), pgnFull.end(), '['));

  // A different match is refused instead of mixed in.
  auto other = match_args(cut);
  other[4] = "nodes=301";
  other.push_back("-resume");
  EXPECT_EQ(wait_exit(spawn(other)), 2);
  for (auto base : {full, cut})
    for (auto ext : {".json", ".pgn", ".games.jsonl"}) std::remove((base + ext).c_str());
}

TEST(MatchResume, RecordsFileWithATornLastLine) {
  MatchConfig cfg;
  cfg.variant = "xiangqi";
  Json fp = match_fingerprint(cfg);
  GameRecord g;
  g.index = 3;
  g.outcome = pili::Outcome::Draw;
  std::string head = dump_json(Json{{"pili_match_records", fp}}, -1) + "\n";
  std::string line = dump_json(record_to_json(g), -1) + "\n";
  std::vector<GameRecord> out;
  std::string err;
  // A half-written last line (killed while writing) is dropped.
  ASSERT_TRUE(parse_records(head + line + line.substr(0, 20), fp, out, err)) << err;
  EXPECT_EQ(out.size(), 1u);
  out.clear();
  ASSERT_TRUE(parse_records(head + line + "{\"index\":\n", fp, out, err)) << err;
  EXPECT_EQ(out.size(), 1u);
  // Damage before the end, a duplicate, another match or no header: errors.
  EXPECT_FALSE(parse_records(head + "garbage\n" + line, fp, out, err));
  EXPECT_FALSE(parse_records(head + line + line, fp, out, err));
  EXPECT_NE(err.find("twice"), std::string::npos);
  MatchConfig other = cfg;
  other.rounds = 7;
  EXPECT_FALSE(parse_records(head + line, match_fingerprint(other), out, err));
  EXPECT_NE(err.find("rounds"), std::string::npos) << err;
  EXPECT_FALSE(parse_records(line, fp, out, err));
  EXPECT_FALSE(parse_records("", fp, out, err));
}

// The SPRT's minimum is part of the match: a records file of another minimum
// is refused on -resume, and a minimum of 0 fingerprints as records written
// before minpairs existed ([elo0, elo1, alpha, beta]), so those still resume.
TEST(MatchResume, SprtMinPairsIsInTheFingerprint) {
  MatchConfig cfg;
  cfg.sprt.enabled = true;
  cfg.sprt.elo1 = 50;
  Json fp = match_fingerprint(cfg);
  EXPECT_EQ(fp["sprt"], (Json{0.0, 50.0, 0.05, 0.05}));
  MatchConfig held = cfg;
  held.sprt.minPairs = 10;
  EXPECT_EQ(match_fingerprint(held)["sprt"], (Json{0.0, 50.0, 0.05, 0.05, 10}));
  std::string head = dump_json(Json{{"pili_match_records", fp}}, -1) + "\n";
  std::vector<GameRecord> out;
  std::string err;
  ASSERT_TRUE(parse_records(head, fp, out, err)) << err;
  EXPECT_FALSE(parse_records(head, match_fingerprint(held), out, err));
  EXPECT_NE(err.find("sprt"), std::string::npos) << err;
}
