// Strength levels and varied play (engine/levels.h, search/root_choice.h):
// the options in both protocols, full strength untouched, the draw among
// the root lines, and the Elo scale.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
#include "pili/protocol/protocol.h"
#include "pili/search/root_choice.h"
#include "protocol_fake_engine.h"
#include "protocol_session.h"

using namespace pili;
using pili::protocol::testing::FakeEngine;

namespace {

using Session = protocol::testing::ProtocolSession<FakeEngine>;

// --- Options -----------------------------------------------------------------

TEST(LevelOptions, UciAnnouncesAndSetsThem) {
  Session s;
  std::string hs = s.all("uci");
  EXPECT_NE(hs.find("option name Skill Level type spin default 20 min 0 max 20"), std::string::npos) << hs;
  EXPECT_NE(hs.find("option name UCI_LimitStrength type check default false"), std::string::npos);
  EXPECT_NE(hs.find("option name UCI_Elo type spin"), std::string::npos);
  EXPECT_NE(hs.find("option name Randomness type combo default none var none var tiny var small var medium "
                    "var large var huge"),
            std::string::npos)
      << hs;
  EXPECT_TRUE(s.send("setoption name Skill Level value 5").empty());
  EXPECT_EQ(s.engine.now.strength.skill, 5);
  EXPECT_TRUE(s.send("setoption name UCI_LimitStrength value true").empty());
  EXPECT_TRUE(s.send("setoption name UCI_Elo value 1500").empty());
  EXPECT_TRUE(s.engine.now.strength.limitStrength);
  EXPECT_EQ(s.engine.now.strength.elo, 1500);
  EXPECT_EQ(s.engine.now.strength.skill, 5);  // kept: each option changes its own field
  EXPECT_TRUE(s.send("setoption name Randomness value Large").empty());
  EXPECT_EQ(s.engine.now.strength.randomness, 4);
}

TEST(LevelOptions, UcciTakesTheSameNames) {
  Session s;
  std::string hs = s.all("ucci");
  EXPECT_NE(hs.find("option skilllevel type spin min 0 max 20 default 20"), std::string::npos) << hs;
  EXPECT_NE(hs.find("option randomness type combo"), std::string::npos);
  EXPECT_TRUE(s.send("setoption skilllevel 7").empty());
  EXPECT_EQ(s.engine.now.strength.skill, 7);
  EXPECT_TRUE(s.send("setoption name Skill Level value 3").empty());
  EXPECT_EQ(s.engine.now.strength.skill, 3);
  EXPECT_TRUE(s.send("setoption randomness small").empty());
  EXPECT_EQ(s.engine.now.strength.randomness, 2);
  EXPECT_TRUE(s.send("setoption randomness none").empty());
  EXPECT_EQ(s.engine.now.strength.randomness, 0);
  EXPECT_TRUE(s.send("setoption UCI_LimitStrength true").empty());
  EXPECT_TRUE(s.send("setoption UCI_Elo 1600").empty());
  EXPECT_TRUE(s.engine.now.strength.limitStrength);
  EXPECT_EQ(s.engine.now.strength.elo, 1600);
  EXPECT_TRUE(s.send("setoption elo 1700").empty());  // the announced UCCI spellings
  EXPECT_TRUE(s.send("setoption limitstrength false").empty());
  EXPECT_FALSE(s.engine.now.strength.limitStrength);
  EXPECT_EQ(s.engine.now.strength.elo, 1700);
}

TEST(LevelOptions, BadValuesAreRefusedWithOneLine) {
  Session s;
  s.send("uci");
  s.send("setoption name Skill Level value 4");
  s.send("setoption name Randomness value tiny");
  for (const char* bad : {"setoption name Skill Level value 21", "setoption name Skill Level value -1",
                          "setoption name Skill Level value weak", "setoption name Randomness value enormous",
                          "setoption name Randomness", "setoption name UCI_Elo value low",
                          "setoption name UCI_LimitStrength value maybe"}) {
    auto out = s.send(bad);
    ASSERT_EQ(out.size(), 1u) << bad;
    EXPECT_EQ(out[0].rfind("info string ", 0), 0u) << bad << ": " << out[0];
  }
  EXPECT_EQ(s.engine.now.strength.skill, 4);
  EXPECT_EQ(s.engine.now.strength.randomness, 1);
  EXPECT_FALSE(s.engine.now.strength.limitStrength);
}

// --- The engine ----------------------------------------------------------------

struct Played {
  SearchResult result;
  uint64_t nodes = 0;
};

Played play(Engine& e, const SearchLimits& limits) {
  Played p;
  e.go(limits, [&](const SearchInfo& i) { if (i.currMove.empty()) p.nodes = std::max(p.nodes, i.nodes); },
       [&](const SearchResult& r) { p.result = r; });
  e.wait();
  return p;
}

const std::vector<std::string> OPENING = {"h2e2", "h9g7", "h0g2"};

TEST(LevelEngine, SkillTwentyIsFullStrength) {
  SearchLimits limits;
  limits.depth = 7;
  Engine full, skill20, eloOff;
  std::string err;
  for (Engine* e : {&full, &skill20, &eloOff}) ASSERT_TRUE(e->set_position("", OPENING, err)) << err;
  levels::PlayStrength st;
  st.skill = 20;
  skill20.set(&Settings::strength, st);
  st.elo = levels::ELO_MIN;  // a low Elo is ignored while UCI_LimitStrength is off
  eloOff.set(&Settings::strength, st);
  Played a = play(full, limits), b = play(skill20, limits), c = play(eloOff, limits);
  ASSERT_FALSE(a.result.bestMove.empty());
  EXPECT_GT(a.nodes, 0u);
  EXPECT_EQ(a.result.bestMove, b.result.bestMove);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.result.bestMove, c.result.bestMove);
  EXPECT_EQ(a.nodes, c.nodes);
}

TEST(LevelEngine, LowLevelVariesButStaysLegalInEveryVariant) {
  for (Variant v : ALL_VARIANTS) {
    if (!variant_available(v)) continue;
    Engine e;
    std::string err;
    ASSERT_TRUE(e.set_variant(variant_name(v), err)) << err;
    auto legal = e.legal_moves();
    levels::PlayStrength st;
    st.skill = 0;
    e.set(&Settings::strength, st);
    std::set<std::string> seen;
    for (uint64_t seed = 1; seed <= 16; ++seed) {
      e.set_random_seed(seed);
      e.new_game();
      std::string move = play(e, SearchLimits{}).result.bestMove;
      EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << variant_name(v) << " " << move;
      seen.insert(move);
    }
    EXPECT_GT(seen.size(), 1u) << variant_name(v) << ": level 0 always played " << *seen.begin();
  }
}

TEST(LevelEngine, HigherLevelsNeverLeaveAFreeChariot) {
  // Red's chariot takes Black's for nothing (with check); any other move
  // loses Red's own chariot.
  const std::string fen = "r3k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
  for (int skill : {7, 11, 14, 17}) {
    Engine e;
    std::string err;
    ASSERT_TRUE(e.set_position(fen, {}, err)) << err;
    levels::PlayStrength st;
    st.skill = skill;
    e.set(&Settings::strength, st);
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      e.set_random_seed(seed);
      EXPECT_EQ(play(e, SearchLimits{}).result.bestMove, "a0a9") << "skill " << skill << " seed " << seed;
    }
  }
}

TEST(LevelEngine, RandomnessOffIsDeterministicOnVaries) {
  SearchLimits limits;
  limits.depth = 5;
  Engine a, b;
  a.set_random_seed(1);
  b.set_random_seed(2);
  Played pa = play(a, limits), pb = play(b, limits);
  EXPECT_EQ(pa.result.bestMove, pb.result.bestMove);  // off: the seed plays no part
  EXPECT_EQ(pa.nodes, pb.nodes);

  // The start position has several moves within a few centipawns.
  levels::PlayStrength st;
  st.randomness = 5;  // huge
  std::set<std::string> seen;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Engine e;
    e.set(&Settings::strength, st);
    e.set_random_seed(seed);
    std::string first = play(e, limits).result.bestMove;
    seen.insert(first);
    Engine again;  // the same seed plays the same move
    again.set(&Settings::strength, st);
    again.set_random_seed(seed);
    EXPECT_EQ(play(again, limits).result.bestMove, first) << "seed " << seed;
  }
  EXPECT_GT(seen.size(), 1u);
}

// --- The draw itself --------------------------------------------------------------

std::vector<search::ChoiceLine> lines_of(const std::vector<int>& scores) {
  std::vector<search::ChoiceLine> out;
  for (size_t i = 0; i < scores.size(); ++i) out.push_back({Move(Square(i), Square(i + 9)), scores[i]});
  return out;
}

TEST(RootChoice, RandomnessStaysWithinItsBound) {
  search::RootChoice c;
  c.lines = 4;
  c.randomCp = 16;
  auto lines = lines_of({30, 25, 18, -200});
  std::set<size_t> picked;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    c.seed = seed;
    size_t i = search::choose_root_line(lines, c);
    EXPECT_LT(i, 3u);  // 30 - 18 = 12 <= 16; the last loses 230
    picked.insert(i);
  }
  EXPECT_EQ(picked.size(), 3u);
}

TEST(RootChoice, OffOrDecidedPlaysTheBest) {
  search::RootChoice c;
  auto lines = lines_of({10, 10, 10});
  for (uint64_t seed = 0; seed < 50; ++seed) {
    c.seed = seed;
    EXPECT_EQ(search::choose_root_line(lines, c), 0u);  // not active
  }
  c.lines = 3;
  c.temperatureCp = 500;
  c.maxLossCp = 5000;
  auto mate = lines_of({29990, 100, 90});
  auto lost = lines_of({50, -29990, -29980});
  for (uint64_t seed = 0; seed < 50; ++seed) {
    c.seed = seed;
    EXPECT_EQ(search::choose_root_line(mate, c), 0u);
    EXPECT_EQ(search::choose_root_line(lost, c), 0u);  // never into a mate while the best is not lost
  }
}

TEST(RootChoice, LevelsPreferSmallerLosses) {
  search::RootChoice c;
  c.lines = 3;
  c.temperatureCp = 50;
  c.maxLossCp = 300;
  auto lines = lines_of({0, -50, -400});
  int count[3] = {0, 0, 0};
  for (uint64_t seed = 0; seed < 1000; ++seed) {
    c.seed = seed;
    ++count[search::choose_root_line(lines, c)];
  }
  EXPECT_GT(count[0], count[1]);
  EXPECT_GT(count[1], 0);
  EXPECT_EQ(count[2], 0);  // beyond maxLossCp
}

// --- Elo -----------------------------------------------------------------------------

TEST(LevelElo, MapsMonotonicallyOverTheWholeScale) {
  EXPECT_EQ(levels::skill_for_elo(levels::ELO_MIN), levels::MIN_SKILL);
  EXPECT_EQ(levels::skill_for_elo(levels::ELO_MAX), levels::FULL_SKILL);
  EXPECT_EQ(levels::skill_for_elo(levels::ELO_MIN - 500), levels::MIN_SKILL);
  EXPECT_EQ(levels::skill_for_elo(levels::ELO_MAX + 500), levels::FULL_SKILL);
  int prev = levels::MIN_SKILL;
  for (int elo = levels::ELO_MIN; elo <= levels::ELO_MAX; ++elo) {
    int s = levels::skill_for_elo(elo);
    EXPECT_GE(s, prev) << elo;
    prev = s;
  }
  levels::PlayStrength st;
  st.limitStrength = true;
  st.skill = 20;
  st.elo = levels::ELO_MIN;
  EXPECT_EQ(st.effective_skill(), levels::MIN_SKILL);  // UCI_Elo wins while limiting
}

}  // namespace
