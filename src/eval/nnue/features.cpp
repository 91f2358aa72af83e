// Which features a position has: used to build an accumulator from scratch
// and for the counters Meng90 adds at evaluation time.
#include "pili/eval/nnue/features.h"

namespace pili::eval::nnue {

const char* feature_set_name(FeatureSet fs) {
  switch (fs) {
    case FeatureSet::Xiangqi90: return "xiangqi-90";
    case FeatureSet::Meng90: return "meng-90";
    case FeatureSet::Chess64: return "chess-64";
    case FeatureSet::None: return "none";
  }
  return "unknown";
}

template <FeatureSet FS>
void Features<FS>::active(const Position& pos, Color persp, FeatureList& out) {
  out.count = 0;
  if constexpr (FS == FeatureSet::None) {
    return;
  } else if constexpr (FS == FeatureSet::Chess64) {
    for (chess::Bitboard b = pos.pieces(); b;) {
      chess::Square s = chess::pop_lsb(b);
      out.add(feature_index<FS>(persp, pos.piece_on(s), uint8_t(s)));
    }
  } else {
    for (Bitboard b = pos.pieces(RED) | pos.pieces(BLACK); b;) {
      Square s = pop_lsb(b);
      out.add(feature_index<FS>(persp, pos.piece_on(s), uint8_t(s)));
    }
    if constexpr (FS == FeatureSet::Meng90) {
      for (Color c : {RED, BLACK})
        for (Bitboard b = pos.tris(c); b;)
          out.add(feature_index<FS>(persp, uint8_t(DIRTY_TRIS_RED + c), uint8_t(pop_lsb(b))));
    }
  }
}

template <FeatureSet FS>
void Features<FS>::at_evaluation(const Position& pos, Color persp, FeatureList& out) {
  out.count = 0;
  if constexpr (FS == FeatureSet::Meng90) {
    const StateInfo& st = pos.st();
    if (st.reserve == 1) out.add(MENG_EXTRA_BASE + EXTRA_RESERVE_ONE);
    if (st.reserve >= 2) out.add(MENG_EXTRA_BASE + EXTRA_RESERVE_TWO);
    if (st.capturedCount >= 2) out.add(MENG_EXTRA_BASE + EXTRA_DROPS_OPEN);
    if (st.debts >> persp & 1) out.add(MENG_EXTRA_BASE + EXTRA_OWN_DEBT);
    if (st.debts >> ~persp & 1) out.add(MENG_EXTRA_BASE + EXTRA_OTHER_DEBT);
  }
}

template struct Features<FeatureSet::Xiangqi90>;
template struct Features<FeatureSet::Meng90>;
template struct Features<FeatureSet::Chess64>;
template struct Features<FeatureSet::None>;

void active_features(FeatureSet fs, const Position& pos, Color persp, FeatureList& out) {
  switch (fs) {
    case FeatureSet::Xiangqi90: return Xiangqi90::active(pos, persp, out);
    case FeatureSet::Meng90: return Meng90::active(pos, persp, out);
    case FeatureSet::Chess64: break;  // another board
    case FeatureSet::None: break;
  }
  out.count = 0;
}

void active_features(FeatureSet, const chess::Position& pos, Color persp, FeatureList& out) {
  Chess64::active(pos, persp, out);
}

void evaluation_features(FeatureSet fs, const Position& pos, Color persp, FeatureList& out) {
  if (fs == FeatureSet::Meng90) Meng90::at_evaluation(pos, persp, out);
  else out.count = 0;
}

int non_king_pieces(const Position& pos) {
  return popcount(pos.pieces(RED) | pos.pieces(BLACK)) - popcount(pos.pieces(KING));
}

int non_king_pieces(const chess::Position& pos) {
  return chess::popcount(pos.pieces()) - chess::popcount(pos.pieces(chess::KING));
}

}  // namespace pili::eval::nnue
