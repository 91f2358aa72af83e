// Manchu chess (满洲棋, also 一统棋): xiangqi in which Red has, instead of
// both chariots, both horses and both cannons, one banner (八旗, FEN `M`)
// that moves as a chariot, captures as a cannon too, and leaps as a horse
// with the horse's leg block (docs/rules/manchu.md). Black has the whole
// xiangqi army. Everything else is xiangqi, except that repetition is judged
// by perpetual check only, as Fairy-Stockfish's `manchu` does.
#pragma once

#include <string>

#include "pili/core/attacks.h"
#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi.h"

namespace pili {

// `pili bench`'s positions: the start, an opening, middlegames with the
// banner shooting, leaping and blocked, and an ending.
inline constexpr const char* MANCHU_SEARCH_BENCH[] = {
    "",
    "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/9/4A4/M1B1KAB2 w - - 2 2",
    "r2akab1r/9/2n1b1nc1/p1p1p3p/6p2/2P1c4/P3P1P1P/4B4/4A4/2M1KAB2 w - - 0 8",
    "3akab2/9/4b4/p3p1p1p/2r6/9/P3P1P1P/4B2M1/4A4/2BAK4 b - - 0 20",
    "4k4/9/9/9/9/9/9/9/4A4/1M2K4 w - - 0 60",
};
inline constexpr PerftBenchPosition MANCHU_PERFT_BENCH[] = {
    {"", 5},
    {"r2akab1r/9/2n1b1nc1/p1p1p3p/6p2/2P1c4/P3P1P1P/4B4/4A4/2M1KAB2 w - - 0 8", 4},
};

struct Manchu {
  // Fairy-Stockfish's manchu: xiangqi without the chasing rule (its
  // xiangqi_variant_base), the banner `M` at a0.
  static constexpr VariantProfile PROFILE{
      .name = "manchu",
      .aliases = {"manchu chess", "yitong"},
      .pgnName = "manchu",
      .fsfName = "manchu",
      .startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1",
      .board = Board::Xiangqi9x10,
      .pieceKinds = XIANGQI_PIECE_KINDS | kind_bit(BANNER),
      // The banner moves as a chariot, a cannon and a horse but is one
      // piece, making one move a turn: worth about two and a half chariots,
      // as Fairy-Stockfish prices it (3400 against its chariot's 1276,
      // src/types.h; 2530 at Pili's 950).
      .pieceValues = {{BANNER, 2500}},
      // No net has been trained: the hand-crafted evaluation, and a net file
      // for the variant is refused (eval/nnue/net_file.cpp).
      .nnue = FeatureSet::None,
      .bench = {MANCHU_SEARCH_BENCH, MANCHU_PERFT_BENCH},
      // The banner is outside static exchange (search/see.h knows the
      // xiangqi pieces): a capture is worth its victim. The optional search
      // features stay off until measured here (docs/search.md).
      .search = {.eval = EvalKind::Xiangqi, .exchange = Exchange::Victim},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr const char* START_FEN = PROFILE.startFen;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;
  static constexpr bool HAS_TRIS = PROFILE.tris;
  using Position = pili::Position;  // the 90-point board
  using MoveList = pili::MoveList;

  // The banner's moves and captures from `s`: a chariot's line, a cannon's
  // capture over one screen, a horse's leap unless its leg is occupied.
  static Bitboard banner_targets(Square s, Bitboard occ, Bitboard enemies) {
    using namespace attacks;
    return rook(s, occ) | (cannon(s, occ) & enemies) | horse(s, occ);
  }

  // Rejects a position whose side not to move is in check (or whose
  // generals face each other) and fills the check information.
  static bool validate(Position& pos, std::string& err);

  template <GenType T>
  static void generate(const Position& pos, MoveList& list);
  static uint64_t count_legal(const Position& pos);

  static void do_move(Position& pos, Move m);
  static void undo_move(Position& pos, Move m);
  static void do_null_move(Position& pos);
  static void undo_null_move(Position& pos);

  static bool in_check(const Position& pos) { return pos.st().check; }
  // The banner checks along lines or by a leap, as chariots, cannons and
  // horses do: xiangqi's test holds.
  static bool may_give_check(const Position& pos, Move m) { return Xiangqi::may_give_check(pos, m); }
  static bool is_capture(const Position& pos, Move m) { return pos.piece_on(m.to()) != NO_PIECE; }
  static bool takes_material(const Position& pos, Move m) { return is_capture(pos, m); }
  static bool king_lost(const Position&) { return false; }

  static void set_check_info(Position& pos);
};

}  // namespace pili
