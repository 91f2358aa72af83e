// The narrow interface between a rule module and everything above it.
//
// A rule module is a struct of static functions and constants. Perft, the
// searcher, the evaluator and the referee are templates over it and are
// instantiated once per module, so the rules are reached without virtual
// calls and `if constexpr` is the only variant test allowed in shared code.
// Each module names its board type, `R::Position` (the 90-point board, or
// the 8x8 chess board of atomic chess), and carries its profile,
// `R::PROFILE`: names, start position and the traits shared code reads.
#pragma once

#include <concepts>
#include <string>

#include "pili/core/movelist.h"
#include "pili/core/position.h"
#include "pili/rules/profile.h"

namespace pili {

template <class R>
concept RuleSet = requires(typename R::Position& pos, const typename R::Position& cpos, Move m,
                           typename R::MoveList& list, std::string& err) {
  // The variant's facts (rules/profile.h); the constants below repeat some.
  { R::PROFILE } -> std::convertible_to<const VariantProfile&>;
  // ... with every policy named: evaluation, exchange, NNUE inputs, bench
  // positions, names and start FEN (profile_complete, rules/profile.h).
  requires profile_complete(R::PROFILE);
  { R::NAME } -> std::convertible_to<const char*>;
  { R::START_FEN } -> std::convertible_to<const char*>;
  { R::MENG_FEN } -> std::convertible_to<bool>;
  { R::BLASTS } -> std::convertible_to<bool>;
  { R::HAS_TRIS } -> std::convertible_to<bool>;
  // Checks a freshly parsed position and fills its check information.
  { R::validate(pos, err) } -> std::same_as<bool>;
  // Legal moves only: LEGAL, CAPTURES (moves that take something), QUIETS.
  R::template generate<LEGAL>(cpos, list);
  R::template generate<CAPTURES>(cpos, list);
  R::template generate<QUIETS>(cpos, list);
  { R::count_legal(cpos) } -> std::same_as<uint64_t>;
  // Incremental make/unmake; do_move leaves st().check set in the variant's
  // own sense of check (Atomic: the broad check of its rule 10) and
  // st().dirty listing what it changed on the board (empty after a null move).
  R::do_move(pos, m);
  R::undo_move(pos, m);
  R::do_null_move(pos);
  R::undo_null_move(pos);
  { cpos.st().dirty } -> std::convertible_to<const DirtyPieces&>;
  { R::in_check(cpos) } -> std::same_as<bool>;
  { R::is_capture(cpos, m) } -> std::same_as<bool>;
  // A capture that removes material (Meng: not taking a bare Tris).
  { R::takes_material(cpos, m) } -> std::same_as<bool>;
  // The side to move has no general any more (Atomic blast): the game is over.
  { R::king_lost(cpos) } -> std::same_as<bool>;
};

}  // namespace pili
