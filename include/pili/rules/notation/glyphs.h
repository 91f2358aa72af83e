// The characters of the written notations: piece names, numerals and
// movement words in both scripts, and the UTF-8 they travel in.
#pragma once

#include <string>
#include <string_view>

#include "pili/core/types.h"
#include "pili/rules/notation/notation.h"

namespace pili::notation {

// Decodes UTF-8; false on a malformed sequence. Whitespace (ASCII, U+3000)
// is dropped: players write "炮二 平五" as often as "炮二平五".
bool decode_utf8(std::string_view text, std::u32string& out);
void append_utf8(std::string& out, char32_t c);

// --- Writing -------------------------------------------------------------
const char* piece_glyph(PieceType pt, Color c, Script s);  // 车, 俥, 卒 ...
inline constexpr const char* TRIS_GLYPH = "玄";
// A file or a count as side c writes it: Red 一..九, Black １..９.
const char* own_numeral(Color c, int n);
// The ordinals 一..五 that tell soldiers apart, the same for both sides.
const char* chinese_numeral(int n);
enum class Word : uint8_t { Forward, Back, Across, Front, Middle, Rear };
const char* word_glyph(Word w, Script s);  // 进 退 平 前 中 后 / 進 退 平 前 中 後
// The column off the board a Tris is dropped from: Red O, Black ０.
const char* reserve_glyph(Color c);

// --- Reading -------------------------------------------------------------
PieceType piece_of_glyph(char32_t c);  // NO_PIECE_TYPE if c names no piece
int numeral_of_glyph(char32_t c);      // 1..9 (一, 1, １ ...), 0 for a zero or O, -1 otherwise
int rank_letter_of_glyph(char32_t c);  // A..J / a..j as 0..9, -1 otherwise

}  // namespace pili::notation
