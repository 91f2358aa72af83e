#include "board_view.h"

#include <cctype>
#include <sstream>

#include "pili/rules/profile.h"

namespace pili::serve {

std::string BoardView::square_name(int file, int rank) const {
  std::string name(1, char('a' + file));
  name += std::to_string(rank + rankBase);
  return name;
}

bool BoardView::parse_square(const std::string& name, int& file, int& rank) const {
  if (name.size() < 2 || name.size() > 3 || !std::islower((unsigned char)name[0])) return false;
  for (size_t i = 1; i < name.size(); ++i)
    if (!std::isdigit((unsigned char)name[i])) return false;
  file = name[0] - 'a';
  rank = std::stoi(name.substr(1)) - rankBase;
  return file >= 0 && file < files && rank >= 0 && rank < ranks;
}

std::optional<BoardView> parse_board(const std::string& fen) {
  std::istringstream in(fen);
  std::vector<std::string> fields;
  for (std::string w; in >> w;) fields.push_back(w);
  if (fields.empty()) return std::nullopt;
  BoardView v;
  std::string board = fields[0];
  if (auto lb = board.find('['); lb != std::string::npos) {
    auto rb = board.find(']', lb);
    if (rb == std::string::npos) return std::nullopt;
    v.reserve = int(rb - lb - 1);
    board.resize(lb);
  }
  // Rows top (last rank) first.
  std::vector<std::vector<Cell>> rows(1);
  for (size_t i = 0; i < board.size(); ++i) {
    char c = board[i];
    if (c == '/') rows.emplace_back();
    else if (std::isdigit((unsigned char)c)) {
      int n = c - '0';
      if (i + 1 < board.size() && std::isdigit((unsigned char)board[i + 1])) n = n * 10 + (board[++i] - '0');
      rows.back().insert(rows.back().end(), n, Cell{});
    } else if (c == '+') {
      if (++i >= board.size() || !std::isalpha((unsigned char)board[i])) return std::nullopt;
      char p = board[i];
      rows.back().push_back({p, std::isupper((unsigned char)p) ? 'T' : 't'});
    } else if (c == 'T' || c == 't') {
      rows.back().push_back({0, c});
    } else if (std::isalpha((unsigned char)c)) {
      rows.back().push_back({c, 0});
    } else {
      return std::nullopt;
    }
  }
  v.ranks = int(rows.size());
  v.files = int(rows[0].size());
  if (v.files < 1 || v.files > 26 || v.ranks < 1 || v.ranks > 26) return std::nullopt;
  for (auto& r : rows)
    if (int(r.size()) != v.files) return std::nullopt;
  v.chess = board_with_ranks(v.ranks) == Board::Chess8x8;
  v.rankBase = v.chess ? 1 : 0;
  for (int r = v.ranks - 1; r >= 0; --r)
    v.cells.insert(v.cells.end(), rows[r].begin(), rows[r].end());
  if (fields.size() > 1) v.redToMove = fields[1] != "b";
  if (v.reserve >= 0 && fields.size() > 3) v.debts = fields[3];
  return v;
}

namespace {

// Reads a square ("e5", "a10") at `pos`; returns its length or 0.
size_t square_len(const std::string& t, size_t pos) {
  if (pos >= t.size() || !std::islower((unsigned char)t[pos])) return 0;
  size_t n = 1;
  while (pos + n < t.size() && n < 3 && std::isdigit((unsigned char)t[pos + n])) ++n;
  return n > 1 ? n : 0;
}

}  // namespace

MoveParts split_move(const std::string& t, bool trisGame) {
  MoveParts m;
  m.kind = "normal";
  if (t.size() > 2 && t[1] == '@') {
    m.kind = "drop";
    m.to = t.substr(2);
    return m;
  }
  size_t a = square_len(t, 0);
  size_t b = square_len(t, a);
  m.from = t.substr(0, a);
  m.to = t.substr(a, b);
  size_t rest = a + b;
  if (rest < t.size() && t[rest] == '@') {
    m.kind = "airdrop";
    m.extra = t.substr(rest + 1);
  } else if (rest < t.size()) {
    char s = t[rest];
    if (trisGame && s == 't') m.kind = "split-tris";
    else if (trisGame) m.kind = "split-piece";  // the suffix names the piece that leaves
    else m.kind = "promotion", m.promotion = s;
  }
  return m;
}

}  // namespace pili::serve
