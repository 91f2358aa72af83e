#include "pili/client/engine_spec.h"

namespace pili::client {

bool EngineSpec::has_option(const std::string& n) const {
  for (auto& [k, v] : options)
    if (k == n) return true;
  return false;
}

void EngineSpec::set_option(const std::string& n, const std::string& value) {
  for (auto& [k, v] : options)
    if (k == n) return void(v = value);
  options.emplace_back(n, value);
}

std::vector<std::string> split_command(const std::string& cmd) {
  std::vector<std::string> out;
  std::string cur;
  bool have = false;
  char quote = 0;
  for (char c : cmd) {
    if (quote) {
      if (c == quote) quote = 0;
      else cur += c;
    } else if (c == '"' || c == '\'') {
      quote = c, have = true;
    } else if (c == ' ' || c == '\t') {
      if (have) out.push_back(cur), cur.clear(), have = false;
    } else {
      cur += c, have = true;
    }
  }
  if (have) out.push_back(cur);
  return out;
}

}  // namespace pili::client
