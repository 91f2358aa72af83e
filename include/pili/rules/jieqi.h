// Jieqi (揭棋, "reveal chess"): xiangqi with every piece but the generals
// shuffled face down on the standard start points (docs/rules/jieqi.md). A
// covered piece moves as its home role, the piece that starts on its point,
// and its first move turns it face up as its true identity, drawn from its
// side's pool. Revealed advisors and elephants move anywhere on the board; a
// soldier moves forward from wherever it was revealed; a side with no legal
// move loses.
//
// Identities: a generated move is the four-character move of the protocols.
// The identity a reveal shows and the identity of a covered piece a capture
// takes ride in the move's extra field (with_identities): do_move plays them,
// so a search can branch over a covered move's identities by playing one
// such move per type in the pool. A covered move played without an identity
// leaves the piece covered on its new point, moving as its home role, as
// Pikafish's do_move does before its reveal step (docs/rules/jieqi.md).
#pragma once

#include <string>
#include <string_view>

#include "pili/core/covered.h"
#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi.h"

namespace pili {

// Pikafish's start position (R5.1): `position startpos` under jieqi.
inline constexpr const char* JIEQI_START_FEN =
    "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2A2C2P5N2B2r2a2c2p5n2b2 0 1";

// `pili bench`'s positions: the start, an opening with a few pieces face up,
// a middlegame with advisors and elephants abroad, and an ending.
inline constexpr const char* JIEQI_SEARCH_BENCH[] = {
    "",
    "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2",
    "x1xak1xxr/9/1x3n1x1/2x1B1x1x/p8/4A4/X1X1X1X1X/1R5X1/9/X1XXK1XXX b R1A1C2P5N2B1r1a1c2p4n1b2 0 8",
    "x1xCkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p4n2b2 0 2",
    "3k5/4a4/4b4/4A4/9/2B6/9/9/4R4/5K3 w - 0 50",
};
inline constexpr PerftBenchPosition JIEQI_PERFT_BENCH[] = {
    {"", 3},
    {"x1xak1xxr/9/1x3n1x1/2x1B1x1x/p8/4A4/X1X1X1X1X/1R5X1/9/X1XXK1XXX b R1A1C2P5N2B1r1a1c2p4n1b2 0 8", 3},
};

struct Jieqi {
  static constexpr VariantProfile PROFILE{
      .name = "jieqi",
      .aliases = {"揭棋", "jieqi xiangqi"},
      .pgnName = "jieqi",
      .startFen = JIEQI_START_FEN,
      .board = Board::Xiangqi9x10,
      // No net has been trained: the hand-crafted evaluation.
      .nnue = FeatureSet::None,
      .bench = {JIEQI_SEARCH_BENCH, JIEQI_PERFT_BENCH},
      // Perpetual check and chase lose (D3), covered pieces counting as their
      // home roles; a draw after 80 plies without a capture (R4.2).
      .chaseLaw = true,
      .moveLimitPlies = 80,
      .coveredPieces = true,
      // Revealed advisors and elephants move outside static exchange's
      // geometry (search/see.h): a capture is worth its victim.
      .search = {.eval = EvalKind::Xiangqi, .exchange = Exchange::Victim},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr const char* START_FEN = PROFILE.startFen;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;
  static constexpr bool HAS_TRIS = PROFILE.tris;
  using Position = pili::Position;  // the 90-point board, with covered points
  using MoveList = pili::MoveList;

  // --- Identities carried by a move ----------------------------------------
  // The extra field holds the revealed type (bits 0-2) and the captured
  // covered piece's type (bits 3-5); 0 = not named.
  static constexpr Move with_identities(Move m, PieceType revealed, PieceType captured = NO_PIECE_TYPE) {
    return Move(m.from(), m.to(), MK_NORMAL, Square(int(revealed) | int(captured) << 3));
  }
  static constexpr PieceType revealed_type(Move m) { return PieceType(m.extra() & 7); }
  static constexpr PieceType captured_type(Move m) { return PieceType((m.extra() >> 3) & 7); }
  // Whether `m` moves a covered piece (and so turns it face up).
  static bool is_covered_move(const Position& pos, Move m) { return test(pos.covered(), m.from()); }
  // The types a covered move of the side to move may reveal: one bit per
  // type with a nonzero count in its pool (R7.1's T).
  static uint32_t reveal_choices(const Position& pos) {
    uint32_t types = 0;
    for (int pt = ADVISOR; pt <= PAWN; ++pt)
      if (pos.pool_count(pos.side_to_move(), PieceType(pt))) types |= 1u << pt;
    return types;
  }

  // --- Move text (R5.4) ----------------------------------------------------
  // Four characters out; in, up to two letters after them (the reveal and the
  // captured identity, src/rules/jieqi/move_text.cpp).
  static std::optional<Move> parse_move_text(std::string_view text, int rankBase);
  static bool same_move(Move legal, Move parsed) {
    return legal.from() == parsed.from() && legal.to() == parsed.to();
  }
  // The legal move `text` names in `pos`, with the identities its letters
  // give; Move::none() and `err` when it is illegal, lacks the reveal letter
  // of a covered move, or names an identity the pool cannot supply.
  static Move resolve_move(const Position& pos, std::string_view text, int rankBase, std::string& err);

  // --- The rule module -------------------------------------------------------
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
  // Revealed advisors and elephants check from within two points, which
  // xiangqi's zone (rank, file and the 5x5 box) covers.
  static bool may_give_check(const Position& pos, Move m) { return Xiangqi::may_give_check(pos, m); }
  static bool is_capture(const Position& pos, Move m) { return pos.piece_on(m.to()) != NO_PIECE; }
  static bool takes_material(const Position& pos, Move m) { return is_capture(pos, m); }
  static bool king_lost(const Position&) { return false; }

  static void set_check_info(Position& pos);
};

}  // namespace pili
