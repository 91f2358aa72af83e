// The lazy accumulator stack and the output layer.
#include "pili/eval/nnue/evaluator.h"

#include <algorithm>

#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue {

namespace {

// Columns a refresh adds per perspective: one per piece (and Tris).
int refresh_cost(const Position& pos) { return popcount(pos.pieces()); }
int refresh_cost(const chess::Position& pos) { return chess::popcount(pos.pieces()); }

}  // namespace

template <class FS>
Evaluator<FS>::Evaluator(const Network* net) : net_(nullptr), stack_(64) {
  set_network(net);
}

template <class FS>
bool Evaluator<FS>::same_accumulators(Evaluator& other, const Pos& pos) {
  if (isV2_ != other.isV2_) return false;
  if (isV2_) {
    const v2::Accumulator &a = v2_.accumulator(pos), &b = other.v2_.accumulator(pos);
    return std::equal(&a.v[0][0], &a.v[0][0] + COLOR_NB * v2::L1, &b.v[0][0]) &&
           a.key[RED] == b.key[RED] && a.key[BLACK] == b.key[BLACK];
  }
  const Accumulator &a = compute(pos), &b = other.compute(pos);
  return std::equal(&a.v[0][0], &a.v[0][0] + COLOR_NB * L1, &b.v[0][0]);
}

template <class FS>
void Evaluator<FS>::push(const DirtyPieces& dirty) {
  if (isV2_) [[unlikely]] return v2_.push(dirty);
  if (++ply_ == int(stack_.size())) stack_.emplace_back();
  Entry& e = stack_[ply_];
  e.dirty = dirty;
  e.computed = false;
}

template <class FS>
void Evaluator<FS>::reset(const Pos& pos) {
  assert(net_ && net_->featureSet == FS::ID);
  if (isV2_) [[unlikely]] return v2_.reset(pos);
  ply_ = 0;
  refresh<FS>(*net_, pos, stack_[0].acc);
  stack_[0].computed = true;
  ++stats_.resets;
}

template <class FS>
const Accumulator& Evaluator<FS>::compute(const Pos& pos) {
  Entry& top = stack_[ply_];
  if (top.computed) return top.acc;
  // Replaying a ply costs its changed columns plus one pass over the
  // accumulator; a refresh costs one column per piece.
  int known = ply_, cost = 0;
  for (; known > 0 && !stack_[known].computed; --known)
    cost += changed_features(stack_[known].dirty) + 1;
  if (!stack_[known].computed || cost > refresh_cost(pos)) {
    refresh<FS>(*net_, pos, top.acc);
    ++stats_.refreshes;
  } else {
    for (int p = known + 1; p <= ply_; ++p) {
      apply<FS>(*net_, stack_[p - 1].acc, stack_[p].dirty, stack_[p].acc);
      stack_[p].computed = true;
      ++stats_.updates;
    }
  }
  top.computed = true;
  return top.acc;
}

template <class FS>
int Evaluator<FS>::evaluate(const Pos& pos) {
  if (isV2_) [[unlikely]] return v2_.evaluate(pos);
  const Network& net = *net_;
  const Accumulator& acc = compute(pos);
  const Color stm = pos.side_to_move();
  const int16_t* half[COLOR_NB] = {acc.v[RED], acc.v[BLACK]};
  // Meng90's reserve and debt inputs are not accumulated: added here.
  Accumulator withExtras;
  for (Color c : {RED, BLACK}) {
    FeatureList extra;
    FS::at_evaluation(pos, c, extra);
    if (!extra.count) continue;
    const int16_t* cols[FeatureList::MAX];
    for (int i = 0; i < extra.count; ++i) cols[i] = net.ftWeights[extra.index[i]].v;
    simd::best::update(withExtras.v[c], acc.v[c], cols, extra.count, nullptr, 0);
    half[c] = withExtras.v[c];
  }
  const int bucket = material_bucket(non_king_pieces(pos));
  int32_t sum = simd::best::screlu_dot(half[stm], half[~stm], net.outWeights[bucket].v);
  return to_centipawns(sum, net.outBias[bucket]);
}

template class Evaluator<Xiangqi90>;
template class Evaluator<Meng90>;
template class Evaluator<Chess64>;
template class Evaluator<NoNet>;

}  // namespace pili::eval::nnue
