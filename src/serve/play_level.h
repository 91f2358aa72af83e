// The board's strength: one of the eight named levels of engine/levels.h.
// Below full strength the level alone sets how Pili plays (its node and
// depth caps, its spread, some randomness so a new game is a new game);
// at full strength the page's nodes or milliseconds do.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "pili/engine/levels.h"
#include "session.h"

namespace pili::serve {

// The named levels as the page lists them: [{"name", "skill"}], index = level.
nlohmann::json levels_json();
bool valid_level(int level);
// What Pili plays a job with: the session's level for its moves, full
// strength without randomness for analysis.
levels::PlayStrength job_strength(const Session& s, Job j);
// Nodes per move: the level's cap below full strength, the session's
// nodes at full strength.
uint64_t level_nodes(const Session& s);

}  // namespace pili::serve
