// Match results from the first engine's point of view, the progress line,
// and the JSON report (with per-game records so that shards can be merged).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "match/game_record.h"
#include "match/json.h"
#include "match/stats.h"

namespace pili::match {

struct MatchInfo {
  std::string first, second;  // engine names
  std::string variant = "xiangqi";
  int gamesPerRound = 1;
  int rounds = 1;
  SprtConfig sprt;
};

struct Summary {
  Trinomial score;
  Pentanomial pairs;
  bool pentanomialModel = false;  // Elo error from pairs (games per round >= 2)
  EloEstimate elo;
  double los = 0.5;
  double llr = 0;
  SprtVerdict sprt = SprtVerdict::None;
  std::map<std::string, int> terminations;
};

// Summarises finished games (any order). Games with no result ("*") are
// counted under terminations only. Pairs are the games 2j and 2j+1 of a round.
Summary summarize(const std::vector<GameRecord>& games, const MatchInfo& info);

std::string progress_line(const Summary& s, const MatchInfo& info);

// The JSON report. `games` should be sorted by index.
Json summary_json(const Summary& s, const MatchInfo& info, const std::vector<GameRecord>& games);

// Reads the info and records of a JSON report written by summary_json.
bool read_report(const Json& report, MatchInfo& info, std::vector<GameRecord>& games, std::string& err);

// `pili-match merge`: combines shard reports into one PGN and one report.
int merge_command(const std::vector<std::string>& args);

}  // namespace pili::match
