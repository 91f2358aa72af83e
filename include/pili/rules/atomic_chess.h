// Atomic chess on the 8x8 board (docs/rules/atomic-chess.md, lichess rules).
//
// A capture removes the capturer, the captured piece and every non-pawn on
// the eight squares around the capture square (en passant: around the
// landing square). Kings never capture; a capture that blasts one's own
// king is illegal, one that blasts the enemy king wins at once. While the
// kings touch neither side is in check. The module has the same static
// interface as the 90-point modules (rules/ruleset.h) on its own board type
// `Position`.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "pili/chess/attacks.h"
#include "pili/chess/notation.h"
#include "pili/chess/position.h"
#include "pili/core/movelist.h"
#include "pili/rules/atomic_chess_bench.h"
#include "pili/rules/judge.h"
#include "pili/rules/profile.h"

namespace pili::chess {

// Lives in pili::chess so that its code sees the 8x8 names (Square,
// Bitboard, PAWN ...) before the 90-point ones; pili::AtomicChess names it.
struct AtomicChess {
  using Position = ::pili::chess::Position;  // the 8x8 board
  // Chess programs (cutechess, lichess, xboard, Fairy-Stockfish) call it
  // "atomic", Pili's name for Atomic Xiangqi: rules/variant.h tells the two
  // apart by the board a FEN is drawn on.
  static constexpr VariantProfile PROFILE{
      .name = "atomic-chess",
      .aliases = {"atomic", "atomic chess", "atomicchess", "atomic_chess"},
      .pgnName = "Atomic",
      .fsfName = "atomic",
      .startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      .board = Board::Chess8x8,
      .nnue = FeatureSet::Chess64,
      .bench = ATOMIC_CHESS_BENCH,
      .blasts = true,
      .moveLimitPlies = 100,  // the 50-move rule
      .stalemateDraws = true,
      .search = {.eval = EvalKind::AtomicChess,
                 .exchange = Exchange::Blast,
                 .singularExtensions = true,
                 .correctionHistory = true,
                 .richOrdering = true},
  };
  static constexpr const char* NAME = PROFILE.name;
  static constexpr bool MENG_FEN = PROFILE.mengFen;
  static constexpr bool BLASTS = PROFILE.blasts;
  static constexpr bool HAS_TRIS = PROFILE.tris;
  static constexpr int MOVE_LIMIT_PLIES = PROFILE.moveLimitPlies;
  static constexpr bool STALEMATE_DRAWS = PROFILE.stalemateDraws;
  static constexpr const char* START_FEN = PROFILE.startFen;
  using MoveList = pili::MoveList;

  // Rejects a position without a king for the side not to move, or whose
  // side not to move stands in check; fills the check information.
  static bool validate(Position& pos, std::string& err);

  template <GenType T>
  static void generate(const Position& pos, MoveList& list);
  static uint64_t count_legal(const Position& pos);

  static void do_move(Position& pos, Move m);
  static void undo_move(Position& pos, Move m);
  static void do_null_move(Position& pos);
  static void undo_null_move(Position& pos);

  static bool in_check(const Position& pos) { return pos.st().check; }
  static bool is_capture(const Position& pos, Move m) {
    return m.kind() == MK_EN_PASSANT ||
           (m.kind() != MK_CASTLING && pos.piece_on(to_sq(m)) != NO_PIECE);
  }
  static bool takes_material(const Position& pos, Move m) { return is_capture(pos, m); }
  // The side to move's king was blasted: the game is over.
  static bool king_lost(const Position& pos) { return !pos.has_king(pos.side_to_move()); }

  // Move text in and out (UCI chess coordinates; no rank base).
  static std::string move_text(Move m) { return ::pili::chess::move_to_string(m); }
  static std::optional<Move> parse_move_text(std::string_view t) { return ::pili::chess::parse_move(t); }
  static bool same_move(Move legal, Move parsed) { return ::pili::chess::move_matches(legal, parsed); }

  // The squares a capture empties: capturer, captured piece and the non-pawns
  // around the landing square.
  static Bitboard removals(const Position& pos, Move m) {
    using namespace chess;
    Square to = to_sq(m);
    Bitboard r = square_bb(from_sq(m)) | square_bb(to) |
                 (attacks::king(to) & pos.pieces() & ~pos.pieces(PAWN));
    if (m.kind() == MK_EN_PASSANT) r |= square_bb(extra_sq(m));
    return r;
  }
  // Enemy pieces that could capture on `s` (kings never capture).
  static Bitboard attackers_to(const Position& pos, Square s, Bitboard occ, Color by) {
    using namespace chess;
    return ((attacks::pawn(~by, s) & pos.pieces(PAWN)) | (attacks::knight(s) & pos.pieces(KNIGHT)) |
            (attacks::bishop(s, occ) & pos.pieces(BISHOP, QUEEN)) |
            (attacks::rook(s, occ) & pos.pieces(ROOK, QUEEN))) &
           pos.pieces(by) & occ;
  }
  static void set_check_info(Position& pos);

  // Game end by the chess rules: king blasted, mate, stalemate, threefold
  // repetition (a draw whoever checks), the 50-move rule, and insufficient
  // material on both sides.
  static Verdict adjudicate(const Position& pos, int repetitions = 3, int moveLimit = MOVE_LIMIT_PLIES);
  // Colour c can never explode or mate the enemy king (lichess's test).
  static bool insufficient_material(const Position& pos, Color c);
};

// Repetition in chess is a draw, whoever gives check (the searcher's
// cycle test reaches this by argument-dependent lookup).
template <class R>
Outcome judge_cycle(const Position&, int) { return Outcome::Draw; }

// Plies back to the most recent earlier occurrence of the position since the
// last capture or pawn move, 0 when none (the searcher's repetition test).
inline int last_repetition(const Position& pos) {
  int limit = std::min(pos.rule50(), pos.history_size());
  for (int back = 4; back <= limit; back += 2)
    if (pos.state_at(back).key == pos.key()) return back;
  return 0;
}

// The generic game-end entry, adjudicate<R>(pos, ...), for the 8x8 board
// (found by argument-dependent lookup). The 50-move rule is part of the
// rules: a longer no-capture limit asked for by a caller does not stretch it.
template <class R>
Verdict adjudicate(const Position& pos, int repetitions = 3, int moveLimit = AtomicChess::MOVE_LIMIT_PLIES) {
  return AtomicChess::adjudicate(pos, repetitions, std::min(moveLimit, AtomicChess::MOVE_LIMIT_PLIES));
}

}  // namespace pili::chess

namespace pili {
using chess::AtomicChess;
}  // namespace pili
