// write_move and read_move: the entry points, which pick the notation.
#include "pili/rules/notation/notation.h"

#include <algorithm>

#include "pili/rules/notation/movers.h"
#include "pili/rules/notation/styles.h"

namespace pili::notation {

namespace {

// Which notation a text is written in: only the dual-coordinate mode uses
// '>', only WXF is plain ASCII without it.
Style style_of(std::string_view text) {
  if (text.find('>') != std::string_view::npos) return Style::Coordinates;
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return Style::Chinese;
  return Style::Wxf;
}

}  // namespace

std::string write_move(const Position& pos, std::span<const Move> legal, Move m, Format f) {
  if (!m.is_ok() || std::find(legal.begin(), legal.end(), m) == legal.end()) return {};
  switch (f.style) {
    case Style::Wxf: return write_wxf(pos, legal, m);
    case Style::Coordinates: return write_coordinates(pos, m, f.script);
    case Style::ChineseRanks: return write_chinese(pos, legal, m, f.script, true);
    default: return write_chinese(pos, legal, m, f.script, false);
  }
}

ReadResult read_move(const Position& pos, std::span<const Move> legal, std::string_view text,
                     Style style) {
  if (style == Style::Auto) style = style_of(text);
  switch (style) {
    case Style::Wxf: return read_wxf(pos, legal, text);
    case Style::Coordinates: return read_coordinates(pos, legal, text);
    default: return read_chinese(pos, legal, text);
  }
}

}  // namespace pili::notation
