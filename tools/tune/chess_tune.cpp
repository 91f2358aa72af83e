#include "chess_tune.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "fit.h"
#include "match/pgn.h"
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
  if (inputs.empty() || out.empty()) return chess_usage();
  std::ofstream os(out);
  if (!os) {
    std::cerr << "error: cannot write " << out << "\n";
    return 1;
  }
  long gameIndex = 0, games = 0, positions = 0;
  for (const auto& path : inputs) {
    std::string text, err;
    std::vector<match::PgnGame> pgn;
    if (!read_file(path, text) || !match::read_pgn(text, pgn, err)) {
      std::cerr << "error: " << path << ": " << (err.empty() ? "cannot read" : err) << "\n";
      return 1;
    }
    for (const auto& g : pgn) {
      long idx = gameIndex++;
      if (idx % shardN != shardK - 1) continue;
      const std::string* variant = g.tag("Variant");
      if (!variant || (*variant != "Atomic" && *variant != "atomic-chess")) continue;
      const char* result = g.result == "1-0" ? "1" : g.result == "0-1" ? "0" : g.result == "1/2-1/2" ? "0.5" : nullptr;
      if (!result) continue;
      const std::string* fen = g.tag("FEN");
      CPos pos;
      if (!set_position<AtomicChess>(pos, fen ? *fen : AtomicChess::START_FEN, err)) {
        std::cerr << "warning: " << path << ": game " << idx << ": " << err << "\n";
        continue;
      }
      ++games;
      for (size_t ply = 0; ply < g.moves.size() && !AtomicChess::king_lost(pos); ++ply) {
        Move m = chess::parse_san(pos, g.moves[ply], err);
        if (!m.is_ok()) {
          std::cerr << "warning: " << path << ": game " << idx << ": " << err << "\n";
          break;
        }
        if (int(ply) >= skip && !AtomicChess::is_capture(pos, m) && quiet(pos)) {
          os << pos.fen() << ";" << result << "\n";
          ++positions;
        }
        AtomicChess::do_move(pos, m);
      }
    }
  }
  std::cerr << games << " games, " << positions << " quiet positions -> " << out << "\n";
  return 0;
}

int fit_chess(int argc, char** argv) {
  std::vector<std::string> inputs;
  std::string writePath, heldOut;
  FitOptions opt;
  double mix = 0;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-iterations" && i + 1 < argc) opt.iterations = std::atoi(argv[++i]);
    else if (a == "-rate" && i + 1 < argc) opt.rate = std::atof(argv[++i]);
    else if (a == "-lambda" && i + 1 < argc) opt.lambda = std::atof(argv[++i]);
    else if (a == "-mix" && i + 1 < argc) mix = std::atof(argv[++i]);
    else if (a == "-k" && i + 1 < argc) opt.k = std::atof(argv[++i]);
    else if (a == "-write" && i + 1 < argc) writePath = argv[++i];
    else if (a == "-validate" && i + 1 < argc) heldOut = argv[++i];
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "error: unknown option " << a << "\n";
      return 2;
    } else inputs.push_back(a);
  }
  if (inputs.empty()) return chess_usage();
  std::vector<double> w(PARAMS, 0.0);
  for (int i = 0; i < eval::AC_FEATURE_NB; ++i) w[i] = eval::AC_WEIGHTS[i];
  for (int pt = 0; pt < 8; ++pt)
    for (int i = 0; i < 32; ++i) w[eval::AC_FEATURE_NB + pt * 32 + i] = eval::AC_PSQ[pt][i];
  const std::vector<double> w0 = w;
  auto load = [&](const std::string& path, std::vector<Sample>& into) {
    std::ifstream in(path);
    if (!in) {
      std::cerr << "error: cannot read " << path << "\n";
      return false;
    }
    std::string line, fen;
    while (std::getline(in, line)) {
      Sample s;
      if (parse_line(line, mix, fen, s.target) && chess_sample(fen, w0, s)) into.push_back(std::move(s));
    }
    return true;
  };
  std::vector<Sample> data, validation;
  for (const auto& path : inputs)
    if (!load(path, data)) return 1;
  if (!heldOut.empty() && !load(heldOut, validation)) return 1;
  opt.validation = &validation;
  if (data.empty()) {
    std::cerr << "error: no positions\n";
    return 1;
  }
  fit(data, w, opt);
  std::vector<int> rounded(w.begin(), w.end());
  for (int i = 0; i < eval::AC_FEATURE_NB; ++i)
    std::printf("  %-20s %5d -> %5d\n", eval::AC_FEATURE_NAMES[i], eval::AC_WEIGHTS[i], rounded[i]);
  long changed = 0, largest = 0;
  for (int i = eval::AC_FEATURE_NB; i < PARAMS; ++i) {
    long delta = std::labs(long(rounded[i] - std::lround(w0[i])));
    changed += delta != 0, largest = std::max(largest, delta);
  }
  std::printf("  piece-square corrections: %ld changed, largest change %ld\n", changed, largest);
  if (!writePath.empty()) {
    std::vector<std::string> names(eval::AC_FEATURE_NAMES, eval::AC_FEATURE_NAMES + eval::AC_FEATURE_NB);
    if (!write_named(writePath, names, std::vector<int>(rounded.begin(), rounded.begin() + eval::AC_FEATURE_NB)) ||
        !write_psq_table(writePath, rounded))
      return 1;
    std::printf("wrote %s\n", writePath.c_str());
  }
  return 0;
}

}  // namespace pili::tune
