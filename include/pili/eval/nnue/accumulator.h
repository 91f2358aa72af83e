// The first layer's output for both perspectives: the bias plus the columns
// of the active features, kept in int16. Built from a board (refresh) or
// from the previous ply's accumulator and the pieces a move changed, both
// compiled for one feature set FS (features.h: Xiangqi90, Meng90, Chess64).
#pragma once

#include "pili/core/dirty_pieces.h"
#include "pili/eval/nnue/network.h"

namespace pili::eval::nnue {

struct Accumulator {
  alignas(64) int16_t v[COLOR_NB][L1];  // indexed by the perspective's colour
};

// acc[persp] = bias + the columns of lists[persp].
void refresh_lists(const Network& net, const FeatureList lists[COLOR_NB], Accumulator& acc);

template <class FS>
void refresh(const Network& net, const typename FS::Position& pos, Accumulator& acc) {
  FeatureList lists[COLOR_NB];
  for (Color c : {RED, BLACK}) FS::active(pos, c, lists[c]);
  refresh_lists(net, lists, acc);
}

// to = from with the changes of `dp` (both perspectives); instantiated in
// accumulator.cpp for each feature set.
template <class FS>
void apply(const Network& net, const Accumulator& from, const DirtyPieces& dp, Accumulator& to);

// Columns one perspective touches to apply `dp`: the cost of an update,
// compared with the number of active features (the cost of a refresh).
inline int changed_features(const DirtyPieces& dp) {
  int n = 0;
  for (int i = 0; i < dp.count; ++i)
    n += (dp.list[i].from != DIRTY_NONE) + (dp.list[i].to != DIRTY_NONE);
  return n;
}

}  // namespace pili::eval::nnue
