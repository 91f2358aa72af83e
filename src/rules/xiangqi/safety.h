// The general's safety in plain xiangqi, as the policy of the shared
// generator (piece_moves.h): attacks by ordinary xiangqi movement
// (rules/attackers.h), no piece kinds of its own.
#pragma once

#include "pili/rules/attackers.h"
#include "piece_moves.h"

namespace pili {

struct XiangqiSafety {
  static Bitboard attackers(const Position& pos, Square ksq, Color them, Bitboard occ) {
    return king_attackers(pos, ksq, them, occ);
  }
  static bool attacked(const Position& pos, Square ksq, Color them, Bitboard occ, Bitboard alive) {
    return king_attacked(pos, ksq, them, occ, alive);
  }
  static SensitivePoints sensitive(const Position& pos, Square ksq, Color them, Bitboard occ) {
    return sensitive_points(pos, ksq, them, occ);
  }
  template <class F>
  static void each_extra(const Position&, Color, Bitboard, Bitboard, F&&) {}
};

struct Xiangqi;
using XiangqiGenerator = xiangqi_moves::Generator<Xiangqi, XiangqiSafety>;

}  // namespace pili
