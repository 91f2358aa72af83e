// Feature indices of the position records: eval::nnue::feature_index on
// each piece (and Tris), after the optional file mirror. Ranks are turned
// for Black inside feature_index and files are kept, so mirroring the point
// first gives the mirrored board's features.
#include "datagen_features.h"

namespace pili::app::datagen {

namespace eval_nnue = eval::nnue;

namespace {

uint8_t mirror90(Square s, bool mirror) {
  return uint8_t(mirror ? rank_of(s) * 9 + (8 - file_of(s)) : int(s));
}

uint8_t mirror64(chess::Square s, bool mirror) { return uint8_t(mirror ? int(s) ^ 7 : int(s)); }

template <FeatureSet FS>
void board_features(const Position& pos, Color persp, bool mirror, Features& out) {
  auto add = [&](int index) {
    if (out.count < Features::MAX) out.add(index);
  };
  for (Bitboard b = pos.pieces(RED) | pos.pieces(BLACK); b;) {
    Square s = pop_lsb(b);
    add(eval_nnue::feature_index<FS>(persp, uint8_t(pos.piece_on(s)), mirror90(s, mirror)));
  }
  if constexpr (FS == FeatureSet::Meng90) {
    for (Color c : {RED, BLACK})
      for (Bitboard b = pos.tris(c); b;)
        add(eval_nnue::feature_index<FS>(persp, uint8_t(DIRTY_TRIS_RED + c), mirror90(pop_lsb(b), mirror)));
    // The counters do not depend on the board's orientation.
    eval_nnue::FeatureList extra;
    eval_nnue::evaluation_features(FS, pos, persp, extra);
    for (int i = 0; i < extra.count; ++i) add(extra.index[i]);
  }
}

}  // namespace

int max_features(FeatureSet fs) { return fs == FeatureSet::Meng90 ? 40 : 32; }

void features(FeatureSet fs, const Position& pos, Color persp, bool mirror, Features& out) {
  out.count = 0;
  if (fs == FeatureSet::Meng90) board_features<FeatureSet::Meng90>(pos, persp, mirror, out);
  else board_features<FeatureSet::Xiangqi90>(pos, persp, mirror, out);
}

void features(FeatureSet, const chess::Position& pos, Color persp, bool mirror, Features& out) {
  out.count = 0;
  for (chess::Bitboard b = pos.pieces(); b;) {
    chess::Square s = chess::pop_lsb(b);
    if (out.count < Features::MAX)
      out.add(eval_nnue::feature_index<FeatureSet::Chess64>(persp, uint8_t(pos.piece_on(s)),
                                                            mirror64(s, mirror)));
  }
}

}  // namespace pili::app::datagen
