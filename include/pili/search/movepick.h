// Move ordering. The picker generates the legal moves once, scores them and
// hands them out best first by selection (most nodes cut off after a move or
// two, so sorting the whole list would be wasted work):
//   1. the transposition-table move;
//   2. captures by MVV-LVA (Atomic: by the material the whole blast wins,
//      a blast that removes the enemy general first of all);
//   3. the two killer moves of the ply;
//   4. quiet moves by history.
// In quiescence it hands out captures only (all evasions when in check).
#pragma once

#include <algorithm>
#include <utility>

#include "pili/eval/evaluate.h"
#include "pili/rules/attackers.h"
#include "pili/search/score.h"
#include "pili/search/tunables.h"

namespace pili::search {

// Butterfly history: how often a quiet move (by from/to) caused a cutoff.
struct History {
  int table[COLOR_NB][1 << 14] = {};
  static int index(Move m) { return int(m.raw() & 0x3FFF); }
  int get(Color c, Move m) const { return table[c][index(m)]; }
  // Gravity keeps every entry within +-HISTORY_MAX.
  void update(Color c, Move m, int bonus) {
    int& h = table[c][index(m)];
    h += bonus - h * std::abs(bonus) / tune::HISTORY_MAX;
  }
  void clear() { std::fill(&table[0][0], &table[0][0] + COLOR_NB * (1 << 14), 0); }
};

inline constexpr int TRIS_CAPTURE_WORTH = 0;  // taking a bare Tris (Meng): no material

// A capture that takes a regular piece. Taking a bare Tris (Meng) removes
// nothing: the Tris is re-placed, with one move per landing point, so for
// ordering, pruning and reductions such moves count as quiet.
template <class R>
bool takes_material(const typename R::Position& pos, Move m) {
  if constexpr (R::HAS_TRIS) return R::is_capture(pos, m) && pos.piece_on(m.to()) != NO_PIECE;
  else return R::is_capture(pos, m);
}

// The move list and scores of one node. Meng's lists hold thousands of
// moves, so the searcher keeps one of these per ply on the heap instead of
// on the thread's stack.
template <class R>
struct PickerStorage {
  static constexpr int CAPACITY = int(sizeof(std::declval<typename R::MoveList&>().moves) / sizeof(Move));
  typename R::MoveList list;
  int scores[CAPACITY];
  int worths[CAPACITY];  // filled in quiescence only
};

template <class R>
class MovePicker {
 public:
  using Pos = typename R::Position;
  // Main search: every legal move.
  MovePicker(Pos& p, PickerStorage<R>& st, Move ttMove, const Move killers[2], const History& h)
      : pos(p), list(st.list), scores(st.scores), worths(st.worths) {
    list.clear();
    R::template generate<LEGAL>(pos, list);
    Color us = pos.side_to_move();
    for (int i = 0; i < list.size(); ++i) {
      Move m = list.moves[i];
      int s;
      if (m == ttMove) s = 1 << 30;
      else if (takes_material<R>(pos, m)) {
        int w = worth(m);
        s = w >= 0 ? (1 << 24) + w * 16 - attacker_value(m) / 16 : (1 << 20) + w;
      } else if (m == killers[0]) s = (1 << 22) + 1;
      else if (m == killers[1]) s = 1 << 22;
      else s = h.get(us, m);
      scores[i] = s;
    }
  }

  // Quiescence: captures, or every evasion when in check.
  MovePicker(Pos& p, PickerStorage<R>& st, Move ttMove, bool inCheck)
      : pos(p), list(st.list), scores(st.scores), worths(st.worths), hasWorths(true) {
    list.clear();
    if (inCheck) R::template generate<LEGAL>(pos, list);
    else R::template generate<CAPTURES>(pos, list);
    for (int i = 0; i < list.size(); ++i) {
      Move m = list.moves[i];
      bool capture = !inCheck || R::is_capture(pos, m);
      int w = capture ? worth(m) : 0;
      worths[i] = w;
      int s = capture ? (1 << 24) + w * 16 - attacker_value(m) / 16 : 0;
      scores[i] = m == ttMove ? 1 << 30 : s;
    }
  }

  bool empty() const { return list.empty(); }

  // The best remaining move, or Move::none() when all were handed out.
  Move next() {
    if (cur >= list.size()) return Move::none();
    int best = cur;
    for (int i = cur + 1; i < list.size(); ++i)
      if (scores[i] > scores[best]) best = i;
    std::swap(list.moves[cur], list.moves[best]);
    std::swap(scores[cur], scores[best]);
    if (hasWorths) std::swap(worths[cur], worths[best]);
    lastIdx = cur;
    return list.moves[cur++];
  }

  // Material the last handed-out capture wins at once (quiescence only).
  int last_worth() const { return worths[lastIdx]; }

  // The last capture gives up more than it takes against a defended point
  // (a cheap stand-in for static exchange evaluation).
  bool last_losing() const {
    Move m = list.moves[lastIdx];
    if constexpr (R::BLASTS) {
      return worths[lastIdx] < 0;
    } else if constexpr (R::HAS_TRIS) {
      // Taking a bare Tris wins no material (it is re-placed, never removed):
      // left to the main search, or quiescence could chase it for ever.
      return worths[lastIdx] <= 0;
    } else {
      int victim = worths[lastIdx], attacker = attacker_value(m);
      if (victim + 50 >= attacker) return false;
      Color them = ~pos.side_to_move();
      Bitboard occ = pos.pieces() ^ square_bb(m.from());
      return attackers_to(pos, m.to(), them, occ) != 0;
    }
  }

 private:
  int attacker_value(Move m) const {
    if (m.from() >= SQUARE_NB) return 0;  // a drop
    auto pc = pos.piece_on(m.from());
    return pc ? eval::piece_values<R>()[type_of(pc)] : 0;
  }

  // What a capture wins on the spot.
  int worth(Move m) {
    if constexpr (R::BLASTS) {
      // Every piece the blast removes counts, own ones negative.
      Color us = pos.side_to_move(), them = ~us;
      int before = eval::material<R>(pos, us) - eval::material<R>(pos, them);
      R::do_move(pos, m);
      int w = R::king_lost(pos) ? VALUE_KNOWN_WIN_LIMIT
                                : eval::material<R>(pos, us) - eval::material<R>(pos, them) - before;
      R::undo_move(pos, m);
      return w;
    } else {
      Piece victim = pos.piece_on(m.to());
      return victim ? eval::piece_values<R>()[type_of(victim)] : TRIS_CAPTURE_WORTH;
    }
  }

  Pos& pos;
  typename R::MoveList& list;
  int* scores;
  int* worths;
  int cur = 0, lastIdx = 0;
  bool hasWorths = false;
};

}  // namespace pili::search
