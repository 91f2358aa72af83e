// What the v2 NNUE tests share: seeded random v2 nets inside the loader's
// bounds, and a reference accumulator and evaluation written straight from
// docs/nnue.md ("Architecture v2") with plain loops: the king bucket and
// the mirror from the king's point, the board mirrored by moving pieces,
// the v1 reference inputs (nnue_test_util.h) of the mirrored board.
#pragma once

#include "nnue_test_util.h"
#include "pili/eval/nnue/network_v2.h"

namespace pili::nnuetest {

// First-layer weights in [-60, 60] and biases in [-100, 200] as v1's random
// nets; hidden weights small enough that the layers' outputs spread over
// [0, 127] instead of sitting at the clip bounds.
inline Network random_network_v2(Variant v, unsigned seed) {
  std::mt19937 rng(seed);
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Network net = Network::zero_v2(v);
  v2::Weights& w = *net.v2;
  random_first_layer(w.ftBias, w.ftWeights, uni, 60);
  for (v2::Stack& s : w.stacks) {
    for (int o = 0; o < v2::L2; ++o)
      for (int i = 0; i < 2 * v2::L1; ++i) s.l1(o, i) = int8_t(uni(-6, 6));
    for (int32_t& b : s.b1) b = uni(-3000, 6000);
    for (auto& row : s.w2)
      for (int i = 0; i < v2::L2; ++i) row[i] = int8_t(uni(-40, 40));
    for (int32_t& b : s.b2) b = uni(-2000, 4000);
    for (int8_t& x : s.w3) x = int8_t(uni(-127, 127));
    s.b3 = uni(-50000, 50000);
  }
  net.description = "random v2 net, seed " + std::to_string(seed);
  return net;
}

struct RefKey {
  int bucket = 0;
  bool mirror = false;
};

// The king of colour p on snapshot s: its bucket and mirror, spelled out.
inline RefKey reference_key(const Snapshot& s, Color p) {
  const bool chess = s.points == 64;
  const int width = chess ? 8 : 9, lastRank = chess ? 7 : 9;
  const uint8_t king = chess ? uint8_t(p << 3 | 6) : uint8_t(2 | p);  // type 1 << 1 | colour on 90 points
  for (int sq = 0; sq < s.points; ++sq) {
    if (s.piece[sq] != king) continue;
    int file = sq % width, rank = sq / width;
    if (p == BLACK) rank = lastRank - rank;
    RefKey k;
    if (chess) {
      k.mirror = file >= 4;
      if (k.mirror) file = 7 - file;
      const int rankGroup = rank == 0 ? 0 : rank == 1 ? 1 : rank <= 3 ? 2 : 3;
      k.bucket = rankGroup * 2 + (file >= 2 ? 1 : 0);
    } else {
      k.mirror = file > 4;
      if (k.mirror) file = 8 - file;
      k.bucket = std::min(rank, 2) * 2 + std::max(file, 3) - 3;
    }
    return k;
  }
  return {};
}

inline Snapshot mirrored(const Snapshot& s) {
  Snapshot m = s;
  const int width = s.points == 64 ? 8 : 9;
  for (int sq = 0; sq < s.points; ++sq) {
    const int to = sq - sq % width + (width - 1 - sq % width);
    m.piece[to] = s.piece[sq];
    m.tris[to] = s.tris[sq];
  }
  return m;
}

template <class Pos>
std::vector<int> reference_inputs_v2(const Pos& pos, FeatureSet fs, Color p) {
  const Snapshot s = snapshot(pos);
  const RefKey k = reference_key(s, p);
  const int block = int(input_count(fs)) * k.bucket;
  std::vector<int> in = reference_inputs(k.mirror ? mirrored(s) : s, fs, p);
  for (int e : reference_extras(pos, p)) in.push_back(e);
  for (int& i : in) i += block;
  return in;
}

inline std::vector<int> reference_accumulator_v2(const v2::Weights& w, const std::vector<int>& in) {
  return reference_first_layer(w.ftBias, w.ftWeights, in);
}

inline int floor_div64(int64_t x) { return int(x >= 0 ? x / 64 : -((-x + 63) / 64)); }

template <class Pos>
int reference_eval_v2(const Network& net, const Pos& pos) {
  const v2::Weights& w = *net.v2;
  const Color stm = pos.side_to_move();
  std::vector<int> x0;
  for (Color c : {stm, ~stm})
    for (int a : reference_accumulator_v2(w, reference_inputs_v2(pos, net.featureSet, c)))
      x0.push_back(std::clamp(a, 0, 127));
  const v2::Stack& st = w.stacks[size_t(std::min(7, non_king_pieces(snapshot(pos)) / 4))];
  std::vector<int> x1(16), x2(32);
  for (int o = 0; o < 16; ++o) {
    int64_t z = st.b1[o];
    for (int i = 0; i < 2 * v2::L1; ++i) z += int64_t(x0[size_t(i)]) * st.l1(o, i);
    x1[size_t(o)] = std::clamp(floor_div64(z), 0, 127);
  }
  for (int o = 0; o < 32; ++o) {
    int64_t z = st.b2[o];
    for (int i = 0; i < 16; ++i) z += int64_t(x1[size_t(i)]) * st.w2[o][i];
    x2[size_t(o)] = std::clamp(floor_div64(z), 0, 127);
  }
  int64_t out = st.b3;
  for (int i = 0; i < 32; ++i) out += int64_t(x2[size_t(i)]) * st.w3[i];
  return int(std::clamp<int64_t>(out * 400 / (127 * 64), -EVAL_LIMIT, EVAL_LIMIT));  // toward zero
}

}  // namespace pili::nnuetest
