// The move notations xiangqi players write, for every variant on the 90-point
// board: Chinese file notation (炮二平五, 马８进７), the World Xiangqi
// Federation's letters (C2.5, H8+7) and Meng Xiangqi's three notations (its
// traditional mode, which is Chinese notation with Tris, stacks and drops; its
// extended-file mode; its dual-coordinate mode). docs/notation.md describes
// every form and the sources each follows.
//
// A move's text depends on the position (which pieces share a file) and, for
// a few forms, on which other moves are legal, so both directions take the
// position and its complete list of legal moves. Reading returns the one legal
// move the text means, or says why there is none.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "pili/core/movelist.h"
#include "pili/core/position.h"

namespace pili::notation {

enum class Style : uint8_t {
  Chinese,       // 炮二平五, 马８进７, 前炮退二; Meng: 玄O平五进四, 车八分进三
  ChineseRanks,  // Meng's extended-file mode: 进/退 name the rank reached (车九进C)
  Wxf,           // C2.5, H8+7, C+.5 (regular pieces only)
  Coordinates,   // Meng's dual-coordinate mode: 二C>五C, 8c>5c, OA>>五E, 二C>二J#>五E
  Auto,          // reading only: the style the text is written in
};

// The character set of piece names and movement words. Reading accepts both.
enum class Script : uint8_t {
  Simplified,   // 帅将 仕士 相象 马 车 炮 兵卒, 进 后
  Traditional,  // 帥將 仕士 相象 傌馬 俥車 炮砲 兵卒, 進 後
};

struct Format {
  Style style = Style::Chinese;
  Script script = Script::Simplified;
};

enum class ReadError : uint8_t {
  None,
  Syntax,       // not a move in that notation
  NoSuchPiece,  // nothing of the side to move stands where the text points
  Ambiguous,    // more than one legal move fits the text
  Illegal,      // the piece exists but no legal move fits the text
};

struct ReadResult {
  Move move;
  ReadError error = ReadError::None;
  std::string message;  // empty when error == None
  bool ok() const { return error == ReadError::None; }
};

// The text of legal move `m` in position `pos`, whose legal moves are `legal`
// (all of them). Empty when `m` is not among them, or the style has no way to
// write it (WXF has no letters for Meng's Tris, stacks and drops).
std::string write_move(const Position& pos, std::span<const Move> legal, Move m, Format f = {});

// The legal move `text` means. Both scripts, every numeral form and the common
// alternative forms of each style are accepted (docs/notation.md).
ReadResult read_move(const Position& pos, std::span<const Move> legal, std::string_view text,
                     Style style = Style::Auto);

const char* error_name(ReadError e);

// The same for rule module R, which lists the legal moves.
template <class R>
std::string write_move(const typename R::Position& pos, Move m, Format f = {}) {
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  return write_move(pos, std::span<const Move>(list.begin(), size_t(list.size())), m, f);
}

template <class R>
ReadResult read_move(const typename R::Position& pos, std::string_view text,
                     Style style = Style::Auto) {
  typename R::MoveList list;
  R::template generate<LEGAL>(pos, list);
  return read_move(pos, std::span<const Move>(list.begin(), size_t(list.size())), text, style);
}

}  // namespace pili::notation
