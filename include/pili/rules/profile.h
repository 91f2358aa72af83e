// A variant's facts as data. Every rule module carries one `PROFILE` (a
// VariantProfile): its names, start position, board, FEN dialect, the rules
// constants shared code asks about, and the search and evaluation features
// the searcher uses for it. The registry (rules/variant.h) lists the
// modules; everything that needs a fact about a variant asks the profile
// instead of spelling the fact out again or deriving it from other traits.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "pili/core/types.h"

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

// The policies below have no zero enumerator and the profile no default for
// them: a module that leaves one out fails profile_complete(), so the
// RuleSet concept (rules/ruleset.h) rejects it at compile time instead of
// the variant playing with another variant's evaluation.

// Which static evaluation a variant uses (eval/evaluate.h reads it).
enum class EvalKind {
  Xiangqi = 1,    // plain xiangqi terms, drawish-material scaling
  AtomicXiangqi,  // atomic piece values, blast safety around the general
  Tris,           // xiangqi terms plus Tris and stacks (Meng, Double-Tris)
  AtomicChess,    // the 8x8 board's own evaluation (eval/atomic_chess_eval.h)
};

// What a capture wins and when quiescence counts it as losing
// (search/movepick.h reads it).
enum class Exchange {
  // Static exchange evaluation on the capture point (search/see.h): also
  // orders captures and prunes by SEE in the main search. Ordinary xiangqi
  // movement only.
  StaticExchange = 1,
  // The material the whole blast removes, own pieces negative; losing when
  // negative (a blast is not an exchange on one point).
  Blast,
  // The victim's value; losing when nothing is won (taking a bare Tris, which
  // is re-placed, never removed: quiescence could chase it for ever).
  Victim,
};

// The inputs of the variant's NNUE nets (eval/nnue/features.h). The values
// are the net files' feature-set field (docs/nnue.md): never renumber.
// None: the variant has no net and plays with its hand-crafted evaluation
// (no net file is read for it); never written in a file.
enum class FeatureSet : uint32_t { Xiangqi90 = 1, Meng90 = 2, Chess64 = 3, None = 0xFFFF };

// A fixed position of `pili bench`: the search's (fen) or perft's (fen,
// depth). "" is the variant's start position.
struct PerftBenchPosition {
  const char* fen;
  int depth;
};
struct BenchPositions {
  std::span<const char* const> search;
  std::span<const PerftBenchPosition> perft;
};

// Search features by variant. Each is on where it was measured to help
// (docs/search.md, the ledger); the searcher reads these traits rather than
// working them out from the rules.
struct SearchTraits {
  EvalKind eval{};      // none (0): every module names its own
  Exchange exchange{};  // none (0)
  bool probCut = false;                 // needs Exchange::StaticExchange
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

// The evaluation's value of one of a variant's own piece kinds (centipawns,
// a soldier at home = 100); xiangqi's kinds are valued by the evaluation.
struct KindValue {
  PieceType type = NO_PIECE_TYPE;
  int value = 0;
};
inline constexpr int MAX_OWN_KINDS = 2;

// The piece kinds a variant's positions may hold, one bit per PieceType.
constexpr uint32_t kind_bit(PieceType pt) { return 1u << pt; }
inline constexpr uint32_t XIANGQI_PIECE_KINDS = kind_bit(KING) | kind_bit(ADVISOR) | kind_bit(ELEPHANT) |
                                                kind_bit(HORSE) | kind_bit(ROOK) | kind_bit(CANNON) | kind_bit(PAWN);

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
  // Piece kinds beyond xiangqi's are named (Manchu's banner); a FEN with a
  // kind the variant lacks is refused (rules/game.h).
  uint32_t pieceKinds = XIANGQI_PIECE_KINDS;
  // The values of the kinds beyond xiangqi's in pieceKinds: every one needs
  // one (profile_complete).
  KindValue pieceValues[MAX_OWN_KINDS] = {};
  bool mengFen = false;  // FENs carry Meng's reserve, Tris and debts fields
  FeatureSet nnue{};       // its nets' inputs; none (0)
  BenchPositions bench{};  // `pili bench`'s positions; none (empty)

  // Rules constants shared code asks about.
  bool blasts = false;            // captures explode
  bool tris = false;              // Tris pieces, stacks and drops
  bool chaseLaw = false;          // perpetual chasing loses (rules/chase.h)
  int moveLimitPlies = 120;       // no-capture limit, scored as a draw
  bool stalemateDraws = false;    // a side with no move, not in check, draws
  // Pili's endgame tablebases (egtb/, built over the xiangqi rules) hold
  // this variant's positions: the search and the engine probe them.
  bool tablebases = false;
  // Pieces start covered and are turned face up by their first move
  // (core/covered.h): FENs carry X/x and the pool, moves may name identities.
  bool coveredPieces = false;

  SearchTraits search;
};

// Whether every kind of the profile beyond xiangqi's has a value.
constexpr bool own_kinds_valued(const VariantProfile& p) {
  if (p.board != Board::Xiangqi9x10) return true;
  for (int pt = PAWN + 1; pt < PIECE_TYPE_NB; ++pt) {
    if (!(p.pieceKinds >> pt & 1)) continue;
    bool valued = false;
    for (KindValue kv : p.pieceValues) valued |= kv.type == PieceType(pt) && kv.value > 0;
    if (!valued) return false;
  }
  return true;
}

// Whether a profile names every fact and policy that has no default.
constexpr bool profile_complete(const VariantProfile& p) {
  auto named = [](const char* s) { return s && s[0]; };
  if (!own_kinds_valued(p)) return false;
  return named(p.name) && named(p.pgnName) && named(p.startFen) && int(p.nnue) != 0 && int(p.search.eval) != 0 &&
         int(p.search.exchange) != 0 && !p.bench.search.empty() && !p.bench.perft.empty() &&
         (!p.search.probCut || p.search.exchange == Exchange::StaticExchange);
}

}  // namespace pili
