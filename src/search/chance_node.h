// Chance nodes (Jieqi, docs/rules/jieqi.md "In the engine"). The move
// generator's covered moves name no identity, so the piece lands still
// covered. The main-search node after such a move is a chance node (in
// quiescence the piece stays covered, worth its pool's average): it takes the move
// back, plays it once for each type the mover's pool still holds, searches
// each of those positions at this ply with the same depth and window, and
// combines the values by the pool's counts (search/chance.h). The node's
// line ends at the covered move: nobody can say which piece it reveals
// (R5.3).
//
// Hash: the chance node's key holds the covered point and the unchanged
// pool, each reveal's key the face-up piece and the smaller pool, so the
// branches and the node never share an entry. The node stores its combined
// value, as a bound only when every branch gave a bound of that kind (the
// combination is monotone), and no move. The same position searched past
// the cap below stores under the same key a value of the same meaning, the
// expectation over the pool, estimated by the pool's average.
//
// Cost: each chance node multiplies its subtree by the number of types in
// the pool (up to six), so a line branches at its first reveal only
// (tune::CHANCE_NODES_PER_LINE) and never in quiescence (at 400 nodes, the
// weakest level, a depth-1 search with reveals in quiescence does not end);
// later reveals leave the piece covered, worth its pool's average, as
// without chance nodes. The depth is not reduced. docs/rules/jieqi.md has
// the measurements behind the cap.
#pragma once

#include "pili/search/chance.h"
#include "worker.h"

namespace pili::search {

// The last move turned no identity face up, and the line above has fewer
// chance nodes than the cap.
template <class R>
bool Worker<R>::awaits_reveal(int ply) const {
  if constexpr (!R::PROFILE.coveredPieces) {
    return false;
  } else {
    if (!sh.cfg.chance || chanceNest >= tune::CHANCE_NODES_PER_LINE) return false;
    const Move m = ss[ply - 1].move;  // none after a null move
    return m.is_ok() && test(pos.covered(), m.to());
  }
}

// A node of the main search (depth >= 1).
template <class R>
template <bool PV>
int Worker<R>::chance_search(int alpha, int beta, int depth, int ply, bool cutNode) {
  if constexpr (!R::PROFILE.coveredPieces) {
    return 0;
  } else {
    pvLen[ply] = 0;
    if (stopped()) return 0;
    const uint64_t key = pos.key();
    TTData tte;
    if (!PV && sh.tt.probe(key, tte) && tte.depth >= depth) {
      int v = value_from_tt(tte.score, ply);
      if (v != VALUE_NONE && (tte.bound & (v >= beta ? BOUND_LOWER : BOUND_UPPER))) return v;
    }

    const Move m = ss[ply - 1].move;
    unmake_move(m);
    const Color mover = pos.side_to_move();
    int values[PIECE_TYPE_NB], weights[PIECE_TYPE_NB], n = 0;
    bool lower = true, upper = true;  // every branch's value is such a bound (or exact)
    for (int pt = ADVISOR; pt <= PAWN; ++pt) {
      const int count = pos.pool_count(mover, PieceType(pt));
      if (!count) continue;
      const Move revealed = R::with_identities(m, PieceType(pt));
      make_move(revealed);
      ++chanceNest;
      int v = search<PV>(alpha, beta, depth, ply, cutNode);
      --chanceNest;
      unmake_move(revealed);
      if (stopped()) break;
      values[n] = v, weights[n] = count, ++n;
      if (v <= alpha) lower = false;
      if (v >= beta) upper = false;
    }
    make_move(m);
    pvLen[ply] = 0;  // the line stops at the reveal
    if (stopped()) return 0;
    if (n == 0) return alpha;  // an empty pool: a position no FEN or move can make (R3.2)

    const int v = combine_reveals(values, weights, n);
    const Bound b = lower && upper ? BOUND_EXACT : lower ? BOUND_LOWER : upper ? BOUND_UPPER : BOUND_NONE;
    if (b != BOUND_NONE) sh.tt.store(key, Move::none(), value_to_tt(v, ply), depth, b);
    return v;
  }
}

}  // namespace pili::search
