// Meng Xiangqi (萌象棋) and Double-Tris Xiangqi (双太玄象棋): xiangqi plus two
// Tris pieces that are dropped from a shared reserve, locked to a side, moved
// like a king-plus-knight and captured under special conditions. Meng adds
// stacks (a regular piece riding its own side's Tris) and their separation;
// Double-Tris re-places every captured Tris at once instead (air-drop).
//
// The rules are those of docs/rules/spec/meng-xiangqi.md (rules 1-26); the
// numbers in comments refer to it. docs/rules/meng-xiangqi.md explains them.
#pragma once

#include <string>

#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi_bench.h"

namespace pili {

template <bool Combine>
struct MengRules {
  // The xiangqi setup with both Tris in the shared reserve (the spec's Equipment).
  static constexpr VariantProfile PROFILE{
      .name = Combine ? "meng" : "doubletris",
      .pgnName = Combine ? "meng" : "doubletris",
      .startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1",
      .board = Board::Xiangqi9x10,
      .mengFen = true,
      .nnue = FeatureSet::Meng90,
      .bench = XIANGQI_BENCH,
      .tris = true,
      .chaseLaw = true,
      // Correction history is unmeasured here.
      .search = {.eval = EvalKind::Tris,
                 .exchange = Exchange::Victim,
                 .richOrdering = true,
                 .frequentClockChecks = true},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr const char* START_FEN = PROFILE.startFen;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;
  static constexpr bool HAS_TRIS = PROFILE.tris;
  // Whether a regular piece taking a Tris stacks on it (Meng) or re-places it
  // at once (Double-Tris, rule 21).
  static constexpr bool COMBINE = Combine;

  // Every re-placement point of an air-drop is its own move. Bound: at most
  // two Tris can be taken, each by at most 14 pieces (2 chariots, 2 cannons,
  // 2 horses, 3 soldiers, 2 advisors, 2 elephants, the general), each with at
  // most 87 empty points to re-place on: 2 * 14 * 87 = 2436 air-drops, plus
  // at most 88 drops and a few hundred board moves, well below 4096.
  static constexpr int MAX_MOVES = 4096;
  using Position = pili::Position;  // the 90-point board
  using MoveList = MoveListN<MAX_MOVES>;

  // Checks a freshly parsed position (side not to move in check, no stacks in
  // Double-Tris) and fills its check information.
  static bool validate(Position& pos, std::string& err);

  template <GenType T>
  static void generate(const Position& pos, MoveList& list);
  static uint64_t count_legal(const Position& pos);

  static void do_move(Position& pos, Move m);
  static void undo_move(Position& pos, Move m);
  static void do_null_move(Position& pos);
  static void undo_null_move(Position& pos);

  static bool in_check(const Position& pos) { return pos.st().check; }
  // Taking a regular piece, a stack or a bare Tris.
  static bool is_capture(const Position& pos, Move m) {
    return (m.kind() == MK_NORMAL || m.kind() == MK_AIRDROP) && test(pos.pieces(), m.to());
  }
  // Taking a bare Tris removes nothing (it is re-placed, one move per
  // landing point): ordering, pruning and reductions count it as quiet.
  static bool takes_material(const Position& pos, Move m) {
    return is_capture(pos, m) && pos.piece_on(m.to()) != NO_PIECE;
  }
  static bool king_lost(const Position&) { return false; }

  static void set_check_info(Position& pos);
};

using Meng = MengRules<true>;
using DoubleTris = MengRules<false>;

}  // namespace pili
