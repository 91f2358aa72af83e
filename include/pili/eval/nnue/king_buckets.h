// The v2 inputs: each v1 feature (features.h) once per king bucket of the
// perspective's own king, with the board mirrored left-right when that king
// stands on the right half. docs/nnue.md, "King buckets", gives the why.
//
//   90-point boards (xiangqi, the atomic variants, Meng, Double-Tris): the
//   general's nine palace points; a general on files f..i (from its own
//   side) mirrors the board, which leaves files d and e: 2 files x 3 ranks
//   = 6 buckets, as Pikafish's palace buckets. On the centre file nothing
//   is mirrored. A general outside the palace (no rule allows it today) is
//   bucketed at the nearest palace point; a position without one (a blast
//   took it: the game is over) uses bucket 0 unmirrored.
//   64 squares (atomic chess): the king anywhere. Files e-h mirror to d-a;
//   then files a-b / c-d x ranks 1 / 2 / 3-4 / 5-8 (from its own side) =
//   8 buckets: the back-rank squares, where the king spends the opening,
//   are split finely, the rest coarsely.
//
// A king key is bucket << 1 | mirror: a move that changes a side's key
// changes every feature of that side's perspective, which is refreshed.
#pragma once

#include <cstdint>
#include <string_view>

#include "pili/eval/nnue/architecture_v2.h"
#include "pili/eval/nnue/features.h"

namespace pili::eval::nnue::v2 {

constexpr int king_buckets(FeatureSet fs) { return fs == FeatureSet::Chess64 ? 8 : 6; }

// Inputs of a v2 net: the v1 inputs once per bucket.
constexpr uint32_t input_count(FeatureSet fs) {
  return fs == FeatureSet::None ? 0 : uint32_t(king_buckets(fs)) * nnue::input_count(fs);
}

// The bucket scheme's name, hashed into a v2 file's header.
constexpr std::string_view bucket_scheme(FeatureSet fs) {
  return fs == FeatureSet::Chess64 ? "king64-mirror-files2x4ranks" : "palace9-mirror6";
}

// The architecture hash of a v2 file for set `fs`: FNV-1a (32 bits) of
// ARCH_TEXT, " kings=", then bucket_scheme(fs).
constexpr uint32_t arch_hash(FeatureSet fs) {
  uint32_t h = 2166136261u;
  for (std::string_view part : {ARCH_TEXT, std::string_view(" kings="), bucket_scheme(fs)})
    for (char c : part) h = (h ^ uint8_t(c)) * 16777619u;
  return h;
}

// The key of a king on perspective point `point` (the board seen from its
// side, features.h), or of no king (point < 0).
constexpr int king_key(FeatureSet fs, int point) {
  if (point < 0) return 0;
  if (fs == FeatureSet::Chess64) {
    int file = point % 8, rank = point / 8;
    const bool mirror = file >= 4;
    if (mirror) file = 7 - file;
    const int rankGroup = rank == 0 ? 0 : rank == 1 ? 1 : rank <= 3 ? 2 : 3;
    return (rankGroup * 2 + (file >= 2)) << 1 | mirror;
  }
  int file = point % 9, rank = point / 9;
  const bool mirror = file > 4;
  if (mirror) file = 8 - file;
  file = file < 3 ? 3 : file;
  rank = rank > 2 ? 2 : rank;
  return (rank * 2 + (file - 3)) << 1 | mirror;
}

// Board square `sq` mirrored left-right.
constexpr uint8_t mirror_square(FeatureSet fs, uint8_t sq) {
  return fs == FeatureSet::Chess64 ? uint8_t(sq ^ 7) : uint8_t(sq - sq % 9 + 8 - sq % 9);
}

// The perspective point of board square `sq` (features.h's turn of the board).
constexpr int perspective_point(FeatureSet fs, Color persp, uint8_t sq) {
  if (fs == FeatureSet::Chess64) return persp == RED ? sq : sq ^ 56;
  return persp == RED ? sq : detail::FLIP90.v[sq];
}

// True when `piece` (a DirtyPiece code) is colour c's king.
constexpr bool is_king(FeatureSet fs, uint8_t piece, Color c) {
  if (fs == FeatureSet::Chess64) return piece == ((c << 3) | 6);
  return piece < DIRTY_TRIS_RED && piece == make_piece(c, KING);
}

// The v2 index of `piece` on `sq` for `persp` whose king key is `key`, or
// -1 (features.h's rule).
template <FeatureSet FS>
constexpr int feature_index(Color persp, int key, uint8_t piece, uint8_t sq) {
  const uint8_t s = key & 1 ? mirror_square(FS, sq) : sq;
  const int i = nnue::feature_index<FS>(persp, piece, s);
  return i < 0 ? -1 : (key >> 1) * int(nnue::input_count(FS)) + i;
}

// A v1 index that is not a piece or Tris on a point (Meng90's counters),
// moved into bucket `key`'s block.
constexpr int bucketed(FeatureSet fs, int key, int v1Index) {
  return (key >> 1) * int(nnue::input_count(fs)) + v1Index;
}

// The v2 index of v1 index `i` of a perspective whose key is `key` (the
// trainer maps the position records' v1 lists this way): the point inside
// the index is mirrored when the key says so.
constexpr int from_v1_index(FeatureSet fs, int key, int i) {
  if (key & 1) {
    if (fs == FeatureSet::Chess64) i ^= 7;
    else if (i < MENG_EXTRA_BASE) i = i - i % 90 + (i % 90 - i % 9 + 8 - i % 9);
  }
  return bucketed(fs, key, i);
}

// The king key of a perspective from its v1 index list: its own king's
// index (kind 0 on the 64-square board is the pawn, the king kind 5; on 90
// points the general is kind 0).
inline int key_from_v1(FeatureSet fs, const uint16_t* idx, int n) {
  const int points = fs == FeatureSet::Chess64 ? 64 : 90;
  const int kingBase = fs == FeatureSet::Chess64 ? 5 * 64 : 0;
  for (int k = 0; k < n; ++k)
    if (idx[k] >= kingBase && idx[k] < kingBase + points) return king_key(fs, idx[k] - kingBase);
  return king_key(fs, -1);
}

}  // namespace pili::eval::nnue::v2
