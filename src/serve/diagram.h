// `pili show`'s pictures of a board: Unicode text for a terminal (with ANSI
// colour when asked) and a standalone SVG file, both drawn from BoardView.
#pragma once

#include <string>

#include "board_view.h"

namespace pili::serve {

struct DiagramMarks {
  std::string from, to;  // last move
  std::string check;     // general in check
  bool flip = false;     // Black at the bottom
};

// The Chinese character (UTF-8) of a xiangqi piece letter, or a chess glyph.
std::string piece_glyph(char piece, bool chess);

std::string text_diagram(const BoardView& v, const DiagramMarks& marks, bool colour);
std::string svg_diagram(const BoardView& v, const DiagramMarks& marks);

}  // namespace pili::serve
