#include "chess_tune.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "args.h"
#include "extract.h"
#include "fit.h"
#include "pili/eval/atomic_chess_eval.h"
#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"

namespace pili::tune {

namespace {

using chess::WHITE;
using CPos = chess::Position;
namespace ae = chess::atomic_eval;

// Parameters: the named weights, then AC_PSQ[piece type][index].
constexpr int PSQ_PARAMS = 8 * 32;
constexpr int PARAMS = eval::AC_FEATURE_NB + PSQ_PARAMS;

// A position worth learning from: not in check, and no capture for the side
// to move that wins material on the spot or ends the game (the blast of
// atomic chess settles most of what a capture does at once).
bool quiet(const CPos& pos) {
  if (AtomicChess::in_check(pos)) return false;
  MoveList caps;
  AtomicChess::generate<CAPTURES>(pos, caps);
  Color us = pos.side_to_move();
  for (Move m : caps) {
    chess::Bitboard gone = AtomicChess::removals(pos, m);
    if (gone & pos.pieces(~us, chess::KING)) return false;
    int worth = 0;
    for (chess::Bitboard b = gone; b;) {
      chess::Square s = chess::pop_lsb(b);
      chess::Piece pc = pos.piece_on(s);
      if (pc == chess::NO_PIECE) continue;
      int v = ae::VALUE[chess::type_of(pc)];
      worth += chess::color_of(pc) == us ? -v : v;
    }
    if (worth > 0) return false;
  }
  return true;
}

// Weights times counts summed apart per parameter: the tuner's sink.
struct ParamSink {
  double x[PARAMS] = {};
  double phase = 1;  // middlegame / 256, for the MG-scaled features
  void feature(Color c, int f, int n) {
    x[f] += (c == WHITE ? n : -n) * (eval::AC_MG_SCALED[f] ? phase : 1.0);
  }
  void psq(Color c, chess::PieceType pt, int idx) { x[eval::AC_FEATURE_NB + pt * 32 + idx] += c == WHITE ? 1 : -1; }
};

bool chess_sample(const std::string& fen, const std::vector<double>& w0, Sample& s) {
  CPos pos;
  std::string err;
  if (!set_position<AtomicChess>(pos, fen, err) || !pos.has_king(WHITE) || !pos.has_king(BLACK)) return false;
  ParamSink sink;
  sink.phase = ae::middlegame(pos) / 256.0;
  ae::collect(pos, sink);
  s.rest = ae::material(pos, WHITE) - ae::material(pos, BLACK);
  for (int i = 0; i < PARAMS; ++i)
    if (sink.x[i] != 0) s.x.push_back({i, float(sink.x[i])});
  // The linear model must reproduce the engine's own evaluation (up to the
  // rounding of the phase scaling).
  int total = eval::evaluate<AtomicChess>(pos);
  int engineWhite = pos.side_to_move() == WHITE ? total : -total;
  if (std::abs(predict(s, w0.data()) - engineWhite) > 3.0) {
    std::cerr << "error: the linear model disagrees with evaluate() on " << fen << "\n";
    std::exit(1);
  }
  return true;
}

bool write_psq_table(const std::string& path, const std::vector<int>& w) {
  std::string text;
  if (!read_file(path, text)) return false;
  const std::string head = "inline constexpr int16_t AC_PSQ[8][32] = {\n";
  size_t a = text.find(head);
  size_t b = a == std::string::npos ? a : text.find("};", a);
  if (b == std::string::npos) {
    std::cerr << "error: " << path << " holds no AC_PSQ table\n";
    return false;
  }
  std::ostringstream os;
  os << head;
  for (int pt = 0; pt < 8; ++pt) {
    os << "    {";
    for (int i = 0; i < 32; ++i) os << (i ? ", " : "") << w[eval::AC_FEATURE_NB + pt * 32 + i];
    os << "},\n";
  }
  text.replace(a, b - a, os.str());
  std::ofstream out(path, std::ios::binary);
  out << text;
  return bool(out);
}

int chess_usage() {
  std::cerr << "usage: pili-tune extract-chess GAMES.pgn... -out POSITIONS [-shard K/N] [-skip PLIES]\n"
               "       pili-tune fit-chess POSITIONS... [-iterations N] [-rate R] [-lambda L] [-mix M] [-k K]\n"
               "                           [-validate POSITIONS] [-write atomic_chess_weights.h]\n";
  return 2;
}

}  // namespace

int extract_chess(int argc, char** argv) {
  ExtractArgs args;
  if (int rc = parse_extract_args(argc, argv, args)) return rc == 1 ? chess_usage() : rc;
  Extraction<AtomicChess> x;
  // The tag Pili writes ("Atomic") or Pili's own name.
  x.accepts = [](const std::string* tag) {
    return tag && (*tag == AtomicChess::PROFILE.pgnName || *tag == AtomicChess::NAME);
  };
  x.parse = [](const CPos& pos, const std::string& text, std::string& err) { return chess::parse_san(pos, text, err); };
  x.quiet = quiet;
  return extract_quiet_positions(args, x);
}

int fit_chess(int argc, char** argv) {
  FitArgs args;
  if (int rc = parse_fit_args(argc, argv, args, [](const std::string&, int&) { return false; })) return rc;
  if (args.inputs.empty()) return chess_usage();
  std::vector<double> w(PARAMS, 0.0);
  for (int i = 0; i < eval::AC_FEATURE_NB; ++i) w[i] = eval::AC_WEIGHTS[i];
  for (int pt = 0; pt < 8; ++pt)
    for (int i = 0; i < 32; ++i) w[eval::AC_FEATURE_NB + pt * 32 + i] = eval::AC_PSQ[pt][i];
  const std::vector<double> w0 = w;
  auto make = [&](const std::string& fen, Sample& s) { return chess_sample(fen, w0, s); };
  std::vector<Sample> data, validation;
  for (const auto& path : args.inputs)
    if (!load_samples(path, args.mix, make, data)) return 1;
  if (!args.validatePath.empty() && !load_samples(args.validatePath, args.mix, make, validation)) return 1;
  args.opt.validation = &validation;
  if (data.empty()) {
    std::cerr << "error: no positions\n";
    return 1;
  }
  fit(data, w, args.opt);
  std::vector<int> rounded(w.begin(), w.end());
  for (int i = 0; i < eval::AC_FEATURE_NB; ++i)
    std::printf("  %-20s %5d -> %5d\n", eval::AC_FEATURE_NAMES[i], eval::AC_WEIGHTS[i], rounded[i]);
  long changed = 0, largest = 0;
  for (int i = eval::AC_FEATURE_NB; i < PARAMS; ++i) {
    long delta = std::labs(long(rounded[i] - std::lround(w0[i])));
    changed += delta != 0, largest = std::max(largest, delta);
  }
  std::printf("  piece-square corrections: %ld changed, largest change %ld\n", changed, largest);
  if (!args.writePath.empty()) {
    std::vector<std::string> names(eval::AC_FEATURE_NAMES, eval::AC_FEATURE_NAMES + eval::AC_FEATURE_NB);
    if (!write_named(args.writePath, names, std::vector<int>(rounded.begin(), rounded.begin() + eval::AC_FEATURE_NB)) ||
        !write_psq_table(args.writePath, rounded))
      return 1;
    std::printf("wrote %s\n", args.writePath.c_str());
  }
  return 0;
}

}  // namespace pili::tune
