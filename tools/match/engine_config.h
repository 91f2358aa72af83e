// How pili-match runs one engine: how to start it (command, protocol,
// options, pondering: the client's EngineSpec), the rank base of its move
// text and its limits.
#pragma once

#include <cstdint>
#include <string>

#include "match/time_control.h"
#include "pili/client/engine_spec.h"

namespace pili::match {

struct EngineConfig : client::EngineSpec {
  int rankBase = 0;  // the engine's move text uses ranks 0-9 (0) or 1-10 (1)
  int64_t handshakeMs = 10000;  // uciok / readyok at start (longer: an engine that loads tables)
  TimeControl tc;
};

// Applies one `key=value` of -engine / -each to `cfg`.
bool apply_engine_key(EngineConfig& cfg, const std::string& keyValue, std::string& err);

}  // namespace pili::match
