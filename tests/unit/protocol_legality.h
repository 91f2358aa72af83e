// The rules core as the referee of what the `pili` binary prints: whether a
// bestmove is legal, how many moves a position has. Shared by the tests that
// drive the binary (protocol_*_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili::protocol::testing {

inline const std::string XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// Whether `text` is legal after `fen` + `moves` for the rules of `variant`.
inline bool is_legal(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
                     const std::string& text, int rankBase = 0) {
  auto v = parse_variant(variant);
  if (!v) return false;
  return visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, fen, err) || !play_moves<R>(pos, moves, err, rankBase)) {
      ADD_FAILURE() << "rules core rejects " << fen << ": " << err;
      return false;
    }
    return find_legal_move<R>(pos, text, rankBase).is_ok();
  });
}

// The text a GUI sends back after `best`: with covered pieces (Jieqi, R5.4)
// a covered move carries the identity it reveals, here the first type its
// pool holds; otherwise `best` itself.
inline std::string as_played(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
                             const std::string& best) {
  return visit_rules(*parse_variant(variant), [&]<class R>() -> std::string {
    if constexpr (R::PROFILE.coveredPieces) {
      typename R::Position pos;
      std::string err;
      if (!set_position<R>(pos, fen, err) || !play_moves<R>(pos, moves, err)) return best;
      Move m = find_legal_move<R>(pos, best);
      if (!m.is_ok() || !R::is_covered_move(pos, m)) return best;
      PieceType t = PieceType(std::countr_zero(R::reveal_choices(pos)));
      return best + piece_to_char(make_piece(pos.side_to_move(), t));
    } else {
      return best;
    }
  });
}

// The legal moves of `fen` (-1 for a FEN the variant refuses).
inline int legal_count(const std::string& variant, const std::string& fen) {
  return visit_rules(*parse_variant(variant), [&]<class R>() {
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, fen, err)) return -1;
    typename R::MoveList list;
    if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
    return int(list.size());
  });
}

// The legal moves of a xiangqi FEN as move text.
inline std::vector<std::string> xiangqi_legal_moves(const std::string& fen) {
  Position pos;
  std::string err;
  std::vector<std::string> out;
  if (!set_position<Xiangqi>(pos, fen, err)) return out;
  Xiangqi::MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (Move m : list) out.push_back(move_to_string(m));
  return out;
}

}  // namespace pili::protocol::testing
