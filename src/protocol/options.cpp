// Option table and handshake lines.
#include "pili/protocol/options.h"

#include <algorithm>

#include "pili/engine/levels.h"
#include "pili/rules/variant.h"

namespace pili::protocol {
namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower((unsigned char)x) == std::tolower((unsigned char)y);
         });
}

}  // namespace

const std::vector<OptionSpec>& option_specs() {
  // Announcement order; UCCI lists usemillisec first so GUIs see it early.
  static const std::vector<OptionSpec> SPECS = {
      {OptionId::UseMillisec, nullptr, "usemillisec", OptionType::Check, 0, 0, 1},
      {OptionId::Threads, "Threads", "threads", OptionType::Spin, 1, 1, MAX_THREADS},
      {OptionId::Hash, "Hash", "hashsize", OptionType::Spin, 16, 1, 65536},
      {OptionId::ClearHash, "Clear Hash", nullptr, OptionType::Button},
      {OptionId::MultiPV, "MultiPV", "multipv", OptionType::Spin, 1, 1, MAX_MULTIPV},
      {OptionId::Ponder, "Ponder", "ponder", OptionType::Check, 0, 0, 1},
      {OptionId::MoveOverhead, "Move Overhead", nullptr, OptionType::Spin, 10, 0, 5000},
      {OptionId::ShowWdl, "UCI_ShowWDL", nullptr, OptionType::Check, 0, 0, 1},
      {OptionId::Variant, "UCI_Variant", "variant", OptionType::Combo},
      {OptionId::Ranks1to10, "Ranks1to10", nullptr, OptionType::Check, 0, 0, 1},
      {OptionId::UseNnue, "Use NNUE", "usennue", OptionType::Check, 1, 0, 1},
      {OptionId::EvalFile, "EvalFile", "evalfile", OptionType::String},
      {OptionId::OwnBook, "OwnBook", "usebook", OptionType::Check, 0, 0, 1},
      {OptionId::BookFile, "BookFile", "bookfiles", OptionType::String},
      {OptionId::NewGame, nullptr, "newgame", OptionType::Button},
      // Strength (engine/levels.h). UCCI names are single words; the UCI
      // spellings are accepted in UCCI too.
      {OptionId::LimitStrength, "UCI_LimitStrength", "limitstrength", OptionType::Check, 0, 0, 1},
      {OptionId::Elo, "UCI_Elo", "elo", OptionType::Spin, levels::ELO_MAX, levels::ELO_MIN, levels::ELO_MAX},
      {OptionId::SkillLevel, "Skill Level", "skilllevel", OptionType::Spin, levels::FULL_SKILL, levels::MIN_SKILL,
       levels::FULL_SKILL},
      {OptionId::Randomness, "Randomness", "randomness", OptionType::Combo},
  };
  return SPECS;
}

const OptionSpec* find_option(std::string_view name) {
  for (const auto& s : option_specs())
    if ((s.uciName && iequals(name, s.uciName)) || (s.ucciName && iequals(name, s.ucciName)))
      return &s;
  // Spellings of the same options used by other engines and GUIs.
  static const std::pair<const char*, OptionId> ALIASES[] = {
      {"hash", OptionId::Hash}, {"clearhash", OptionId::ClearHash},
      {"moveoverhead", OptionId::MoveOverhead}, {"uci_ranks1to10", OptionId::Ranks1to10},
      {"skill_level", OptionId::SkillLevel}};
  for (auto [alias, id] : ALIASES)
    if (iequals(name, alias))
      for (const auto& s : option_specs())
        if (s.id == id) return &s;
  return nullptr;
}

bool is_ignored_ucci_option(std::string_view name) {
  static const char* const NAMES[] = {"batch",  "debug",     "idle",     "pruning",  "knowledge",
                                      "style", "promotion", "loadbook", "dualtime",
                                      "uci_analysemode"};
  for (const char* n : NAMES)
    if (iequals(name, n)) return true;
  return false;
}

std::vector<std::string> variant_choices() {
  std::vector<std::string> out;
  for (Variant v : ALL_VARIANTS)  // xiangqi is first
    if (variant_available(v)) out.emplace_back(variant_name(v));
  return out;
}

std::vector<std::string> combo_choices(OptionId id) {
  if (id == OptionId::Variant) return variant_choices();
  return {std::begin(levels::RANDOMNESS_NAMES), std::end(levels::RANDOMNESS_NAMES)};
}

std::vector<std::string> option_lines(Dialect dialect) {
  bool ucci = dialect == Dialect::Ucci;
  std::vector<std::string> lines;
  for (const auto& s : option_specs()) {
    const char* name = ucci ? s.ucciName : s.uciName;
    if (!name) continue;
    std::string line = ucci ? std::string("option ") + name : std::string("option name ") + name;
    using std::to_string;
    switch (s.type) {
      case OptionType::Check:
        line += std::string(" type check default ") + (s.def ? "true" : "false");
        break;
      case OptionType::Spin:
        // UCCI writes min/max before the default, UCI the other way round.
        line += ucci ? " type spin min " + to_string(s.min) + " max " + to_string(s.max) +
                           " default " + to_string(s.def)
                     : " type spin default " + to_string(s.def) + " min " + to_string(s.min) +
                           " max " + to_string(s.max);
        break;
      case OptionType::Button:
        line += " type button";
        break;
      case OptionType::String:
        line += std::string(" type string default ") + EMPTY_STRING_VALUE;
        break;
      case OptionType::Combo: {
        auto vars = combo_choices(s.id);
        std::string list;
        for (const auto& v : vars) list += " var " + v;
        // The default is listed first among the vars (uci2wb drops `default`).
        line += ucci ? " type combo" + list + " default " + vars.front()
                     : " type combo default " + vars.front() + list;
        break;
      }
    }
    lines.push_back(line);
  }
  return lines;
}

std::optional<bool> parse_check_value(std::string_view value) {
  for (const char* t : {"true", "on", "1", "yes"})
    if (iequals(value, t)) return true;
  for (const char* f : {"false", "off", "0", "no"})
    if (iequals(value, f)) return false;
  return std::nullopt;
}

}  // namespace pili::protocol
