// PGN with variations, comments and move text in any notation: the reader
// of records made by people and other programs (pgn.cpp reads Pili's own).
#include <cctype>

#include "pili/record/game_files.h"

namespace pili::record {
namespace {

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// ASCII white space and the ideographic space U+3000 that Chinese text uses.
size_t space_at(const std::string& s, size_t i) {
  if (std::isspace(static_cast<unsigned char>(s[i]))) return 1;
  if (s.compare(i, 3, "\xE3\x80\x80") == 0) return 3;
  return 0;
}

// "12." and "12..." alone, or before a move ("1.h2e2", "1.炮二平五"), are
// move numbers; "35.4" is not (a WXF soldier move).
std::string strip_move_number(const std::string& tok) {
  size_t d = 0;
  while (d < tok.size() && std::isdigit(static_cast<unsigned char>(tok[d]))) ++d;
  size_t e = d;
  while (e < tok.size() && tok[e] == '.') ++e;
  if (d == 0 || e == d) return tok;
  if (e == tok.size()) return "";
  if (std::isdigit(static_cast<unsigned char>(tok[e]))) return tok;
  return tok.substr(e);
}

struct GameReader {
  std::vector<GameTree>& games;
  std::string& err;
  GameTree g;
  std::vector<int> lines{0};  // source line of each node
  std::vector<int> stack;     // where each open variation returns to
  int cur = 0;
  bool started = false;
  bool partial = false;

  bool fail(int line, const std::string& what) {
    err = "PGN line " + std::to_string(line) + ": " + what;
    return false;
  }

  bool finish(const std::string& result, int line) {
    if (!stack.empty()) return fail(line, "a variation is not closed at the end of the game");
    g.result = result;
    if (const std::string* v = g.tag("Variant")) g.variant = *v;
    if (const std::string* f = g.tag("FEN")) g.fen = *f;
    if (!resolve_moves(g, err, &lines, "PGN line", partial)) return false;
    games.push_back(std::move(g));
    g = GameTree{};
    lines.assign(1, 0);
    cur = 0;
    started = false;
    return true;
  }

  void comment(std::string text) {
    std::string& c = g.nodes[size_t(cur)].comment;
    c += (c.empty() ? "" : " ") + text;
  }

  bool read(const std::string& text) {
    size_t i = 0, n = text.size();
    int line = 1;
    bool lineStart = true;
    while (i < n) {
      char c = text[i];
      if (c == '\n') { ++line, ++i, lineStart = true; continue; }
      if (size_t sp = space_at(text, i)) { i += sp; continue; }
      if (c == '%' && lineStart) {  // escaped line
        while (i < n && text[i] != '\n') ++i;
        continue;
      }
      lineStart = false;
      if (c == '[') {
        if (started && (g.nodes.size() > 1 || !stack.empty()))
          if (!finish("*", line)) return false;  // a game without a result: the next one begins
        size_t j = i + 1;
        std::string name;
        while (j < n && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) name += text[j++];
        while (j < n && text[j] == ' ') ++j;
        if (name.empty() || j >= n || text[j] != '"') return fail(line, "bad tag");
        std::string value;
        for (++j; j < n && text[j] != '"'; ++j) {
          if (text[j] == '\\' && j + 1 < n) ++j;
          if (text[j] == '\n') return fail(line, "unterminated tag value");
          value += text[j];
        }
        if (j >= n) return fail(line, "unterminated tag value");
        for (++j; j < n && text[j] == ' ';) ++j;
        if (j >= n || text[j] != ']') return fail(line, "tag without ']'");
        g.set_tag(name, value);
        started = true;
        i = j + 1;
        continue;
      }
      started = true;
      if (c == '{') {
        size_t j = text.find('}', i);
        if (j == std::string::npos) return fail(line, "unterminated comment");
        std::string body = text.substr(i + 1, j - i - 1);
        for (char b : body) line += b == '\n';
        // Trim the layout around the text (Chinese files indent with U+3000).
        size_t a = 0, z = body.size();
        while (a < z && std::isspace(static_cast<unsigned char>(body[a]))) ++a;
        while (z > a && std::isspace(static_cast<unsigned char>(body[z - 1]))) --z;
        if (z > a) comment(body.substr(a, z - a));
        i = j + 1;
        continue;
      }
      if (c == ';') {
        while (i < n && text[i] != '\n') ++i;
        continue;
      }
      if (c == '(') {
        if (cur == 0) return fail(line, "a variation before any move");
        if (int(stack.size()) >= MAX_VARIATION_DEPTH) return fail(line, "variations nested too deeply");
        stack.push_back(cur);
        cur = g.nodes[size_t(cur)].parent;
        ++i;
        continue;
      }
      if (c == ')') {
        if (stack.empty()) return fail(line, "')' without '('");
        cur = stack.back();
        stack.pop_back();
        ++i;
        continue;
      }
      size_t j = i;
      while (j < n && !space_at(text, j) && text[j] != '{' && text[j] != '(' && text[j] != ')' && text[j] != '[' &&
             text[j] != ';')
        ++j;
      std::string tok = text.substr(i, j - i);
      i = j;
      if (tok[0] == '$') continue;  // numeric annotation glyph
      if (is_result(tok)) {
        if (!stack.empty()) continue;  // a variation's own result says nothing of the game
        if (!finish(tok, line)) return false;
        // Lines after a game that begin with neither a tag nor a move
        // number are not a game: sites sign their files there ("欢迎访问...").
        while (i < n && text[i] != '\n') ++i;
        while (i < n) {
          size_t j = i + 1;
          while (j < n && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r')) ++j;
          if (j < n && (text[j] == '[' || std::isdigit(static_cast<unsigned char>(text[j])))) break;
          for (i = j; i < n && text[i] != '\n';) ++i;
          ++line;
        }
        continue;
      }
      tok = strip_move_number(tok);
      while (!tok.empty() && (tok.back() == '!' || tok.back() == '?')) tok.pop_back();
      if (tok.empty() || tok.find_first_not_of('.') == std::string::npos) continue;
      if (int(g.nodes.size()) >= MAX_TREE_NODES) return fail(line, "too many moves");
      cur = g.add(cur, tok);
      lines.push_back(line);
    }
    if (started) return finish("*", line);
    return true;
  }
};

}  // namespace

bool read_pgn_games(const std::string& text, std::vector<GameTree>& games, std::string& err, bool partial) {
  GameReader r{games, err, {}, {0}, {}, 0, false, partial};
  return r.read(text);
}

}  // namespace pili::record
