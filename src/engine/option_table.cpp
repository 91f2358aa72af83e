// The option table (engine/option_table.h) and the actions of the options
// that do more than write a setting.
#include "pili/engine/option_table.h"

#include <algorithm>
#include <iterator>

#include "pili/engine/engine_api.h"
#include "pili/rules/variant.h"
#include "pili/search/limits.h"
#include "pili/search/tt.h"
#include "pili/search/tune_params.h"

namespace pili {
namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower((unsigned char)x) == std::tolower((unsigned char)y);
         });
}

std::vector<std::string> randomness_choices() {
  return {std::begin(levels::RANDOMNESS_NAMES), std::end(levels::RANDOMNESS_NAMES)};
}

// --- Actions -------------------------------------------------------------------

std::string clear_hash(const OptionCall& c) {
  c.engine.clear_hash();
  return "";
}

std::string new_game(const OptionCall& c) {
  c.engine.new_game();
  return "";
}

// Use NNUE stays on without a net (a net loaded later is used), but says so.
std::string warn_without_net(const OptionCall& c) {
  if (!c.engine.settings().useNnue || c.engine.nnue_active()) return "";
  return "option '" + c.name + "': no net for " + variant_name(c.engine.variant()) +
         " (none built in; set EvalFile); the hand-crafted evaluation stays in use";
}

std::string load_eval_file(const OptionCall& c) {
  std::string err;
  const std::string variant = variant_name(c.engine.variant());
  const bool useNnue = c.engine.settings().useNnue;
  if (!c.engine.load_eval_file(c.value, err)) return "option '" + c.name + "': " + err + "; keeping the previous net";
  if (c.value.empty())
    return c.name + ": " +
           (c.engine.net_checksum() || !useNnue
                ? "the built-in net of " + variant + " restored"
                : "no built-in net for " + variant + "; the hand-crafted evaluation is in use");
  return c.name + ": " + c.value + " loaded for " + variant +
         (useNnue ? "" : std::string(" (not in use until ") + find_option("Use NNUE")->name(c.ucci) + " is on)");
}

// One folder of xiangqi endgame tables (docs/egtb.md); empty forgets them.
std::string load_tablebases(const OptionCall& c) {
  std::string err;
  if (!c.engine.load_tablebases(c.value, err)) return "option '" + c.name + "': " + err + "; keeping the previous tables";
  if (c.value.empty()) return c.name + ": no tablebases";
  return c.name + ": " + c.engine.tablebase_description();
}

// One path, or several separated by ';' (UCCI's bookfiles), probed in order.
std::string load_book(const OptionCall& c) {
  std::vector<std::string> paths;
  for (size_t begin = 0, end; begin <= c.value.size(); begin = end + 1) {
    end = std::min(c.value.find(';', begin), c.value.size());
    if (end > begin) paths.push_back(c.value.substr(begin, end - begin));
  }
  std::string err;
  const std::string variant = variant_name(c.engine.variant());
  if (!c.engine.load_book(paths, err)) return "option '" + c.name + "': " + err + "; keeping the previous book";
  if (paths.empty()) return c.name + ": no book for " + variant;
  std::string books, description = c.engine.book_description();
  for (size_t begin = 0, end; begin < description.size(); begin = end + 1) {
    end = std::min(description.find('\n', begin), description.size());
    books += (books.empty() ? "" : "; ") + description.substr(begin, end - begin);
  }
  return c.name + ": " + books + " loaded for " + variant +
         (c.engine.settings().ownBook ? ""
                                      : std::string(" (not in use until ") + find_option("OwnBook")->name(c.ucci) +
                                            " is on)");
}

// A tune build's search parameter: the protocol has checked the integer
// against the range and stopped any search.
[[maybe_unused]] std::string set_tuned(const OptionCall& c) {  // unused unless PILI_TUNE (Clang warns)
  const search::TuneParam* p = search::find_tune_param(c.name);
  if (!p || !search::set_tune_param(*p, std::stoi(c.value))) return "option '" + c.name + "': not set";
  return "";
}

// The table, and in a -DPILI_TUNE=ON build the search parameters after it
// (search/tune_params.h), each a spin option under its own name.
std::vector<OptionSpec> with_tune_params(std::vector<OptionSpec> table) {
  if constexpr (search::TUNE_BUILD)
    for (const search::TuneParam& p : search::tune_params())
      table.push_back({.uciName = p.name, .type = OptionType::Spin, .def = p.def, .min = p.min, .max = p.max,
                       .action = set_tuned});
  return table;
}

}  // namespace

const std::vector<OptionSpec>& option_table() {
  using T = OptionType;
  using S = Settings;
  using P = levels::PlayStrength;
  using TT = search::TranspositionTable;
  // Announcement order; UCCI lists usemillisec first so GUIs see it early.
  // UCI names follow Stockfish/Pikafish; UCCI names are one lowercase word
  // each (UCCI 3.0); aliases are other engines' and GUIs' spellings.
  static const std::vector<OptionSpec> TABLE = with_tune_params({
      {.ucciName = "usemillisec", .type = T::Check, .max = 1, .flag = field<&S::useMillisec>},
      {.uciName = "Threads", .ucciName = "threads", .type = T::Spin, .def = 1, .min = 1, .max = MAX_THREADS,
       .number = field<&S::threads>},
      {.uciName = "Hash", .ucciName = "hashsize", .alias = "hash", .type = T::Spin, .def = 16, .min = TT::MIN_MB,
       .max = TT::MAX_MB, .number = field<&S::hashMb>},
      {.uciName = "Clear Hash", .alias = "clearhash", .type = T::Button, .action = clear_hash},
      {.uciName = "MultiPV", .ucciName = "multipv", .type = T::Spin, .def = 1, .min = 1, .max = MAX_MULTIPV,
       .number = field<&S::multiPV>},
      {.uciName = "Ponder", .ucciName = "ponder", .type = T::Check, .max = 1, .flag = field<&S::ponder>},
      {.uciName = "Move Overhead", .alias = "moveoverhead", .type = T::Spin, .def = 10, .min = 0, .max = 5000,
       .number = field<&S::moveOverheadMs>},
      {.uciName = "UCI_ShowWDL", .type = T::Check, .max = 1, .flag = field<&S::showWdl>},
      {.uciName = "UCI_Variant", .ucciName = "variant", .type = T::Combo, .choices = variant_choices,
       .frontEnd = true},
      {.uciName = "Ranks1to10", .alias = "uci_ranks1to10", .type = T::Check, .max = 1,
       .flag = field<&S::ranks1to10>},
      {.uciName = "Use NNUE", .ucciName = "usennue", .type = T::Check, .def = 1, .max = 1,
       .flag = field<&S::useNnue>, .action = warn_without_net},
      {.uciName = "EvalFile", .ucciName = "evalfile", .type = T::String, .action = load_eval_file},
      {.uciName = "OwnBook", .ucciName = "usebook", .type = T::Check, .max = 1, .flag = field<&S::ownBook>},
      {.uciName = "BookFile", .ucciName = "bookfiles", .type = T::String, .action = load_book},
      {.uciName = "EGTBPath", .ucciName = "egtbpath", .type = T::String, .action = load_tablebases},
      // Jieqi's chance nodes (docs/rules/jieqi.md, "In the engine"); the hash
      // is cleared, as its values mean another search.
      {.uciName = "JieqiChance", .type = T::Check, .def = 1, .max = 1, .flag = field<&S::jieqiChance>,
       .action = clear_hash},
      {.ucciName = "newgame", .type = T::Button, .action = new_game},
      // Strength (engine/levels.h): UCI_Elo's range is the Elo ladder's.
      {.uciName = "UCI_LimitStrength", .ucciName = "limitstrength", .type = T::Check, .max = 1,
       .flag = field<&S::strength, &P::limitStrength>},
      {.uciName = "UCI_Elo", .ucciName = "elo", .type = T::Spin, .def = levels::ELO_MAX, .min = levels::ELO_MIN,
       .max = levels::ELO_MAX, .number = field<&S::strength, &P::elo>, .clamps = true},
      {.uciName = "Skill Level", .ucciName = "skilllevel", .alias = "skill_level", .type = T::Spin,
       .def = levels::FULL_SKILL, .min = levels::MIN_SKILL, .max = levels::FULL_SKILL,
       .number = field<&S::strength, &P::skill>},
      {.uciName = "Randomness", .ucciName = "randomness", .type = T::Combo, .max = levels::RANDOMNESS_GRADES - 1,
       .choices = randomness_choices, .number = field<&S::strength, &P::randomness>},
  });
  return TABLE;
}

const OptionSpec* find_option(std::string_view name) {
  for (const OptionSpec& o : option_table())
    for (const char* n : {o.uciName, o.ucciName, o.alias})
      if (n && iequals(name, n)) return &o;
  return nullptr;
}

Settings default_settings() {
  Settings s;
  for (const OptionSpec& o : option_table()) {
    if (o.number) o.number(s) = o.def;
    if (o.flag) o.flag(s) = o.def != 0;
  }
  return s;
}

Settings clamp_to_table(Settings s) {
  for (const OptionSpec& o : option_table())
    if (o.number) o.number(s) = std::clamp(o.number(s), o.min, o.max);
  return s;
}

std::vector<std::string> variant_choices() {
  std::vector<std::string> out;
  for (Variant v : ALL_VARIANTS)  // xiangqi is first
    if (variant_available(v)) out.emplace_back(variant_name(v));
  return out;
}

}  // namespace pili
