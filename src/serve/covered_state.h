// The state's `covered` part for a variant with covered pieces (Jieqi,
// docs/serve.md): pools, covered counts, captures with what the capturer
// learned, the last reveal; built from the rules' referee
// (rules/jieqi_referee.h), which keeps the deal and the record's letters.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pili::serve {

// Whether `variant` has covered pieces (its profile's coveredPieces).
bool has_covered_pieces(const std::string& variant);

// The view after `moves` (a dealt record). With `hiddenFrom` a side (0 Red,
// 1 Black; -1 none), the page is that side's, the person playing Pili: a
// capture's identity is null unless that side made it (R3.1).
nlohmann::json covered_state(const std::string& startFen, const std::vector<std::string>& moves, int hiddenFrom);

}  // namespace pili::serve
