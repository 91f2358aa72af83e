// The engine options as both dialects announce them. UCI names follow
// Stockfish/Pikafish; UCCI names are one lowercase word each (UCCI 3.0).
// Lookup accepts either spelling in either dialect, case-insensitively.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/protocol/format.h"

namespace pili::protocol {

enum class OptionId {
  Hash, Threads, MultiPV, Ponder, ClearHash, Variant, ShowWdl, MoveOverhead, Ranks1to10,
  UseMillisec, NewGame, UseNnue, EvalFile, OwnBook, BookFile, LimitStrength, Elo, SkillLevel, Randomness
};
enum class OptionType { Check, Spin, Combo, Button, String };

struct OptionSpec {
  OptionId id;
  const char* uciName;   // nullptr: not announced in UCI
  const char* ucciName;  // nullptr: not announced in UCCI
  OptionType type;
  int def = 0, min = 0, max = 0;  // spin and check (0/1) values; a string's default is empty
};

// The text announced and accepted for an empty string value (as Stockfish).
inline constexpr const char* EMPTY_STRING_VALUE = "<empty>";

const std::vector<OptionSpec>& option_specs();
const OptionSpec* find_option(std::string_view name);

// Conventional UCCI options that Pili accepts and ignores without a word
// (GUIs such as XQWizard send them whatever the engine announced).
bool is_ignored_ucci_option(std::string_view name);

// The variants offered by the variant combo: the available ones, xiangqi first.
std::vector<std::string> variant_choices();

// A combo option's choices, its default first: the variants, or the
// randomness grades (engine/levels.h).
std::vector<std::string> combo_choices(OptionId id);

// The `option ...` lines of the handshake.
std::vector<std::string> option_lines(Dialect dialect);

// "true"/"false" and the spellings GUIs use for them.
std::optional<bool> parse_check_value(std::string_view value);

}  // namespace pili::protocol
