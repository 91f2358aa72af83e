#include "play_level.h"

namespace pili::serve {

nlohmann::json levels_json() {
  nlohmann::json out = nlohmann::json::array();
  for (const levels::NamedLevel& l : levels::NAMED_LEVELS) out.push_back({{"name", l.name}, {"skill", l.skill}});
  return out;
}

bool valid_level(int level) { return level >= 0 && level < levels::NAMED_LEVEL_COUNT; }

levels::PlayStrength job_strength(const Session& s, Job j) {
  levels::PlayStrength st;
  if (j != Job::Move || !valid_level(s.level)) return st;
  st.skill = levels::NAMED_LEVELS[s.level].skill;
  st.randomness = levels::NAMED_LEVELS[s.level].randomness;
  return st;
}

uint64_t level_nodes(const Session& s) {
  if (!valid_level(s.level) || levels::NAMED_LEVELS[s.level].skill == levels::FULL_SKILL) return s.nodes;
  return levels::SKILL_TABLE[levels::NAMED_LEVELS[s.level].skill].nodes;
}

}  // namespace pili::serve
