// Input features: "piece kind x point, seen from one side". Each perspective
// sees its own pieces as kinds 0.., the other side's after them, and the
// board turned so that its own side is at the bottom (ranks mirrored for
// Black, files kept). docs/nnue.md lists the index formulas.
//
//   Xiangqi90 (xiangqi, atomic, atomic-classic): 14 kinds x 90 points = 1260.
//   Meng90 (meng, doubletris): the 1260, then a Tris locked to the
//     perspective's side / the other side on each point (2 x 90), then five
//     counters of the reserve and the debts that are not accumulated but
//     added when a position is evaluated (MENG_EXTRAS).
//   Chess64 (atomic chess): 12 kinds x 64 squares = 768.
//
// Each rule module names its set in its profile (R::PROFILE.nnue); the
// compile-time type `FeaturesOf<R>` (as Stockfish's nnue_architecture.h
// names its FeatureSet type) is what the accumulators and the evaluator are
// compiled for, so a move's update does not ask which set it is.
#pragma once

#include <cstdint>
#include <type_traits>

#include "pili/chess/position.h"
#include "pili/core/dirty_pieces.h"
#include "pili/core/position.h"
#include "pili/rules/variant.h"

namespace pili::eval::nnue {

using ::pili::FeatureSet;  // rules/profile.h: the values are the net files'

// The set of `v`'s nets: its profile's.
constexpr FeatureSet feature_set_of(Variant v) { return profile(v).nnue; }
const char* feature_set_name(FeatureSet fs);

// Layout of the Meng90 inputs.
inline constexpr int PIECE_INPUTS_90 = 14 * 90;
inline constexpr int TRIS_INPUTS = 2 * 90;
inline constexpr int MENG_EXTRA_BASE = PIECE_INPUTS_90 + TRIS_INPUTS;
enum MengExtra {
  EXTRA_RESERVE_ONE,   // one Tris in the reserve
  EXTRA_RESERVE_TWO,   // both Tris in the reserve
  EXTRA_DROPS_OPEN,    // two or more regular pieces captured: drops allowed
  EXTRA_OWN_DEBT,      // the perspective's side owes a forced drop
  EXTRA_OTHER_DEBT,    // the other side owes one
  MENG_EXTRAS
};

constexpr uint32_t input_count(FeatureSet fs) {
  return fs == FeatureSet::Chess64  ? 12 * 64
         : fs == FeatureSet::Meng90 ? MENG_EXTRA_BASE + MENG_EXTRAS
         : fs == FeatureSet::None   ? 0
                                    : PIECE_INPUTS_90;
}

// True when each input of `from` means the same as the input of `to` with
// its index (Meng90 begins with Xiangqi90's 1260): a net of `from` is a start
// for training `to`, its missing inputs at zero.
constexpr bool is_prefix_of(FeatureSet from, FeatureSet to) {
  return from == to || (from == FeatureSet::Xiangqi90 && to == FeatureSet::Meng90);
}

// Most features active at once in one perspective for a position with at
// most 32 regular pieces: the loader's accumulator bound uses it.
constexpr int max_active(FeatureSet fs) {
  return fs == FeatureSet::Meng90 ? 32 + 2 + MENG_EXTRAS : 32;
}

namespace detail {
struct Flip90 {
  uint8_t v[90];
  constexpr Flip90() : v() {
    for (int s = 0; s < 90; ++s) v[s] = uint8_t((9 - s / 9) * 9 + s % 9);
  }
};
inline constexpr Flip90 FLIP90{};
}  // namespace detail

// The index of `piece` (a board Piece code, or DIRTY_TRIS_* in Meng90) on
// point `sq` as seen by `persp`, or -1 when the set has no such feature
// (a Tris outside Meng90). The 8x8 board codes its pieces colour << 3 | type,
// the 90-point board type << 1 | colour (core/types.h).
template <FeatureSet FS>
constexpr int feature_index(Color persp, uint8_t piece, uint8_t sq) {
  if constexpr (FS == FeatureSet::None) {
    return -1;
  } else if constexpr (FS == FeatureSet::Chess64) {
    int kind = ((piece >> 3) == persp ? 0 : 6) + (piece & 7) - 1;
    return kind * 64 + (persp == RED ? sq : sq ^ 56);
  } else {
    int point = persp == RED ? sq : detail::FLIP90.v[sq];
    if (piece >= DIRTY_TRIS_RED) {
      if constexpr (FS != FeatureSet::Meng90) return -1;
      return PIECE_INPUTS_90 + ((piece - DIRTY_TRIS_RED) == persp ? 0 : 90) + point;
    }
    Piece pc = Piece(piece);
    int kind = (color_of(pc) == persp ? 0 : 7) + type_of(pc) - 1;
    return kind * 90 + point;
  }
}

// Feature indices of one perspective.
struct FeatureList {
  static constexpr int MAX = 2 * 90 + MENG_EXTRAS;  // a piece and a Tris on every point
  int count = 0;
  uint16_t index[MAX];
  void add(int i) { index[count++] = uint16_t(i); }
};

// One feature set as a type: its board, its size and its indices.
template <FeatureSet FS>
struct Features {
  static constexpr FeatureSet ID = FS;
  using Position = std::conditional_t<FS == FeatureSet::Chess64, chess::Position, pili::Position>;
  static constexpr uint32_t INPUTS = input_count(FS);
  static int index(Color persp, uint8_t piece, uint8_t sq) { return feature_index<FS>(persp, piece, sq); }
  // The accumulated features of `pos` (pieces, and Tris in Meng90).
  static void active(const Position& pos, Color persp, FeatureList& out);
  // The features added at evaluation time (Meng90's counters; none elsewhere).
  static void at_evaluation(const Position& pos, Color persp, FeatureList& out);
};
using Xiangqi90 = Features<FeatureSet::Xiangqi90>;
using Meng90 = Features<FeatureSet::Meng90>;
using Chess64 = Features<FeatureSet::Chess64>;
using NoNet = Features<FeatureSet::None>;  // a variant without nets: no inputs

// The feature set of rule module R's nets.
template <class R>
using FeaturesOf = Features<R::PROFILE.nnue>;

// The same lists for a set known at run time (tools and tests reading net
// or data files): one case per set, no default.
void active_features(FeatureSet fs, const Position& pos, Color persp, FeatureList& out);
void active_features(FeatureSet fs, const chess::Position& pos, Color persp, FeatureList& out);
void evaluation_features(FeatureSet fs, const Position& pos, Color persp, FeatureList& out);
inline void evaluation_features(FeatureSet, const chess::Position&, Color, FeatureList&) {}

// Regular pieces other than the kings: the input of material_bucket().
int non_king_pieces(const Position& pos);
int non_king_pieces(const chess::Position& pos);

}  // namespace pili::eval::nnue
