#include "args.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>

namespace pili::tune {

int parse_extract_args(int argc, char** argv, ExtractArgs& a) {
  for (int i = 2; i < argc; ++i) {
    std::string s = argv[i];
    if (s == "-out" && i + 1 < argc) a.out = argv[++i];
    else if (s == "-skip" && i + 1 < argc) a.skip = std::atoi(argv[++i]);
    else if (s == "-shard" && i + 1 < argc) {
      if (std::sscanf(argv[++i], "%d/%d", &a.shardK, &a.shardN) != 2 || a.shardN < 1 || a.shardK < 1 ||
          a.shardK > a.shardN) {
        std::cerr << "error: -shard: expected K/N with 1 <= K <= N\n";
        return 2;
      }
    } else if (!s.empty() && s[0] == '-') {
      std::cerr << "error: unknown option " << s << "\n";
      return 2;
    } else a.inputs.push_back(s);
  }
  return a.inputs.empty() || a.out.empty() ? 1 : 0;
}

bool for_each_game(const ExtractArgs& a,
                   const std::function<void(const record::PgnGame&, long index, const char* result)>& f) {
  long index = 0;
  for (const auto& path : a.inputs) {
    std::string text, err;
    std::vector<record::PgnGame> pgn;
    if (!read_file(path, text)) {
      std::cerr << "error: cannot read " << path << "\n";
      return false;
    }
    if (!record::read_pgn(text, pgn, err)) {
      std::cerr << "error: " << path << ": " << err << "\n";
      return false;
    }
    for (const auto& g : pgn) {
      long i = index++;
      if (i % a.shardN != a.shardK - 1) continue;
      const char* result = g.result == "1-0" ? "1" : g.result == "0-1" ? "0" : g.result == "1/2-1/2" ? "0.5" : nullptr;
      if (result) f(g, i, result);
    }
  }
  return true;
}

int parse_fit_args(int argc, char** argv, FitArgs& a, const std::function<bool(const std::string&, int&)>& extra) {
  for (int i = 2; i < argc; ++i) {
    std::string s = argv[i];
    bool value = i + 1 < argc;
    if (extra(s, i)) continue;
    if (s == "-iterations" && value) a.opt.iterations = std::atoi(argv[++i]);
    else if (s == "-rate" && value) a.opt.rate = std::atof(argv[++i]);
    else if (s == "-lambda" && value) a.opt.lambda = std::atof(argv[++i]);
    else if (s == "-mix" && value) a.mix = std::atof(argv[++i]);
    else if (s == "-k" && value) a.opt.k = std::atof(argv[++i]);
    else if (s == "-validate" && value) a.validatePath = argv[++i];
    else if (s == "-write" && value) a.writePath = argv[++i];
    else if (!s.empty() && s[0] == '-') {
      std::cerr << "error: unknown option " << s << "\n";
      return 2;
    } else a.inputs.push_back(s);
  }
  return 0;
}

bool load_samples(const std::string& path, double mix, const std::function<bool(const std::string&, Sample&)>& make,
                  std::vector<Sample>& out) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "error: cannot read " << path << "\n";
    return false;
  }
  std::string line, fen;
  while (std::getline(in, line)) {
    Sample s;
    if (parse_line(line, mix, fen, s.target) && make(fen, s)) out.push_back(std::move(s));
  }
  return true;
}

}  // namespace pili::tune
