#include <sstream>
#include <type_traits>

#include "pili/record/game_files.h"
#include "pili/record/pgn.h"
#include "pili/record/pgn_tree.h"
#include "pili/record/tree_walk.h"
#include "pili/rules/game.h"
#include "pili/rules/notation/notation.h"
#include "pili/rules/variant.h"

namespace pili::record {
namespace {

// Characters, not bytes: Chinese text is three bytes a character in UTF-8.
size_t width(const std::string& s) {
  size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// Movetext in lines of at most 79 characters; "(" sticks to the token after
// it and ")" to the one before.
struct Lines {
  std::string out, line;
  size_t lineWidth = 0;
  bool glue = false;
  void emit(const std::string& tok) {
    if (glue) {
      line += tok, lineWidth += width(tok);
      glue = false;
      return;
    }
    if (!line.empty() && lineWidth + 1 + width(tok) > 79) out += line + "\n", line.clear(), lineWidth = 0;
    lineWidth += width(tok) + (line.empty() ? 0 : 1);
    line += (line.empty() ? "" : " ") + tok;
  }
  void open() { emit("("), glue = true; }
  void close() { line += ")", ++lineWidth; }
};

std::string comment_token(const std::string& c) {
  std::string body;
  for (char ch : c) body += ch == '}' ? ')' : ch;
  return "{" + body + "}";
}

template <class R>
struct Printer {
  const GameTree& g;
  TreeNotation notation;
  Lines& lines;
  bool blackFirst;
  int firstNumber;

  Move move(const typename R::Position& pos, int node, int ply, bool first, std::string& err) {
    const TreeNode& n = g.nodes[size_t(node)];
    Move m = find_legal_move<R>(pos, n.move);
    if (!m.is_ok()) return err = "move '" + n.move + "' is not legal", Move::none();
    std::string text;
    if (notation == TreeNotation::Coordinates) {
      text = move_text<R>(m);
    } else if constexpr (std::is_same_v<typename R::Position, Position>) {
      notation::Format f{notation == TreeNotation::Chinese ? notation::Style::Chinese : notation::Style::Wxf};
      text = notation::write_move<R>(pos, m, f);
      if (text.empty()) return err = "move '" + n.move + "' has no WXF form", Move::none();
    } else {
      return err = "Chinese and WXF notation are for the 90-point board", Move::none();
    }
    int abs = ply + (blackFirst ? 1 : 0);
    int number = firstNumber + abs / 2;
    // The number goes with its move, so that a line never ends in one.
    if (abs % 2 == 0) text = std::to_string(number) + ". " + text;
    else if (first) text = std::to_string(number) + "... " + text;
    lines.emit(text);
    if (!n.comment.empty()) lines.emit(comment_token(n.comment));
    return m;
  }
  void open() { lines.open(); }
  void close() { lines.close(); }
};

}  // namespace

bool write_pgn_tree(const GameTree& g, TreeNotation notation, std::string& out, std::string& err) {
  auto v = parse_variant(g.variant);
  if (!v) return err = "unknown variant '" + g.variant + "'", false;
  std::string fen = full_start_fen(g);
  std::istringstream fields(fen);
  std::vector<std::string> f;
  for (std::string w; fields >> w;) f.push_back(w);
  bool blackFirst = f.size() > 1 && f[1] == "b";
  int firstNumber = 1;
  try {
    if (f.size() >= 6) firstNumber = std::max(1, std::stoi(f.back()));
  } catch (...) {
  }

  Lines lines;
  if (!g.nodes[0].comment.empty()) lines.emit(comment_token(g.nodes[0].comment));
  bool ok = visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    if (!set_position<R>(pos, fen, err)) return false;
    Printer<R> p{g, notation, lines, blackFirst, firstNumber};
    return walk_tree<R>(g, pos, p, err);
  });
  if (!ok) return false;
  lines.emit(g.result);

  // The seven-tag roster first (PGN standard 8.1.1), Red as White.
  std::string head;
  auto value = [&](const char* name, const char* alt) {
    const std::string* t = g.tag(name);
    if (!t && alt) t = g.tag(alt);
    return t && !t->empty() ? *t : std::string("?");
  };
  head += pgn_tag("Event", value("Event", nullptr));
  head += pgn_tag("Site", value("Site", nullptr));
  head += pgn_tag("Date", value("Date", nullptr));
  head += pgn_tag("Round", value("Round", nullptr));
  head += pgn_tag("White", value("White", "Red"));
  head += pgn_tag("Black", value("Black", nullptr));
  head += pgn_tag("Result", g.result);
  for (auto& [name, val] : g.tags) {
    static const char* DONE[] = {"Event", "Site", "Date", "Round", "White", "Red", "Black",
                                 "Result", "Variant", "SetUp", "FEN", "PlyCount"};
    if (!val.empty() && std::find(std::begin(DONE), std::end(DONE), name) == std::end(DONE)) head += pgn_tag(name, val);
  }
  if (*v != DEFAULT_VARIANT) head += pgn_tag("Variant", profile(*v).pgnName);
  if (!g.fen.empty()) head += pgn_tag("SetUp", "1") + pgn_tag("FEN", fen);
  out = head + "\n" + lines.out + lines.line + "\n\n";
  return true;
}

}  // namespace pili::record
