// Feature indices (docs/nnue-training.md, "Features"). Each perspective sees
// its own pieces as kinds 0.., the other side's after them, and the board
// turned so that its own side is at the bottom: ranks reversed for Black,
// files kept.
#include "datagen_features.h"

namespace pili::app::datagen {

namespace {

// The point as `persp` sees it, after the optional left-right mirror.
int point90(Square s, Color persp, bool mirror) {
  int file = file_of(s), rank = rank_of(s);
  if (mirror) file = 8 - file;
  if (persp == BLACK) rank = 9 - rank;
  return rank * 9 + file;
}

int square64(chess::Square s, Color persp, bool mirror) {
  int sq = int(s);
  if (mirror) sq ^= 7;
  return persp == chess::WHITE ? sq : sq ^ 56;
}

}  // namespace

FeatureSet feature_set_of(Variant v) {
  switch (v) {
    case Variant::Meng:
    case Variant::DoubleTris: return FeatureSet::Meng90;
    case Variant::AtomicChess: return FeatureSet::Chess64;
    default: return FeatureSet::Xiangqi90;
  }
}

int input_count(FeatureSet fs) {
  return fs == FeatureSet::Chess64 ? CHESS_INPUTS
         : fs == FeatureSet::Meng90 ? MENG_EXTRA_BASE + MENG_EXTRAS
                                    : PIECE_INPUTS_90;
}

int max_features(FeatureSet fs) { return fs == FeatureSet::Meng90 ? 40 : 32; }

void features(FeatureSet fs, const Position& pos, Color persp, bool mirror, Features& out) {
  out.count = 0;
  for (Bitboard b = pos.pieces(RED) | pos.pieces(BLACK); b;) {
    Square s = pop_lsb(b);
    Piece pc = pos.piece_on(s);
    int kind = (color_of(pc) == persp ? 0 : 7) + type_of(pc) - 1;
    out.add(kind * 90 + point90(s, persp, mirror));
  }
  if (fs != FeatureSet::Meng90) return;
  for (Color c : {RED, BLACK})
    for (Bitboard b = pos.tris(c); b;)
      out.add(PIECE_INPUTS_90 + (c == persp ? 0 : 90) + point90(pop_lsb(b), persp, mirror));
  meng_extra_features(pos, persp, out);
}

void features(FeatureSet, const chess::Position& pos, Color persp, bool mirror, Features& out) {
  out.count = 0;
  for (chess::Bitboard b = pos.pieces(); b;) {
    chess::Square s = chess::pop_lsb(b);
    chess::Piece pc = pos.piece_on(s);
    int kind = (chess::color_of(pc) == persp ? 0 : 6) + chess::type_of(pc) - 1;
    out.add(kind * 64 + square64(s, persp, mirror));
  }
}

// One input each: one Tris in the reserve, both in the reserve, two or more
// regular pieces captured (drops allowed), the perspective's side owes a
// drop, the other side owes one.
void meng_extra_features(const Position& pos, Color persp, Features& out) {
  const StateInfo& st = pos.st();
  if (st.reserve == 1) out.add(MENG_EXTRA_BASE + 0);
  if (st.reserve >= 2) out.add(MENG_EXTRA_BASE + 1);
  if (st.capturedCount >= 2) out.add(MENG_EXTRA_BASE + 2);
  if (st.debts >> persp & 1) out.add(MENG_EXTRA_BASE + 3);
  if (st.debts >> ~persp & 1) out.add(MENG_EXTRA_BASE + 4);
}

int non_king_pieces(const Position& pos) {
  return popcount(pos.pieces(RED) | pos.pieces(BLACK)) - popcount(pos.pieces(KING));
}

int non_king_pieces(const chess::Position& pos) {
  return chess::popcount(pos.pieces()) - chess::popcount(pos.pieces(chess::KING));
}

}  // namespace pili::app::datagen
