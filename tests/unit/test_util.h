// Small helpers shared by the unit tests: building positions from piece lists
// and listing legal moves as text.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "pili/core/notation.h"
#include "pili/rules/game.h"

namespace pili::testutil {

// Sanitizer builds: ten times slower, and they need the whole address space.
// The longest tests check fewer positions there (the Release run checks all).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool SANITIZED = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool SANITIZED = true;
#else
inline constexpr bool SANITIZED = false;
#endif
#else
inline constexpr bool SANITIZED = false;
#endif

// The board field of a FEN from (token, square) pairs: a token is a FEN
// letter (char) or, for Meng, a string such as "T" or a "+R"-style stack.
template <class Token>
std::string board_fen(std::initializer_list<std::pair<Token, const char*>> pieces) {
  std::string grid[10][9];
  for (auto [tok, sq] : pieces) grid[sq[1] - '0'][sq[0] - 'a'] = tok;
  std::string fen;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      if (grid[r][f].empty()) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += grid[r][f];
    }
    if (empty) fen += char('0' + empty);
    if (r) fen += '/';
  }
  return fen;
}

// A FEN from (letter, square) pairs, e.g. {{'K', "e0"}, {'k', "d9"}}.
inline std::string fen_of(std::initializer_list<std::pair<char, const char*>> pieces,
                          char side = 'w') {
  return board_fen(pieces) + ' ' + side + " - - 0 1";
}

template <class R>
Position position_of(const std::string& fen) {
  Position pos;
  std::string err;
  EXPECT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

template <class R, GenType T = LEGAL>
std::set<std::string> legal_moves(const Position& pos) {
  typename R::MoveList list;
  R::template generate<T>(pos, list);
  std::set<std::string> out;
  for (Move m : list) out.insert(move_to_string(m));
  return out;
}

// Destinations of the legal moves starting on `from`.
template <class R>
std::set<std::string> targets_from(const Position& pos, const std::string& from) {
  std::set<std::string> out;
  for (const auto& m : legal_moves<R>(pos))
    if (m.compare(0, 2, from) == 0) out.insert(m.substr(2));
  return out;
}

// Deepest perft depth the suites should check (env PILI_PERFT_MAX_DEPTH).
inline int perft_max_depth() {
  const char* env = std::getenv("PILI_PERFT_MAX_DEPTH");
  return env ? std::atoi(env) : 99;
}

struct PerftLine {
  std::string fen;
  std::vector<std::pair<int, uint64_t>> counts;
};

inline std::vector<PerftLine> read_perft_file(const std::string& name) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/" + name);
  EXPECT_TRUE(in.good()) << "cannot open " << name;
  std::vector<PerftLine> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    PerftLine pl;
    size_t semi = line.find(';');
    pl.fen = line.substr(0, semi);
    while (semi != std::string::npos) {
      size_t next = line.find(';', semi + 1);
      std::string field = line.substr(semi + 1, next == std::string::npos ? next : next - semi - 1);
      size_t space = field.find(' ');
      pl.counts.emplace_back(std::stoi(field.substr(1, space - 1)), std::stoull(field.substr(space + 1)));
      semi = next;
    }
    lines.push_back(pl);
  }
  return lines;
}

}  // namespace pili::testutil
