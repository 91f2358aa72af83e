// The piece kinds of the 90-point board, one row each: what shared code
// (FEN, the notations, verdicts, the piece-square rules) knows about a kind
// by its type. The second registry beside the variants' (rules/variant.h): a
// variant with a kind of its own adds its enumerator to PieceType
// (core/types.h) and its row here; its value for the evaluation is in its
// module's profile (`pieceValues`), its moves in its module.
#pragma once

#include "pili/core/types.h"

namespace pili {

struct PieceKind {
  char fen;                 // Red's FEN letter; Black's is its lower case
  char wxf;                 // the WXF letter (docs/notation.md)
  int maxCount;             // the most one side may have in a FEN
  const char* name;         // English, in verdicts ("the chariot on e4 ...")
  // Chinese characters, [script][colour]: simplified, then traditional;
  // Red's, then Black's.
  const char* glyph[2][2];
  // The Chinese and WXF notations count steps on a file for kinds that move
  // in lines (general, chariot, cannon, soldier), and name the file reached
  // for kinds that leap (advisor, elephant, horse).
  bool countsSteps;
  // The xiangqi kind whose piece-square rule it shares (eval/values.h).
  PieceType squareRuleOf;
};

inline constexpr PieceKind PIECE_KINDS[PIECE_TYPE_NB] = {
    {'?', '?', 0, "?", {{"", ""}, {"", ""}}, false, NO_PIECE_TYPE},
    {'K', 'K', 1, "general", {{"帅", "将"}, {"帥", "將"}}, true, KING},
    {'A', 'A', 2, "advisor", {{"仕", "士"}, {"仕", "士"}}, false, ADVISOR},
    {'B', 'E', 2, "elephant", {{"相", "象"}, {"相", "象"}}, false, ELEPHANT},
    {'N', 'H', 2, "horse", {{"马", "马"}, {"傌", "馬"}}, false, HORSE},
    {'R', 'R', 2, "chariot", {{"车", "车"}, {"俥", "車"}}, true, ROOK},
    {'C', 'C', 2, "cannon", {{"炮", "炮"}, {"炮", "砲"}}, true, CANNON},
    {'P', 'P', 5, "soldier", {{"兵", "卒"}, {"兵", "卒"}}, true, PAWN},
    // Manchu's banner (rules/manchu.h, docs/rules/manchu.md): 旗 in both
    // scripts, M as Fairy-Stockfish writes it; its lines count steps, its
    // leaps name the file; first of all a chariot.
    {'M', 'M', 1, "banner", {{"旗", "旗"}, {"旗", "旗"}}, true, ROOK},
};

constexpr const PieceKind& piece_kind(PieceType pt) { return PIECE_KINDS[pt]; }

// The kinds beyond xiangqi's seven.
constexpr bool is_extra_kind(PieceType pt) { return pt > PAWN && pt < PIECE_TYPE_NB; }

}  // namespace pili
