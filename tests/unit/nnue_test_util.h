// What the NNUE tests share: seeded random nets inside the loader's bounds,
// the pieces a move changed found by comparing two boards (until the board
// records them itself), a reference accumulator and evaluation written
// straight from docs/nnue.md with plain loops, and FEN transformations
// (colour flip, left-right mirror) for the symmetry tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "pili/eval/nnue/evaluator.h"

namespace pili::nnuetest {

using namespace pili::eval::nnue;

// The first layer, v1's and v2's alike: biases in [-100, 200], weights in
// [-range, range] from `uni(lo, hi)`.
template <class Bias, class Columns, class Uni>
void random_first_layer(Bias& bias, Columns& columns, Uni& uni, int range) {
  for (int16_t& b : bias.v) b = int16_t(uni(-100, 200));
  for (auto& c : columns)
    for (int16_t& w : c.v) w = int16_t(uni(-range, range));
}

// First-layer weights in [-ftRange, ftRange], biases in [-100, 200], output
// weights in [-outRange, outRange]: with 39 active features at most, the
// accumulator stays far inside int16 and 512 * 60 * 255^2 < INT32_MAX.
inline Network random_network(Variant v, unsigned seed, int ftRange = 60, int outRange = 60) {
  std::mt19937 rng(seed);
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Network net = Network::zero(v);
  random_first_layer(net.ftBias, net.ftWeights, uni, ftRange);
  for (OutputWeights& o : net.outWeights)
    for (int16_t& w : o.v) w = int16_t(uni(-outRange, outRange));
  for (int32_t& b : net.outBias) b = uni(-20000, 20000);
  net.description = "random net, seed " + std::to_string(seed);
  return net;
}

// --- What a move changed, from two boards -----------------------------------

struct Snapshot {
  int points = 0;
  uint8_t piece[90] = {};
  uint8_t tris[90] = {};  // 0 or DIRTY_TRIS_*
};

inline Snapshot snapshot(const Position& pos) {
  Snapshot s;
  s.points = 90;
  for (int sq = 0; sq < 90; ++sq) {
    s.piece[sq] = pos.piece_on(Square(sq));
    if (test(pos.tris(RED), Square(sq))) s.tris[sq] = DIRTY_TRIS_RED;
    if (test(pos.tris(BLACK), Square(sq))) s.tris[sq] = DIRTY_TRIS_BLACK;
  }
  return s;
}

inline Snapshot snapshot(const chess::Position& pos) {
  Snapshot s;
  s.points = 64;
  for (int sq = 0; sq < 64; ++sq) s.piece[sq] = pos.piece_on(chess::Square(sq));
  return s;
}

// Every piece (and Tris) that left a point or appeared on one; a piece that
// left one point and appeared on another becomes one moving entry.
inline DirtyPieces diff(const Snapshot& a, const Snapshot& b) {
  struct Change {
    uint8_t code, sq;
    bool used;
  };
  std::vector<Change> gone, come;
  for (int sq = 0; sq < a.points; ++sq) {
    const uint8_t* before[2] = {&a.piece[sq], &a.tris[sq]};
    const uint8_t* after[2] = {&b.piece[sq], &b.tris[sq]};
    for (int layer = 0; layer < 2; ++layer) {
      if (*before[layer] == *after[layer]) continue;
      if (*before[layer]) gone.push_back({*before[layer], uint8_t(sq), false});
      if (*after[layer]) come.push_back({*after[layer], uint8_t(sq), false});
    }
  }
  DirtyPieces dp;
  auto add = [&](uint8_t code, uint8_t from, uint8_t to) {
    EXPECT_LT(dp.count, DirtyPieces::MAX);
    if (dp.count < DirtyPieces::MAX) dp.list[dp.count++] = {code, from, to};
  };
  for (Change& g : gone)
    for (Change& c : come)
      if (!c.used && c.code == g.code) {
        c.used = g.used = true;
        add(g.code, g.sq, c.sq);
        break;
      }
  for (Change& g : gone)
    if (!g.used) add(g.code, g.sq, DIRTY_NONE);
  for (Change& c : come)
    if (!c.used) add(c.code, DIRTY_NONE, c.sq);
  return dp;
}

// --- Reference from docs/nnue.md ---------------------------------------------

// Active inputs of one perspective, every formula spelled out again.
inline std::vector<int> reference_inputs(const Snapshot& s, FeatureSet fs, Color p) {
  std::vector<int> in;
  for (int sq = 0; sq < s.points; ++sq) {
    int file = s.points == 90 ? sq % 9 : sq % 8, rank = s.points == 90 ? sq / 9 : sq / 8;
    int lastRank = s.points == 90 ? 9 : 7, width = s.points == 90 ? 9 : 8;
    int point = p == RED ? sq : (lastRank - rank) * width + file;
    if (uint8_t pc = s.piece[sq]) {
      // Piece codes: type << 1 | colour on 90 points, colour << 3 | type on 64.
      int colour = s.points == 90 ? pc & 1 : pc >> 3, type = s.points == 90 ? pc >> 1 : pc & 7;
      int types = s.points == 90 ? 7 : 6;
      in.push_back(((colour == p ? 0 : types) + type - 1) * s.points + point);
    }
    if (s.tris[sq] && fs == FeatureSet::Meng90)
      in.push_back(1260 + (s.tris[sq] - DIRTY_TRIS_RED == p ? 0 : 90) + point);
  }
  return in;
}

inline std::vector<int> reference_extras(const Position& pos, Color p) {
  const StateInfo& st = pos.st();
  std::vector<int> in;
  if (st.reserve == 1) in.push_back(1440);
  if (st.reserve == 2) in.push_back(1441);
  if (st.capturedCount >= 2) in.push_back(1442);
  if (st.debts & (1 << p)) in.push_back(1443);
  if (st.debts & (1 << (1 - p))) in.push_back(1444);
  return in;
}
inline std::vector<int> reference_extras(const chess::Position&, Color) { return {}; }

// The first layer's sums for `inputs` (v1's and v2's alike): the bias plus
// every active input's column.
template <class Bias, class Columns>
std::vector<int> reference_first_layer(const Bias& bias, const Columns& columns, const std::vector<int>& inputs) {
  std::vector<int> acc(std::size(bias.v));
  for (size_t n = 0; n < acc.size(); ++n) {
    acc[n] = bias.v[n];
    for (int i : inputs) acc[n] += columns[size_t(i)].v[n];
  }
  return acc;
}

inline std::vector<int> reference_accumulator(const Network& net, const std::vector<int>& inputs) {
  return reference_first_layer(net.ftBias, net.ftWeights, inputs);
}

// The pieces that are not a general or king: the output bucket's count.
inline int non_king_pieces(const Snapshot& s) {
  int pieces = 0;
  for (int sq = 0; sq < s.points; ++sq)
    if (s.piece[sq] && (s.points == 90 ? s.piece[sq] >> 1 != 1 : (s.piece[sq] & 7) != 6)) ++pieces;
  return pieces;
}

template <class Pos>
int reference_eval(const Network& net, const Pos& pos) {
  Snapshot s = snapshot(pos);
  std::vector<int> acc[2];
  for (Color c : {RED, BLACK}) {
    std::vector<int> in = reference_inputs(s, net.featureSet, c);
    for (int e : reference_extras(pos, c)) in.push_back(e);
    acc[c] = reference_accumulator(net, in);
  }
  int bucket = std::min(7, non_king_pieces(s) / 4);
  Color stm = pos.side_to_move();
  int64_t sum = 0;
  for (int half = 0; half < 2; ++half)
    for (int n = 0; n < L1; ++n) {
      int64_t c = std::clamp(acc[half ? ~stm : stm][n], 0, 255);
      sum += c * c * net.outWeights[bucket].v[half * L1 + n];
    }
  int64_t v = sum / 255 + net.outBias[bucket];  // both truncate toward zero
  return int(std::clamp<int64_t>(v * 400 / (255 * 64), -EVAL_LIMIT, EVAL_LIMIT));
}

// --- FEN transformations -----------------------------------------------------

inline std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == sep)
      out.emplace_back();
    else
      out.back().push_back(c);
  }
  return out;
}

inline std::string join(const std::vector<std::string>& v, char sep) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? std::string(1, sep) : "") + v[i];
  return out;
}

inline std::string swap_case(std::string s) {
  for (char& c : s) c = std::isupper(uint8_t(c)) ? char(std::tolower(c)) : char(std::toupper(c));
  return s;
}

// The FEN of the same position with colours exchanged and ranks mirrored
// (flip) or with files mirrored (mirror). Chess castling rights and the
// en-passant square, which are not inputs, are dropped.
inline std::string transform_fen(const std::string& fen, bool chess, bool flip) {
  std::vector<std::string> f = split(fen, ' ');
  std::string board = f[0], reserve;
  if (size_t b = board.find('['); b != std::string::npos)
    reserve = board.substr(b), board.resize(b);
  std::vector<std::string> ranks = split(board, '/');
  if (flip) {
    std::reverse(ranks.begin(), ranks.end());
    for (auto& r : ranks) r = swap_case(r);
  } else {
    for (auto& r : ranks) {  // tokens: a digit run, a letter, or '+' and a letter
      std::vector<std::string> tok;
      for (size_t i = 0; i < r.size(); ++i)
        tok.push_back(r[i] == '+' ? r.substr(i++, 2) : r.substr(i, 1));
      r.clear();
      for (auto t = tok.rbegin(); t != tok.rend(); ++t) r += *t;
    }
  }
  f[0] = join(ranks, '/') + reserve;
  if (flip) f[1] = f[1] == "w" ? "b" : "w";
  if (chess) {
    f[2] = f[3] = "-";
  } else if (!reserve.empty()) {  // Meng: board[reserve] side captured debts ...
    std::string& d = f[3];
    size_t colon = d.find(':');
    for (size_t i = 0; i < std::min(colon, d.size()); ++i)
      if (flip && (d[i] == 'w' || d[i] == 'b')) d[i] = d[i] == 'w' ? 'b' : 'w';
    if (colon != std::string::npos) {
      if (flip)
        d[colon + 2] = char('9' - (d[colon + 2] - '0'));
      else
        d[colon + 1] = char('i' - (d[colon + 1] - 'a'));
    }
  }
  return join(f, ' ');
}

}  // namespace pili::nnuetest
