// What pili-tune's extract and fit commands share, whatever the variant:
// their command lines, the walk over PGN games and the reading of
// positions files into samples.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "fit.h"
#include "pili/record/pgn.h"

namespace pili::tune {

struct ExtractArgs {
  std::vector<std::string> inputs;  // PGN files
  std::string out;
  int shardK = 1, shardN = 1, skip = 8;
};

// 0 when parsed, 2 after printing what is wrong (1 more: inputs or -out missing).
int parse_extract_args(int argc, char** argv, ExtractArgs& a);

// Calls f for every decided game of the PGN files that the shard keeps (game
// i when i % N == K-1, counted over all files), with its result for the
// first side ("1", "0.5" or "0"). False, with the error printed, when a file
// cannot be read.
bool for_each_game(const ExtractArgs& a,
                   const std::function<void(const record::PgnGame&, long index, const char* result)>& f);

struct FitArgs {
  std::vector<std::string> inputs;  // positions files
  std::string writePath, validatePath;
  FitOptions opt;
  double mix = 0;
};

// The shared fit flags (-iterations -rate -lambda -mix -k -validate -write);
// `extra(flag, i)` is asked first and returns true for a flag of its own
// (advancing i past its value). 0 when parsed, 2 after printing the error.
int parse_fit_args(int argc, char** argv, FitArgs& a, const std::function<bool(const std::string&, int&)>& extra);

// Appends a sample for every line of a positions file that make(fen, sample)
// accepts. False, with the error printed, when the file cannot be read.
bool load_samples(const std::string& path, double mix, const std::function<bool(const std::string&, Sample&)>& make,
                  std::vector<Sample>& out);

}  // namespace pili::tune
