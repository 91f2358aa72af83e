// What the written notations talk about: which of the mover's pieces moves
// (named by its file, or by 前/中/后 and ordinals among pieces sharing a file)
// and how it moves (进/退/平 and the Tris words), in the mover's own file and
// rank numbering. The writers print these; the readers build a Query from the
// text and resolve() matches it against the legal moves.
#pragma once

#include <span>

#include "pili/core/bitboard.h"
#include "pili/core/position.h"
#include "pili/rules/notation/notation.h"

namespace pili::notation {

// Files 1-9 counted from side c's right, ranks 0-9 from its own back rank.
inline int own_file(Color c, Square s) { return c == RED ? FILE_NB - file_of(s) : file_of(s) + 1; }
inline int own_rank(Color c, Square s) { return relative_rank(c, s); }
inline Square own_square(Color c, int file, int rank) {
  return c == RED ? make_square(FILE_NB - file, rank) : make_square(file - 1, RANK_NB - 1 - rank);
}

// The thing that moves. A stack (Meng) is a regular piece on a Tris of its
// side; a separation moves one part of it and leaves the other.
enum class Unit : uint8_t {
  Piece,        // a regular piece not on a Tris
  Tris,         // a bare Tris locked to the mover
  Stack,        // a whole stack (玄车)
  PieceLeaves,  // the regular piece leaves its stack (车八分进三)
  TrisLeaves,   // the Tris leaves its stack (玄八分进一)
  Drop,         // a Tris from the reserve
};

struct Mover {
  Unit unit;
  PieceType type;  // the regular piece (of the stack), NO_PIECE_TYPE for Tris and drops
};

Mover mover_of(const Position& pos, Move m);
// The mover's points holding units like `mv` (for TrisLeaves: every stack):
// the pieces a file or a 前/后 chooses among.
Bitboard units_of(const Position& pos, Mover mv);
// Whether the piece moves like a Tris (进/退 a count, 平, 斜进, 小进).
inline bool moves_like_tris(Unit u) {
  return u == Unit::Tris || u == Unit::Stack || u == Unit::TrisLeaves;
}

// The files holding units, in the order of their own numbers (from the
// mover's right), each listed front to back.
struct Column {
  int file = 0;
  int count = 0;
  Square sq[RANK_NB];
};
struct Columns {
  int size = 0;
  Column col[FILE_NB];
  int doubled() const;  // files holding two or more
};
Columns columns_of(Color c, Bitboard units);

// How a text picks a piece.
enum class Pick : uint8_t {
  File,      // 炮二, C2: the pieces on that file
  Front,     // 前, +C, fC (on a file holding two or more)
  Middle,    // 中 (the middle one of an odd number)
  Rear,      // 后, -C, rC
  Ordinal,   // 一兵..五兵: the k-th, front to back, over the files holding two or more
  WxfFile,   // P3 on a file of three or five soldiers: the middle one
  WxfFront,  // P+: the front one, the second of four or five
  WxfRear,   // P-: the rear one, the second last of four or five
  Foremost,  // ++: the front soldier of four or five
  Rearmost,  // --: the rear soldier of four or five
};
struct Designator {
  Pick pick = Pick::File;
  int file = 0;  // 0: any file (not for Pick::File)
  int ordinal = 0;
};
Bitboard designated(Color c, Bitboard units, Designator d);

// How it moves, in the words of the notation.
enum class Dir : uint8_t { Forward, Back, Across };
enum class Shape : uint8_t {
  Plain,    // 进, 退, 平
  Oblique,  // 斜进, 斜退: a Tris's knight jump
  Small,    // 小进, 小退: one or two points diagonally (Tris and stacks)
};
struct Action {
  Dir dir;
  Shape shape;
  bool steps;  // value counts points along the file (else: the file reached)
  int value;
  int toRank;  // own rank reached (the extended-file mode writes it)
};
Action action_of(Color c, Mover mv, Square from, Square to);

// A move as a reader understood its text.
struct Query {
  Unit unit = Unit::Piece;
  PieceType type = NO_PIECE_TYPE;
  bool eitherLeaves = false;  // 玄车..分..: either part of a chariot stack may leave
  Designator desig;
  Dir dir = Dir::Forward;
  Shape shape = Shape::Plain;
  int value = 0;
  bool byRank = false;  // value is the own rank reached (extended-file mode)
  // Drop: the point, by own file and rank.
  int dropFile = 0, dropRank = 0;
  // Air-drop: the re-placed Tris goes from the capture point's file `airFrom`
  // across to file `airTo`, then (airVertical) `airValue` ranks in `airDir`,
  // or to own rank `airValue` with airByRank.
  bool air = false;
  int airFrom = 0, airTo = 0;
  bool airVertical = false;
  Dir airDir = Dir::Forward;
  int airValue = 0;
  bool airByRank = false;
};

ReadResult resolve(const Position& pos, std::span<const Move> legal, const Query& q,
                   std::string_view text);

// The query that names legal move `m` by its file (炮二平五, C2.5).
Query query_of(const Position& pos, Move m);
// Whether the piece of `m` is named by its file alone (仕六进五, A6+5) without
// ambiguity: the way advisors and elephants sharing a file are written.
bool file_names_move(const Position& pos, std::span<const Move> legal, Move m);

ReadResult failure(ReadError e, std::string message);
std::string quoted(std::string_view text);  // 'text', for messages

}  // namespace pili::notation
