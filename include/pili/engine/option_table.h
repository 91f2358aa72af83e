// The engine's options, declared once. Each entry of option_table() gives
// an option's UCI name, UCCI name and other accepted spellings, its type,
// default and range (or choices), and the setting it writes (a field of
// Settings) or the action it runs. Everything else is derived from it: the
// `uci`/`ucci` option lists, `setoption` parsing, range checks and their
// errors (protocol/options.h), the engine's defaults and clamps
// (default_settings, clamp_to_table), the test fake. Adding an option is one
// entry here plus the code that reads its field (docs/architecture.md,
// "Adding an option").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pili/engine/settings.h"

namespace pili {

class EngineApi;

enum class OptionType { Check, Spin, Combo, Button, String };

// What an action is given.
struct OptionCall {
  EngineApi& engine;
  const std::string& name;   // the option as the front end spelled it (messages quote it)
  const std::string& value;  // a string option's value, "" for none
  bool ucci;                 // the session speaks UCCI: other options are named in its spelling
};
// An option's action, run after its setting (if any) is written: the text of
// one `info string` to report, or "" when there is nothing to say.
using OptionAction = std::string (*)(const OptionCall&);

// The setting an option writes: Settings' field M (or field N of field M).
template <auto M>
constexpr auto& field(Settings& s) {
  return s.*M;
}
template <auto M, auto N>
constexpr auto& field(Settings& s) {
  return (s.*M).*N;
}

struct OptionSpec {
  const char* uciName = nullptr;   // nullptr: not announced in UCI
  const char* ucciName = nullptr;  // nullptr: not announced in UCCI
  const char* alias = nullptr;     // another engine's or GUI's spelling, accepted too
  OptionType type = OptionType::Button;
  int def = 0, min = 0, max = 0;  // Spin: default and range; Check: 0/1; Combo: indices of choices()
  std::vector<std::string> (*choices)() = nullptr;  // Combo: its choices, the default first
  int& (*number)(Settings&) = nullptr;              // Spin, Combo: the setting (Combo: the choice's index)
  bool& (*flag)(Settings&) = nullptr;               // Check: the setting
  OptionAction action = nullptr;
  bool clamps = false;            // Spin: a value out of range is clamped, with a word, not refused
  bool frontEnd = false;          // the protocol's own action (UCI_Variant: it resets the session)

  // The name announced in a dialect; the UCI name when UCCI has none.
  const char* name(bool ucci) const { return ucci && ucciName ? ucciName : uciName ? uciName : ucciName; }
};

// Every option, in announcement order.
const std::vector<OptionSpec>& option_table();
// The option with this name or alias in either dialect, case-insensitively.
const OptionSpec* find_option(std::string_view name);

// The settings at the table's defaults.
Settings default_settings();
// Each numeric setting brought into its option's range.
Settings clamp_to_table(Settings s);

// The variants offered by UCI_Variant: the available ones, xiangqi first.
std::vector<std::string> variant_choices();

}  // namespace pili
