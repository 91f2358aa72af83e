// Move ordering. The picker generates the legal moves once, scores them and
// hands them out best first by selection (most nodes cut off after a move or
// two, so sorting the whole list would be wasted work):
//   1. the transposition-table move;
//   2. captures by MVV-LVA plus capture history (Exchange::Blast: by the
//      material the whole blast wins, a blast that removes the enemy general
//      first of all); under Exchange::StaticExchange a capture that loses
//      material by static exchange (see.h) goes after the quiet moves;
//   3. the two killer moves of the ply, then the counter-move;
//   4. quiet moves by butterfly history plus continuation history of the
//      moves one and two plies back (history.h).
// In quiescence it hands out captures only (all evasions when in check).
// What a capture wins and when it loses is the module's policy,
// R::PROFILE.search.exchange (rules/profile.h).
#pragma once

#include <algorithm>
#include <utility>

#include "pili/eval/evaluate.h"
#include "pili/rules/attackers.h"
#include "pili/search/history.h"
#include "pili/search/score.h"
#include "pili/search/see.h"
#include "pili/search/tunables.h"

namespace pili::search {

inline constexpr int TRIS_CAPTURE_WORTH = 0;  // taking a bare Tris (Meng): no material

// A capture that takes material (the module's test: taking a bare Tris in
// Meng is re-placed, not removed, so it counts as quiet).
template <class R>
bool takes_material(const typename R::Position& pos, Move m) {
  return R::takes_material(pos, m);
}

// The module's exchange policy.
template <class R>
inline constexpr Exchange EXCHANGE = R::PROFILE.search.exchange;

// The move list and scores of one node. Meng's lists hold thousands of
// moves, so the searcher keeps one of these per ply on the heap instead of
// on the thread's stack.
template <class R>
struct PickerStorage {
  static constexpr int CAPACITY = int(sizeof(std::declval<typename R::MoveList&>().moves) / sizeof(Move));
  typename R::MoveList list;
  int scores[CAPACITY];
  int worths[CAPACITY];  // quiescence: capture worth; main search: SEE of captures
};

// Static exchange evaluation applies to ordinary xiangqi movement only.
template <class R>
inline constexpr bool USES_SEE = EXCHANGE<R> == Exchange::StaticExchange;

// The piece a move moves and its landing point, as history keys. Any board:
// the 8x8 one's pieces and squares fit the same PIECE_NB x 90 tables.
static_assert(int(chess::PIECE_NB) <= int(PIECE_NB) && int(chess::PIECE_TYPE_NB) <= int(PIECE_TYPE_NB));
template <class P>
inline PieceTo piece_to(const P& pos, Move m) {
  PieceTo k;
  if (m.from() < SQUARE_NB) k.pc = Piece(int(pos.piece_on(m.from())));
  if (m.to() < SQUARE_NB) k.to = m.to();
  return k;
}

// The kind of piece on `s` as a capture-history index, on any board.
template <class P>
inline PieceType captured_type(const P& pos, Square s) {
  return PieceType(int(type_of(pos.piece_on(s))));
}

// What the main-search picker reads besides the position.
struct OrderingContext {
  const Move* killers = nullptr;         // two
  Move counter;
  const History* history = nullptr;
  const CaptureHistory* captureHistory = nullptr;
  const PieceToTable* cont[2] = {nullptr, nullptr};  // one and two plies back
};

template <class R>
class MovePicker {
 public:
  using Pos = typename R::Position;
  // Main search: every legal move.
  MovePicker(Pos& p, PickerStorage<R>& st, Move ttMove, const OrderingContext& ctx)
      : pos(p), list(st.list), scores(st.scores), worths(st.worths), hasWorths(true) {
    list.clear();
    R::template generate<LEGAL>(pos, list);
    Color us = pos.side_to_move();
    for (int i = 0; i < list.size(); ++i) {
      Move m = list.moves[i];
      int s;
      worths[i] = 0;
      if (m == ttMove) s = 1 << 30;
      else if (takes_material<R>(pos, m)) {
        int w = worth(m);
        int ch = 0;
        if (ctx.captureHistory) {
          PieceTo k = piece_to(pos, m);
          ch = ctx.captureHistory->get(k.pc, k.to, captured_type(pos, k.to)) / 8;
        }
        if constexpr (USES_SEE<R>) {
          // Taking a piece worth at least the capturer never loses (the
          // recapture at worst trades): SEE only for the others.
          // The others are ranked as winning until picked: next() runs the
          // exchange then (most nodes cut off before the losing captures),
          // which hands out the same order as testing them all here.
          int lvaValue = attacker_value(m);
          worths[i] = w >= lvaValue ? w - lvaValue : SEE_PENDING;
          s = (1 << 24) + w * 16 - lvaValue / 16 + ch;
        } else {
          s = w >= 0 ? (1 << 24) + w * 16 - attacker_value(m) / 16 + ch : (1 << 20) + w;
        }
      } else if (ctx.killers && m == ctx.killers[0]) s = (1 << 22) + 2;
      else if (ctx.killers && m == ctx.killers[1]) s = (1 << 22) + 1;
      else if (m == ctx.counter) s = 1 << 22;
      else {
        s = ctx.history ? ctx.history->get(us, m) : 0;
        PieceTo k = piece_to(pos, m);
        for (const PieceToTable* c : ctx.cont)
          if (c) s += c->get(k.pc, k.to);
      }
      scores[i] = s;
    }
  }
  // The plain form: killers and butterfly history only.
  MovePicker(Position& p, PickerStorage<R>& st, Move ttMove, const Move killers[2], const History& h)
      : MovePicker(p, st, ttMove, plain_context(killers, h)) {}

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
    int best;
    while (true) {
      // The first of the highest scores: the maximum in one pass the
      // compiler vectorises, then its first index.
      int top = scores[cur];
      for (int i = cur + 1; i < list.size(); ++i) top = std::max(top, scores[i]);
      best = cur;
      while (scores[best] != top) ++best;
      if constexpr (USES_SEE<R>) {
        if (worths[best] != SEE_PENDING) break;
        // Its exchange was deferred (see the constructor): losing captures go after the quiets.
        worths[best] = see(pos, list.moves[best]);
        if (worths[best] < 0) scores[best] -= (1 << 24) + (1 << 21);
      } else {
        break;
      }
    }
    std::swap(list.moves[cur], list.moves[best]);
    std::swap(scores[cur], scores[best]);
    if (hasWorths) std::swap(worths[cur], worths[best]);
    lastIdx = cur;
    return list.moves[cur++];
  }

  // Material the last handed-out capture wins at once (quiescence only).
  int last_worth() const { return worths[lastIdx]; }
  // Main search, USES_SEE: the static exchange value of the last capture.
  int last_see() const { return worths[lastIdx]; }

  // The last capture loses material (quiescence only).
  bool last_losing() const {
    Move m = list.moves[lastIdx];
    if constexpr (EXCHANGE<R> == Exchange::Blast) {
      return worths[lastIdx] < 0;
    } else if constexpr (EXCHANGE<R> == Exchange::Victim) {
      // Taking a bare Tris wins no material (it is re-placed, never removed):
      // left to the main search, or quiescence could chase it for ever.
      return worths[lastIdx] <= 0;
    } else {
      static_assert(EXCHANGE<R> == Exchange::StaticExchange, "an exchange policy this picker does not know");
      // A capture of a piece at least as valuable never loses; the others
      // by static exchange.
      if (worths[lastIdx] >= attacker_value(m)) return false;
      return see(pos, m) < 0;
    }
  }

 private:
  static OrderingContext plain_context(const Move* killers, const History& h) {
    OrderingContext c;
    c.killers = killers;
    c.history = &h;
    return c;
  }
  int attacker_value(Move m) const {
    if (m.from() >= SQUARE_NB) return 0;  // a drop
    auto pc = pos.piece_on(m.from());
    if constexpr (R::PROFILE.coveredPieces)
      if (pc && test(pos.covered(), m.from())) return eval::covered_piece_value<R>(pos, color_of(pc));
    return pc ? eval::piece_values<R>()[type_of(pc)] : 0;
  }

  // What a capture wins on the spot.
  int worth(Move m) {
    if constexpr (EXCHANGE<R> == Exchange::Blast) {
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
      // A covered victim (Jieqi) is worth its side's pool on average, as the
      // evaluation counts it (R3.2d), not its home role.
      if constexpr (R::PROFILE.coveredPieces)
        if (victim && test(pos.covered(), m.to())) return eval::covered_piece_value<R>(pos, color_of(victim));
      return victim ? eval::piece_values<R>()[type_of(victim)] : TRIS_CAPTURE_WORTH;
    }
  }

  static constexpr int SEE_PENDING = -(1 << 30);  // worths[]: exchange not run yet

  Pos& pos;
  typename R::MoveList& list;
  int* scores;
  int* worths;
  int cur = 0, lastIdx = 0;
  bool hasWorths = false;
};

}  // namespace pili::search
