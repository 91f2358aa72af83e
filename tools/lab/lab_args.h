// The command line of pili-lab's subcommands: `--key value` pairs (a key
// may repeat), and `--moves` taking every word after it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "pili/client/engine_spec.h"

namespace pili::lab {

struct Args {
  std::multimap<std::string, std::string> values;
  std::vector<std::string> moves;
  std::string error;  // empty when the line parsed

  // From argv[first] on.
  Args(int argc, char** argv, int first) {
    for (int i = first; i < argc; ++i) {
      std::string k = argv[i];
      if (k == "--moves") {
        moves.assign(argv + i + 1, argv + argc);
        break;
      }
      if (k.rfind("--", 0) != 0 || i + 1 == argc) {
        error = "expected --key value, got '" + k + "'";
        break;
      }
      values.emplace(k.substr(2), argv[++i]);
    }
  }
  bool has(const std::string& k) const { return values.count(k) > 0; }
  std::string get(const std::string& k, const std::string& dflt = "") const {
    auto it = values.find(k);
    return it == values.end() ? dflt : it->second;
  }
  // The engine of `--engine "COMMAND LINE"` with every `--option NAME=VALUE`
  // in the order given.
  client::EngineSpec engine(const std::string& name) const {
    client::EngineSpec s;
    s.name = name;
    auto words = client::split_command(get("engine"));
    if (!words.empty()) s.cmd = words[0], s.args.assign(words.begin() + 1, words.end());
    auto [from, to] = values.equal_range("option");
    for (auto it = from; it != to; ++it) {
      auto eq = it->second.find('=');
      if (eq != std::string::npos) s.options.emplace_back(it->second.substr(0, eq), it->second.substr(eq + 1));
    }
    return s;
  }
};

}  // namespace pili::lab
