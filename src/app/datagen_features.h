// The trainer's input features of a position, "piece kind x point seen from
// one side" (docs/nnue-training.md, "Features"), with the network's output
// bucket. The evaluation's own feature code (eval/nnue) computes the same
// indices; these functions serve the converter, which must also produce
// the left-right mirror of a position.
#pragma once

#include <cstdint>

#include "pili/chess/position.h"
#include "pili/core/position.h"
#include "pili/rules/variant.h"

namespace pili::app::datagen {

// Feature-set ids of the net file and of the position files.
enum class FeatureSet : uint32_t { Xiangqi90 = 1, Meng90 = 2, Chess64 = 3 };

FeatureSet feature_set_of(Variant v);

inline constexpr int PIECE_INPUTS_90 = 14 * 90;   // 1260
inline constexpr int TRIS_INPUTS = 2 * 90;        // Meng: a Tris of each lock on each point
inline constexpr int MENG_EXTRA_BASE = PIECE_INPUTS_90 + TRIS_INPUTS;
inline constexpr int MENG_EXTRAS = 5;             // reserve and debt counters
inline constexpr int CHESS_INPUTS = 12 * 64;      // 768

int input_count(FeatureSet fs);
// Room for the active features of one perspective in a position record:
// 32 pieces, and in Meng two Tris and the counters.
int max_features(FeatureSet fs);

inline constexpr int BUCKETS = 8;
constexpr int material_bucket(int nonKingPieces) { return nonKingPieces / 4 < BUCKETS - 1 ? nonKingPieces / 4 : BUCKETS - 1; }

// Active feature indices of one perspective.
struct Features {
  static constexpr int MAX = 48;
  int count = 0;
  uint16_t index[MAX];
  void add(int i) { index[count++] = uint16_t(i); }
};

// The features of `pos` seen by `persp`; `mirror` reads the board with its
// files reversed (a -> i, or a -> h), the augmentation of the converter.
void features(FeatureSet fs, const Position& pos, Color persp, bool mirror, Features& out);
void features(FeatureSet fs, const chess::Position& pos, Color persp, bool mirror, Features& out);

// Meng's counters (reserve, drops allowed, debts) as seen by `persp`: the
// one place to align with the evaluation's list when it changes.
void meng_extra_features(const Position& pos, Color persp, Features& out);

int non_king_pieces(const Position& pos);
int non_king_pieces(const chess::Position& pos);

// Whether the mirror of `pos` is a position of its variant: always on the
// 90-point board; in atomic chess only without castling rights.
inline bool can_mirror(const Position&) { return true; }
inline bool can_mirror(const chess::Position& pos) { return pos.castling_rights() == 0; }

}  // namespace pili::app::datagen
