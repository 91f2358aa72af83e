// Atomic chess move generation: pseudo-legal chess moves (kings never
// capture) filtered by the atomic legality test, done without making the
// move: a capture is judged on the board after its blast, a quiet move of an
// unpinned piece while not in check is legal at once (the bulk count of
// perft leaves popcounts those).
#include "pili/rules/atomic_chess.h"
#include "pili/rules/ruleset.h"

namespace pili::chess {
namespace {

// What legality needs to know about the position, computed once per node.
struct Ctx {
  Color us, them;
  Square ksq;
  Bitboard theirKing, occ, own, enemy;
  bool connected;     // kings touch: nobody is in check
  Bitboard checkers;  // 0 when connected
  Bitboard pinned;    // our pieces alone between our king and an enemy slider

  explicit Ctx(const AtomicChess::Position& pos)
      : us(pos.side_to_move()), them(~us), ksq(pos.king_square(us)), theirKing(pos.pieces(them, KING)),
        occ(pos.pieces()), own(pos.pieces(us)), enemy(pos.pieces(them)),
        connected(attacks::king(ksq) & theirKing), checkers(connected ? 0 : pos.checkers()), pinned(0) {
    if (connected) return;
    Bitboard snipers = ((attacks::rook(ksq, 0) & pos.pieces(them, ROOK, QUEEN)) |
                        (attacks::bishop(ksq, 0) & pos.pieces(them, BISHOP, QUEEN)));
    while (snipers) {
      Bitboard b = attacks::between(ksq, pop_lsb(snipers)) & occ;
      if (b && !more_than_one(b)) pinned |= b & own;
    }
  }
};

using P = AtomicChess::Position;

// Non-capture by a piece other than the king.
inline bool legal_quiet(const P& pos, const Ctx& c, Square from, Square to) {
  if (c.connected) return true;
  if (!c.checkers) return !test(c.pinned, from) || attacks::aligned(c.ksq, from, to);
  Bitboard o = (c.occ ^ square_bb(from)) | square_bb(to);
  return !AtomicChess::attackers_to(pos, c.ksq, o, c.them);
}

inline bool legal_king_step(const P& pos, const Ctx& c, Square to) {
  if (attacks::king(to) & c.theirKing) return true;
  return !AtomicChess::attackers_to(pos, to, c.occ ^ square_bb(c.ksq), c.them);
}

// A capture on `to` (en passant: the pawn on `capsq` is taken).
inline bool legal_capture(const P& pos, const Ctx& c, Square from, Square to, Square capsq) {
  Bitboard removed = square_bb(from) | square_bb(to) | square_bb(capsq) |
                     (attacks::king(to) & c.occ & ~pos.pieces(PAWN));
  if (test(removed, c.ksq)) return false;
  if (removed & c.theirKing) return true;
  if (c.connected) return true;
  return !AtomicChess::attackers_to(pos, c.ksq, c.occ & ~removed, c.them);
}

struct ListSink {
  static constexpr bool COUNTING = false;
  MoveList& list;
  void add(Move m) { list.add(m); }
  void bulk(Bitboard) {}
};
struct CountSink {
  static constexpr bool COUNTING = true;
  uint64_t n = 0;
  void add(Move) { ++n; }
  void bulk(Bitboard b) { n += popcount(b); }
};

template <class Sink>
inline void add_promotions(Sink& sink, Square from, Square to) {
  for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT}) sink.add(make_move(from, to, MK_PROMOTION, pt));
}

template <GenType T, class Sink>
void generate_pawns(const P& pos, const Ctx& c, Sink& sink) {
  const int up = pawn_push(c.us);
  const Bitboard promoRank = rank_bb(c.us == WHITE ? 7 : 0);
  const Bitboard pawns = pos.pieces(c.us, PAWN);
  const Bitboard empty = ~c.occ;
  if constexpr (T != CAPTURES) {
    Bitboard single = (c.us == WHITE ? pawns << 8 : pawns >> 8) & empty;
    Bitboard dbl = (c.us == WHITE ? (single & rank_bb(2)) << 8 : (single & rank_bb(5)) >> 8) & empty;
    for (Bitboard b = single; b;) {
      Square to = pop_lsb(b), from = Square(to - up);
      if (!legal_quiet(pos, c, from, to)) continue;
      if (test(promoRank, to)) add_promotions(sink, from, to);
      else sink.add(make_move(from, to));
    }
    for (Bitboard b = dbl; b;) {
      Square to = pop_lsb(b), from = Square(to - 2 * up);
      if (legal_quiet(pos, c, from, to)) sink.add(make_move(from, to));
    }
  }
  if constexpr (T != QUIETS) {
    for (Bitboard b = pawns; b;) {
      Square from = pop_lsb(b);
      for (Bitboard t = attacks::pawn(c.us, from) & c.enemy; t;) {
        Square to = pop_lsb(t);
        if (!legal_capture(pos, c, from, to, to)) continue;
        if (test(promoRank, to)) add_promotions(sink, from, to);
        else sink.add(make_move(from, to));
      }
    }
    if (Square ep = pos.ep_square(); ep != SQ_NONE) {
      Square capsq = Square(ep - up);
      for (Bitboard b = attacks::pawn(c.them, ep) & pawns; b;) {
        Square from = pop_lsb(b);
        if (legal_capture(pos, c, from, ep, capsq)) sink.add(make_move(from, ep, MK_EN_PASSANT, capsq));
      }
    }
  }
}

template <GenType T, class Sink>
void generate_pieces(const P& pos, const Ctx& c, Sink& sink) {
  for (Bitboard b = c.own & ~pos.pieces(PAWN, KING); b;) {
    Square from = pop_lsb(b);
    Bitboard targets;
    switch (type_of(pos.piece_on(from))) {
      case KNIGHT: targets = attacks::knight(from); break;
      case BISHOP: targets = attacks::bishop(from, c.occ); break;
      case ROOK: targets = attacks::rook(from, c.occ); break;
      default: targets = attacks::queen(from, c.occ); break;
    }
    if constexpr (T != CAPTURES) {
      Bitboard quiet = targets & ~c.occ;
      if (Sink::COUNTING && (c.connected || (!c.checkers && !test(c.pinned, from)))) {
        sink.bulk(quiet);
      } else {
        for (; quiet;) {
          Square to = pop_lsb(quiet);
          if (legal_quiet(pos, c, from, to)) sink.add(make_move(from, to));
        }
      }
    }
    if constexpr (T != QUIETS)
      for (Bitboard t = targets & c.enemy; t;) {
        Square to = pop_lsb(t);
        if (legal_capture(pos, c, from, to, to)) sink.add(make_move(from, to));
      }
  }
}

template <class Sink>
void generate_king(const P& pos, const Ctx& c, Sink& sink) {
  for (Bitboard t = attacks::king(c.ksq) & ~c.occ; t;) {
    Square to = pop_lsb(t);
    if (legal_king_step(pos, c, to)) sink.add(make_move(c.ksq, to));
  }
  if (c.checkers) return;
  int base = c.us == WHITE ? WHITE_OO : BLACK_OO;
  for (int index = base; index < base + 2; ++index) {
    if (!(pos.castling_rights() & castling_bit(index)) || (pos.castling_path(index) & c.occ)) continue;
    Square rsq = pos.castling_rook(index), kto = castling_king_to(index), rto = castling_rook_to(index);
    // Rule 11: the king's square, the squares it passes and its landing
    // square must not be attacked, neither before the rook moves nor (the
    // landing square) after; a square touching the enemy king is never
    // attacked. Both reference suites count castling this way.
    Bitboard withoutKing = c.occ ^ square_bb(c.ksq);
    Bitboard after = (withoutKing ^ square_bb(rsq)) | square_bb(kto) | square_bb(rto);
    Bitboard squares = (attacks::between(c.ksq, kto) | square_bb(c.ksq) | square_bb(kto));
    for (Bitboard k = c.theirKing; k;) squares &= ~attacks::king(pop_lsb(k));
    bool safe = true;
    for (Bitboard b = squares; b && safe;)
      safe = !AtomicChess::attackers_to(pos, pop_lsb(b), withoutKing, c.them);
    if (safe && test(squares, kto)) safe = !AtomicChess::attackers_to(pos, kto, after, c.them);
    if (safe) sink.add(make_move(c.ksq, kto, MK_CASTLING, rsq));
  }
}

template <GenType T, class Sink>
void generate_all(const P& pos, Sink& sink) {
  // No moves once a king is gone: the game is over.
  if (!pos.has_king(pos.side_to_move()) || !pos.has_king(~pos.side_to_move())) return;
  Ctx c(pos);
  generate_pawns<T>(pos, c, sink);
  generate_pieces<T>(pos, c, sink);
  if constexpr (T != CAPTURES) generate_king(pos, c, sink);
}

}  // namespace

template <GenType T>
void AtomicChess::generate(const Position& pos, MoveList& list) {
  ListSink sink{list};
  generate_all<T>(pos, sink);
}

template void AtomicChess::generate<LEGAL>(const Position&, MoveList&);
template void AtomicChess::generate<CAPTURES>(const Position&, MoveList&);
template void AtomicChess::generate<QUIETS>(const Position&, MoveList&);

uint64_t AtomicChess::count_legal(const Position& pos) {
  CountSink sink;
  generate_all<LEGAL>(pos, sink);
  return sink.n;
}

}  // namespace pili::chess

static_assert(pili::RuleSet<pili::AtomicChess>);
