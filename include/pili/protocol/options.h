// The engine options as both dialects announce and parse them, derived from
// the option table (engine/option_table.h): the handshake's `option` lines
// and the check of a `setoption` value against its option's type and range.
// Lookup (find_option) accepts either spelling in either dialect,
// case-insensitively.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/engine/option_table.h"
#include "pili/protocol/format.h"

namespace pili::protocol {

// The text announced and accepted for an empty string value (as Stockfish).
inline constexpr const char* EMPTY_STRING_VALUE = "<empty>";

// Conventional UCCI options that Pili accepts and ignores without a word
// (GUIs such as XQWizard send them whatever the engine announced).
bool is_ignored_ucci_option(std::string_view name);

// The `option ...` lines of the handshake.
std::vector<std::string> option_lines(Dialect dialect);

// "true"/"false" and the spellings GUIs use for them.
std::optional<bool> parse_check_value(std::string_view value);

// What a `setoption` value does to the settings.
struct OptionWrite {
  std::string error;  // the value does not fit the option: nothing is written
  std::string note;   // written, with a word (a value clamped to the range)
  bool wrote = false; // the option's setting was written into the settings
};
// Checks `value` (absent: hasValue false) against `spec`, `name` as the GUI
// spelled it, and writes it into `s` when it fits.
OptionWrite write_option(const OptionSpec& spec, const std::string& name, bool hasValue, const std::string& value,
                         Settings& s);

}  // namespace pili::protocol
