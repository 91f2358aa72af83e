// Walking a game tree in the order PGN writes it (a move, then the
// variations that replace it, then the line goes on), with the position
// before each move, for rule module R. The readers use it to resolve move
// text, the writers to print each move in a notation.
#pragma once

#include <string>
#include <vector>

#include "pili/core/types.h"
#include "pili/record/game_tree.h"

namespace pili::record {

// The visitor:
//   Move move(const Pos& pos, int node, int ply, bool first, std::string& err)
//     the legal move node `node` stands for in `pos` (ply = plies from the
//     start; first = the first move of a variation or the first move after
//     one), or Move::none() with `err` set to stop the walk;
//   void open(), void close(): a variation begins, ends.
// `pos` is the start position; it is the same again when the walk returns.
template <class R, class V>
bool walk_tree(const GameTree& g, typename R::Position& pos, V& v, std::string& err, int from = 0,
               int ply = 0, int depth = 0) {
  std::vector<Move> played;
  auto unwind = [&] {
    for (auto it = played.rbegin(); it != played.rend(); ++it) R::undo_move(pos, *it);
  };
  bool first = from == 0;  // a variation's own first move is the caller's
  for (int p = from; !g.nodes[size_t(p)].children.empty();) {
    const std::vector<int>& kids = g.nodes[size_t(p)].children;
    Move m = v.move(pos, kids[0], ply, first, err);
    if (!m.is_ok()) return unwind(), false;
    first = false;
    for (size_t i = 1; i < kids.size(); ++i) {
      if (depth >= MAX_VARIATION_DEPTH)
        return err = "variations nested more than " + std::to_string(MAX_VARIATION_DEPTH) + " deep", unwind(), false;
      v.open();
      Move alt = v.move(pos, kids[i], ply, true, err);
      if (!alt.is_ok()) return unwind(), false;
      R::do_move(pos, alt);
      bool ok = walk_tree<R>(g, pos, v, err, kids[i], ply + 1, depth + 1);
      R::undo_move(pos, alt);
      if (!ok) return unwind(), false;
      v.close();
      first = true;
    }
    R::do_move(pos, m);
    played.push_back(m);
    p = kids[0];
    ++ply;
  }
  unwind();
  return true;
}

}  // namespace pili::record
