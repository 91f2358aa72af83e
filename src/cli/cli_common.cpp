// Shared command-line helpers (see cli_common.h).
#include "cli_common.h"

#include <algorithm>
#include <cctype>
#include <iostream>

#include "pili/engine/engine_api.h"

namespace pili::app {

std::string variant_names() {
  std::string s;
  for (Variant v : ALL_VARIANTS)
    if (variant_available(v)) s.append(s.empty() ? "" : ", ").append(variant_name(v));
  return s;
}

std::optional<Variant> cli_variant(const std::string& name) {
  std::string lower = name;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  auto v = parse_variant(lower);
  if (v && variant_available(*v)) return v;
  std::cerr << "error: " << (v ? "variant not built into this binary" : "unknown variant") << " '"
            << name << "' (variants: " << variant_names() << ")\n";
  return std::nullopt;
}

bool use_eval_file(EngineApi& engine, const std::string& path) {
  std::string err;
  if (!engine.load_eval_file(path, err)) {
    std::cerr << "error: --eval-file " << path << ": " << err << "\n";
    return false;
  }
  engine.set(&Settings::useNnue, true);
  return true;
}

std::string nps_text(uint64_t nodes, double seconds) {
  return seconds >= 0.01 ? std::to_string(uint64_t(double(nodes) / seconds)) : "n/a";
}

std::string speed_text(uint64_t nodes, double seconds) {
  std::string s = "time ";
  s.append(std::to_string(int64_t(seconds * 1000))).append(" ms");
  if (seconds >= 0.01) s.append(", ").append(nps_text(nodes, seconds)).append(" nodes/s");
  return s;
}

}  // namespace pili::app
