// One engine of a game as the referee sees it: how pili-match configured it
// (limits, rank base) and the client that speaks to its process.
#pragma once

#include <string>
#include <utility>

#include "match/engine_config.h"
#include "pili/client/engine_client.h"

namespace pili::match {

struct Player {
  Player(EngineConfig c, const std::string& variant) : config(std::move(c)), engine(config, variant) {
    engine.handshakeTimeoutMs = config.handshakeMs;
  }
  EngineConfig config;
  client::EngineClient engine;
};

}  // namespace pili::match
