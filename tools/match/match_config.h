// The whole match as the command line describes it, and its parser
// (cutechess-cli style: `-option key=value ...`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "match/engine_config.h"
#include "match/referee.h"
#include "match/stats.h"
#include "pili/rules/jieqi_deal.h"
#include "pili/rules/variant.h"

namespace pili::match {

struct OpeningsConfig {
  std::string file;     // empty = the variant's start position
  std::string format;   // "fen" or "epd"; empty = by file extension
  bool random = false;  // order=random
  uint64_t seed = 1;    // fixed default so shards agree on the order
  int start = 1;        // start=N: round 0 plays the order's N-th opening (1-based)
};

// Jieqi's openings are deals (pili/rules/jieqi_deal.h): round r plays deal
// r + start - 1 of the seed, or of the file (cycled), with colours swapped in
// each pair as for an opening.
struct DealConfig {
  bool given = false;   // -deal on the command line
  std::string file;     // empty = dealt from `seed`
  uint64_t seed = 1;    // fixed default, so a match replays exactly
  int start = 1;        // start=N: round 0 plays deal N (1-based)
};

struct MatchConfig {
  std::vector<EngineConfig> engines;
  std::string tournament;  // "" (two engines), "gauntlet" or "round-robin"
  std::string variant = default_variant_name();
  int games = 1;        // games per encounter and round (per opening); colours alternate
  int rounds = 1;
  int concurrency = 1;
  OpeningsConfig openings;
  DealConfig deal;
  std::string pgnOut, jsonOut;
  std::string recordsOut;  // one JSON line per finished game; default from -json / -pgnout
  bool resume = false;     // continue from the records file
  int ratingInterval = 10; // Elo line every N games (0 = only at the end)
  SprtConfig sprt;
  Adjudication adj;
  int shardIndex = 1, shardCount = 1;  // -shard k/n
  int64_t timeMarginMs = 100;
  int maxPlies = 1000;
  std::string event = "pili-match", site = "?";
  bool quiet = false;  // no per-game lines

  int encounters() const {
    int n = int(engines.size());
    return tournament == "gauntlet" ? n - 1 : n * (n - 1) / 2;
  }
  int total_games() const { return games * rounds * encounters(); }
};

// Parses the arguments after the program name. Fills defaults (engine
// names, the records file) and checks that two engines are given, or more
// with -tournament (round-robin by default).
bool parse_match_args(const std::vector<std::string>& args, MatchConfig& cfg, std::string& err);

// One opening: a FEN and optional moves (ranks 0-9) played from it.
struct Opening {
  std::string fen;
  std::vector<std::string> moves;
};

// Reads the opening lines of `cfg.file` (FEN or EPD, "moves ..." allowed).
bool load_openings(const OpeningsConfig& cfg, std::vector<Opening>& out, std::string& err);
// The same for the text of such a file (`name` is for the messages).
bool parse_openings(const std::string& text, const std::string& name, bool epd, std::vector<Opening>& out,
                    std::string& err);
// Which opening round `round` (from 0) uses: sequential, or a fixed shuffle by seed.
// Round r plays opening order[r % openings]: the sequential or seeded random
// order, rotated so that it begins at its start-th entry.
std::vector<int> opening_order(int openings, const OpeningsConfig& cfg);

// Reads a deals file (pili/rules/jieqi_deal.h: one deal a line).
bool load_deals(const std::string& path, std::vector<Deal>& out, std::string& err);

std::string usage();
// The records file when -records is not given: out.json -> out.games.jsonl
// (from -json, else -pgnout; "" when neither is given).
std::string default_records_path(const MatchConfig& cfg);

}  // namespace pili::match
