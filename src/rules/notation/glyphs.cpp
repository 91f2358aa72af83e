// Character tables of the notations. Red's pieces are written with the
// characters printed on Red's pieces (帅/帥 仕 相 俥 傌 炮 兵) and Black's with
// Black's (将/將 士 象 車 馬 砲 卒); simplified text writes 马 车 炮 for both,
// as simplified game records do.
#include "pili/rules/notation/glyphs.h"

#include "pili/core/piece_kinds.h"

namespace pili::notation {

bool decode_utf8(std::string_view text, std::u32string& out) {
  out.clear();
  for (size_t i = 0; i < text.size();) {
    unsigned char b = static_cast<unsigned char>(text[i]);
    int extra = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
    if (extra < 0 || text.size() - i <= size_t(extra)) return false;
    char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1F) : extra == 2 ? (b & 0x0F) : (b & 0x07);
    for (int k = 1; k <= extra; ++k) {
      unsigned char t = static_cast<unsigned char>(text[i + size_t(k)]);
      if ((t >> 6) != 2) return false;
      c = (c << 6) | (t & 0x3F);
    }
    i += size_t(extra) + 1;
    if (c == U' ' || c == U'\t' || c == U'\n' || c == U'\r' || c == U'\u3000') continue;
    out.push_back(c);
  }
  return true;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
}

namespace {

constexpr const char* CHINESE[10] = {"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr char32_t CHINESE32[] = U"〇一二三四五六七八九";
constexpr const char* FULLWIDTH[10] = {"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
constexpr const char* WORDS[2][6] = {{"进", "退", "平", "前", "中", "后"},
                                     {"進", "退", "平", "前", "中", "後"}};

}  // namespace

const char* piece_glyph(PieceType pt, Color c, Script s) {
  return piece_kind(pt).glyph[s == Script::Traditional][c];
}

const char* own_numeral(Color c, int n) { return c == RED ? CHINESE[n] : FULLWIDTH[n]; }

const char* chinese_numeral(int n) { return CHINESE[n]; }

const char* word_glyph(Word w, Script s) { return WORDS[s == Script::Traditional][int(w)]; }

const char* reserve_glyph(Color c) { return c == RED ? "O" : FULLWIDTH[0]; }

PieceType piece_of_glyph(char32_t c) {
  switch (c) {
    case U'帅': case U'帥': case U'将': case U'將': return KING;
    case U'仕': case U'士': return ADVISOR;
    case U'相': case U'象': return ELEPHANT;
    case U'马': case U'馬': case U'傌': return HORSE;
    case U'车': case U'車': case U'俥': return ROOK;
    case U'炮': case U'砲': case U'包': return CANNON;
    case U'兵': case U'卒': return PAWN;
    default: break;
  }
  // The kinds of other variants, by their own characters (core/piece_kinds.h).
  std::u32string one;
  for (int pt = PAWN + 1; pt < PIECE_TYPE_NB; ++pt)
    for (const auto& script : piece_kind(PieceType(pt)).glyph)
      for (const char* g : script)
        if (decode_utf8(g, one) && one.size() == 1 && one[0] == c) return PieceType(pt);
  return NO_PIECE_TYPE;
}

int numeral_of_glyph(char32_t c) {
  if (c >= U'1' && c <= U'9') return int(c - U'0');
  if (c >= U'１' && c <= U'９') return int(c - U'０');
  for (int n = 1; n <= 9; ++n)
    if (CHINESE32[n] == c) return n;
  switch (c) {
    case U'0': case U'０': case U'〇': case U'零': case U'O': case U'o': case U'Ｏ': return 0;
    default: return -1;
  }
}

int rank_letter_of_glyph(char32_t c) {
  if (c >= U'A' && c <= U'J') return int(c - U'A');
  if (c >= U'a' && c <= U'j') return int(c - U'a');
  return -1;
}

}  // namespace pili::notation
