// The trainer's input features of a position (docs/nnue-training.md,
// "Features"): the evaluation's own feature indices (eval/nnue/features.h),
// read through an optional left-right mirror, which the converter uses to
// double its data. The output bucket is the evaluation's too.
#pragma once

#include <cstdint>

#include "pili/chess/position.h"
#include "pili/core/position.h"
#include "pili/eval/nnue/architecture.h"
#include "pili/eval/nnue/features.h"
#include "pili/rules/variant.h"

namespace pili::app::datagen {

// Feature-set ids of the net file and of the position files.
using eval::nnue::FeatureSet;
using eval::nnue::feature_set_of;
using eval::nnue::input_count;
using eval::nnue::material_bucket;
using eval::nnue::non_king_pieces;

// Room for the active features of one perspective in a position record:
// 32 pieces, and in Meng two Tris and the counters (with one to spare).
int max_features(FeatureSet fs);

// Active feature indices of one perspective.
struct Features {
  static constexpr int MAX = 48;
  int count = 0;
  uint16_t index[MAX];
  void add(int i) { index[count++] = uint16_t(i); }
};

// The features of `pos` seen by `persp`: the accumulated ones and those
// added at evaluation time (Meng's counters). `mirror` reads the board with
// its files reversed (a -> i, or a -> h). More than Features::MAX active
// features (never in a reachable position) are cut off at MAX.
void features(FeatureSet fs, const Position& pos, Color persp, bool mirror, Features& out);
void features(FeatureSet fs, const chess::Position& pos, Color persp, bool mirror, Features& out);

// Whether the mirror of `pos` is a position of its variant: always on the
// 90-point board; in atomic chess only without castling rights.
inline bool can_mirror(const Position&) { return true; }
inline bool can_mirror(const chess::Position& pos) { return pos.castling_rights() == 0; }

}  // namespace pili::app::datagen
