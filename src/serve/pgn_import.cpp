#include "pgn_import.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>

#include "board_view.h"
#include "pili/engine/engine.h"
#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili::serve {

const std::string* PgnText::tag(const std::string& name) const {
  for (auto& [k, v] : tags)
    if (k == name) return &v;
  return nullptr;
}

namespace {

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }
bool space(char c) { return std::isspace(static_cast<unsigned char>(c)); }
bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

bool split_pgn(const std::string& text, std::vector<PgnText>& games, std::string& err) {
  size_t i = 0, n = text.size();
  int line = 1;
  bool lineStart = true;
  auto fail = [&](const std::string& what) {
    err = "line " + std::to_string(line) + ": " + what;
    return false;
  };
  PgnText g;
  bool started = false;
  auto finish = [&] {
    if (started) games.push_back(std::move(g));
    g = PgnText{};
    started = false;
  };
  auto skip_line = [&] {
    while (i < n && text[i] != '\n') ++i;
  };
  // A brace comment from text[i] == '{'; false when it never closes.
  auto skip_comment = [&] {
    size_t j = text.find('}', i);
    if (j == std::string::npos) return false;
    line += int(std::count(text.begin() + long(i), text.begin() + long(j), '\n'));
    i = j + 1;
    return true;
  };
  while (i < n) {
    char c = text[i];
    if (c == '\n') { ++line, ++i, lineStart = true; continue; }
    if (c == '%' && lineStart) { skip_line(); continue; }  // escape line (PGN 6)
    lineStart = false;
    if (space(c)) { ++i; continue; }
    if (c == '[') {
      if (!g.moves.empty()) finish();  // a game that ended without a result token
      started = true;
      size_t j = i + 1;
      std::string name, value;
      while (j < n && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) name += text[j++];
      while (j < n && (text[j] == ' ' || text[j] == '\t')) ++j;
      if (name.empty() || j >= n || text[j] != '"') return fail("a tag must read [Name \"value\"]");
      for (++j; j < n && text[j] != '"'; ++j) {
        if (text[j] == '\\' && j + 1 < n) ++j;
        if (text[j] == '\n') return fail("unterminated tag value");
        value += text[j];
      }
      if (j >= n) return fail("unterminated tag value");
      for (++j; j < n && (text[j] == ' ' || text[j] == '\t');) ++j;
      if (j >= n || text[j] != ']') return fail("tag without ']'");
      g.tags.emplace_back(name, value);
      i = j + 1;
      continue;
    }
    if (c == '{') {
      if (!skip_comment()) return fail("unterminated comment");
      continue;
    }
    if (c == ';') { skip_line(); continue; }
    if (c == '(') {  // a variation, possibly nested, with its own comments: skipped
      int depth = 0, startLine = line;
      while (i < n) {
        char d = text[i];
        if (d == '{') {
          if (!skip_comment()) return fail("unterminated comment");
          continue;
        }
        if (d == ';') { skip_line(); continue; }
        if (d == '\n') ++line;
        if (d == '(') ++depth;
        if (d == ')' && --depth == 0) break;
        ++i;
      }
      if (i >= n) return line = startLine, fail("unterminated variation '('");
      ++i;
      continue;
    }
    if (c == ')') return fail("')' without '('");
    if (c == '}') return fail("'}' without '{'");
    if (c == '$') {  // numeric annotation glyph
      for (++i; i < n && digit(text[i]);) ++i;
      continue;
    }
    size_t j = i;
    while (j < n && !space(text[j]) && std::string_view("{}()[];$]").find(text[j]) == std::string_view::npos) ++j;
    if (j == i) return fail(std::string("unexpected '") + c + "'");  // never loop without progress
    std::string tok = text.substr(i, j - i);
    i = j;
    started = true;
    if (is_result(tok)) {
      g.result = tok;
      finish();
      continue;
    }
    // Move numbers ("12.", "12...") alone or glued to the move ("12.e4").
    size_t d = 0;
    while (d < tok.size() && digit(tok[d])) ++d;
    if (d > 0 && d < tok.size() && tok[d] == '.') {
      while (d < tok.size() && tok[d] == '.') ++d;
      tok.erase(0, d);
    }
    while (!tok.empty() && (tok.back() == '!' || tok.back() == '?')) tok.pop_back();
    if (tok.empty()) continue;
    if (tok.size() > 16) return fail("'" + tok.substr(0, 20) + "…' is not a move");
    g.moves.push_back(tok);
  }
  finish();
  return true;
}

namespace {

// Every number in the move text is a rank: ranks 1-10 become 0-9.
std::string shift_ranks(const std::string& t, int shift) {
  std::string out;
  for (size_t i = 0; i < t.size();) {
    if (!digit(t[i])) { out += t[i++]; continue; }
    size_t j = i;
    while (j < t.size() && digit(t[j])) ++j;
    int r = std::stoi(t.substr(i, std::min<size_t>(j - i, 3))) - shift;
    if (r < 0) return {};
    out += std::to_string(r);
    i = j;
  }
  return out;
}

bool listed(const std::vector<std::string>& legal, const std::string& m) {
  return std::find(legal.begin(), legal.end(), m) != legal.end();
}

// The 8x8 board: atomic chess's own SAN reader (castling, promotion, en passant).
std::string chess_move(const std::string& token, const std::string& fen, std::string& err) {
  chess::Position pos;
  if (!set_position<AtomicChess>(pos, fen, err)) return {};
  Move m = chess::parse_san(pos, token, err);
  return m.is_ok() ? AtomicChess::move_text(m) : std::string();
}

}  // namespace

std::string resolve_move(const std::string& token, const std::string& fen, const std::vector<std::string>& legal,
                         int rankShift, std::string& err) {
  auto view = parse_board(fen);
  if (!view) return err = "unreadable position " + fen, std::string();
  std::string t = rankShift ? shift_ranks(token, rankShift) : token;
  if (t.empty()) return err = "'" + token + "' is not a move", std::string();
  if (listed(legal, t)) return t;
  if (view->chess) return chess_move(token, fen, err);
  // Covered pieces (Jieqi): the coordinates and the identity letters a move
  // carries (docs/rules/jieqi.md R5.4), which the rules check when it is played.
  static const std::regex identities("([a-i][0-9][a-i][0-9])([A-Za-z]{1,2})");
  std::smatch im;
  bool coveredBoard = fen.substr(0, fen.find(' ')).find_first_of("Xx") != std::string::npos;
  if (coveredBoard && std::regex_match(t, im, identities) && listed(legal, im[1].str())) return t;
  if (t.size() > 1 && t[0] == 't' && t[1] == '@' && listed(legal, "T" + t.substr(1))) return "T" + t.substr(1);
  bool tris = view->reserve >= 0;
  std::string c = t;
  while (!c.empty() && (c.back() == '+' || c.back() == '#')) c.pop_back();

  // Coordinates with a separator, or a capital suffix (a Meng split): "h2-e2", "h2xh9".
  static const std::regex coord("([a-z][0-9]{1,2})[-x:]?([a-z][0-9]{1,2})=?([a-zA-Z]?)");
  std::smatch cm;
  if (std::regex_match(c, cm, coord)) {
    std::string m = cm[1].str() + cm[2].str() + lower(cm[3].str());
    if (listed(legal, m)) return m;
  }

  // SAN: piece letter (none = pawn), optional file / rank of origin, target.
  // Xiangqi's letters as cutechess and Fairy-Stockfish write them.
  // ('x' is never a file here: "Rxe7" names no origin.)
  static const std::regex san("([KQRBNAEHCP]?)([a-wyz]?)([0-9]{0,2})x?([a-z][0-9]{1,2})");
  std::smatch sm;
  if (!std::regex_match(c, sm, san)) return err = "'" + token + "' is not a move", std::string();
  char piece = sm[1].length() ? sm[1].str()[0] : 'P';
  if (piece == 'H') piece = 'N';
  if (piece == 'E') piece = 'B';
  std::string fromFile = sm[2], fromRank = sm[3], to = sm[4];
  std::vector<std::string> found;
  for (const auto& m : legal) {
    MoveParts p = split_move(m, tris);
    if (p.kind != "normal" || p.to != to) continue;
    int f, r;
    if (!view->parse_square(p.from, f, r)) continue;
    const Cell& cell = view->at(f, r);
    if (!cell.piece || cell.tris || std::toupper(static_cast<unsigned char>(cell.piece)) != piece) continue;
    if (!fromFile.empty() && p.from[0] != fromFile[0]) continue;
    if (!fromRank.empty() && p.from.substr(1) != fromRank) continue;
    found.push_back(m);
  }
  if (found.size() == 1) return found[0];
  if (found.empty()) return err = "'" + token + "' is not a legal move", std::string();
  return err = "'" + token + "' is ambiguous (" + found[0] + ", " + found[1] + ")", std::string();
}

namespace {

// The variants a game may be, most likely first.
bool candidates(const PgnText& g, std::vector<std::string>& out, std::string& err) {
  std::string fen = g.tag("FEN") ? *g.tag("FEN") : "";
  const std::optional<Board> board = fen_board(fen);  // none for no FEN
  std::string v = g.tag("Variant") ? *g.tag("Variant") : "", l = lower(v);
  std::vector<Variant> vars;
  if (l.empty()) {
    // No tag: the default variant (xiangqi), else the one chess Pili plays (moves pasted from a chess site).
    if (board != Board::Chess8x8) vars.push_back(DEFAULT_VARIANT);
    for (Variant x : ALL_VARIANTS)
      if (profile(x).board == Board::Chess8x8) vars.push_back(x);
  } else if (l == "standard" || l == "chess" || l == "from position" || l == "chess960") {
    return err = "[Variant \"" + v + "\"] is chess; Pili plays atomic chess ([Variant \"" +
                 AtomicChess::PROFILE.pgnName + "\"]) and xiangqi variants",
           false;
  } else {
    // Pili's names and every variant's aliases (rules/profile.h).
    vars = variants_named(l);
    if (vars.empty()) return err = "unknown variant [Variant \"" + v.substr(0, 40) + "\"]", false;
    // A name of two games: pili-match, cutechess and lichess call atomic
    // chess "Atomic", Pili's own Atomic Xiangqi is "atomic". Pili's spelling
    // off the other game's board means Pili's game; else the other first.
    if (vars.size() > 1 && !(v == variant_name(vars[0]) && board != profile(vars[1]).board))
      std::rotate(vars.begin(), vars.begin() + 1, vars.end());
  }
  out.clear();
  for (Variant x : vars)
    if (variant_available(x)) out.push_back(variant_name(x));
  return true;
}

}  // namespace

bool resolve_game(const PgnText& g, ImportedGame& out, std::string& err) {
  std::vector<std::string> vars;
  if (!candidates(g, vars, err)) return false;
  std::string fen = g.tag("FEN") ? *g.tag("FEN") : "";
  out = {};
  Engine probe;
  probe.set(&Settings::hashMb, 1);
  size_t best = 0;
  bool any = false;
  for (const auto& v : vars) {
    std::string e;
    if (!probe.set_variant(v, e) || !probe.set_position(fen, {}, e)) {
      if (!any) err = "[FEN \"" + fen.substr(0, 100) + "\"]: " + e, any = true;
      continue;
    }
    bool ranked = parse_board(probe.fen()) && !parse_board(probe.fen())->chess;
    for (int shift = 0; shift <= (ranked ? 1 : 0); ++shift) {
      std::vector<std::string> moves;
      std::string why;
      probe.set_position(fen, {}, e);
      for (const auto& tok : g.moves) {
        if (probe.verdict().outcome != Outcome::Ongoing) {
          why = "'" + tok + "' comes after the end of the game (" + probe.verdict().reason + ")";
          break;
        }
        std::string m = resolve_move(tok, probe.fen(), probe.legal_moves(), shift, e);
        if (m.empty()) {
          why = e + " in " + probe.fen();
          break;
        }
        moves.push_back(m);
        if (!probe.set_position(fen, moves, e)) {
          why = e;
          break;
        }
      }
      if (why.empty()) {
        out = {v, fen, std::move(moves), g.result, ""};
        return true;
      }
      // Report the reading that got furthest, and keep it.
      if (!any || moves.size() > best || out.variant.empty()) {
        int ply = int(moves.size()) + 1;
        err = v + ", move " + std::to_string((ply + 1) / 2) + (ply % 2 ? "" : "...") + ": " + why;
        best = moves.size();
        any = true;
        out = {v, fen, std::move(moves), "*", err};
      }
    }
  }
  return false;
}

}  // namespace pili::serve
