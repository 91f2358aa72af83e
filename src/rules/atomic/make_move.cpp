// Making and unmaking Atomic Xiangqi moves. A capture removes every piece of
// its blast, recording each (point, piece) in the new state's dirty list so
// that undo can put them back; the key is updated piece by piece.
#include "pili/rules/atomic.h"

namespace pili {

template <bool Classic>
void AtomicRules<Classic>::do_move(Position& pos, Move m) {
  const auto& K = zobrist::KEYS;
  Square from = m.from(), to = m.to();
  Piece captured = pos.piece_on(to);
  Bitboard removed = captured ? removals(pos, from, to) : 0;
  StateInfo& st = pos.push_state();
  st.move = m;  // the repetition law replays cycles (rules/chase.h)
  uint64_t key = st.key ^ K.side;
  st.captured = captured;
  st.dirty.clear();
  if (!captured) {
    Piece pc = pos.piece_on(from);
    key ^= K.psq[pc][from] ^ K.psq[pc][to];
    pos.move_piece(from, to);
    st.dirty.move(pc, from, to);
    ++st.rule50;
  } else {
    // The capturer never lands: it is one of the removed pieces.
    while (removed) {
      Square s = pop_lsb(removed);
      Piece pc = pos.piece_on(s);
      st.dirty.remove(pc, s);
      key ^= K.psq[pc][s];
      pos.remove_piece(s);
    }
    st.rule50 = 0;
  }
  pos.flip_side();
  st.key = key;
  set_check_info(pos);
}

template <bool Classic>
void AtomicRules<Classic>::undo_move(Position& pos, Move m) {
  const StateInfo& st = pos.st();
  if (!st.captured)
    pos.move_piece(m.to(), m.from());
  else
    for (int i = st.dirty.count - 1; i >= 0; --i)
      pos.put_piece(Piece(st.dirty.list[i].piece), Square(st.dirty.list[i].from));
  pos.flip_side();
  pos.pop_state();
}

template <bool Classic>
void AtomicRules<Classic>::do_null_move(Position& pos) {
  pos.push_null_state();
  set_check_info(pos);
}

template <bool Classic>
void AtomicRules<Classic>::undo_null_move(Position& pos) {
  pos.pop_null_state();
}

#define PILI_INSTANTIATE(R)                     \
  template void R::do_move(Position&, Move);     \
  template void R::undo_move(Position&, Move);   \
  template void R::do_null_move(Position&);      \
  template void R::undo_null_move(Position&);
PILI_INSTANTIATE(Atomic)
PILI_INSTANTIATE(AtomicClassic)
#undef PILI_INSTANTIATE

}  // namespace pili
