// Making and unmaking Meng and Double-Tris moves: placement, the Tris layer,
// the reserve, the capture count, drop debts, the recapture point and the key,
// all updated incrementally. StateInfo::tris records what the move did to
// Tris, so that undo needs nothing else:
//   bit 0  the mover was a stack (its Tris travelled with it)
//   bit 1  a Tris stood on the destination (taken)
//   bit 2  that Tris was locked to Black
#include <algorithm>

#include "meng_attacks.h"
#include "pili/rules/meng.h"

namespace pili {
namespace {

constexpr uint8_t MOVER_STACK = 1, TOOK_TRIS = 2, TOOK_BLACK_TRIS = 4;

int recapture_index(Square s) { return s == SQ_NONE ? SQUARE_NB : s; }

// The Tris layer's code in DirtyPieces.
uint8_t tris_code(Color c) { return uint8_t(DIRTY_TRIS_RED + c); }

}  // namespace

template <bool Combine>
void MengRules<Combine>::do_move(Position& pos, Move m) {
  const auto& K = zobrist::KEYS;
  const Color us = pos.side_to_move();
  const Square from = m.from(), to = m.to();
  StateInfo& st = pos.push_state();
  st.move = m;  // the repetition law replays cycles (rules/chase.h)
  uint64_t key = st.key ^ K.side;
  key ^= K.recapture[recapture_index(st.recapture)];
  st.recapture = SQ_NONE;
  st.captured = NO_PIECE;
  st.tris = 0;
  DirtyPieces& dirty = st.dirty;
  dirty.clear();

  switch (m.kind()) {
    case MK_DROP:  // rules 1-2, 6: a drop pays the dropper's debt
      pos.put_tris(us, to);
      dirty.add(tris_code(us), to);
      key ^= K.tris[us][to] ^ K.reserve[st.reserve] ^ K.reserve[st.reserve - 1];
      --st.reserve;
      {
        uint8_t debts = st.reserve ? uint8_t(st.debts & ~(1 << us)) : 0;
        key ^= K.debts[st.debts & 3] ^ K.debts[debts];
        st.debts = debts;
      }
      break;

    case MK_SPLIT_TRIS:  // rule 19b
      pos.remove_tris(us, from);
      pos.put_tris(us, to);
      dirty.move(tris_code(us), from, to);
      key ^= K.tris[us][from] ^ K.tris[us][to];
      break;

    case MK_SPLIT_PIECE: {  // rule 19a
      Piece pc = pos.piece_on(from);
      pos.move_piece(from, to);
      dirty.move(pc, from, to);
      key ^= K.psq[pc][from] ^ K.psq[pc][to];
      break;
    }

    default: {  // MK_NORMAL and MK_AIRDROP
      Piece pc = pos.piece_on(from);
      if (pc == NO_PIECE) {  // a bare Tris moves (rule 8)
        pos.remove_tris(us, from);
        pos.put_tris(us, to);
        dirty.move(tris_code(us), from, to);
        key ^= K.tris[us][from] ^ K.tris[us][to];
        break;
      }
      Piece victim = pos.piece_on(to);
      if (victim != NO_PIECE) {
        pos.remove_piece(to);
        dirty.remove(victim, to);
        key ^= K.psq[victim][to];
        st.captured = victim;
      }
      Square at = m.kind() == MK_AIRDROP ? m.extra() : to;
      for (Color c : {RED, BLACK})
        if (test(pos.tris(c), to)) {
          pos.remove_tris(c, to);
          // A combination leaves our own Tris where it is (no change listed).
          if (c != us || at != to) dirty.remove(tris_code(c), to);
          key ^= K.tris[c][to];
          st.tris |= TOOK_TRIS | (c == BLACK ? TOOK_BLACK_TRIS : 0);
        }
      pos.move_piece(from, to);
      dirty.move(pc, from, to);
      key ^= K.psq[pc][from] ^ K.psq[pc][to];
      if (test(pos.tris(us), from)) {  // a stack moves whole
        pos.remove_tris(us, from);
        pos.put_tris(us, to);
        dirty.move(tris_code(us), from, to);
        key ^= K.tris[us][from] ^ K.tris[us][to];
        st.tris |= MOVER_STACK;
      }
      if (st.tris & TOOK_TRIS) {
        // The taken Tris turns to our side: under the taker (rules 13, 14)
        // or re-placed at once (rules 18, 21).
        pos.put_tris(us, at);
        if (bool(st.tris & TOOK_BLACK_TRIS) != bool(us) || at != to) dirty.add(tris_code(us), at);
        key ^= K.tris[us][at];
      }
      break;
    }
  }

  // Rule 26: only a move that takes a regular piece off the board resets the
  // clock; taking a bare Tris (combination, air-drop) can be undone later.
  if (st.captured != NO_PIECE) {
    st.rule50 = 0;
    int n = std::min(st.capturedCount + 1, 32);
    key ^= K.captured[st.capturedCount] ^ K.captured[n];
    st.capturedCount = uint8_t(n);
    // Rule 4: the capture that makes the count 3 with both Tris in reserve.
    if (n == 3 && st.reserve == 2) {
      key ^= K.debts[st.debts & 3] ^ K.debts[3] ^ K.recapture[SQUARE_NB] ^ K.recapture[to];
      st.debts = 3;
      st.recapture = to;
    }
  } else {
    ++st.rule50;
  }
  pos.flip_side();
  st.key = key;
  set_check_info(pos);
}

template <bool Combine>
void MengRules<Combine>::undo_move(Position& pos, Move m) {
  pos.flip_side();
  const Color us = pos.side_to_move();
  const Square from = m.from(), to = m.to();
  const StateInfo& st = pos.st();
  switch (m.kind()) {
    case MK_DROP:
      pos.remove_tris(us, to);
      break;
    case MK_SPLIT_TRIS:
      pos.remove_tris(us, to);
      pos.put_tris(us, from);
      break;
    case MK_SPLIT_PIECE:
      pos.move_piece(to, from);
      break;
    default:
      if (pos.piece_on(to) == NO_PIECE) {
        pos.remove_tris(us, to);
        pos.put_tris(us, from);
        break;
      }
      if (st.tris & TOOK_TRIS) pos.remove_tris(us, m.kind() == MK_AIRDROP ? m.extra() : to);
      pos.move_piece(to, from);
      if (st.tris & MOVER_STACK) {
        pos.remove_tris(us, to);
        pos.put_tris(us, from);
      }
      if (st.tris & TOOK_TRIS) pos.put_tris(st.tris & TOOK_BLACK_TRIS ? BLACK : RED, to);
      if (st.captured != NO_PIECE) pos.put_piece(st.captured, to);
      break;
  }
  pos.pop_state();
}

template <bool Combine>
void MengRules<Combine>::do_null_move(Position& pos) {
  const auto& K = zobrist::KEYS;
  StateInfo& st = pos.push_null_state();
  // Passing the turn also gives up a pending rule-5b recapture.
  st.key ^= K.recapture[recapture_index(st.recapture)] ^ K.recapture[SQUARE_NB];
  st.recapture = SQ_NONE;
  st.tris = 0;
  set_check_info(pos);
}

template <bool Combine>
void MengRules<Combine>::undo_null_move(Position& pos) {
  pos.pop_null_state();
}

#define PILI_MENG_INSTANTIATE(C)                     \
  template void MengRules<C>::do_move(Position&, Move); \
  template void MengRules<C>::undo_move(Position&, Move); \
  template void MengRules<C>::do_null_move(Position&);  \
  template void MengRules<C>::undo_null_move(Position&);

PILI_MENG_INSTANTIATE(true)
PILI_MENG_INSTANTIATE(false)
#undef PILI_MENG_INSTANTIATE

}  // namespace pili
