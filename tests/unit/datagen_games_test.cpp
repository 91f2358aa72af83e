// `pili datagen` through the real binary: the games it writes replay
// legally with the rules and end as recorded, shards split one run, and a
// run killed in the middle of a record resumes to the same file.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "datagen_test_util.h"
#include "lab_run.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

namespace pili {
namespace {

using namespace datagen_test;
using lab_test::pili;
using lab_test::quote;
using lab_test::run;

std::string datagen(const std::string& variant, int games, const std::string& out, const std::string& extra = "") {
  return pili() + " datagen --variant " + variant + " --games " + std::to_string(games) +
         " --nodes 300 --random-plies 4 --balance 0 --max-plies 60 --out " + quote(out) + " " + extra;
}

// Replays `g` with rule module R: every move must be legal and the game
// must end as its termination code says.
template <class R>
void check_game(const TestGame& g) {
  SCOPED_TRACE("game " + std::to_string(g.index));
  typename R::Position pos;
  std::string err;
  std::string start = R::START_FEN;  // the variant's own (Manchu's differs from its board's)
  ASSERT_TRUE(set_position<R>(pos, g.fen.empty() ? start : g.fen, err)) << err;
  auto legal = [&](Move m) {
    typename R::MoveList list;
    if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
    return list.contains(m);
  };
  for (Move m : g.opening) {
    ASSERT_TRUE(legal(m)) << "opening move " << move_text<R>(m);
    R::do_move(pos, m);
  }
  for (size_t i = 0; i < g.plies.size(); ++i) {
    ASSERT_TRUE(legal(g.plies[i].move)) << "ply " << i + 1 << " " << move_text<R>(g.plies[i].move);
    bool check = R::in_check(pos), capture = R::is_capture(pos, g.plies[i].move);
    EXPECT_EQ(bool(g.plies[i].flags & 1), check) << "ply " << i + 1;
    EXPECT_EQ(bool(g.plies[i].flags & 2), capture) << "ply " << i + 1;
    R::do_move(pos, g.plies[i].move);
  }
  const int plies = int(g.opening.size() + g.plies.size());
  switch (g.termination) {
    case 0: {  // the rules ended it: the verdict of the final position is the result
      Verdict v = adjudicate<R>(pos);
      ASSERT_NE(v.outcome, Outcome::Ongoing);
      EXPECT_EQ(g.result, v.outcome == Outcome::RedWins ? 2 : v.outcome == Outcome::BlackWins ? 0 : 1);
      break;
    }
    case 1: {  // adjudicated: the last 8 scores say the same side wins by 1500 or more
      ASSERT_GE(g.plies.size(), 8u);
      for (size_t i = g.plies.size() - 8; i < g.plies.size(); ++i) {
        int s = g.plies[i].score;
        bool redToMove = (g.opening.size() + i) % 2 == 0;  // every start position here has Red to move
        EXPECT_GE(std::abs(s), 1500);
        EXPECT_EQ(g.result, (s > 0) == redToMove ? 2 : 0);
      }
      break;
    }
    case 2:  // the length limit: a draw at exactly --max-plies
      EXPECT_EQ(plies, 60);
      EXPECT_EQ(g.result, 1);
      break;
    default:  // dropped games have no searched plies and no result
      EXPECT_TRUE(g.plies.empty());
      EXPECT_EQ(g.result, 3);
  }
}

TEST(DatagenGames, EveryVariantReplaysLegallyAndEndsAsRecorded) {
  TempDir dir("datagen-games");
  for (Variant v : ALL_VARIANTS) {
    SCOPED_TRACE(variant_name(v));
    std::string file = dir.file(std::string(variant_name(v)) + ".games");
    auto r = run("nice -n 19 " + datagen(variant_name(v), 3, file));
    if (pili::profile(v).coveredPieces) {  // self-play does not deal covered pieces yet (docs/rules/jieqi.md D6)
      EXPECT_EQ(r.code, 2) << r.out;
      EXPECT_NE(r.out.find("does not deal the covered pieces"), std::string::npos) << r.out;
      continue;
    }
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("positions/hour"), std::string::npos) << r.out;
    TestGameFile f = parse_game_file(read_bytes(file));
    ASSERT_TRUE(f.ok);
    EXPECT_EQ(f.version, 1u);
    EXPECT_EQ(f.variant, uint32_t(v));
    ASSERT_EQ(f.games.size(), 3u);
    size_t searched = 0;
    for (size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(f.games[i].index, i);
      EXPECT_EQ(f.games[i].opening.size(), 4u);
      searched += f.games[i].plies.size();
      visit_rules(v, [&]<class R>() { check_game<R>(f.games[i]); });
    }
    EXPECT_GT(searched, 0u);  // --balance 0 drops nothing
    // A few bytes a position.
    EXPECT_LT(double(read_bytes(file).size()), 40 + 60.0 * 3 + 6.0 * double(searched));
  }
}

TEST(DatagenGames, ShardsPlayDisjointPartsOfTheSameRun) {
  TempDir dir("datagen-shards");
  ASSERT_EQ(run(datagen("xiangqi", 5, dir.file("all"))).code, 0);
  ASSERT_EQ(run(datagen("xiangqi", 5, dir.file("s1"), "--shard 1/2")).code, 0);
  ASSERT_EQ(run(datagen("xiangqi", 5, dir.file("s2"), "--shard 2/2")).code, 0);
  auto allBytes = read_bytes(dir.file("all"));
  TestGameFile all = parse_game_file(allBytes);
  ASSERT_EQ(all.games.size(), 5u);
  std::vector<uint32_t> seen;
  for (const char* shard : {"s1", "s2"}) {
    auto bytes = read_bytes(dir.file(shard));
    TestGameFile f = parse_game_file(bytes);
    ASSERT_TRUE(f.ok);
    EXPECT_NE(f.settings.find(std::string("shard=") + (shard[1] == '1' ? "1/2" : "2/2")), std::string::npos);
    for (const TestGame& g : f.games) {
      seen.push_back(g.index);
      EXPECT_EQ(g.index % 2, shard[1] == '1' ? 0u : 1u);
      // The same game as in the unsharded run, byte for byte.
      const TestGame& same = all.games.at(g.index);
      EXPECT_EQ(std::vector<uint8_t>(bytes.begin() + long(g.start), bytes.begin() + long(g.end)),
                std::vector<uint8_t>(allBytes.begin() + long(same.start), allBytes.begin() + long(same.end)));
    }
  }
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(seen, (std::vector<uint32_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(run(datagen("xiangqi", 5, dir.file("bad"), "--shard 3/2")).code, 2);
}

TEST(DatagenResume, ATornLastRecordIsDroppedAndTheRunCompletesToTheSameFile) {
  TempDir dir("datagen-resume");
  const std::string full = dir.file("full");
  ASSERT_EQ(run(datagen("xiangqi", 4, full)).code, 0);
  auto bytes = read_bytes(full);
  TestGameFile f = parse_game_file(bytes);
  ASSERT_EQ(f.games.size(), 4u);
  const TestGame& last = f.games[3];
  // Cut inside the length, the payload and the checksum of the last record,
  // and at a record boundary (nothing torn, one game missing).
  for (size_t cut : {last.start + 2, last.start + 9, (last.start + last.end) / 2, last.end - 1, last.start}) {
    SCOPED_TRACE("cut at " + std::to_string(cut) + " of " + std::to_string(bytes.size()));
    const std::string part = dir.file("part");
    write_bytes(part, std::vector<uint8_t>(bytes.begin(), bytes.begin() + long(cut)));
    auto r = run(datagen("xiangqi", 4, part));
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("3 games"), std::string::npos) << r.out;
    EXPECT_EQ(read_bytes(part), bytes);
  }
  // A run asked for more games continues the same file.
  ASSERT_EQ(run(datagen("xiangqi", 5, full)).code, 0);
  TestGameFile more = parse_game_file(read_bytes(full));
  ASSERT_EQ(more.games.size(), 5u);
  EXPECT_EQ(more.games[4].index, 4u);
}

TEST(DatagenResume, RefusesAFileOfOtherSettingsOrWithADamagedRecord) {
  TempDir dir("datagen-refuse");
  const std::string file = dir.file("g");
  ASSERT_EQ(run(datagen("xiangqi", 3, file)).code, 0);
  auto bytes = read_bytes(file);
  auto other = run(datagen("xiangqi", 3, file, "--seed 7"));
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(other.out.find("other settings"), std::string::npos) << other.out;
  EXPECT_EQ(read_bytes(file), bytes);  // untouched
  TestGameFile f = parse_game_file(bytes);
  ASSERT_EQ(f.games.size(), 3u);
  bytes[f.games[1].start + 12] ^= 0x55;  // inside the second of three records
  write_bytes(file, bytes);
  auto damaged = run(datagen("xiangqi", 4, file));
  EXPECT_EQ(damaged.code, 2);
  EXPECT_NE(damaged.out.find("checksum"), std::string::npos) << damaged.out;
  write_bytes(dir.file("text"), {'h', 'e', 'l', 'l', 'o', '\n'});
  EXPECT_EQ(run(datagen("xiangqi", 3, dir.file("text"))).code, 2);
  EXPECT_EQ(read_bytes(dir.file("text")).size(), 6u);
}

}  // namespace
}  // namespace pili
