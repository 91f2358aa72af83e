// Rule-generic helpers built on a rule module R: setting up a position from
// FEN and moves, finding a legal move from its text, and the game state.
// They work on the module's own board type, `typename R::Position`.
#pragma once

#include <string>
#include <vector>

#include "pili/core/notation.h"
#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"

namespace pili {

// Move text in and out for module R: its own notation when it has one (the
// 8x8 board's chess coordinates), else the 90-point coordinates.
template <class R>
std::string move_text(Move m, int rankBase = 0) {
  if constexpr (requires { R::move_text(m); }) return R::move_text(m);
  else return move_to_string(m, rankBase);
}

template <class R>
std::optional<Move> parse_move_text(std::string_view text, int rankBase = 0) {
  if constexpr (requires { R::parse_move_text(text, rankBase); }) return R::parse_move_text(text, rankBase);
  else if constexpr (requires { R::parse_move_text(text); }) return R::parse_move_text(text);
  else return parse_move(text, rankBase);
}

// The no-capture limit in plies the searcher scores as a draw (atomic chess:
// the 50-move rule; the xiangqi boards: 120 plies).
template <class R>
constexpr int move_limit_plies() {
  return R::PROFILE.moveLimitPlies;
}

// A side with no legal move that is not in check: a draw in chess, a loss
// on the xiangqi boards.
template <class R>
constexpr bool stalemate_draws() {
  return R::PROFILE.stalemateDraws;
}

// Sets `pos` from a FEN and validates it for rules R. On error `pos` is
// unchanged and `err` says why.
template <class R>
bool set_position(typename R::Position& pos, const std::string& fen, std::string& err) {
  typename R::Position p;
  if constexpr (R::PROFILE.coveredPieces) {
    if (!p.set_covered_fen(fen, err)) return false;
  } else if (!p.set_fen(fen, R::MENG_FEN, err)) {
    return false;
  }
  if constexpr (R::PROFILE.board == Board::Xiangqi9x10)
    for (int pt = KING; pt < PIECE_TYPE_NB; ++pt)
      if (p.pieces(PieceType(pt)) && !(R::PROFILE.pieceKinds & kind_bit(PieceType(pt))))
        return err = std::string("'") + piece_to_char(make_piece(RED, PieceType(pt))) + "' is no piece of " + R::NAME,
               false;
  if (!R::validate(p, err)) return false;
  pos = std::move(p);
  return true;
}

// The legal move whose text is `text`, or Move::none().
template <class R>
Move find_legal_move(const typename R::Position& pos, std::string_view text, int rankBase = 0) {
  auto m = parse_move_text<R>(text, rankBase);
  if (!m) return Move::none();
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  for (Move legal : list) {
    if constexpr (requires { R::same_move(legal, *m); }) {
      if (R::same_move(legal, *m)) return legal;
    } else if (legal == *m) {
      return legal;
    }
  }
  return Move::none();
}

// Plays `moves` (text) on `pos`. On the first unparsable or illegal move
// returns false with `err` set; `pos` then holds the moves before it.
template <class R>
bool play_moves(typename R::Position& pos, const std::vector<std::string>& moves, std::string& err,
                int rankBase = 0) {
  for (const auto& text : moves) {
    if (R::king_lost(pos)) return err = "the game is over before move '" + text + "'", false;
    if constexpr (requires { R::resolve_move(pos, text, rankBase, err); }) {
      // The module reads what the text says beyond the move (Jieqi: identities).
      Move m = R::resolve_move(pos, text, rankBase, err);
      if (!m.is_ok()) return false;
      R::do_move(pos, m);
      continue;
    }
    Move m = find_legal_move<R>(pos, text, rankBase);
    if (!m.is_ok()) {
      err = (parse_move_text<R>(text, rankBase) ? "illegal move '" : "unparsable move '") + text + "'";
      return false;
    }
    R::do_move(pos, m);
  }
  return true;
}

}  // namespace pili
