// The per-game records file (JSON lines): a header line that fingerprints
// the match, then one line per finished game, written and flushed as the
// game ends. -resume reads it back to continue a match that was killed; a
// torn last line (killed while writing) is dropped, the game is replayed.
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include "match/match_config.h"
#include "match/record_json.h"

namespace pili::match {

// What must not change between a run and its resumption.
Json match_fingerprint(const MatchConfig& cfg);

// Parses a records file's text. False with `err` when the header is missing
// or from another match, or a line other than the last is damaged.
bool parse_records(const std::string& text, const Json& fingerprint, std::vector<record::GameRecord>& games,
                   std::string& err);

class RecordsWriter {
 public:
  // Creates (truncates) `path` with the header and `games` already known.
  bool open(const std::string& path, const Json& fingerprint, const std::vector<record::GameRecord>& games,
            std::string& err);
  bool is_open() const { return out.is_open(); }
  // Appends one game and flushes it to the file.
  bool append(const record::GameRecord& g);

 private:
  std::ofstream out;
};

}  // namespace pili::match
