// How to start and set up one UCI or UCCI engine: its command, protocol and
// the options sent after the handshake.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pili::client {

enum class Protocol { Uci, Ucci };

struct EngineSpec {
  std::string name;  // prefixes error messages ("" = none)
  std::string cmd;   // the program
  std::vector<std::string> args;
  std::string dir;   // working directory ("" = ours)
  Protocol proto = Protocol::Uci;
  std::vector<std::pair<std::string, std::string>> options;  // setoption, in the order given
  bool ponder = false;  // think on the opponent's time (`go ponder` / `ponderhit`)

  bool has_option(const std::string& name) const;
  void set_option(const std::string& name, const std::string& value);
};

// Splits a command line like a shell does for words and quotes (no
// variables, no globbing): `"my engine" -x 'a b'` -> my engine | -x | a b.
std::vector<std::string> split_command(const std::string& commandLine);

}  // namespace pili::client
