#include "diagram.h"

#include "assets.h"
#include "pili/core/piece_kinds.h"

#include <cctype>
#include <cmath>
#include <sstream>

namespace pili::serve {

std::string piece_glyph(char p, bool chess) {
  bool red = std::isupper((unsigned char)p);
  char up = char(std::toupper((unsigned char)p));
  if (chess) {
    switch (up) {
      case 'K': return red ? "♔" : "♚";
      case 'Q': return red ? "♕" : "♛";
      case 'R': return red ? "♖" : "♜";
      case 'B': return red ? "♗" : "♝";
      case 'N': return red ? "♘" : "♞";
      case 'P': return red ? "♙" : "♟";
      default: return "?";
    }
  }
  // A covered (face-down) piece, as the FEN writes it (docs/rules/jieqi.md R5.1).
  if (up == 'X') return red ? "Ｘ" : "ｘ";
  // The 90-point kinds' own table (core/piece_kinds.h), in the traditional
  // script the board is drawn in; a letter is a kind's FEN or WXF letter.
  for (int pt = KING; pt < PIECE_TYPE_NB; ++pt) {
    const PieceKind& k = piece_kind(PieceType(pt));
    if (k.fen == up || k.wxf == up) return k.glyph[1][red ? pili::RED : pili::BLACK];
  }
  return "?";
}

namespace {

std::string base64(const unsigned char* p, size_t n) {
  static const char* A = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (size_t i = 0; i < n; i += 3) {
    uint32_t v = uint32_t(p[i]) << 16 | (i + 1 < n ? uint32_t(p[i + 1]) << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
    out += A[v >> 18 & 63];
    out += A[v >> 12 & 63];
    out += i + 1 < n ? A[v >> 6 & 63] : '=';
    out += i + 2 < n ? A[v & 63] : '=';
  }
  return out;
}

const char* RESET = "\x1b[0m";
const char* RED = "\x1b[1;31m";
const char* BLACK = "\x1b[1m";
const char* TRIS_RED = "\x1b[35m";
const char* TRIS_BLACK = "\x1b[36m";
const char* MARK = "\x1b[43m";   // last move: yellow background
const char* CHECK = "\x1b[41m";  // general in check: red background

// Display columns: rank 0 at the bottom unless flipped.
int display_rank(const BoardView& v, int row, bool flip) { return flip ? row : v.ranks - 1 - row; }
int display_file(const BoardView& v, int col, bool flip) { return flip ? v.files - 1 - col : col; }

}  // namespace

std::string text_diagram(const BoardView& v, const DiagramMarks& marks, bool colour) {
  std::ostringstream o;
  auto files_line = [&] {
    o << "    ";
    for (int c = 0; c < v.files; ++c) o << char('a' + display_file(v, c, marks.flip)) << "  ";
    o << "\n";
  };
  files_line();
  for (int row = 0; row < v.ranks; ++row) {
    int r = display_rank(v, row, marks.flip);
    std::string label = std::to_string(r + v.rankBase);
    o << (label.size() < 2 ? " " : "") << label << "  ";
    for (int c = 0; c < v.files; ++c) {
      int f = display_file(v, c, marks.flip);
      const Cell& cell = v.at(f, r);
      std::string sq = v.square_name(f, r);
      std::string glyph;
      char suffix = ' ';
      const char* fg = "";
      if (cell.piece) {
        if (v.chess) glyph.assign(1, cell.piece), glyph += ' ';
        else glyph = piece_glyph(cell.piece, false);
        fg = std::isupper((unsigned char)cell.piece) ? RED : BLACK;
        if (cell.tris) suffix = '+';  // a stack: the piece on its Tris
      } else if (cell.tris) {
        glyph = "玄";
        fg = cell.tris == 'T' ? TRIS_RED : TRIS_BLACK;
        suffix = cell.tris == 'T' ? 'r' : 'b';
      } else {
        glyph = v.chess ? ". " : "．";
      }
      const char* bg = sq == marks.check ? CHECK : (sq == marks.from || sq == marks.to) ? MARK : "";
      if (colour && (*fg || *bg)) o << fg << bg << glyph << RESET << suffix;
      else if (!colour && *bg && !cell.piece && !cell.tris) o << (v.chess ? "* " : "＊") << suffix;
      else o << glyph << suffix;
    }
    o << " " << label << "\n";
    if (!v.chess && v.ranks == 10 && row == 4) o << "    ~~~~~~~~ 楚河      漢界 ~~~~~~~~\n";
  }
  files_line();
  if (v.reserve >= 0) {
    o << "reserve: " << v.reserve << " Tris";
    if (!v.debts.empty() && v.debts != "-") o << ", debts " << v.debts;
    o << "\n";
  }
  o << (v.redToMove ? (v.chess ? "White" : "Red") : "Black") << " to move"
    << (marks.check.empty() ? "" : ", in check") << "\n";
  if (!colour && v.reserve >= 0) o << "(+ after a piece: a stack on its Tris; 玄r / 玄b: Tris locked to Red / Black)\n";
  return o.str();
}

std::string svg_diagram(const BoardView& v, const DiagramMarks& marks) {
  const int cell = 50, margin = 40;
  const bool grid = !v.chess;  // xiangqi pieces stand on points, chess pieces in squares
  const int w = grid ? margin * 2 + cell * (v.files - 1) : margin * 2 + cell * v.files;
  const int h = grid ? margin * 2 + cell * (v.ranks - 1) : margin * 2 + cell * v.ranks;
  const int extra = v.reserve >= 0 ? 70 : 0;
  std::ostringstream o;
  auto px = [&](int f) {
    int c = marks.flip ? v.files - 1 - f : f;
    return margin + c * cell + (grid ? 0 : cell / 2);
  };
  auto py = [&](int r) {
    int row = marks.flip ? r : v.ranks - 1 - r;
    return margin + row * cell + (grid ? 0 : cell / 2);
  };
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w + extra << "\" height=\"" << h
    << "\" viewBox=\"0 0 " << w + extra << ' ' << h << "\" font-family=\"PiliPieces,'Noto Serif CJK SC',serif\">\n";
  // The piece characters travel inside the file, so any viewer shows them.
  if (const Asset* font = find_asset("/pieces.ttf"))
    o << "<style>@font-face{font-family:PiliPieces;src:url(data:font/ttf;base64," << base64(font->data, font->size)
      << ")}</style>\n";
  o << "<rect width=\"100%\" height=\"100%\" fill=\"#f3d9a4\"/>\n";
  if (grid) {
    o << "<g stroke=\"#5a3b1a\" stroke-width=\"1.5\">\n";
    int left = px(0), right = px(v.files - 1), top = py(v.ranks - 1), bottom = py(0);
    if (marks.flip) std::swap(left, right), std::swap(top, bottom);
    for (int r = 0; r < v.ranks; ++r) o << "<line x1=\"" << left << "\" y1=\"" << py(r) << "\" x2=\"" << right << "\" y2=\"" << py(r) << "\"/>\n";
    for (int f = 0; f < v.files; ++f) {
      bool edge = f == 0 || f == v.files - 1;
      if (edge || v.ranks != 10) {
        o << "<line x1=\"" << px(f) << "\" y1=\"" << top << "\" x2=\"" << px(f) << "\" y2=\"" << bottom << "\"/>\n";
      } else {  // the river cuts the inner files
        o << "<line x1=\"" << px(f) << "\" y1=\"" << py(0) << "\" x2=\"" << px(f) << "\" y2=\"" << py(4) << "\"/>\n";
        o << "<line x1=\"" << px(f) << "\" y1=\"" << py(5) << "\" x2=\"" << px(f) << "\" y2=\"" << py(9) << "\"/>\n";
      }
    }
    if (v.files == 9 && v.ranks == 10) {  // palaces
      for (int base : {0, 7}) {
        o << "<line x1=\"" << px(3) << "\" y1=\"" << py(base) << "\" x2=\"" << px(5) << "\" y2=\"" << py(base + 2) << "\"/>\n";
        o << "<line x1=\"" << px(5) << "\" y1=\"" << py(base) << "\" x2=\"" << px(3) << "\" y2=\"" << py(base + 2) << "\"/>\n";
      }
    }
    o << "</g>\n";
    if (v.ranks == 10) {
      int y = (py(4) + py(5)) / 2 + 9;
      o << "<text x=\"" << (px(0) + px(v.files - 1)) / 2 << "\" y=\"" << y
        << "\" font-size=\"26\" fill=\"#5a3b1a\" text-anchor=\"middle\" letter-spacing=\"30\">楚河　　漢界</text>\n";
    }
  } else {
    for (int r = 0; r < v.ranks; ++r)
      for (int f = 0; f < v.files; ++f)
        o << "<rect x=\"" << px(f) - cell / 2 << "\" y=\"" << py(r) - cell / 2 << "\" width=\"" << cell << "\" height=\""
          << cell << "\" fill=\"" << ((f + r) % 2 ? "#f0d9b5" : "#b58863") << "\"/>\n";
  }
  // Coordinates: files along the bottom and top, ranks on both sides.
  o << "<g font-size=\"14\" fill=\"#5a3b1a\" text-anchor=\"middle\" font-family=\"sans-serif\">\n";
  for (int f = 0; f < v.files; ++f) {
    o << "<text x=\"" << px(f) << "\" y=\"" << h - 8 << "\">" << char('a' + f) << "</text>";
    o << "<text x=\"" << px(f) << "\" y=\"" << 18 << "\">" << char('a' + f) << "</text>\n";
  }
  for (int r = 0; r < v.ranks; ++r) {
    o << "<text x=\"" << 14 << "\" y=\"" << py(r) + 5 << "\">" << r + v.rankBase << "</text>";
    o << "<text x=\"" << w - 14 << "\" y=\"" << py(r) + 5 << "\">" << r + v.rankBase << "</text>\n";
  }
  o << "</g>\n";
  auto mark = [&](const std::string& sq, const char* colour) {
    int f, r;
    if (!sq.empty() && v.parse_square(sq, f, r))
      o << "<circle cx=\"" << px(f) << "\" cy=\"" << py(r) << "\" r=\"" << cell / 2 - 1 << "\" fill=\"none\" stroke=\""
        << colour << "\" stroke-width=\"3\" stroke-dasharray=\"6 4\"/>\n";
  };
  mark(marks.from, "#2a7de1");
  auto tris = [&](int x, int y, char lock, int size) {
    const char* fill = lock == 'T' ? "#f6c9c0" : "#b9c3cf";
    const char* stroke = lock == 'T' ? "#b3261e" : "#1f2a36";
    o << "<polygon points=\"";
    for (int i = 0; i < 6; ++i) {
      double a = 3.14159265 / 3 * i + 3.14159265 / 6;
      o << x + size * std::cos(a) << ',' << y + size * std::sin(a) << ' ';
    }
    o << "\" fill=\"" << fill << "\" stroke=\"" << stroke << "\" stroke-width=\"2.5\"/>\n";
  };
  for (int r = 0; r < v.ranks; ++r)
    for (int f = 0; f < v.files; ++f) {
      const Cell& c = v.at(f, r);
      int x = px(f), y = py(r);
      if (c.tris) tris(x, y, c.tris, c.piece ? 24 : 21);
      if (c.tris && !c.piece)
        o << "<text x=\"" << x << "\" y=\"" << y + 8 << "\" font-size=\"22\" text-anchor=\"middle\" fill=\""
          << (c.tris == 'T' ? "#b3261e" : "#1f2a36") << "\">玄</text>\n";
      if (!c.piece) continue;
      bool red = std::isupper((unsigned char)c.piece);
      const char* ink = red ? "#c0271d" : "#1b1b1b";
      int rad = c.tris ? 17 : 21;
      o << "<circle cx=\"" << x << "\" cy=\"" << y << "\" r=\"" << rad << "\" fill=\"#fbeed3\" stroke=\"" << ink
        << "\" stroke-width=\"2\"/>\n";
      o << "<circle cx=\"" << x << "\" cy=\"" << y << "\" r=\"" << rad - 4 << "\" fill=\"none\" stroke=\"" << ink
        << "\" stroke-width=\"1\"/>\n";
      o << "<text x=\"" << x << "\" y=\"" << y + (c.tris ? 6 : 8) << "\" font-size=\"" << (c.tris ? 17 : 22)
        << "\" text-anchor=\"middle\" fill=\"" << ink << "\">" << piece_glyph(c.piece, v.chess) << "</text>\n";
    }
  mark(marks.to, "#2a7de1");
  mark(marks.check, "#e0201b");
  if (v.reserve >= 0) {
    int x = w + 30;
    o << "<text x=\"" << x << "\" y=\"" << margin << "\" font-size=\"13\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#5a3b1a\">reserve</text>\n";
    for (int i = 0; i < v.reserve; ++i) {
      int y = margin + 35 + i * 55;
      o << "<polygon points=\"";
      for (int k = 0; k < 6; ++k) {
        double a = 3.14159265 / 3 * k + 3.14159265 / 6;
        o << x + 21 * std::cos(a) << ',' << y + 21 * std::sin(a) << ' ';
      }
      o << "\" fill=\"#efe6cf\" stroke=\"#7a6a3a\" stroke-width=\"2.5\"/>\n";
      o << "<text x=\"" << x << "\" y=\"" << y + 8 << "\" font-size=\"22\" text-anchor=\"middle\" fill=\"#7a6a3a\">玄</text>\n";
    }
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace pili::serve
