// Making and unmaking Jieqi moves. A covered mover is turned face up as the
// identity its move names (R2.3), which leaves its side's pool; a captured
// covered piece whose identity the move names (the capturer learns it, R3.1)
// leaves its side's pool too, and one not named leaves the pool as it was
// (R3.2b). Reveals do not reset the no-capture count (R4.2). The key covers
// the covered points and the pool counts (R3.2e).
#include "pili/rules/jieqi.h"

namespace pili {
namespace {

// StateInfo::hidden: bit 0 the mover was covered, bit 1 the captured piece
// was covered; bits 4-7 the mover's type before the move.
constexpr uint8_t MOVER_COVERED = 1, CAPTURED_COVERED = 2;

// Takes one `pt` of colour c out of the pool, with the key.
void take_from_pool(StateInfo& st, Color c, PieceType pt, uint64_t& key) {
  const auto& K = zobrist::KEYS;
  int shift = Position::pool_shift(c, pt), n = int(st.pool >> shift) & 15;
  key ^= K.pool[c][pt][n] ^ K.pool[c][pt][n - 1];
  st.pool -= uint64_t(1) << shift;
}

}  // namespace

void Jieqi::do_move(Position& pos, Move m) {
  const auto& K = zobrist::KEYS;
  Square from = m.from(), to = m.to();
  Color us = pos.side_to_move();
  Piece pc = pos.piece_on(from), captured = pos.piece_on(to);
  bool moverCovered = test(pos.covered(), from), capturedCovered = captured && test(pos.covered(), to);
  StateInfo& st = pos.push_state();
  st.move = m;  // the repetition law replays cycles (rules/chase.h)
  st.hidden = uint8_t((moverCovered ? MOVER_COVERED : 0) | (capturedCovered ? CAPTURED_COVERED : 0) |
                      type_of(pc) << 4);
  uint64_t key = st.key ^ K.side ^ K.psq[pc][from];
  st.dirty.clear();
  if (captured) {
    key ^= K.psq[captured][to];
    if (capturedCovered) {
      key ^= K.covered[to];
      pos.uncover(to);
      if (PieceType t = captured_type(m); t && pos.pool_count(~us, t)) take_from_pool(st, ~us, t, key);
    }
    pos.remove_piece(to);
    st.dirty.remove(captured, to);
    st.rule50 = 0;
  } else {
    ++st.rule50;
  }
  Piece placed = pc;
  if (moverCovered) {
    key ^= K.covered[from];
    pos.uncover(from);
    PieceType t = revealed_type(m);
    if (t && pos.pool_count(us, t)) {
      placed = make_piece(us, t);
      take_from_pool(st, us, t, key);
    } else {
      pos.cover(to);  // no identity named: still covered (see rules/jieqi.h)
      key ^= K.covered[to];
    }
  }
  if (placed == pc) {
    pos.move_piece(from, to);
    st.dirty.move(pc, from, to);
  } else {
    pos.remove_piece(from);
    pos.put_piece(placed, to);
    st.dirty.remove(pc, from);
    st.dirty.add(placed, to);
  }
  key ^= K.psq[placed][to];
  pos.flip_side();
  st.captured = captured;
  st.key = key;
  set_check_info(pos);
}

void Jieqi::undo_move(Position& pos, Move m) {
  const StateInfo& st = pos.st();
  Square from = m.from(), to = m.to();
  Piece captured = st.captured;
  uint8_t hidden = st.hidden;
  Piece now = pos.piece_on(to);
  Piece before = make_piece(color_of(now), PieceType(hidden >> 4));
  if (now == before) {
    pos.move_piece(to, from);
  } else {
    pos.remove_piece(to);
    pos.put_piece(before, from);
  }
  if (hidden & MOVER_COVERED) {
    pos.uncover(to);
    pos.cover(from);
  }
  if (captured) {
    pos.put_piece(captured, to);
    if (hidden & CAPTURED_COVERED) pos.cover(to);
  }
  pos.flip_side();
  pos.pop_state();
}

}  // namespace pili
