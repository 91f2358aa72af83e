// Atomic chess make/unmake: quiet moves, castling, promotions, and captures
// whose blast removes the capturer, the captured piece and the non-pawns
// around the landing square. The removed pieces go into the state's dirty
// list, which undo reads back.
#include "pili/rules/atomic_chess.h"

namespace pili::chess {

void AtomicChess::set_check_info(Position& pos) {
  StateInfo& st = pos.st();
  Color us = pos.side_to_move();
  st.checkers = 0;
  if (pos.has_king(us) && pos.has_king(~us)) {
    Square ksq = pos.king_square(us);
    if (!(attacks::king(ksq) & pos.pieces(~us, KING)))
      st.checkers = attackers_to(pos, ksq, pos.pieces(), ~us);
  }
  st.check = st.checkers != 0;
}

bool AtomicChess::validate(Position& pos, std::string& err) {
  Color us = pos.side_to_move(), them = ~us;
  if (!pos.has_king(them)) return err = "the side not to move has no king", false;
  if (pos.has_king(us)) {
    Square ksq = pos.king_square(them);
    if (!(attacks::king(ksq) & pos.pieces(us, KING)) && attackers_to(pos, ksq, pos.pieces(), us))
      return err = "the side not to move is in check", false;
  }
  set_check_info(pos);
  return true;
}

void AtomicChess::do_move(Position& pos, Move m) {
  const auto& K = zobrist::KEYS;
  Square from = from_sq(m), to = to_sq(m);
  Color us = pos.side_to_move();
  Piece pc = pos.piece_on(from);
  StateInfo& st = pos.push_state();
  uint64_t key = st.key ^ K.side ^ K.castling[st.castling];
  if (st.epSquare != SQ_NONE) key ^= K.epFile[file_of(st.epSquare)];
  st.epSquare = SQ_NONE;
  st.removedCount = 0;
  st.dirty.clear();
  ++st.rule50;
  int castling = st.castling & ~pos.castling_mask(from);

  if (m.kind() == MK_CASTLING) {
    Square rsq = extra_sq(m);
    int index = (us == WHITE ? 0 : 2) + (rsq < from ? 1 : 0);
    Square rto = castling_rook_to(index);
    Piece rook = pos.piece_on(rsq);
    pos.remove_piece(from);
    pos.remove_piece(rsq);
    pos.put_piece(pc, to);
    pos.put_piece(rook, rto);
    if (to == rsq || rto == from) {  // Chess960: one lands where the other stood
      st.dirty.remove(pc, from);
      st.dirty.remove(rook, rsq);
      st.dirty.add(pc, to);
      st.dirty.add(rook, rto);
    } else {
      st.dirty.move(pc, from, to);
      st.dirty.move(rook, rsq, rto);
    }
    key ^= K.psq[pc][from] ^ K.psq[pc][to] ^ K.psq[rook][rsq] ^ K.psq[rook][rto];
  } else if (is_capture(pos, m)) {
    // The blast: the capturer, the captured piece, the non-pawns around `to`.
    st.rule50 = 0;
    Square capsq = m.kind() == MK_EN_PASSANT ? extra_sq(m) : to;
    Bitboard removed = square_bb(from) | square_bb(capsq) |
                       (attacks::king(to) & pos.pieces() & ~pos.pieces(PAWN) & ~square_bb(from));
    for (Bitboard b = removed; b;) {
      Square s = pop_lsb(b);
      Piece victim = pos.piece_on(s);
      st.dirty.remove(victim, s);
      key ^= K.psq[victim][s];
      castling &= ~pos.castling_mask(s);
      pos.remove_piece(s);
    }
    st.removedCount = st.dirty.count;
  } else {
    if (type_of(pc) == PAWN) {
      st.rule50 = 0;
      if ((to ^ from) == 16 && (attacks::pawn(us, Square((from + to) / 2)) & pos.pieces(~us, PAWN))) {
        st.epSquare = Square((from + to) / 2);
        key ^= K.epFile[file_of(st.epSquare)];
      }
    }
    pos.move_piece(from, to);
    key ^= K.psq[pc][from] ^ K.psq[pc][to];
    if (m.kind() == MK_PROMOTION) {
      Piece promoted = make_piece(us, promotion_type(m));
      pos.remove_piece(to);
      pos.put_piece(promoted, to);
      key ^= K.psq[pc][to] ^ K.psq[promoted][to];
      st.dirty.remove(pc, from);
      st.dirty.add(promoted, to);
    } else {
      st.dirty.move(pc, from, to);
    }
  }
  st.castling = uint8_t(castling);
  st.key = key ^ K.castling[castling];
  pos.flip_side();
  set_check_info(pos);
}

void AtomicChess::undo_move(Position& pos, Move m) {
  pos.flip_side();
  const StateInfo& st = pos.st();
  Square from = from_sq(m), to = to_sq(m);
  if (m.kind() == MK_CASTLING) {
    Square rsq = extra_sq(m);
    int index = (pos.side_to_move() == WHITE ? 0 : 2) + (rsq < from ? 1 : 0);
    Square rto = castling_rook_to(index);
    Piece king = pos.piece_on(to), rook = pos.piece_on(rto);
    pos.remove_piece(to);
    pos.remove_piece(rto);
    pos.put_piece(king, from);
    pos.put_piece(rook, rsq);
  } else if (st.removedCount) {
    for (int i = 0; i < st.removedCount; ++i)
      pos.put_piece(Piece(st.dirty.list[i].piece), Square(st.dirty.list[i].from));
  } else {
    if (m.kind() == MK_PROMOTION) {
      pos.remove_piece(to);
      pos.put_piece(make_piece(pos.side_to_move(), PAWN), to);
    }
    pos.move_piece(to, from);
  }
  pos.pop_state();
}

void AtomicChess::do_null_move(Position& pos) {
  const auto& K = zobrist::KEYS;
  StateInfo& st = pos.push_state();
  st.key ^= K.side;
  if (st.epSquare != SQ_NONE) st.key ^= K.epFile[file_of(st.epSquare)];
  st.epSquare = SQ_NONE;
  st.removedCount = 0;
  st.dirty.clear();
  ++st.rule50;
  pos.flip_side();
  set_check_info(pos);
}

void AtomicChess::undo_null_move(Position& pos) {
  pos.flip_side();
  pos.pop_state();
}

}  // namespace pili::chess
