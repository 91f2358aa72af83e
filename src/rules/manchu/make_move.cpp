// Making and unmaking Manchu moves: xiangqi's, with the banner's checks in
// the new side's check information.
#include "pili/rules/manchu.h"

namespace pili {

void Manchu::do_move(Position& pos, Move m) {
  const auto& K = zobrist::KEYS;
  Square from = m.from(), to = m.to();
  Piece pc = pos.piece_on(from), captured = pos.piece_on(to);
  StateInfo& st = pos.push_state();
  st.move = m;
  uint64_t key = st.key ^ K.side ^ K.psq[pc][from] ^ K.psq[pc][to];
  st.dirty.clear();
  if (captured) {
    key ^= K.psq[captured][to];
    pos.remove_piece(to);
    st.dirty.remove(captured, to);
    st.rule50 = 0;
  } else {
    ++st.rule50;
  }
  pos.move_piece(from, to);
  st.dirty.move(pc, from, to);
  pos.flip_side();
  st.captured = captured;
  st.key = key;
  set_check_info(pos);
}

void Manchu::undo_move(Position& pos, Move m) {
  Piece captured = pos.st().captured;
  pos.move_piece(m.to(), m.from());
  if (captured) pos.put_piece(captured, m.to());
  pos.flip_side();
  pos.pop_state();
}

void Manchu::do_null_move(Position& pos) {
  pos.push_null_state();
  set_check_info(pos);
}

void Manchu::undo_null_move(Position& pos) { pos.pop_null_state(); }

}  // namespace pili
