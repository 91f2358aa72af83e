// A finished game as one JSON object (nlohmann-json) and back: the per-game
// record that -resume, `merge` and the JSON report share. Reading checks
// every field's type, so a damaged file is an error, never a crash.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "pili/record/game_record.h"

namespace pili::match {

using Json = nlohmann::ordered_json;

Json record_to_json(const record::GameRecord& g);
bool record_from_json(const Json& j, record::GameRecord& g, std::string& err);

// Parses text as JSON without throwing; false with `err` on bad input.
bool parse_json(const std::string& text, Json& out, std::string& err);
// Dumps with invalid UTF-8 (echoed engine output) replaced, never throwing.
std::string dump_json(const Json& j, int indent = 2);

}  // namespace pili::match
