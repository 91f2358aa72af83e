// pili-tune: Texel tuning of the xiangqi evaluation weights (eval/weights.h).
//
//   pili-tune extract GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]
//     replays every xiangqi game of pili-match PGN files and writes the quiet
//     positions (side to move not in check, no capture that wins material by
//     static exchange, the game's next move not a capture), one per line:
//     "FEN;RESULT" with RESULT = 1, 0.5 or 0 for Red. -shard K/N keeps games
//     i with i % N == K-1, as pili-match does, so extraction spreads over
//     machines; concatenate the outputs.
//   pili-tune fit POSITIONS... [-iterations N] [-rate R] [-lambda L] [-psq]
//                 [-write FILE] [-write-psq FILE]
//     fits the logistic scale K to the current evaluation, then the weights by
//     gradient descent on the mean squared error between the game result and
//     sigmoid(K * eval), plus L * sum((w - w0)/100)^2 that keeps the weights
//     near the current ones when data are few (default 0.001); prints
//     before/after error and the weights, and with
//     -write rewrites the "/* NAME */ value," lines of FILE
//     (include/pili/eval/weights.h). -psq also fits the piece-square
//     corrections (eval/psq_adjust.h, one per piece type, rank and folded
//     file) and -write-psq FILE rewrites that file whole.
//
// The evaluation is linear in the weights: eval = scale/64 * (material + psq
// + sum_i w_i * (f_i(Red) - f_i(Black))) + tempo, so each position is stored
// as its feature differences and the rest, and the fit needs no search.
#include <algorithm>
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
               "       pili-tune fit POSITIONS... [-iterations N] [-rate R] [-lambda L] [-psq]\n"
               "                     [-write weights.h] [-write-psq psq_adjust.h]\n";
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

// Piece-square corrections (eval/psq_adjust.h) as parameters after the
// feature weights: [piece type][rank from the owner's side][folded file].
constexpr int PSQ_PARAMS = PIECE_TYPE_NB * 10 * 5;
constexpr int PARAMS = eval::FEATURE_NB + PSQ_PARAMS;

int psq_index(int pt, int rank, int file) { return (pt * 10 + rank) * 5 + file; }
int psq_index(Piece pc, Square s) {
  return psq_index(type_of(pc), eval::psq_adjust_rank(color_of(pc), s), eval::psq_adjust_file(s));
}

struct Sample {
  float result;  // for Red
  int scale;     // drawish scale /64
  int rest;      // material + psq (Red - Black) without the fitted parameters
  int tempo;     // +-TEMPO (Red's view)
  int d[eval::FEATURE_NB];
  std::vector<std::pair<int16_t, int8_t>> psq;  // (parameter, Red count - Black count)
};

double predict(const Sample& s, const double* w) {
  double v = s.rest;
  for (int i = 0; i < eval::FEATURE_NB; ++i) v += w[i] * s.d[i];
  for (auto [i, n] : s.psq) v += w[i] * n;
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

// psq_adjust.h is generated whole: the header comment, then the table.
bool write_psq(const std::string& path, const int* adj) {
  static const char* const NAMES[PIECE_TYPE_NB] = {"-", "general", "advisor", "elephant",
                                                   "horse", "chariot", "cannon", "soldier"};
  std::ostringstream os;
  os << "// Fitted corrections to the piece-square rules of values.h, added to them:\n"
        "// PSQ_ADJUST[piece type][rank from the owner's side][file, 0-4 with the\n"
        "// board folded at the e-file]. `pili-tune fit -write-psq` rewrites this\n"
        "// whole file from game results (docs/search.md, \"Tuning the evaluation\").\n"
        "#pragma once\n\n#include <cstdint>\n\nnamespace pili::eval {\n\n"
        "inline constexpr int16_t PSQ_ADJUST[8][10][5] = {\n";
  for (int pt = 0; pt < PIECE_TYPE_NB; ++pt) {
    os << "    {  // " << NAMES[pt] << "\n";
    for (int r = 0; r < 10; ++r) {
      os << "        {";
      for (int f = 0; f < 5; ++f) os << (f ? ", " : "") << adj[psq_index(pt, r, f)];
      os << "},\n";
    }
    os << "    },\n";
  }
  os << "};\n\n}  // namespace pili::eval\n";
  std::ofstream out(path, std::ios::binary);
  out << os.str();
  return bool(out);
}

int fit(int argc, char** argv) {
  std::vector<std::string> inputs;
  std::string writePath, psqPath;
  int iterations = 300;
  double rate = 2.0, lambda = 0.001;
  bool fitPsq = false;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-iterations" && i + 1 < argc) iterations = std::atoi(argv[++i]);
    else if (a == "-rate" && i + 1 < argc) rate = std::atof(argv[++i]);
    else if (a == "-write" && i + 1 < argc) writePath = argv[++i];
    else if (a == "-write-psq" && i + 1 < argc) psqPath = argv[++i], fitPsq = true;
    else if (a == "-psq") fitPsq = true;
    else if (a == "-lambda" && i + 1 < argc) lambda = std::atof(argv[++i]);
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "error: unknown option " << a << "\n";
      return 2;
    } else inputs.push_back(a);
  }
  if (inputs.empty()) return usage();
  // Start from the values the engine has now.
  std::vector<double> w0(PARAMS, 0.0);
  for (int i = 0; i < eval::FEATURE_NB; ++i) w0[i] = eval::WEIGHTS[i];
  for (int pt = 0; pt < PIECE_TYPE_NB; ++pt)
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 5; ++f) w0[eval::FEATURE_NB + psq_index(pt, r, f)] = eval::PSQ_ADJUST[pt][r][f];
  std::vector<Sample> data;
  std::vector<long> seen(PARAMS, 0);  // positions that use each parameter
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
      // values.h material only: the fitted corrections are features.
      s.rest = eval::material<Xiangqi>(pos, RED) - eval::material<Xiangqi>(pos, BLACK) + t.psq[RED] - t.psq[BLACK];
      s.tempo = pos.side_to_move() == RED ? t.tempo : -t.tempo;
      int f[COLOR_NB][eval::FEATURE_NB] = {};
      for (Color c : {RED, BLACK}) eval::add_features(pos, c, false, f[c]);
      for (int i = 0; i < eval::FEATURE_NB; ++i) s.d[i] = f[RED][i] - f[BLACK][i];
      if (fitPsq) {
        int count[PSQ_PARAMS] = {};
        for (Square sq = Square(0); sq < SQUARE_NB; sq = Square(sq + 1))
          if (Piece pc = pos.piece_on(sq); pc != NO_PIECE) count[psq_index(pc, sq)] += color_of(pc) == RED ? 1 : -1;
        for (int i = 0; i < PSQ_PARAMS; ++i)
          if (count[i]) {
            s.psq.push_back({int16_t(eval::FEATURE_NB + i), int8_t(count[i])});
            s.rest -= int(w0[eval::FEATURE_NB + i]) * count[i];
          }
      }
      for (int i = 0; i < eval::FEATURE_NB; ++i) seen[i] += s.d[i] != 0;
      for (auto [i, n] : s.psq) ++seen[i];
      // The linear model must reproduce the engine's own evaluation.
      int engineRed = pos.side_to_move() == RED ? t.total : -t.total;
      if (std::abs(predict(s, w0.data()) - engineRed) > 1.0) {
        std::cerr << "error: the linear model disagrees with evaluate() on " << line << "\n";
        return 1;
      }
      data.push_back(std::move(s));
    }
  }
  if (data.empty()) {
    std::cerr << "error: no positions\n";
    return 1;
  }
  std::vector<double> w = w0;
  // K: the scale that makes the current evaluation predict results best.
  double bestK = 1.0, bestE = 1e9;
  for (double k = 0.02; k <= 3.0; k += 0.02)
    if (double e = error(data, w.data(), k); e < bestE) bestE = e, bestK = k;
  std::printf("positions %zu, K %.2f, error before %.6f\n", data.size(), bestK, bestE);
  // Gradient descent with Adam-style step sizes (parameters differ in scale).
  std::vector<double> m(PARAMS, 0.0), v(PARAMS, 0.0), g(PARAMS);
  const double ln10 = std::log(10.0);
  for (int it = 1; it <= iterations; ++it) {
    std::fill(g.begin(), g.end(), 0.0);
    for (const auto& s : data) {
      double p = sigmoid(bestK, predict(s, w.data()));
      double common = -2.0 * (s.result - p) * p * (1 - p) * bestK * ln10 / 400.0 * s.scale / 64;
      for (int i = 0; i < eval::FEATURE_NB; ++i) g[i] += common * s.d[i];
      for (auto [i, n] : s.psq) g[i] += common * n;
    }
    for (int i = 0; i < PARAMS; ++i) {
      if (!seen[i]) continue;
      g[i] /= double(data.size());
      g[i] += 2.0 * lambda * (w[i] - w0[i]) / 10000.0;
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      double mh = m[i] / (1 - std::pow(0.9, it)), vh = v[i] / (1 - std::pow(0.999, it));
      w[i] -= rate * mh / (std::sqrt(vh) + 1e-12);
    }
  }
  std::vector<int> rounded(PARAMS);
  std::vector<double> wr(PARAMS);
  for (int i = 0; i < PARAMS; ++i) wr[i] = rounded[i] = int(std::lround(w[i]));
  std::printf("error after %.6f (%d iterations)\n", error(data, wr.data(), bestK), iterations);
  for (int i = 0; i < eval::FEATURE_NB; ++i)
    std::printf("  %-20s %5d -> %5d\n", eval::FEATURE_NAMES[i], eval::WEIGHTS[i], rounded[i]);
  if (fitPsq) {
    long changed = 0, largest = 0;
    for (int i = eval::FEATURE_NB; i < PARAMS; ++i) {
      long delta = std::labs(long(rounded[i] - std::lround(w0[i])));
      changed += delta != 0, largest = std::max(largest, delta);
    }
    std::printf("  piece-square corrections: %ld changed, largest change %ld\n", changed, largest);
  }
  if (!writePath.empty()) {
    if (!write_weights(writePath, rounded.data())) return 1;
    std::printf("wrote %s\n", writePath.c_str());
  }
  if (!psqPath.empty()) {
    if (!write_psq(psqPath, rounded.data() + eval::FEATURE_NB)) return 1;
    std::printf("wrote %s\n", psqPath.c_str());
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
