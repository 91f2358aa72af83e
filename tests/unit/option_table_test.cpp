// The option table (engine/option_table.h) and what is derived from it: each
// entry is announced in its dialects as declared, accepted at its bounds,
// refused beyond them with one `info string` that keeps the previous value,
// and the engine's defaults and clamps are the table's. UCI_Elo is clamped
// to the Elo ladder instead of refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
#include "pili/engine/option_table.h"
#include "pili/protocol/options.h"
#include "pili/protocol/protocol.h"
#include "protocol_fake_engine.h"
#include "protocol_session.h"

using namespace pili;
using pili::protocol::testing::FakeEngine;

namespace {

template <class E>
using Session = protocol::testing::ProtocolSession<E>;

// The value of the setting `o` writes.
int setting(const OptionSpec& o, Settings s) { return o.number ? o.number(s) : int(o.flag(s)); }

std::string setoption(const OptionSpec& o, const std::string& value) {
  return "setoption name " + std::string(o.uciName ? o.uciName : o.ucciName) + " value " + value;
}

const char* type_word(OptionType t) {
  switch (t) {
    case OptionType::Check: return "check";
    case OptionType::Spin: return "spin";
    case OptionType::Combo: return "combo";
    case OptionType::Button: return "button";
    case OptionType::String: return "string";
  }
  return "";
}

bool is_one_info_string(const std::vector<std::string>& out) {
  return out.size() == 1 && out[0].rfind("info string ", 0) == 0;
}

}  // namespace

TEST(OptionTable, EachEntryHasTheTargetItsTypeNeeds) {
  for (const OptionSpec& o : option_table()) {
    SCOPED_TRACE(o.name(false));
    ASSERT_TRUE(o.uciName || o.ucciName);
    switch (o.type) {
      case OptionType::Spin:
        EXPECT_TRUE(o.number && !o.flag);
        EXPECT_LE(o.min, o.def);
        EXPECT_LE(o.def, o.max);
        break;
      case OptionType::Check:
        EXPECT_TRUE(o.flag && !o.number);
        EXPECT_TRUE(o.def == 0 || o.def == 1);
        break;
      case OptionType::Combo:
        ASSERT_TRUE(o.choices);
        EXPECT_FALSE(o.choices().empty());
        EXPECT_TRUE(o.number || o.frontEnd);
        if (o.number) {
          EXPECT_EQ(o.max + 1, int(o.choices().size()));  // every choice has an index
        }
        break;
      case OptionType::Button:
      case OptionType::String:
        EXPECT_TRUE(o.action && !o.number && !o.flag);
        break;
    }
  }
}

TEST(OptionTable, SpellingsAreUniqueAndFindTheirEntry) {
  std::set<std::string> seen;  // the spellings of the options before
  for (const OptionSpec& o : option_table()) {
    std::set<std::string> own;
    for (const char* n : {o.uciName, o.ucciName, o.alias}) {
      if (!n) continue;
      std::string lower = n;
      for (char& c : lower) c = char(std::tolower((unsigned char)c));
      EXPECT_FALSE(seen.count(lower)) << n << " names two options";
      own.insert(lower);
      EXPECT_EQ(find_option(n), &o) << n;
      EXPECT_EQ(find_option(lower), &o) << lower;
    }
    seen.insert(own.begin(), own.end());
  }
  EXPECT_EQ(find_option("No Such Option"), nullptr);
}

TEST(OptionTable, EveryEntryIsListedInItsDialectsAsDeclared) {
  for (protocol::Dialect d : {protocol::Dialect::Uci, protocol::Dialect::Ucci}) {
    const bool ucci = d == protocol::Dialect::Ucci;
    const auto lines = protocol::option_lines(d);
    size_t listed = 0;
    for (const OptionSpec& o : option_table()) {
      const char* name = ucci ? o.ucciName : o.uciName;
      if (!name) continue;
      ASSERT_LT(listed, lines.size());
      const std::string& line = lines[listed++];  // in table order
      SCOPED_TRACE(line);
      EXPECT_EQ(line.rfind(std::string(ucci ? "option " : "option name ") + name + " type " + type_word(o.type), 0),
                0u);
      auto has = [&](const std::string& part) { return line.find(part) != std::string::npos; };
      if (o.type == OptionType::Spin) {
        EXPECT_TRUE(has(" min " + std::to_string(o.min)));
        EXPECT_TRUE(has(" max " + std::to_string(o.max)));
        EXPECT_TRUE(has(" default " + std::to_string(o.def)));
      }
      if (o.type == OptionType::Check) {
        EXPECT_TRUE(has(o.def ? " default true" : " default false"));
      }
      if (o.type == OptionType::Combo) {
        const auto choices = o.choices();
        EXPECT_TRUE(has(" default " + choices[size_t(o.def)]));
        for (const auto& c : choices) EXPECT_TRUE(has(" var " + c + (c == choices.back() ? "" : " ")));
      }
    }
    EXPECT_EQ(listed, lines.size()) << "a listed option is not in the table";
  }
}

TEST(OptionTable, SpinsTakeTheirBoundsAndRefuseBeyondThemKeepingTheValue) {
  for (const OptionSpec& o : option_table()) {
    if (o.type != OptionType::Spin) continue;
    SCOPED_TRACE(o.name(false));
    Session<FakeEngine> s;
    s.send("uci");
    for (int bound : {o.min, o.max}) {
      EXPECT_TRUE(s.send(setoption(o, std::to_string(bound))).empty());
      EXPECT_EQ(setting(o, s.engine.now), bound);
    }
    if (o.clamps) continue;  // UCI_Elo: below
    for (long long beyond : {(long long)o.min - 1, (long long)o.max + 1}) {
      auto out = s.send(setoption(o, std::to_string(beyond)));
      ASSERT_TRUE(is_one_info_string(out));
      EXPECT_NE(out[0].find("needs an integer from " + std::to_string(o.min) + " to " + std::to_string(o.max)),
                std::string::npos)
          << out[0];
      EXPECT_EQ(setting(o, s.engine.now), o.max);  // the previous value
    }
    EXPECT_TRUE(is_one_info_string(s.send(setoption(o, "many"))));
    EXPECT_EQ(setting(o, s.engine.now), o.max);
  }
}

TEST(OptionTable, ChecksAndCombosTakeTheirValuesAndRefuseOthers) {
  for (const OptionSpec& o : option_table()) {
    if (o.type != OptionType::Check && !(o.type == OptionType::Combo && o.number)) continue;
    SCOPED_TRACE(o.name(false));
    Session<FakeEngine> s;
    s.send("ucci");
    std::vector<std::string> values = o.type == OptionType::Check ? std::vector<std::string>{"true", "false"}
                                                                   : o.choices();
    for (size_t i = 0; i < values.size(); ++i) {
      // In UCCI's syntax under the dialect's name (or the UCI name, accepted too).
      auto out = s.send("setoption " + std::string(o.name(true)) + " " + values[i]);
      if (!o.action) {  // Use NNUE may say that the fake has no net
        EXPECT_TRUE(out.empty()) << values[i];
      }
      EXPECT_EQ(setting(o, s.engine.now), o.type == OptionType::Check ? int(i == 0) : int(i));
    }
    const int before = setting(o, s.engine.now);
    EXPECT_TRUE(is_one_info_string(s.send("setoption " + std::string(o.name(true)) + " maybe-not")));
    EXPECT_EQ(setting(o, s.engine.now), before);
  }
}

TEST(OptionTable, TheEngineStartsAtTheDefaultsAndClampsToTheRanges) {
  Engine e;
  Settings now = e.settings();
  for (const OptionSpec& o : option_table())
    if (o.number || o.flag) {
      EXPECT_EQ(setting(o, now), o.def) << o.name(false);
    }
  // Out-of-range values from a front end without options are brought into
  // the table's range (Move Overhead's bound was once 5000 in the protocol
  // and 60000 in the engine).
  Settings wild = now;
  wild.moveOverheadMs = 60000;
  wild.multiPV = 0;
  wild.strength.skill = 99;
  wild.strength.elo = 1;
  wild.strength.randomness = 17;
  std::string err;
  ASSERT_TRUE(e.configure(wild, err)) << err;
  const OptionSpec& overhead = *find_option("Move Overhead");
  EXPECT_EQ(e.settings().moveOverheadMs, overhead.max);
  EXPECT_EQ(e.settings().multiPV, find_option("MultiPV")->min);
  EXPECT_EQ(e.settings().strength.skill, levels::FULL_SKILL);
  EXPECT_EQ(e.settings().strength.elo, levels::ELO_MIN);
  EXPECT_EQ(e.settings().strength.randomness, levels::RANDOMNESS_GRADES - 1);
}

// --- UCI_Elo is clamped to the ladder (engine/levels.h), not refused ---------

TEST(OptionTable, EloRangeIsTheLadders) {
  const OptionSpec& elo = *find_option("UCI_Elo");
  EXPECT_EQ(elo.min, levels::ELO_LADDER[0].elo);
  EXPECT_EQ(elo.max, levels::ELO_LADDER[std::size(levels::ELO_LADDER) - 1].elo);
  EXPECT_TRUE(elo.clamps);
}

TEST(OptionTable, EloOutsideTheLadderIsClampedWithAWord) {
  Session<FakeEngine> s;
  s.send("uci");
  s.send("setoption name UCI_Elo value 2000");
  auto out = s.send("setoption name UCI_Elo value 1200");
  ASSERT_TRUE(is_one_info_string(out));
  EXPECT_EQ(out[0], "info string option 'UCI_Elo': 1200 is outside " + std::to_string(levels::ELO_MIN) + " to " +
                        std::to_string(levels::ELO_MAX) + "; " + std::to_string(levels::ELO_MIN) + " is used");
  EXPECT_EQ(s.engine.now.strength.elo, levels::ELO_MIN);
  out = s.send("setoption elo 9000");  // UCCI's spelling
  ASSERT_TRUE(is_one_info_string(out));
  EXPECT_NE(out[0].find(std::to_string(levels::ELO_MAX) + " is used"), std::string::npos) << out[0];
  EXPECT_EQ(s.engine.now.strength.elo, levels::ELO_MAX);
  // Not a number is still refused, and the value kept.
  out = s.send("setoption name UCI_Elo value strong");
  ASSERT_TRUE(is_one_info_string(out));
  EXPECT_NE(out[0].find("needs an integer"), std::string::npos) << out[0];
  EXPECT_EQ(s.engine.now.strength.elo, levels::ELO_MAX);
}

TEST(OptionTable, ALowEloPlaysTheLowestLevelNotFullStrength) {
  // The real engine: a GUI asking for 1200 gets the weakest level.
  Session<Engine> s;
  s.send("uci");
  EXPECT_TRUE(s.send("setoption name UCI_LimitStrength value true").empty());
  EXPECT_TRUE(is_one_info_string(s.send("setoption name UCI_Elo value 1200")));
  EXPECT_EQ(s.engine.settings().strength.elo, levels::ELO_MIN);
  EXPECT_EQ(s.engine.settings().strength.effective_skill(), levels::MIN_SKILL);
}
