// Atomic Xiangqi: every capture explodes (docs/rules/atomic-xiangqi.md).
//
// A capture removes the capturer, the captured piece and every non-soldier
// on the four orthogonal neighbours of the capture point; a cannon's capture
// removes only cannon and target. A capture that blasts one's own general is
// illegal, one that blasts the enemy general wins at once. "Check" is broad:
// direct attack, or an enemy non-cannon capture available next to the general.
//
// AtomicClassic is the variant's first version, kept for research: cannon
// captures blast like every other capture and check means direct attack only.
#pragma once

#include <string>

#include "pili/core/attacks.h"
#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi.h"

namespace pili {

template <bool Classic>
struct AtomicRules {
  // Repetition keeps perpetual check only (no chase law). Fairy-Stockfish
  // knows the variant only with its author's variant file, under fsfName.
  static constexpr VariantProfile PROFILE{
      .name = Classic ? "atomic-classic" : "atomic",
      .pgnName = Classic ? "atomic-classic" : "atomic",
      .fsfName = Classic ? "atomicclassic" : "atomicxiangqi",
      .startFen = XIANGQI_START_FEN,
      .board = Board::Xiangqi9x10,
      .nnue = FeatureSet::Xiangqi90,
      .bench = XIANGQI_BENCH,
      .blasts = true,
      // Butterfly history only: the richer statistics measured -104 +- 83
      // here, and correction history gained nothing (docs/search.md).
      .search = {.eval = EvalKind::AtomicXiangqi, .exchange = Exchange::Blast},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr const char* START_FEN = PROFILE.startFen;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;
  static constexpr bool HAS_TRIS = PROFILE.tris;
  using Position = pili::Position;  // the 90-point board
  using MoveList = pili::MoveList;

  // Rejects a position whose side not to move is directly attacked (or whose
  // generals face each other) and fills the check information.
  static bool validate(Position& pos, std::string& err);

  template <GenType T>
  static void generate(const Position& pos, MoveList& list);
  // Number of legal moves, without building a list (perft leaves).
  static uint64_t count_legal(const Position& pos);

  static void do_move(Position& pos, Move m);
  static void undo_move(Position& pos, Move m);
  static void do_null_move(Position& pos);
  static void undo_null_move(Position& pos);

  // Check in the variant's sense (broad check unless Classic).
  static bool in_check(const Position& pos) { return pos.st().check; }
  static bool is_capture(const Position& pos, Move m) { return pos.piece_on(m.to()) != NO_PIECE; }
  // Whether `m` takes a piece (material), as move ordering and pruning count it.
  static bool takes_material(const Position& pos, Move m) { return is_capture(pos, m); }
  // The side to move's general was blasted by the last move: the game is over.
  static bool king_lost(const Position& pos) { return !pos.has_king(pos.side_to_move()); }

  // The points a capture from `from` to `to` empties: capturer, target and,
  // unless a (non-classic) cannon shoots, the non-soldiers orthogonally next
  // to `to`. One mask lookup, no scanning.
  static Bitboard removals(const Position& pos, Square from, Square to) {
    Bitboard r = square_bb(from) | square_bb(to);
    if (Classic || type_of(pos.piece_on(from)) != CANNON)
      r |= attacks::Orthogonal[to] & pos.pieces() & ~pos.pieces(PAWN);
    return r;
  }
  // Whether the side to move is in check in the variant's sense.
  static bool broad_check(const Position& pos);
  // Recomputes the state's check information after placement changes.
  static void set_check_info(Position& pos);
};

using Atomic = AtomicRules<false>;
using AtomicClassic = AtomicRules<true>;

}  // namespace pili
