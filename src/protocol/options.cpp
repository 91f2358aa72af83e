// The handshake's option lines and the check of `setoption` values, both
// read from the option table.
#include "pili/protocol/options.h"

#include <algorithm>
#include <sstream>

namespace pili::protocol {
namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower((unsigned char)x) == std::tolower((unsigned char)y);
         });
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& c : items) out += (out.empty() ? "" : ", ") + c;
  return out;
}

}  // namespace

bool is_ignored_ucci_option(std::string_view name) {
  static const char* const NAMES[] = {"batch",  "debug",     "idle",     "pruning",  "knowledge",
                                      "style", "promotion", "loadbook", "dualtime",
                                      "uci_analysemode"};
  for (const char* n : NAMES)
    if (iequals(name, n)) return true;
  return false;
}

std::vector<std::string> option_lines(Dialect dialect) {
  bool ucci = dialect == Dialect::Ucci;
  std::vector<std::string> lines;
  for (const auto& s : option_table()) {
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
        auto vars = s.choices();
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

OptionWrite write_option(const OptionSpec& spec, const std::string& name, bool hasValue, const std::string& value,
                         Settings& s) {
  OptionWrite w;
  switch (spec.type) {
    case OptionType::Button:
    case OptionType::String:
      return w;
    case OptionType::Check: {
      auto b = parse_check_value(value);
      if (!hasValue || !b) w.error = "option '" + name + "' needs true or false, got '" + value + "'";
      else spec.flag(s) = *b;
      break;
    }
    case OptionType::Spin: {
      std::istringstream ss(value);
      long long v;
      char rest;
      const bool integer = hasValue && ss >> v && !(ss >> rest);
      const std::string range = std::to_string(spec.min) + " to " + std::to_string(spec.max);
      if (!integer || (!spec.clamps && (v < spec.min || v > spec.max))) {
        w.error = "option '" + name + "' needs an integer from " + range + ", got '" + value + "'";
        break;
      }
      const int n = int(std::clamp<long long>(v, spec.min, spec.max));
      if (n != v) w.note = "option '" + name + "': " + value + " is outside " + range + "; " + std::to_string(n) + " is used";
      if (spec.number) spec.number(s) = n;  // else its action takes the value (tune builds)
      break;
    }
    case OptionType::Combo: {
      auto choices = spec.choices();
      std::string v = value;
      std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return char(std::tolower(c)); });
      auto it = std::find(choices.begin(), choices.end(), v);
      if (!hasValue || it == choices.end())
        w.error = "option '" + name + "' needs one of " + join(choices) + ", got '" + value + "'";
      else spec.number(s) = int(it - choices.begin());
      break;
    }
  }
  w.wrote = w.error.empty();
  return w;
}

}  // namespace pili::protocol
