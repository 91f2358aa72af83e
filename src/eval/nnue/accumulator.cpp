// Building and updating accumulators through the kernels of simd.h.
#include "pili/eval/nnue/accumulator.h"

#include "pili/eval/nnue/simd.h"

namespace pili::eval::nnue {

void refresh_lists(const Network& net, const FeatureList lists[COLOR_NB], Accumulator& acc) {
  const int16_t* cols[FeatureList::MAX];
  for (Color c : {RED, BLACK}) {
    const FeatureList& l = lists[c];
    for (int i = 0; i < l.count; ++i) cols[i] = net.ftWeights[l.index[i]].v;
    simd::best::update(acc.v[c], net.ftBias.v, cols, l.count, nullptr, 0);
  }
}

template <class FS>
void apply(const Network& net, const Accumulator& from, const DirtyPieces& dp, Accumulator& to) {
  for (Color c : {RED, BLACK}) {
    const int16_t* add[DirtyPieces::MAX];
    const int16_t* sub[DirtyPieces::MAX];
    int nAdd = 0, nSub = 0;
    for (int i = 0; i < dp.count; ++i) {
      const DirtyPiece& d = dp.list[i];
      if (d.from != DIRTY_NONE) {
        int f = FS::index(c, d.piece, d.from);
        if (f >= 0) sub[nSub++] = net.ftWeights[f].v;
      }
      if (d.to != DIRTY_NONE) {
        int f = FS::index(c, d.piece, d.to);
        if (f >= 0) add[nAdd++] = net.ftWeights[f].v;
      }
    }
    simd::best::update(to.v[c], from.v[c], add, nAdd, sub, nSub);
  }
}

template void apply<Xiangqi90>(const Network&, const Accumulator&, const DirtyPieces&, Accumulator&);
template void apply<Meng90>(const Network&, const Accumulator&, const DirtyPieces&, Accumulator&);
template void apply<Chess64>(const Network&, const Accumulator&, const DirtyPieces&, Accumulator&);
template void apply<NoNet>(const Network&, const Accumulator&, const DirtyPieces&, Accumulator&);

}  // namespace pili::eval::nnue
