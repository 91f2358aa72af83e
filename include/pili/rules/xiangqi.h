// Standard xiangqi: the rule module every other variant is measured against.
//
// A rule module is a struct of static functions (see rules/ruleset.h); the
// searcher and perft are templates over it, so no call goes through a
// virtual table.
#pragma once

#include <array>
#include <string>

#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi_bench.h"

namespace pili {

namespace detail {
// Rank, file and 5x5 box around each point (see Xiangqi::may_give_check).
inline constexpr auto CHECK_ZONE = [] {
  std::array<Bitboard, SQUARE_NB> z{};
  for (int k = 0; k < SQUARE_NB; ++k)
    for (int s = 0; s < SQUARE_NB; ++s) {
      int dr = s / 9 - k / 9, df = s % 9 - k % 9;
      if (!dr || !df || (dr >= -2 && dr <= 2 && df >= -2 && df <= 2)) z[k] |= square_bb(Square(s));
    }
  return z;
}();
}  // namespace detail

// The xiangqi setup; Atomic Xiangqi starts from it too.
inline constexpr const char* XIANGQI_START_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

struct Xiangqi {
  static constexpr VariantProfile PROFILE{
      .name = "xiangqi",
      .aliases = {"chinese chess", "chinese"},
      .pgnName = "xiangqi",
      .fsfName = "xiangqi",
      .startFen = XIANGQI_START_FEN,
      .board = Board::Xiangqi9x10,
      .nnue = FeatureSet::Xiangqi90,
      .bench = XIANGQI_BENCH,
      .chaseLaw = true,
      .tablebases = true,
      .search = {.eval = EvalKind::Xiangqi,
                 .exchange = Exchange::StaticExchange,
                 .probCut = true,
                 .correctionHistory = true,
                 .richOrdering = true},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr const char* START_FEN = PROFILE.startFen;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;  // captures explode (Atomic)
  static constexpr bool HAS_TRIS = PROFILE.tris;  // Tris, stacks and drops (Meng, Double-Tris)
  using Position = pili::Position;  // the 90-point board
  using MoveList = pili::MoveList;

  // Rejects positions the rules cannot reach in a way that matters to the
  // engine (the side not to move in check). `pos` has just been set from FEN.
  static bool validate(Position& pos, std::string& err);

  template <GenType T>
  static void generate(const Position& pos, MoveList& list);
  // Number of legal moves, without building a list (perft leaves).
  static uint64_t count_legal(const Position& pos);

  static void do_move(Position& pos, Move m);
  static void undo_move(Position& pos, Move m);
  static void do_null_move(Position& pos);
  static void undo_null_move(Position& pos);

  static bool in_check(const Position& pos) { return pos.st().check; }
  // False when `m` certainly gives no check (the search prunes such moves
  // without making them); true means "make it and see". A check after m
  // needs its from or to point on the enemy general's rank or file (lines,
  // screens, the facing generals) or within two points of it (horse and
  // its leg, soldier).
  static bool may_give_check(const Position& pos, Move m) {
    Bitboard zone = detail::CHECK_ZONE[pos.king_square(~pos.side_to_move())];
    return test(zone, m.from()) || test(zone, m.to());
  }
  static bool is_capture(const Position& pos, Move m) { return pos.piece_on(m.to()) != NO_PIECE; }
  // Whether `m` takes a piece (material), as move ordering and pruning count it.
  static bool takes_material(const Position& pos, Move m) { return is_capture(pos, m); }
  // True when the side to move has already lost (only Atomic can remove a general).
  static bool king_lost(const Position&) { return false; }

  // Recomputes the state's check information after placement changes.
  static void set_check_info(Position& pos);
};

}  // namespace pili
