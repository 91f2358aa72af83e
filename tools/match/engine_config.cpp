#include "match/engine_config.h"

#include <cstdlib>

namespace pili::match {
namespace {

bool parse_count(const std::string& text, long long& v) {
  if (text.empty() || text.size() > 18) return false;
  for (char c : text)
    if (c < '0' || c > '9') return false;
  v = std::atoll(text.c_str());
  return true;
}

}  // namespace

bool apply_engine_key(EngineConfig& cfg, const std::string& kv, std::string& err) {
  if (kv == "ponder") return cfg.ponder = true;  // cutechess spells it as a bare flag
  auto eq = kv.find('=');
  if (eq == std::string::npos || eq == 0) return err = "expected key=value, got '" + kv + "'", false;
  std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
  long long n;
  if (key == "name") cfg.name = value;
  else if (key == "cmd") cfg.cmd = value;
  else if (key == "arg") cfg.args.push_back(value);
  else if (key == "dir") cfg.dir = value;
  else if (key == "proto") {
    if (value == "uci") cfg.proto = client::Protocol::Uci;
    else if (value == "ucci") cfg.proto = client::Protocol::Ucci;
    else return err = "unknown protocol '" + value + "' (uci or ucci)", false;
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    cfg.set_option(key.substr(7), value);
  } else if (key == "ranks") {
    if (value != "0" && value != "1") return err = "ranks must be 0 or 1, got '" + value + "'", false;
    cfg.rankBase = value[0] - '0';
  } else if (key == "ponder") {
    if (value == "true" || value == "on" || value == "1") cfg.ponder = true;
    else if (value == "false" || value == "off" || value == "0") cfg.ponder = false;
    else return err = "ponder must be true or false, got '" + value + "'", false;
  } else if (key == "tc") {
    return parse_tc(value, cfg.tc, err);
  } else if (key == "st") {
    return parse_seconds(value, cfg.tc.moveTimeMs, err);
  } else if (key == "nodes") {
    if (!parse_count(value, n) || n <= 0) return err = "bad nodes '" + value + "'", false;
    cfg.tc.nodes = uint64_t(n);
  } else if (key == "handshake") {
    if (!parse_count(value, n) || n <= 0 || n > 3600) return err = "bad handshake seconds '" + value + "'", false;
    cfg.handshakeMs = int64_t(n) * 1000;
  } else if (key == "depth") {
    if (!parse_count(value, n) || n <= 0 || n > 1000) return err = "bad depth '" + value + "'", false;
    cfg.tc.depth = int(n);
  } else {
    return err = "unknown engine key '" + key + "'", false;
  }
  return true;
}

}  // namespace pili::match
