// Syntax of the input lines of UCI, UCCI and UCI-cyclone.
#include "pili/protocol/command.h"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <type_traits>

namespace pili::protocol {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

std::string join(const std::vector<std::string>& words, size_t from, size_t to) {
  std::string out;
  for (size_t i = from; i < to && i < words.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += words[i];
  }
  return out;
}

// Whole-token numbers only: "12x" or "" are errors, not 12 or 0.
template <class T>
bool parse_int(const std::string& s, T& out) {
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && p == end;
}

// A whole-token decimal number ("1.5", "-2", "3e2"), as std::from_chars
// reads one; strtod, because Emscripten's C++ library lacks from_chars for
// double. Pili never changes the C locale, so the point is '.'.
bool parse_number(const std::string& s, double& out) {
  if (s.empty() || !(std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '-' || s[0] == '.')) return false;
  if (s.find_first_of("xXpP") != std::string::npos) return false;  // no hexadecimal
  char* end = nullptr;
  out = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size() && std::isfinite(out);
}

// "startpos [moves ...]" or "fen F... [moves ...]" starting at words[i].
bool parse_position_args(const std::vector<std::string>& words, size_t i, PositionArgs& out,
                         std::string& err) {
  if (i >= words.size()) return err = "expected 'startpos' or 'fen'", false;
  std::string kind = lower(words[i]);
  size_t movesAt = words.size();
  for (size_t k = i + 1; k < words.size(); ++k)
    if (lower(words[k]) == "moves") {
      movesAt = k;
      break;
    }
  if (kind == "startpos") {
    if (i + 1 != movesAt) return err = "unexpected '" + words[i + 1] + "' after startpos", false;
    out.fen.clear();
  } else if (kind == "fen") {
    out.fen = join(words, i + 1, movesAt);
    if (out.fen.empty()) return err = "'fen' needs a FEN string", false;
  } else {
    return err = "expected 'startpos' or 'fen', got '" + words[i] + "'", false;
  }
  out.moves.assign(words.begin() + std::min(movesAt + 1, words.size()), words.end());
  out.emptyMoves = movesAt + 1 == words.size();
  return true;
}

bool is_go_keyword(const std::string& w) {
  static const char* const KEYWORDS[] = {
      "wtime", "btime", "winc", "binc", "movetime", "time", "increment", "opptime",
      "oppincrement", "movestogo", "oppmovestogo", "depth", "nodes", "mate", "infinite",
      "ponder", "draw", "perft", "searchmoves"};
  for (const char* k : KEYWORDS)
    if (w == k) return true;
  return false;
}

bool parse_go_args(const std::vector<std::string>& words, GoArgs& go, std::string& err) {
  for (size_t i = 1; i < words.size(); ++i) {
    std::string w = lower(words[i]);
    bool hasNext = i + 1 < words.size();
    const std::string next = hasNext ? words[i + 1] : std::string();
    auto number = [&](std::optional<double>& dst) {
      double v;
      if (!hasNext || !parse_number(next, v))
        return err = "'" + w + "' needs a number" + (hasNext ? ", got '" + next + "'" : ""), false;
      dst = v;
      ++i;
      return true;
    };
    auto integer = [&](auto& dst, long long lo) {
      long long v;
      if (!hasNext || !parse_int(next, v) || v < lo)
        return err = "'" + w + "' needs an integer" + (lo >= 0 ? " >= " + std::to_string(lo) : "") +
                     (hasNext ? ", got '" + next + "'" : ""),
               false;
      using T = std::remove_reference_t<decltype(dst)>;
      if constexpr (sizeof(T) >= sizeof(long long))
        dst = T(v);
      else
        dst = v > (long long)(std::numeric_limits<T>::max()) ? std::numeric_limits<T>::max() : T(v);
      ++i;
      return true;
    };
    bool ok = true;
    if (w == "wtime") ok = number(go.wtime);
    else if (w == "btime") ok = number(go.btime);
    else if (w == "winc") ok = number(go.winc);
    else if (w == "binc") ok = number(go.binc);
    else if (w == "movetime") ok = number(go.movetime);
    else if (w == "time") ok = number(go.time);
    else if (w == "increment") ok = number(go.increment);
    else if (w == "opptime") ok = number(go.opptime);
    else if (w == "oppincrement") ok = number(go.oppincrement);
    else if (w == "movestogo") ok = integer(go.movestogo, 0);
    else if (w == "oppmovestogo") ok = integer(go.oppmovestogo, 0);
    else if (w == "nodes") ok = integer(go.nodes, 0);
    else if (w == "mate") ok = integer(go.mate, 1);
    else if (w == "perft") ok = integer(go.perft, 1);
    else if (w == "depth") {
      if (hasNext && lower(next) == "infinite") {
        go.depthInfinite = true;
        ++i;
      } else {
        int d = 0;
        ok = integer(d, 0);
        if (ok) go.depth = d;
      }
    } else if (w == "infinite") go.infinite = true;
    else if (w == "ponder") go.ponder = true;
    else if (w == "draw") go.draw = true;
    else if (w == "searchmoves") {
      while (i + 1 < words.size() && !is_go_keyword(lower(words[i + 1])))
        go.searchMoves.push_back(words[++i]);
    } else {
      return err = "unknown parameter '" + words[i] + "'", false;
    }
    if (!ok) return false;
  }
  return true;
}

}  // namespace

std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

std::string clean_line(std::string_view raw) {
  std::string s(raw);
  for (char& c : s)
    if ((unsigned char)c < 0x20 || c == 0x7F) c = ' ';
  size_t b = s.find_first_not_of(' ');
  if (b == std::string::npos) return {};
  size_t e = s.find_last_not_of(' ');
  return s.substr(b, e - b + 1);
}

Command parse_command(std::string_view line) {
  Command cmd;
  std::vector<std::string> words = split_words(clean_line(line));
  if (words.empty()) return cmd;
  cmd.keyword = lower(words[0]);
  const std::string& k = cmd.keyword;
  std::string err;

  if (k == "uci") cmd.type = CommandType::Uci;
  else if (k == "ucci") cmd.type = CommandType::Ucci;
  else if (k == "isready") cmd.type = CommandType::IsReady;
  else if (k == "ucinewgame") cmd.type = CommandType::NewGame;
  else if (k == "stop") cmd.type = CommandType::Stop;
  else if (k == "quit") cmd.type = CommandType::Quit;
  else if (k == "d") cmd.type = CommandType::Display;
  else if (k == "eval") cmd.type = CommandType::Eval;
  else if (k == "ponderhit") {
    cmd.type = CommandType::PonderHit;
    cmd.draw = words.size() > 1 && lower(words[1]) == "draw";
  } else if (k == "setoption") {
    cmd.type = CommandType::SetOption;
    if (words.size() > 1 && lower(words[1]) == "name") {
      size_t valueAt = words.size();
      for (size_t i = 2; i < words.size(); ++i)
        if (lower(words[i]) == "value") {
          valueAt = i;
          break;
        }
      cmd.optionName = join(words, 2, valueAt);
      cmd.hasValue = valueAt < words.size();
      cmd.optionValue = join(words, valueAt + 1, words.size());
    } else {
      cmd.optionName = join(words, 1, 2);
      cmd.hasValue = words.size() > 2;
      cmd.optionValue = join(words, 2, words.size());
    }
    if (cmd.optionName.empty()) cmd.error = "setoption needs an option name";
  } else if (k == "position") {
    cmd.type = CommandType::Position;
    if (!parse_position_args(words, 1, cmd.position, err)) cmd.error = "position: " + err;
  } else if (k == "fen" || k == "startpos") {
    // UCI-cyclone: the position without the "position" keyword.
    cmd.type = CommandType::Position;
    if (!parse_position_args(words, 0, cmd.position, err)) cmd.error = k + ": " + err;
  } else if (k == "probe") {
    cmd.type = CommandType::Probe;
    cmd.hasPosition = words.size() > 1;
    if (cmd.hasPosition && !parse_position_args(words, 1, cmd.position, err))
      cmd.error = "probe: " + err;
  } else if (k == "banmoves") {
    cmd.type = CommandType::BanMoves;
    cmd.moves.assign(words.begin() + 1, words.end());
  } else if (k == "go") {
    cmd.type = CommandType::Go;
    if (!parse_go_args(words, cmd.go, err)) cmd.error = "go: " + err;
  } else {
    cmd.type = CommandType::Unknown;
  }
  return cmd;
}

}  // namespace pili::protocol
