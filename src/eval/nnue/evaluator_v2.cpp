// The v2 accumulators, their lazy stack and the layer stack.
#include "pili/eval/nnue/evaluator_v2.h"

#include "pili/eval/nnue/accumulator.h"
#include "pili/eval/nnue/king_buckets.h"
#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue::v2 {

namespace {

int refresh_cost(const Position& pos) { return popcount(pos.pieces()); }
int refresh_cost(const chess::Position& pos) { return chess::popcount(pos.pieces()); }

// The key `c` has after `dp`, given the key before.
template <class FS>
int key_after(const DirtyPieces& dp, Color c, int key) {
  for (int i = 0; i < dp.count; ++i) {
    const DirtyPiece& d = dp.list[i];
    if (!is_king(FS::ID, d.piece, c)) continue;
    key = d.to == DIRTY_NONE ? king_key(FS::ID, -1) : king_key(FS::ID, perspective_point(FS::ID, c, d.to));
  }
  return key;
}

// to.v[c] = from.v[c] with the changes of `dp` (the key unchanged).
template <class FS>
void apply(const Weights& w, const Accumulator& from, const DirtyPieces& dp, Color c, Accumulator& to) {
  const int key = from.key[c];
  const int16_t* add[DirtyPieces::MAX];
  const int16_t* sub[DirtyPieces::MAX];
  int nAdd = 0, nSub = 0;
  for (int i = 0; i < dp.count; ++i) {
    const DirtyPiece& d = dp.list[i];
    if (d.from != DIRTY_NONE)
      if (int f = feature_index<FS::ID>(c, key, d.piece, d.from); f >= 0) sub[nSub++] = w.ftWeights[f].v;
    if (d.to != DIRTY_NONE)
      if (int f = feature_index<FS::ID>(c, key, d.piece, d.to); f >= 0) add[nAdd++] = w.ftWeights[f].v;
  }
  simd::best::update_v2(to.v[c], from.v[c], add, nAdd, sub, nSub);
  to.key[c] = uint8_t(key);
}

}  // namespace

template <class FS>
int king_key_of(const typename FS::Position& pos, Color c) {
  if (!pos.has_king(c)) return king_key(FS::ID, -1);
  return king_key(FS::ID, perspective_point(FS::ID, c, uint8_t(pos.king_square(c))));
}

template <class FS>
void refresh(const Weights& w, const typename FS::Position& pos, Color c, Accumulator& acc) {
  const int key = king_key_of<FS>(pos, c);
  FeatureList list;
  FS::active(pos, c, list);
  const int16_t* cols[FeatureList::MAX];
  for (int i = 0; i < list.count; ++i) cols[i] = w.ftWeights[from_v1_index(FS::ID, key, list.index[i])].v;
  simd::best::update_v2(acc.v[c], w.ftBias.v, cols, list.count, nullptr, 0);
  acc.key[c] = uint8_t(key);
}

template <class FS>
int evaluate(const Weights& w, const Accumulator& acc, const typename FS::Position& pos) {
  const Color stm = pos.side_to_move();
  alignas(64) uint8_t in[2 * L1];
  Accumulator withExtras;
  for (Color c : {stm, ~stm}) {
    const int16_t* half = acc.v[c];
    FeatureList extra;
    FS::at_evaluation(pos, c, extra);  // Meng90's counters, in the king's block
    if (extra.count) {
      const int16_t* cols[FeatureList::MAX];
      for (int i = 0; i < extra.count; ++i) cols[i] = w.ftWeights[bucketed(FS::ID, acc.key[c], extra.index[i])].v;
      simd::best::update_v2(withExtras.v[c], half, cols, extra.count, nullptr, 0);
      half = withExtras.v[c];
    }
    simd::best::pack(half, in + (c == stm ? 0 : L1));
  }
  const Stack& s = w.stacks[size_t(material_bucket(non_king_pieces(pos)))];
  int32_t z1[L2], z2[L3], out;
  alignas(64) uint8_t a1[L2_PAD] = {}, a2[L3];
  simd::best::affine_l1(in, &s.w1g[0][0], s.b1, z1);
  for (int i = 0; i < L2; ++i) a1[i] = crelu_shift(z1[i]);
  simd::best::affine(a1, L2_PAD, &s.w2[0][0], s.b2, z2, L3);
  for (int i = 0; i < L3; ++i) a2[i] = crelu_shift(z2[i]);
  simd::best::affine(a2, L3, s.w3, &s.b3, &out, 1);
  return to_centipawns(out);
}

template <class FS>
void Evaluator<FS>::reset(const Pos& pos) {
  assert(w_ && w_->featureSet == FS::ID);
  ply_ = 0;
  for (Color c : {RED, BLACK}) refresh<FS>(*w_, pos, c, stack_[0].acc);
  stack_[0].computed[RED] = stack_[0].computed[BLACK] = true;
  ++stats_.resets;
}

template <class FS>
void Evaluator<FS>::push(const DirtyPieces& dirty) {
  if (++ply_ == int(stack_.size())) stack_.emplace_back();
  Entry& e = stack_[ply_];
  e.dirty = dirty;
  e.computed[RED] = e.computed[BLACK] = false;
}

template <class FS>
void Evaluator<FS>::compute(const Pos& pos, Color c) {
  Entry& top = stack_[ply_];
  int known = ply_, cost = 0;
  for (; known > 0 && !stack_[known].computed[c]; --known)
    cost += changed_features(stack_[known].dirty) + 1;
  bool replay = stack_[known].computed[c] && cost <= refresh_cost(pos);
  // A king move that changed the key changes every feature: no replay.
  for (int p = known + 1, key = stack_[known].acc.key[c]; replay && p <= ply_; ++p)
    replay = key_after<FS>(stack_[p].dirty, c, key) == key;
  if (!replay) {
    refresh<FS>(*w_, pos, c, top.acc);
    ++stats_.refreshes;
  } else {
    for (int p = known + 1; p <= ply_; ++p) {
      apply<FS>(*w_, stack_[p - 1].acc, stack_[p].dirty, c, stack_[p].acc);
      stack_[p].computed[c] = true;
      ++stats_.updates;
    }
  }
  top.computed[c] = true;
}

template <class FS>
const Accumulator& Evaluator<FS>::compute(const Pos& pos) {
  Entry& top = stack_[ply_];
  for (Color c : {RED, BLACK})
    if (!top.computed[c]) compute(pos, c);
  return top.acc;
}

#define PILI_V2_INSTANTIATE(FS)                                                                \
  template int king_key_of<FS>(const FS::Position&, Color);                                    \
  template void refresh<FS>(const Weights&, const FS::Position&, Color, Accumulator&);         \
  template int evaluate<FS>(const Weights&, const Accumulator&, const FS::Position&);          \
  template class Evaluator<FS>;
PILI_V2_INSTANTIATE(Xiangqi90)
PILI_V2_INSTANTIATE(Meng90)
PILI_V2_INSTANTIATE(Chess64)
PILI_V2_INSTANTIATE(NoNet)
#undef PILI_V2_INSTANTIATE

}  // namespace pili::eval::nnue::v2
