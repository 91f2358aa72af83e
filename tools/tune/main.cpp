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
//                 [-mix M] [-write FILE] [-write-psq FILE]
//     fits the logistic scale K to the current evaluation, then the weights by
//     gradient descent on the mean squared error between the game result and
//     sigmoid(K * eval), plus L * sum((w - w0)/100)^2 that keeps the weights
//     near the current ones when data are few (default 0.001); prints
//     before/after error and the weights, and with
//     -write rewrites the "/* NAME */ value," lines of FILE
//     (include/pili/eval/weights.h). -psq also fits the piece-square
//     corrections (eval/psq_adjust.h, one per piece type, rank and folded
//     file) and -write-psq FILE rewrites that file whole. Lines may carry an
//     engine's score as a third field ("FEN;RESULT;SCORE", see
//     tools/examples/label_positions.py); -mix M fits to
//     (1 - M) * result + M * sigmoid(score).
//   pili-tune extract-chess / fit-chess: the same for atomic chess
//     (chess_tune.cpp, eval/atomic_chess_weights.h).
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

#include "args.h"
#include "chess_tune.h"
#include "extract.h"
#include "fit.h"
#include "pili/eval/evaluate.h"
#include "pili/record/pgn.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"
#include "pili/search/see.h"

using namespace pili;
using tune::read_file;

namespace {

int usage() {
  std::cerr << "usage: pili-tune extract GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]\n"
               "       pili-tune fit POSITIONS... [-iterations N] [-rate R] [-lambda L] [-mix M] [-k K] [-validate F] [-psq]\n"
               "                     [-write weights.h] [-write-psq psq_adjust.h]\n"
               "       pili-tune extract-chess GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]\n"
               "       pili-tune fit-chess POSITIONS... [-iterations N] [-rate R] [-lambda L] [-mix M] [-k K] [-validate F]\n"
               "                     [-write atomic_chess_weights.h]\n";
  return 2;
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
  tune::ExtractArgs args;
  if (int rc = tune::parse_extract_args(argc, argv, args)) return rc == 1 ? usage() : rc;
  tune::Extraction<Xiangqi> x;
  x.accepts = [](const std::string* tag) { return !tag || *tag == Xiangqi::PROFILE.pgnName; };
  x.parse = [](const Position& pos, const std::string& text, std::string& err) {
    Move m = find_legal_move<Xiangqi>(pos, text, 0);
    if (!m.is_ok()) err = "illegal move " + text;
    return m;
  };
  x.quiet = quiet;
  return tune::extract_quiet_positions(args, x);
}

// Piece-square corrections (eval/psq_adjust.h) as parameters after the
// feature weights: [piece type][rank from the owner's side][folded file].
// The corrections cover xiangqi's kinds (and none), not later ones.
constexpr int PSQ_KINDS = int(std::size(eval::PSQ_ADJUST));
constexpr int PSQ_PARAMS = PSQ_KINDS * 10 * 5;
constexpr int PARAMS = eval::FEATURE_NB + PSQ_PARAMS;

int psq_index(int pt, int rank, int file) { return (pt * 10 + rank) * 5 + file; }
int psq_index(Piece pc, Square s) {
  return psq_index(type_of(pc), eval::psq_adjust_rank(color_of(pc), s), eval::psq_adjust_file(s));
}

// psq_adjust.h is generated whole: the header comment, then the table.
bool write_psq(const std::string& path, const int* adj) {
  static const char* const NAMES[PSQ_KINDS] = {"-", "general", "advisor", "elephant",
                                                   "horse", "chariot", "cannon", "soldier"};
  std::ostringstream os;
  os << "// Fitted corrections to the piece-square rules of values.h, added to them:\n"
        "// PSQ_ADJUST[piece type][rank from the owner's side][file, 0-4 with the\n"
        "// board folded at the e-file]. `pili-tune fit -write-psq` rewrites this\n"
        "// whole file from game results (docs/search.md, \"Tuning the evaluation\").\n"
        "#pragma once\n\n#include <cstdint>\n\nnamespace pili::eval {\n\n"
        "inline constexpr int16_t PSQ_ADJUST[8][10][5] = {\n";
  for (int pt = 0; pt < PSQ_KINDS; ++pt) {
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

// Xiangqi's sample: the feature differences (Red - Black), the piece-square
// counts when they are fitted, and the rest (values.h material, piece-square
// rules, drawish scale, tempo).
bool xiangqi_sample(const std::string& fen, bool fitPsq, const std::vector<double>& w0, tune::Sample& s) {
  Position pos;
  std::string err;
  if (!set_position<Xiangqi>(pos, fen, err)) return false;
  eval::EvalTerms t = eval::eval_terms<Xiangqi>(pos, eval::PsqSums::of(pos));
  s.scale = float(t.scale) / 64;
  // values.h material only: the fitted corrections are features.
  s.rest = eval::material<Xiangqi>(pos, RED) - eval::material<Xiangqi>(pos, BLACK) + t.psq[RED] - t.psq[BLACK];
  s.offset = pos.side_to_move() == RED ? t.tempo : -t.tempo;
  int f[COLOR_NB][eval::FEATURE_NB] = {};
  for (Color c : {RED, BLACK}) eval::add_features(pos, c, false, f[c]);
  for (int i = 0; i < eval::FEATURE_NB; ++i)
    if (int d = f[RED][i] - f[BLACK][i]) s.x.push_back({i, float(d)});
  if (fitPsq) {
    int count[PSQ_PARAMS] = {};
    for (Square sq = Square(0); sq < SQUARE_NB; sq = Square(sq + 1))
      if (Piece pc = pos.piece_on(sq); pc != NO_PIECE) count[psq_index(pc, sq)] += color_of(pc) == RED ? 1 : -1;
    for (int i = 0; i < PSQ_PARAMS; ++i)
      if (count[i]) {
        s.x.push_back({eval::FEATURE_NB + i, float(count[i])});
        s.rest -= w0[eval::FEATURE_NB + i] * count[i];
      }
  }
  // The linear model must reproduce the engine's own evaluation.
  int engineRed = pos.side_to_move() == RED ? t.total : -t.total;
  if (std::abs(tune::predict(s, w0.data()) - engineRed) > 1.0) {
    std::cerr << "error: the linear model disagrees with evaluate() on " << fen << "\n";
    std::exit(1);
  }
  return true;
}

int fit(int argc, char** argv) {
  tune::FitArgs args;
  std::string psqPath;
  bool fitPsq = false;
  auto extra = [&](const std::string& flag, int& i) {
    if (flag == "-psq") return fitPsq = true;
    if (flag != "-write-psq" || i + 1 >= argc) return false;
    psqPath = argv[++i], fitPsq = true;
    return true;
  };
  if (int rc = tune::parse_fit_args(argc, argv, args, extra)) return rc;
  if (args.inputs.empty()) return usage();
  // Start from the values the engine has now.
  std::vector<double> w(PARAMS, 0.0);
  for (int i = 0; i < eval::FEATURE_NB; ++i) w[i] = eval::WEIGHTS[i];
  for (int pt = 0; pt < PSQ_KINDS; ++pt)
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 5; ++f) w[eval::FEATURE_NB + psq_index(pt, r, f)] = eval::PSQ_ADJUST[pt][r][f];
  const std::vector<double> w0 = w;
  auto make = [&](const std::string& fen, tune::Sample& s) { return xiangqi_sample(fen, fitPsq, w0, s); };
  std::vector<tune::Sample> data, validation;
  for (const auto& path : args.inputs)
    if (!tune::load_samples(path, args.mix, make, data)) return 1;
  if (!args.validatePath.empty() && !tune::load_samples(args.validatePath, args.mix, make, validation)) return 1;
  args.opt.validation = &validation;
  if (data.empty()) {
    std::cerr << "error: no positions\n";
    return 1;
  }
  tune::fit(data, w, args.opt);
  std::vector<int> rounded(w.begin(), w.end());
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
  if (!args.writePath.empty()) {
    std::vector<std::string> names(eval::FEATURE_NAMES, eval::FEATURE_NAMES + eval::FEATURE_NB);
    if (!tune::write_named(args.writePath, names, std::vector<int>(rounded.begin(), rounded.begin() + eval::FEATURE_NB)))
      return 1;
    std::printf("wrote %s\n", args.writePath.c_str());
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
  if (cmd == "extract-chess") return tune::extract_chess(argc, argv);
  if (cmd == "fit-chess") return tune::fit_chess(argc, argv);
  return usage();
}
