// How to run one engine: command, protocol, options, rank base, limits.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/time_control.h"

namespace pili::match {

enum class Protocol { Uci, Ucci };

struct EngineConfig {
  std::string name;
  std::string cmd;
  std::vector<std::string> args;
  std::string dir;
  Protocol proto = Protocol::Uci;
  std::vector<std::pair<std::string, std::string>> options;  // in the order given
  int rankBase = 0;  // the engine's move text uses ranks 0-9 (0) or 1-10 (1)
  bool ponder = false;  // think on the opponent's time (`go ponder` / `ponderhit`)
  TimeControl tc;

  bool has_option(const std::string& name) const;
  void set_option(const std::string& name, const std::string& value);
};

// Applies one `key=value` of -engine / -each to `cfg`.
bool apply_engine_key(EngineConfig& cfg, const std::string& keyValue, std::string& err);

}  // namespace pili::match
