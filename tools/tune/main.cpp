// pili-tune: Texel tuning of the xiangqi evaluation weights (eval/weights.h).
//
//   pili-tune extract GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]
//     replays every xiangqi game of pili-match PGN files and writes the quiet
//     positions (side to move not in check, no capture that wins material by
//     static exchange, the game's next move not a capture), one per line:
//     "FEN;RESULT" with RESULT = 1, 0.5 or 0 for Red. -shard K/N keeps games
//     i with i % N == K-1, as pili-match does, so extraction spreads over
//     machines; concatenate the outputs.
//   pili-tune fit POSITIONS... [-iterations N] [-rate R] [-lambda L] [-write FILE]
//     fits the logistic scale K to the current evaluation, then the weights by
//     gradient descent on the mean squared error between the game result and
//     sigmoid(K * eval), plus L * sum((w - w0)/100)^2 that keeps the weights
//     near the current ones when data are few (default 0.001); prints
//     before/after error and the weights, and with
//     -write rewrites the "/* NAME */ value," lines of FILE
//     (include/pili/eval/weights.h).
//
// The evaluation is linear in the weights: eval = scale/64 * (material + psq
// + sum_i w_i * (f_i(Red) - f_i(Black))) + tempo, so each position is stored
// as its feature differences and the rest, and the fit needs no search.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "match/pgn.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"
#include "pili/search/see.h"

using namespace pili;

namespace {

int usage() {
  std::cerr << "usage: pili-tune extract GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]\n"
               "       pili-tune fit POSITIONS... [-iterations N] [-rate R] [-write weights.h]\n";
  return 2;
}

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

// A position worth learning from: nothing hangs and nothing is forced.
bool quiet(const Position& pos) {
  if (Xiangqi::in_check(pos)) return false;
  Xiangqi::MoveList caps;
  Xiangqi::generate<CAPTURES>(pos, caps);
  for (Move m : caps)
    if (search::see(pos, m) > 0) return false;
  return true;
}

int extract(int argc, char** argv) {
  std::vector<std::string> inputs;
  std::string out;
  int shardK = 1, shardN = 1, skip = 8;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-out" && i + 1 < argc) out = argv[++i];
    else if (a == "-skip" && i + 1 < argc) skip = std::atoi(argv[++i]);
    else if (a == "-shard" && i + 1 < argc) {
      if (std::sscanf(argv[++i], "%d/%d", &shardK, &shardN) != 2 || shardN < 1 || shardK < 1 || shardK > shardN) {
        std::cerr << "error: -shard: expected K/N with 1 <= K <= N\n";
        return 2;
      }
    } else if (!a.empty() && a[0] == '-') {
      std::cerr << "error: unknown option " << a << "\n";
      return 2;
    } else inputs.push_back(a);
  }
  if (inputs.empty() || out.empty()) return usage();
  std::ofstream os(out);
  if (!os) {
    std::cerr << "error: cannot write " << out << "\n";
    return 1;
  }
  long gameIndex = 0, games = 0, positions = 0;
  for (const auto& path : inputs) {
    std::string text, err;
    std::vector<match::PgnGame> pgn;
    if (!read_file(path, text)) {
      std::cerr << "error: cannot read " << path << "\n";
      return 1;
    }
    if (!match::read_pgn(text, pgn, err)) {
      std::cerr << "error: " << path << ": " << err << "\n";
      return 1;
    }
    for (const auto& g : pgn) {
      long idx = gameIndex++;
      if (idx % shardN != shardK - 1) continue;
      const std::string* variant = g.tag("Variant");
      if (variant && *variant != "xiangqi") continue;
      const char* result = g.result == "1-0" ? "1" : g.result == "0-1" ? "0" : g.result == "1/2-1/2" ? "0.5" : nullptr;
      if (!result) continue;
      const std::string* fen = g.tag("FEN");
      Position pos;
      if (!set_position<Xiangqi>(pos, fen ? *fen : Position::START_FEN, err)) {
        std::cerr << "warning: " << path << ": game " << idx << ": " << err << "\n";
        continue;
      }
      ++games;
      for (size_t ply = 0; ply < g.moves.size(); ++ply) {
        Move m = find_legal_move<Xiangqi>(pos, g.moves[ply], 0);
        if (!m.is_ok()) {
          std::cerr << "warning: " << path << ": game " << idx << ": illegal move " << g.moves[ply] << "\n";
          break;
        }
        if (int(ply) >= skip && !Xiangqi::is_capture(pos, m) && quiet(pos)) {
          os << pos.fen() << ";" << result << "\n";
          ++positions;
        }
        Xiangqi::do_move(pos, m);
      }
    }
  }
  std::cerr << games << " games, " << positions << " quiet positions -> " << out << "\n";
  return 0;
}

struct Sample {
  float result;           // for Red
  int scale;              // drawish scale /64
  int rest;               // material + psq (Red - Black)
  int tempo;              // +-TEMPO (Red's view)
  int d[eval::FEATURE_NB];
};

double predict(const Sample& s, const double* w) {
  double v = s.rest;
  for (int i = 0; i < eval::FEATURE_NB; ++i) v += w[i] * s.d[i];
  return v * s.scale / 64 + s.tempo;
}

double sigmoid(double k, double v) { return 1.0 / (1.0 + std::pow(10.0, -k * v / 400.0)); }

double error(const std::vector<Sample>& data, const double* w, double k) {
  double e = 0;
  for (const auto& s : data) {
    double d = s.result - sigmoid(k, predict(s, w));
    e += d * d;
  }
  return e / double(data.size());
}

bool write_weights(const std::string& path, const int* w) {
  std::string text;
  if (!read_file(path, text)) return false;
  int found = 0;
  for (int i = 0; i < eval::FEATURE_NB; ++i) {
    std::string tag = std::string("/* ") + eval::FEATURE_NAMES[i] + " */ ";
    size_t p = text.find(tag);
    if (p == std::string::npos) continue;
    size_t a = p + tag.size(), b = text.find(',', a);
    if (b == std::string::npos) continue;
    text.replace(a, b - a, std::to_string(w[i]));
    ++found;
  }
  if (found != eval::FEATURE_NB) {
    std::cerr << "error: " << path << " holds " << found << " of " << eval::FEATURE_NB << " weights\n";
    return false;
  }
  std::ofstream os(path, std::ios::binary);
  os << text;
  return bool(os);
}

int fit(int argc, char** argv) {
  std::vector<std::string> inputs;
  std::string writePath;
  int iterations = 300;
  double rate = 2.0, lambda = 0.001;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-iterations" && i + 1 < argc) iterations = std::atoi(argv[++i]);
    else if (a == "-rate" && i + 1 < argc) rate = std::atof(argv[++i]);
    else if (a == "-write" && i + 1 < argc) writePath = argv[++i];
    else if (a == "-lambda" && i + 1 < argc) lambda = std::atof(argv[++i]);
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "error: unknown option " << a << "\n";
      return 2;
    } else inputs.push_back(a);
  }
  if (inputs.empty()) return usage();
  std::vector<Sample> data;
  for (const auto& path : inputs) {
    std::ifstream in(path);
    if (!in) {
      std::cerr << "error: cannot read " << path << "\n";
      return 1;
    }
    std::string line, err;
    while (std::getline(in, line)) {
      size_t semi = line.rfind(';');
      if (semi == std::string::npos) continue;
      Position pos;
      if (!set_position<Xiangqi>(pos, line.substr(0, semi), err)) continue;
      Sample s{};
      s.result = float(std::atof(line.c_str() + semi + 1));
      eval::EvalTerms t = eval::eval_terms<Xiangqi>(pos);
      s.scale = t.scale;
      s.rest = t.material[RED] - t.material[BLACK] + t.psq[RED] - t.psq[BLACK];
      s.tempo = pos.side_to_move() == RED ? t.tempo : -t.tempo;
      int f[COLOR_NB][eval::FEATURE_NB] = {};
      for (Color c : {RED, BLACK}) eval::add_features(pos, c, false, f[c]);
      for (int i = 0; i < eval::FEATURE_NB; ++i) s.d[i] = f[RED][i] - f[BLACK][i];
      // The linear model must reproduce the engine's own evaluation.
      double w0[eval::FEATURE_NB];
      for (int i = 0; i < eval::FEATURE_NB; ++i) w0[i] = eval::WEIGHTS[i];
      int engineRed = pos.side_to_move() == RED ? t.total : -t.total;
      if (std::abs(predict(s, w0) - engineRed) > 1.0) {
        std::cerr << "error: the linear model disagrees with evaluate() on " << line << "\n";
        return 1;
      }
      data.push_back(s);
    }
  }
  if (data.empty()) {
    std::cerr << "error: no positions\n";
    return 1;
  }
  double w[eval::FEATURE_NB];
  for (int i = 0; i < eval::FEATURE_NB; ++i) w[i] = eval::WEIGHTS[i];
  // K: the scale that makes the current evaluation predict results best.
  double bestK = 1.0, bestE = 1e9;
  for (double k = 0.02; k <= 3.0; k += 0.02)
    if (double e = error(data, w, k); e < bestE) bestE = e, bestK = k;
  std::printf("positions %zu, K %.2f, error before %.6f\n", data.size(), bestK, bestE);
  // Gradient descent with Adam-style step sizes (features differ in scale).
  double m[eval::FEATURE_NB] = {}, v[eval::FEATURE_NB] = {};
  const double ln10 = std::log(10.0);
  for (int it = 1; it <= iterations; ++it) {
    double g[eval::FEATURE_NB] = {};
    for (const auto& s : data) {
      double p = sigmoid(bestK, predict(s, w));
      double common = -2.0 * (s.result - p) * p * (1 - p) * bestK * ln10 / 400.0 * s.scale / 64;
      for (int i = 0; i < eval::FEATURE_NB; ++i) g[i] += common * s.d[i];
    }
    for (int i = 0; i < eval::FEATURE_NB; ++i) {
      g[i] /= double(data.size());
      g[i] += 2.0 * lambda * (w[i] - eval::WEIGHTS[i]) / 10000.0;
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      double mh = m[i] / (1 - std::pow(0.9, it)), vh = v[i] / (1 - std::pow(0.999, it));
      w[i] -= rate * mh / (std::sqrt(vh) + 1e-12);
    }
  }
  int rounded[eval::FEATURE_NB];
  double wr[eval::FEATURE_NB];
  for (int i = 0; i < eval::FEATURE_NB; ++i) wr[i] = rounded[i] = int(std::lround(w[i]));
  std::printf("error after %.6f (%d iterations)\n", error(data, wr, bestK), iterations);
  for (int i = 0; i < eval::FEATURE_NB; ++i)
    std::printf("  %-20s %5d -> %5d\n", eval::FEATURE_NAMES[i], eval::WEIGHTS[i], rounded[i]);
  if (!writePath.empty()) {
    if (!write_weights(writePath, rounded)) return 1;
    std::printf("wrote %s\n", writePath.c_str());
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  std::string cmd = argv[1];
  if (cmd == "extract") return extract(argc, argv);
  if (cmd == "fit") return fit(argc, argv);
  return usage();
}
