#include "pili/record/pgn.h"

#include <cctype>
#include <sstream>

#include "pili/record/pgn_moves.h"
#include "pili/rules/variant.h"

namespace pili::record {
namespace {

// The side to move and full move number of a FEN (defaults: Red, 1).
void fen_move_info(const std::string& fen, bool& redToMove, int& fullMove) {
  std::istringstream in(fen);
  std::vector<std::string> f;
  for (std::string w; in >> w;) f.push_back(w);
  redToMove = f.size() < 2 || (f[1] != "b");
  fullMove = 1;
  if (!f.empty()) {
    try {
      int n = std::stoi(f.back());
      if (n > 0 && n < 100000) fullMove = n;
    } catch (...) {
    }
  }
}

}  // namespace

std::string pgn_tag(const std::string& name, const std::string& value) {
  std::string out = "[" + name + " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"]\n";
}

std::string pgn_movetext_section(const std::string& fen, const std::vector<std::string>& moves,
                                 const std::vector<std::string>& comments, const std::string& lastComment,
                                 const std::string& result) {
  bool red;
  int number;
  fen_move_info(fen, red, number);
  std::string out, line;
  auto emit = [&](const std::string& tok) {
    if (!line.empty() && line.size() + 1 + tok.size() > 79) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + tok;
  };
  for (size_t i = 0; i < moves.size(); ++i) {
    if (red) emit(std::to_string(number) + ".");
    else if (i == 0) emit(std::to_string(number) + "...");
    emit(moves[i]);
    if (i < comments.size() && !comments[i].empty()) emit("{" + comments[i] + "}");
    if (!red) ++number;
    red = !red;
  }
  if (!lastComment.empty()) emit("{" + lastComment + "}");
  emit(result);
  return out + line + "\n";
}

std::string write_pgn(const GameRecord& r) {
  std::string o;
  auto tag = [&](const char* name, const std::string& v) { o += pgn_tag(name, v); };
  // The seven tag roster first, in its order (PGN standard 8.1.1).
  tag("Event", r.event);
  tag("Site", r.site);
  tag("Date", r.date.empty() ? "????.??.??" : r.date);
  tag("Round", std::to_string(r.round));
  tag("White", r.red);
  tag("Black", r.black);
  tag("Result", r.result());
  if (!r.time.empty()) tag("Time", r.time);
  // The profile's tag: chess tools (cutechess, lichess, xboard) call atomic chess "Atomic".
  auto variant = parse_variant(r.variant);
  tag("Variant", variant ? std::string(profile(*variant).pgnName) : r.variant);
  if (!r.standardStart) {
    tag("SetUp", "1");
    tag("FEN", r.fen);
  }
  if (!r.deal.empty()) tag("Deal", r.deal);  // covered pieces: who stands under each (Jieqi)
  if (r.redTc == r.blackTc) {
    tag("TimeControl", r.redTc);
  } else {
    tag("WhiteTimeControl", r.redTc);
    tag("BlackTimeControl", r.blackTc);
  }
  if (!r.redOptions.empty()) tag("WhiteEngineOptions", r.redOptions);
  if (!r.blackOptions.empty()) tag("BlackEngineOptions", r.blackOptions);
  tag("Termination", r.termination);
  tag("PlyCount", std::to_string(r.moves.size()));
  o += "\n";

  // A record without comments still marks where the opening book ended.
  std::vector<std::string> comments = r.comments;
  if (comments.empty() && r.bookPlies > 0) {
    comments.assign(size_t(r.bookPlies), "");
    comments.back() = "book";
  }
  std::vector<std::string> movetext = pgn_movetext(r);  // SAN for atomic chess
  movetext.resize(r.moves.size());
  return o + pgn_movetext_section(r.fen, movetext, comments, r.detail, r.result()) + "\n";
}

const std::string* PgnGame::tag(const std::string& name) const {
  for (auto& [k, v] : tags)
    if (k == name) return &v;
  return nullptr;
}

bool read_pgn(const std::string& text, std::vector<PgnGame>& games, std::string& err) {
  size_t i = 0, n = text.size();
  int lineNo = 1;
  auto fail = [&](const std::string& what) {
    err = "PGN line " + std::to_string(lineNo) + ": " + what;
    return false;
  };
  PgnGame g;
  bool inGame = false;
  auto is_result = [](const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; };
  while (i < n) {
    char c = text[i];
    if (c == '\n') { ++lineNo, ++i; continue; }
    if (std::isspace(static_cast<unsigned char>(c))) { ++i; continue; }
    if (c == '[') {
      if (inGame && (!g.moves.empty() || !g.comments.empty()))
        return fail("tag after the moves of a game without a result");
      inGame = true;
      size_t j = i + 1;
      std::string name;
      while (j < n && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) name += text[j++];
      while (j < n && text[j] == ' ') ++j;
      if (name.empty() || j >= n || text[j] != '"') return fail("bad tag");
      std::string value;
      for (++j; j < n && text[j] != '"'; ++j) {
        if (text[j] == '\\' && j + 1 < n) ++j;
        if (text[j] == '\n') return fail("unterminated tag value");
        value += text[j];
      }
      if (j >= n) return fail("unterminated tag value");
      ++j;
      while (j < n && text[j] == ' ') ++j;
      if (j >= n || text[j] != ']') return fail("tag without ']'");
      g.tags.emplace_back(name, value);
      i = j + 1;
      continue;
    }
    if (c == '{') {
      size_t j = text.find('}', i);
      if (j == std::string::npos) return fail("unterminated comment");
      for (size_t k = i; k < j; ++k) lineNo += text[k] == '\n';
      g.comments.push_back(text.substr(i + 1, j - i - 1));
      if (!g.moves.empty() && g.moveComments.size() < g.moves.size()) {
        g.moveComments.resize(g.moves.size());
        g.moveComments.back() = g.comments.back();
      }
      inGame = true;
      i = j + 1;
      continue;
    }
    if (c == ';') {  // rest-of-line comment
      while (i < n && text[i] != '\n') ++i;
      continue;
    }
    size_t j = i;
    while (j < n && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != '{' && text[j] != '[')
      ++j;
    std::string tok = text.substr(i, j - i);
    i = j;
    inGame = true;
    if (is_result(tok)) {
      g.result = tok;
      games.push_back(std::move(g));
      g = PgnGame{};
      inGame = false;
      continue;
    }
    // Move numbers "12." and "12..." are skipped.
    size_t d = 0;
    while (d < tok.size() && std::isdigit(static_cast<unsigned char>(tok[d]))) ++d;
    if (d > 0 && d < tok.size() && tok.find_first_not_of('.', d) == std::string::npos) continue;
    if (tok.empty()) return fail("unexpected character");
    g.moves.push_back(tok);
  }
  if (inGame) return fail("game without a result");
  return true;
}

}  // namespace pili::record
