// Match results: per encounter from its first engine's point of view (the
// whole match when there are two engines), tournament standings and the
// crosstable, the cutechess-style text lines, and the JSON report (with
// per-game records so that shards can be merged).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "match/record_json.h"
#include "match/schedule.h"
#include "match/stats.h"
#include "pili/record/game_record.h"
#include "pili/rules/variant.h"

namespace pili::match {

struct MatchInfo {
  std::vector<std::string> engines;  // names, in -engine order
  std::string tournament;            // "" for two engines, else gauntlet / round-robin
  std::string variant = default_variant_name();
  int gamesPerRound = 1;             // per encounter
  int rounds = 1;
  SprtConfig sprt;

  Schedule schedule() const { return Schedule::make(int(engines.size()), tournament, gamesPerRound); }
};

struct Summary {
  std::string first, second;  // the encounter's engines
  Trinomial score;
  Pentanomial pairs;
  EloEstimate elo;
  std::string eloModel = "trinomial";  // the model the error came from
  double los = 0.5;
  double llr = 0;
  SprtVerdict sprt = SprtVerdict::None;
  std::map<std::string, int> terminations;
};

// Summarises the finished games of one encounter (any order). Games with no
// result ("*") are counted under terminations only. Pairs are the games 2j
// and 2j+1 of an encounter in a round. The Elo error is pentanomial when the
// pairs have a spread, else trinomial when the games have one, else n/a.
Summary summarize(const std::vector<record::GameRecord>& games, const MatchInfo& info, int encounter = 0);

// One engine's line of the tournament table.
struct Standing {
  std::string name;
  Trinomial score;  // against the whole field
  EloEstimate elo;
  double points() const { return score.wins + 0.5 * score.draws; }
};
// Sorted by points (then name); crosstable[a][b] = points of a against b.
std::vector<Standing> standings(const std::vector<record::GameRecord>& games, const MatchInfo& info);
std::vector<std::vector<double>> crosstable(const std::vector<record::GameRecord>& games, const MatchInfo& info);

// "12.3", or "n/a" when v is not finite.
std::string number_or_na(double v, int decimals);

// cutechess-cli lines: "Score of A vs B: W - L - D  [0.550] N",
// "Elo difference: 34.9 +/- 48.5, LOS: 92.1 %, DrawRatio: 50.0 %",
// "SPRT: llr 0.14 (4.8%), lbound -2.94, ubound 2.94", then ", minpairs N"
// with a minimum, and " - no verdict before N pairs (k so far)" while it
// holds back a bound already crossed.
std::string score_line(const Summary& s);
std::string elo_line(const Summary& s);
std::string sprt_line(const Summary& s, const SprtConfig& c);
// The end of a match: score, Elo, SPRT, terminations; for tournaments the
// standings and the crosstable as well.
std::string final_report(const std::vector<record::GameRecord>& games, const MatchInfo& info);

// The JSON report. `games` should be sorted by index.
Json summary_json(const std::vector<record::GameRecord>& games, const MatchInfo& info);

// Reads the info and records of a JSON report written by summary_json.
bool read_report(const Json& report, MatchInfo& info, std::vector<record::GameRecord>& games, std::string& err);

// `pili-match merge`: combines shard reports into one PGN and one report.
int merge_command(const std::vector<std::string>& args);

}  // namespace pili::match
