// A variant's facts as data. Every rule module carries one `PROFILE` (a
// VariantProfile): its names, start position, board, FEN dialect, the rules
// constants shared code asks about, and the search and evaluation features
// the searcher uses for it. The registry (rules/variant.h) lists the
// modules; everything that needs a fact about a variant asks the profile
// instead of spelling the fact out again or deriving it from other traits.
#pragma once

#include <optional>

namespace pili {

// The two board geometries. A module's `Position` type is the board's.
enum class Board { Xiangqi9x10, Chess8x8 };

struct BoardShape {
  int files, ranks;
};

constexpr BoardShape board_shape(Board b) { return b == Board::Chess8x8 ? BoardShape{8, 8} : BoardShape{9, 10}; }

// The board whose FEN placement has this many ranks; the two boards differ
// in rank count, so the count alone tells them apart.
constexpr std::optional<Board> board_with_ranks(int ranks) {
  for (Board b : {Board::Xiangqi9x10, Board::Chess8x8})
    if (board_shape(b).ranks == ranks) return b;
  return std::nullopt;
}

// Which static evaluation a variant uses.
enum class EvalKind {
  Xiangqi,        // plain xiangqi terms, drawish-material scaling
  AtomicXiangqi,  // atomic piece values, blast safety around the general
  Tris,           // xiangqi terms plus Tris and stacks (Meng, Double-Tris)
  AtomicChess,    // the 8x8 board's own evaluation (eval/atomic_chess_eval.h)
};

// Search features by variant. Each is on where it was measured to help
// (docs/search.md, the ledger); the searcher reads these traits rather than
// working them out from the rules.
struct SearchTraits {
  EvalKind eval = EvalKind::Xiangqi;
  // Static exchange evaluation: ordering of captures, SEE pruning, the
  // losing-capture test of quiescence. Ordinary xiangqi movement only: a
  // blast or a Tris re-placement is not an exchange on one point.
  bool staticExchange = false;
  bool probCut = false;                 // needs staticExchange
  bool singularExtensions = false;
  bool correctionHistory = false;
  // Capture and continuation history, counter moves and history-driven
  // reductions; without it, butterfly history only.
  bool richOrdering = false;
  // Nodes generate thousands of moves (Meng's air-drops): read the clock
  // more often.
  bool frequentClockChecks = false;
};

inline constexpr int MAX_ALIASES = 4;

struct VariantProfile {
  // Pili's name: the CLI's --variant, UCI_Variant / UCCI `variant`, PGN.
  const char* name = "";
  // Other names of the same game, lower case, matched without regard to
  // case: what PGN files, GUIs and other engines call it. A name may be
  // another variant's canonical name (chess programs call atomic chess
  // "atomic"); lookups then return both, the canonical owner first.
  const char* aliases[MAX_ALIASES] = {};
  const char* pgnName = "";  // the Variant tag Pili writes
  const char* fsfName = "";  // Fairy-Stockfish's UCI_Variant ("" = none)
  const char* startFen = "";
  Board board = Board::Xiangqi9x10;
  bool mengFen = false;  // FENs carry Meng's reserve, Tris and debts fields

  // Rules constants shared code asks about.
  bool blasts = false;            // captures explode
  bool tris = false;              // Tris pieces, stacks and drops
  bool chaseLaw = false;          // perpetual chasing loses (rules/chase.h)
  int moveLimitPlies = 120;       // no-capture limit, scored as a draw
  bool stalemateDraws = false;    // a side with no move, not in check, draws

  SearchTraits search;
};

}  // namespace pili
